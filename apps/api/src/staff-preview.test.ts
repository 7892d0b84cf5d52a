import {
  ConceptCategoryResponseSchema,
  NewsDetailResponseSchema,
  ProductDetailResponseSchema,
  type PreviewState,
} from '@rennfeld/contract';
import type { StaffRole } from '@rennfeld/contract/staff';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createConceptCategory, createNews, createProduct } from '../test/builders.ts';
import { cookieHeaderFrom, createTestStaffMember, signIn } from '../test/staff-session.ts';
import { useTestApi } from '../test/test-app.ts';

/*
 * Staff preview (decision 042): the public API's answer for one record shows a draft only to a
 * request that asks for a preview (`?preview`) and carries a live staff session, and marks that
 * answer for its caller alone. Anyone else gets what every visitor gets: a 404 for a draft.
 */

const api = useTestApi();

/** The name each kind's answer carries, read from the response body. */
interface PreviewCase {
  kind: string;
  /** Adds the record to the database; its API path. */
  create(): Promise<{ path: string; name: string }>;
  readName(body: unknown): string;
  state: PreviewState;
}

const HOUR_MS = 3_600_000;

const CASES: PreviewCase[] = [
  {
    kind: 'a draft product',
    async create() {
      const product = await createProduct(api.db, { name: 'Prototype Endurance Oil 0W-20', status: 'draft' });
      return { path: `/api/product-detail/${product.slug}`, name: product.name };
    },
    readName: (body) => ProductDetailResponseSchema.parse(body).product.name,
    state: 'draft',
  },
  {
    kind: 'a draft news article',
    async create() {
      const news = await createNews(api.db, { name: 'Secret test at Monza', status: 'draft' });
      return { path: `/api/news/show/${news.slug}`, name: news.name };
    },
    readName: (body) => NewsDetailResponseSchema.parse(body).news_details.name,
    state: 'draft',
  },
  {
    kind: 'a scheduled news article',
    async create() {
      const publishedAt = new Date(Date.now() + 24 * HOUR_MS).toISOString();
      const news = await createNews(api.db, { name: 'Launch of the 2027 range', status: 'published', publishedAt });
      return { path: `/api/news/show/${news.slug}`, name: news.name };
    },
    readName: (body) => NewsDetailResponseSchema.parse(body).news_details.name,
    state: 'scheduled',
  },
  {
    kind: 'a draft concept category',
    async create() {
      const category = await createConceptCategory(api.db, {
        name: 'Hydrogen Racing',
        status: 'draft',
        concepts: [{ name: 'Cold starts' }],
      });
      return { path: `/api/concept-category/${category.slug}`, name: category.name };
    },
    readName: (body) => ConceptCategoryResponseSchema.parse(body).conceptCategory.name,
    state: 'draft',
  },
];

const cookies: Partial<Record<StaffRole, string>> = {};

beforeAll(async () => {
  for (const role of ['editor', 'admin'] as const) {
    cookies[role] = await signIn(api.app, await createTestStaffMember(api.db, role));
  }
});

function get(path: string, cookie?: string) {
  return api.app.inject({ url: path, ...(cookie ? { headers: { cookie } } : {}) });
}

/** A staff answer: for its caller only, never kept by a cache, never indexed. */
function expectPrivate(response: LightMyRequestResponse) {
  expect(response.headers['cache-control']).toBe('private, no-store');
  expect(response.headers['x-robots-tag']).toBe('noindex');
  expect(response.headers.etag).toBeUndefined();
}

function expectNotFound(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(404);
  expect(response.json()).toMatchObject({ success: false });
}

describe.each(CASES)('$kind', ({ create, readName, state }) => {
  let record: { path: string; name: string };
  beforeAll(async () => {
    record = await create();
  });

  it('is a 404 to a visitor, with or without the preview marker', async () => {
    expectNotFound(await get(record.path));
    const marked = await get(`${record.path}?preview`);
    expectNotFound(marked);
    expect(marked.body).not.toContain(record.name);
  });

  it('is a 404 with the marker and a cookie that names no live session', async () => {
    const forged = 'rennfeld-staff.session_token=forged-token.forged-signature';
    expectNotFound(await get(`${record.path}?preview`, forged));

    const member = await createTestStaffMember(api.db, 'editor');
    const signedOut = await signIn(api.app, member);
    await api.app.inject({ method: 'POST', url: '/api/auth/sign-out', payload: {}, headers: { cookie: signedOut } });
    expectNotFound(await get(`${record.path}?preview`, signedOut));
  });

  it('is a 404 to staff without the marker: the public answer stays the public one', async () => {
    expectNotFound(await get(record.path, cookies.editor));
  });

  it.each(['editor', 'admin'] as const)('is shown to an %s who asks for a preview, privately', async (role) => {
    const response = await get(`${record.path}?preview`, cookies[role]);
    expect(response.statusCode).toBe(200);
    expect(readName(response.json())).toBe(record.name);
    expect(response.json().preview).toEqual({ state });
    expectPrivate(response);
    // The same address, a moment later, without the session: nothing was kept for anyone.
    expectNotFound(await get(`${record.path}?preview`));
  });
});

describe('preview of what visitors already see', () => {
  it('answers a published product as before to a visitor with the marker, and privately to staff', async () => {
    const product = await createProduct(api.db, { name: 'Track Formula 10W-60' });
    const path = `/api/product-detail/${product.slug}`;
    const visitor = await get(path);
    const marked = await get(`${path}?preview`);
    expect(marked.statusCode).toBe(200);
    expect(marked.body).toBe(visitor.body);
    expect(marked.headers.etag).toBe(visitor.headers.etag);
    expect(marked.json().preview).toBeUndefined();

    const staff = await get(`${path}?preview`, cookies.editor);
    expect(staff.json()).toEqual({ ...visitor.json(), preview: { state: 'published' } });
    expectPrivate(staff);
  });

  it('shows staff the draft concepts of a published concept category, and visitors only the published ones', async () => {
    const category = await createConceptCategory(api.db, {
      concepts: [{ name: 'Pit strategy' }, { name: 'Night stints', status: 'draft' }],
    });
    const path = `/api/concept-category/${category.slug}`;
    const names = (response: LightMyRequestResponse) =>
      ConceptCategoryResponseSchema.parse(response.json()).conceptCategory.concepts.map((concept) => concept.name);

    expect(names(await get(`${path}?preview`))).toEqual(['Pit strategy']);
    const staff = await get(`${path}?preview`, cookies.editor);
    expect(names(staff)).toEqual(['Pit strategy', 'Night stints']);
    expect(staff.json().preview).toEqual({ state: 'draft' });
    expectPrivate(staff);
  });

  it('ends with the session: a session past its absolute lifetime previews nothing', async () => {
    const news = await createNews(api.db, { status: 'draft' });
    const cookie = await signIn(api.app, await createTestStaffMember(api.db, 'editor'));
    const path = `/api/news/show/${news.slug}?preview`;
    expect((await get(path, cookie)).statusCode).toBe(200);
    const token = /session_token=([^;.]+)/.exec(cookie)?.[1];
    await api.db
      .updateTable('staff_session')
      .set({ createdAt: new Date(Date.now() - 13 * HOUR_MS).toISOString() })
      .where('token', '=', token!)
      .execute();
    expectNotFound(await get(path, cookie));
  });

  it('reads the session without moving it on: a preview answer sets no cookie', async () => {
    const news = await createNews(api.db, { status: 'draft' });
    const cookie = await signIn(api.app, await createTestStaffMember(api.db, 'editor'));
    const token = /session_token=([^;.]+)/.exec(cookie)?.[1];
    // Last moved on ten minutes ago: a staff API request now would move it on (and set a cookie).
    const expiresAt = new Date(Date.now() + 2 * HOUR_MS - 10 * 60_000).toISOString();
    const session = api.db.updateTable('staff_session').where('token', '=', token!);
    await session.set({ expiresAt }).execute();

    const response = await get(`/api/news/show/${news.slug}?preview`, cookie);
    expect(response.statusCode).toBe(200);
    expect(cookieHeaderFrom(response.headers['set-cookie'])).toBe('');
    const stored = await api.db
      .selectFrom('staff_session')
      .select('expiresAt')
      .where('token', '=', token!)
      .executeTakeFirstOrThrow();
    expect(new Date(stored.expiresAt).toISOString()).toBe(expiresAt);

    const staffApi = await api.app.inject({ url: '/api/admin/me', headers: { cookie } });
    expect(cookieHeaderFrom(staffApi.headers['set-cookie'])).not.toBe('');
  });
});
