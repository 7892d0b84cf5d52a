import { createDatabase, migrateToLatest } from '@rennfeld/api/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../../../api/test/builders.ts';
import { readSamples, valueOf } from '../prometheus-text.ts';
import { POSTGRES_URL, runOnPostgres } from './postgres.ts';
import { freePort, killServer, startServerProcess, type ServerProcess } from './server-process.ts';

/*
 * The built server with METRICS_PORT, on PostgreSQL: a visitor's product page and API answer show
 * up on the metrics port under their route id and route pattern, with the page cache's and the
 * catalogue cache's hits, the pool and the process's own figures; the main port has no /metrics.
 * PostgreSQL at 127.0.0.1:5432 (POSTGRES_TEST_URL); without it the test fails.
 */

describe('metrics of the built server on a port of their own', () => {
  const schema = `metrics_${process.pid}_${Date.now()}`;
  const url = new URL(POSTGRES_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  let server: ServerProcess | undefined;
  let metricsOrigin: string;
  let slug: string;

  beforeAll(async () => {
    await runOnPostgres(`CREATE SCHEMA ${schema}`);
    const { db } = createDatabase({ url: url.toString() });
    try {
      await migrateToLatest(db);
      const category = await createCategory(db, { name: 'Engine Oils', slug: 'engine-oils' });
      ({ slug } = await createProduct(db, { categoryId: category.id }));
    } finally {
      await db.destroy();
    }
    const port = await freePort();
    metricsOrigin = `http://127.0.0.1:${port}`;
    server = await startServerProcess({
      databaseUrl: url.toString(),
      env: { METRICS_PORT: String(port), DATABASE_POOL_SIZE: '3' },
    });
  });

  afterAll(async () => {
    await killServer(server);
    await runOnPostgres(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  });

  const scrape = async () => {
    const response = await fetch(`${metricsOrigin}/metrics`);
    expect(response.status).toBe(200);
    return readSamples(await response.text());
  };

  it('counts pages by route id and API answers by route pattern, with both caches, never by address', async () => {
    for (const path of [`/product-detail/${slug}`, `/product-detail/${slug}`, `/api/product-detail/${slug}`]) {
      expect((await fetch(`${server!.baseUrl}${path}`)).status, path).toBe(200);
    }
    expect((await fetch(`${server!.baseUrl}/product-detail/${slug}?utm_source=newsletter`)).status).toBe(200);
    expect((await fetch(`${server!.baseUrl}/favicon.ico`)).status).toBe(200);
    expect((await fetch(`${server!.baseUrl}/no-such-page-${slug}`)).status).toBe(404);

    // An answer is counted when the server sees its last byte written (Fastify's onResponse), which
    // can come after the visitor has read it and asked for the metrics: wait for the last one.
    const notFoundPages = { method: 'GET', route: 'routes/unknown-address', status_code: '404' };
    await expect
      .poll(async () => valueOf(await scrape(), 'rennfeld_http_requests_total', notFoundPages), { timeout: 2000 })
      .toBe(1);
    const samples = await scrape();
    const answers = (labels: Record<string, string>) =>
      valueOf(samples, 'rennfeld_http_requests_total', { method: 'GET', status_code: '200', ...labels });
    expect(answers({ route: 'routes/product-detail' })).toBe(3);
    // The page's loader called the API in-process on its renders, besides the visitor's call.
    expect(answers({ route: '/api/product-detail/:slug' })).toBeGreaterThanOrEqual(2);
    expect(answers({ route: 'static' })).toBe(1);

    expect(valueOf(samples, 'rennfeld_page_cache_lookups_total', { result: 'hit' })).toBeGreaterThanOrEqual(1);
    expect(valueOf(samples, 'rennfeld_page_cache_lookups_total', { result: 'miss' })).toBeGreaterThanOrEqual(1);
    expect(valueOf(samples, 'rennfeld_page_cache_stores_total')).toBeGreaterThanOrEqual(1);
    expect(
      valueOf(samples, 'rennfeld_catalogue_cache_lookups_total', { space: 'detail', result: 'hit' }),
    ).toBeGreaterThanOrEqual(1);

    for (const sample of samples) {
      for (const value of Object.values(sample.labels)) {
        expect(value).not.toContain(slug);
        expect(value).not.toMatch(/[?]|utm_|newsletter|favicon/);
      }
    }
  });

  it("shows the pool (of the size configured), the outbox and the process's event-loop lag, heap, RSS and GC", async () => {
    const samples = await scrape();
    expect(valueOf(samples, 'rennfeld_db_pool_max_connections')).toBe(3);
    expect(valueOf(samples, 'rennfeld_db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(0);
    expect(valueOf(samples, 'rennfeld_mail_outbox_messages', { status: 'queued' })).toBe(0);
    expect(valueOf(samples, 'rennfeld_db_query_errors_total')).toBe(0);
    expect(valueOf(samples, 'process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
    expect(valueOf(samples, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(1_000_000);
    expect(valueOf(samples, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(samples.some((sample) => sample.name === 'nodejs_gc_duration_seconds_count')).toBe(true);
  });

  it('is not on the main port, with or without a token, and nothing else is on the metrics port', async () => {
    const tries: Array<Record<string, string>> = [
      {},
      { authorization: 'Bearer anything-at-all-0123456789abcdefghijkl' },
    ];
    for (const headers of tries) {
      const response = await fetch(`${server!.baseUrl}/metrics`, { headers });
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('rennfeld_');
    }
    expect((await fetch(`${metricsOrigin}/`)).status).toBe(404);
    expect((await fetch(`${metricsOrigin}/product-detail/${slug}`)).status).toBe(404);
  });
});
