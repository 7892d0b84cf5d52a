import { createStaffAuth } from '@rennfeld/api';
import type { Database } from '@rennfeld/api/db';
import { addStaffMember, COMMAND_LINE_ACTOR } from '@rennfeld/api/staff';
import type { Kysely } from 'kysely';
import type { BenchRoute } from './routes.ts';

/** The staff area's secret for the benchmark's server: sessions signed with it are its own. */
export const BENCH_AUTH_SECRET = 'bench secret of at least thirty-two characters';

const EDITOR = { email: 'bench-editor@rennfeld.example', password: 'bench editor password', name: 'Bench' };

/** An editor in the benchmark's database, added as `npm run staff -- add` adds one. */
export async function addBenchEditor(db: Kysely<Database>): Promise<void> {
  const auth = createStaffAuth({ db, secret: BENCH_AUTH_SECRET, secureCookies: false });
  await addStaffMember({ db, auth, actor: COMMAND_LINE_ACTOR, ipAddress: null }, { ...EDITOR, role: 'editor' });
}

/** Signs the editor in on the running server, as the staff app does; the session cookie. */
export async function signInBenchEditor(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email: EDITOR.email, password: EDITOR.password }),
  });
  if (!response.ok) throw new Error(`The bench editor could not sign in: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/**
 * The staff list of products as staff use it, on the whole catalogue: the default page, a page
 * deep in a category sorted by name, a search, and one product's form. Each request also reads
 * the session, as every staff request does.
 */
export async function staffRoutes(db: Kysely<Database>, cookie: string): Promise<BenchRoute[]> {
  const [largest] = await db
    .selectFrom('products')
    .select(['category_id', (eb) => eb.fn.countAll<number | string>().as('count')])
    .groupBy('category_id')
    .orderBy('count', 'desc')
    .limit(1)
    .execute();
  const ids = await db.selectFrom('products').select('id').orderBy('id').limit(200).execute();
  // Staff are a handful of people, not a crowd: one connection shows what one of them waits.
  const headers = { cookie };
  const connections = 1;
  const list = '/api/admin/products';
  return [
    { name: 'GET /api/admin/products (staff list)', paths: [list], headers, connections },
    {
      name: 'GET /api/admin/products by category, by name, page 40',
      paths: [`${list}?categoryId=${largest!.category_id}&sort=name&order=ASC&page=40&perPage=25`],
      headers,
      connections,
    },
    {
      name: 'GET /api/admin/products?q= search',
      paths: ['formula', 'grease', '5w30', 'sprint'].map((q) => `${list}?q=${q}`),
      headers,
      connections,
    },
    {
      name: 'GET /api/admin/products/{id} (staff form)',
      paths: ids.map(({ id }) => `${list}/${id}`),
      headers,
      connections,
    },
  ];
}
