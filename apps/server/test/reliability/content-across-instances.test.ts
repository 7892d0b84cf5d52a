import { get } from 'node:http';
import { createDatabase, migrateToLatest } from '@rennfeld/api/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../../../api/test/builders.ts';
import { createTestStaffMember } from '../../../api/test/staff-session.ts';
import { POSTGRES_URL, runOnPostgres } from './postgres.ts';
import { editProductThroughStaffApi, killServer, startServerProcess, type ServerProcess } from './server-process.ts';

/*
 * Two instances of the built server on one PostgreSQL database, as behind a load balancer: a
 * price saved through one is on the other's API answers (catalogue cache, facet index, ETag) and
 * pages (page cache) at the next request, although the other kept them from before. The change
 * travels through the database's revision counters, not through either process's memory.
 * PostgreSQL at 127.0.0.1:5432 (POSTGRES_TEST_URL); without it the test fails.
 */

/**
 * A revalidation as a browser sends it. (fetch cannot: given If-None-Match, it adds
 * `Cache-Control: no-cache` of its own, and a server must then answer in full.)
 */
function revalidate(url: string, etag: string): Promise<{ status: number; etag: string | undefined }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'if-none-match': etag } }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, etag: response.headers.etag }));
    }).on('error', reject);
  });
}

describe('a content change with two instances on PostgreSQL', () => {
  const schema = `two_instances_${process.pid}_${Date.now()}`;
  const url = new URL(POSTGRES_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const database = createDatabase({ url: url.toString() });
  let editing: ServerProcess | undefined;
  let serving: ServerProcess | undefined;
  let product: { name: string; slug: string };
  let categorySlug: string;
  let editor: { email: string; password: string };

  beforeAll(async () => {
    await runOnPostgres(`CREATE SCHEMA ${schema}`);
    await migrateToLatest(database.db);
    const category = await createCategory(database.db, { name: 'Engine Oils', slug: 'engine-oils' });
    categorySlug = category.slug;
    product = await createProduct(database.db, { categoryId: category.id, sizes: [{ size: '1l', price: 19.9 }] });
    editor = await createTestStaffMember(database.db, 'editor');
    const env = { AUTH_SECRET: 'one secret for both instances, as deploy.md asks' };
    editing = await startServerProcess({ databaseUrl: url.toString(), env });
    serving = await startServerProcess({ databaseUrl: url.toString(), env });
  });

  afterAll(async () => {
    await killServer(editing);
    await killServer(serving);
    await database.db.destroy();
    await runOnPostgres(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  });

  it('shows a price saved on one instance on the other at once: API, ETag and pages', async () => {
    const listingApi = `${serving!.baseUrl}/api/products/${categorySlug}`;
    const pages = [`/product-detail/${product.slug}`, `/products/${categorySlug}`];
    // The serving instance keeps all of it before the change.
    const before = await fetch(listingApi);
    const etag = before.headers.get('etag')!;
    expect(JSON.stringify(await before.json())).toContain('19.9');
    expect((await revalidate(listingApi, etag)).status).toBe(304);
    for (const path of pages) {
      await fetch(`${serving!.baseUrl}${path}`);
      const kept = await fetch(`${serving!.baseUrl}${path}`);
      expect(kept.headers.get('x-page-cache'), path).toBe('hit');
    }

    // The editor saves a new price through the other instance.
    const base = editing!.baseUrl;
    const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email: editor.email, password: editor.password }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((setCookie) => setCookie.split(';')[0])
      .join('; ');
    const saved = await editProductThroughStaffApi(base, { cookie, origin: base }, product.name, (record) => ({
      variants: [{ ...record.variants[0]!, price: 1.23 }],
    }));
    expect(saved.status).toBe(200);

    // The serving instance's next answers carry it.
    const revalidated = await revalidate(listingApi, etag);
    expect(revalidated.status).toBe(200);
    expect(revalidated.etag).not.toBe(etag);
    expect(JSON.stringify(await (await fetch(listingApi)).json())).toContain('1.23');
    for (const path of pages) {
      const page = await fetch(`${serving!.baseUrl}${path}`);
      expect(page.headers.get('x-page-cache'), path).toBe('miss');
      expect(await page.text(), path).toContain('1.23');
    }
  });
});
