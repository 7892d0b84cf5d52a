import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { DEFAULT_POSTGRES_POOL_SIZE } from '@rennfeld/api/db';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCategory, createProduct } from '../../api/test/builders.ts';
import { createTestDatabase, type TestDatabase } from '../../api/test/test-app.ts';
import { buildServer } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createServerMetrics, serveMetrics, type ServerMetrics } from '../src/metrics.ts';
import { readSamples, valueOf } from './prometheus-text.ts';

/*
 * /metrics is never public: not served without METRICS_TOKEN, refused without the token, on its
 * own port with METRICS_PORT. What it shows is counted by route pattern, never by address. (The
 * pages, the page cache and the process's own metrics on the built server: reliability/metrics.test.ts.)
 */

const TOKEN = 'metrics-token-of-the-tests-0123456789abcdef';

let database: TestDatabase;
const apps: FastifyInstance[] = [];
const metricsOf: ServerMetrics[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  for (const app of apps) await app.close();
  for (const metrics of metricsOf) metrics.close();
  await database.destroy();
});

/** A server (no web app) with metrics of its own, as server.ts makes it from this environment. */
async function serverWith(env: Record<string, string>) {
  const metrics = createServerMetrics(database.db);
  metricsOf.push(metrics);
  const app = await buildServer({ config: loadConfig(env), db: database.db, withWeb: false, metrics });
  apps.push(app);
  const scrape = async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    return readSamples(response.body);
  };
  return { app, metrics, scrape };
}

describe('/metrics on the main port', () => {
  it('is not there without METRICS_TOKEN, whether or not metrics are counted', async () => {
    const counted = await serverWith({});
    const withoutMetrics = await buildServer({ config: loadConfig({}), db: database.db, withWeb: false });
    apps.push(withoutMetrics);
    for (const app of [counted.app, withoutMetrics]) {
      expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
      const withToken = await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(withToken.statusCode).toBe(404);
      expect(withToken.body).not.toContain('rennfeld_');
    }
  });

  it('answers only the right token', async () => {
    const { app } = await serverWith({ METRICS_TOKEN: TOKEN });
    const get = (headers: Record<string, string>, url = '/metrics') => app.inject({ method: 'GET', url, headers });

    for (const refused of [
      await get({}),
      await get({ authorization: `Bearer ${TOKEN.slice(0, -1)}x` }),
      await get({ authorization: `Bearer ${TOKEN}x` }),
      await get({ authorization: `Basic ${Buffer.from(`metrics:${TOKEN}`).toString('base64')}` }),
      await get({ authorization: TOKEN }),
      await get({}, `/metrics?token=${TOKEN}`),
    ]) {
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['www-authenticate']).toBe('Bearer');
      expect(refused.body).not.toContain('rennfeld_');
    }

    const answer = await get({ authorization: `Bearer ${TOKEN}` });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).toContain('# TYPE rennfeld_http_requests_total counter');
    expect((await get({ authorization: `bearer ${TOKEN}` })).statusCode).toBe(200);
  });

  it('counts answers by route pattern and status, and catalogue cache lookups by space, never by address', async () => {
    const { app, scrape } = await serverWith({ METRICS_TOKEN: TOKEN });
    const category = await createCategory(database.db);
    const product = await createProduct(database.db, { categoryId: category.id });
    const before = await scrape();
    const detailHits = () =>
      valueOf(before, 'rennfeld_catalogue_cache_lookups_total', { space: 'detail', result: 'hit' });
    expect(detailHits()).toBe(0);

    for (const url of [`/api/product-detail/${product.slug}`, `/api/product-detail/${product.slug}?size=1l`]) {
      for (let i = 0; i < 3; i++) expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
    expect((await app.inject({ method: 'GET', url: '/api/product-detail/no-such-product' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/unmapped/address-of-a-visitor?q=secret' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/no-such-route/by-a-visitor' })).statusCode).toBe(404);

    const samples = await scrape();
    const route = '/api/product-detail/:slug';
    expect(valueOf(samples, 'rennfeld_http_requests_total', { method: 'GET', route, status_code: '200' })).toBe(6);
    expect(valueOf(samples, 'rennfeld_http_requests_total', { method: 'GET', route, status_code: '404' })).toBe(1);
    expect(
      valueOf(samples, 'rennfeld_http_request_duration_seconds_count', { method: 'GET', route, status_code: '200' }),
    ).toBe(6);
    expect(
      valueOf(samples, 'rennfeld_http_request_duration_seconds_bucket', {
        method: 'GET',
        route,
        status_code: '200',
        le: '+Inf',
      }),
    ).toBe(6);
    expect(valueOf(samples, 'rennfeld_http_requests_total', { route: 'unmatched', status_code: '404' })).toBe(1);
    expect(valueOf(samples, 'rennfeld_http_requests_total', { route: '/api/*', status_code: '404' })).toBe(1);
    // Each address was loaded twice (kept the second time) and answered from the cache the third.
    expect(valueOf(samples, 'rennfeld_catalogue_cache_lookups_total', { space: 'detail', result: 'hit' })).toBe(2);
    expect(
      valueOf(samples, 'rennfeld_catalogue_cache_lookups_total', { space: 'detail', result: 'miss' }),
    ).toBeGreaterThanOrEqual(4);

    for (const sample of samples) {
      for (const value of Object.values(sample.labels)) {
        expect(value).not.toContain(product.slug);
        expect(value).not.toMatch(/[?]|address|visitor|no-such|secret/);
      }
    }
  });

  it('counts failed queries, and reads the PostgreSQL pool', async () => {
    const { scrape } = await serverWith({ METRICS_TOKEN: TOKEN });
    const before = valueOf(await scrape(), 'rennfeld_db_query_errors_total');
    await expect(sql`select * from no_such_table`.execute(database.db)).rejects.toThrow();
    const samples = await scrape();
    expect(valueOf(samples, 'rennfeld_db_query_errors_total')).toBe(before! + 1);

    if (database.dialect === 'postgres') {
      expect(valueOf(samples, 'rennfeld_db_pool_max_connections')).toBe(DEFAULT_POSTGRES_POOL_SIZE);
      // The scrape's own outbox count held a connection and gave it back.
      const open =
        valueOf(samples, 'rennfeld_db_pool_connections', { state: 'idle' })! +
        valueOf(samples, 'rennfeld_db_pool_connections', { state: 'used' })!;
      expect(open).toBeGreaterThanOrEqual(1);
      // The scrape's own count may be waiting for its connection.
      expect(valueOf(samples, 'rennfeld_db_pool_waiting_queries')).toBeGreaterThanOrEqual(0);
    } else {
      // SQLite: one connection in the process, no pool to watch.
      expect(samples.filter((sample) => sample.name.startsWith('rennfeld_db_pool_'))).toEqual([]);
    }
  });

  it('shows the outbox by status, counts e-mails the mail server did not take, and their failed jobs', async () => {
    // A mail server that refuses every connection: a port just let go.
    const closed = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const { app, scrape } = await serverWith({ METRICS_TOKEN: TOKEN, SMTP_URL: `smtp://127.0.0.1:${closed}` });
    const before = await scrape();
    const failedBefore = valueOf(before, 'rennfeld_mail_send_attempts_total', { result: 'failed' })!;
    const queuedBefore = valueOf(before, 'rennfeld_mail_outbox_messages', { status: 'queued' })!;

    const signUp = await app.inject({
      method: 'POST',
      url: '/api/newsletter-store',
      payload: { name: 'Metrics Reader', email: 'metrics.reader@example.com' },
    });
    expect(signUp.statusCode).toBe(201);

    await vi.waitFor(
      async () => {
        const samples = await scrape();
        expect(valueOf(samples, 'rennfeld_mail_send_attempts_total', { result: 'failed' })).toBeGreaterThan(
          failedBefore,
        );
        expect(valueOf(samples, 'rennfeld_mail_send_attempts_total', { result: 'sent' })).toBe(0);
        // Tried once, and waiting in the queue for its next attempt.
        expect(valueOf(samples, 'rennfeld_mail_outbox_messages', { status: 'queued' })).toBe(queuedBefore + 1);
        // Its job failed, and waits for the engine's retry (or runs it).
        expect(valueOf(samples, 'rennfeld_job_failures_total', { queue: 'send-mail' })).toBeGreaterThan(0);
        const jobs = (['waiting', 'delayed', 'active'] as const).map((state) =>
          valueOf(samples, 'rennfeld_job_queue_jobs', { queue: 'send-mail', state })!,
        );
        expect(jobs.reduce((sum, count) => sum + count, 0)).toBe(1);
      },
      { timeout: 10_000, interval: 100 },
    );
  });
});

describe('/metrics with METRICS_PORT', () => {
  const servers: Server[] = [];
  afterAll(async () => {
    for (const server of servers) await new Promise((resolve) => server.close(resolve));
  });

  async function portServing(metrics: ServerMetrics, token?: string) {
    const server = await serveMetrics(metrics, { host: '127.0.0.1', port: 0, token });
    servers.push(server);
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it('is served on its own port only, where nothing else is', async () => {
    const { app, metrics } = await serverWith({ METRICS_PORT: '0' });
    const origin = await portServing(metrics);
    expect((await app.inject({ method: 'GET', url: '/api/categories' })).statusCode).toBe(200);

    const answer = await fetch(`${origin}/metrics`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const samples = readSamples(await answer.text());
    expect(
      valueOf(samples, 'rennfeld_http_requests_total', { method: 'GET', route: '/api/categories', status_code: '200' }),
    ).toBe(1);

    for (const path of ['/', '/metrics/', '/api/categories', '/healthz']) {
      expect((await fetch(`${origin}${path}`)).status, path).toBe(404);
    }
    expect((await fetch(`${origin}/metrics`, { method: 'POST' })).status).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });

  it('asks for the token there too when one is set, and then the main port has no /metrics', async () => {
    const { app, metrics } = await serverWith({ METRICS_PORT: '0', METRICS_TOKEN: TOKEN });
    const origin = await portServing(metrics, TOKEN);
    const main = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(main.statusCode).toBe(404);
    expect((await fetch(`${origin}/metrics`)).status).toBe(401);
    expect((await fetch(`${origin}/metrics`, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
    expect((await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(200);
  });
});

describe('the metrics settings', () => {
  it('take a port and a long token, and refuse a short one', () => {
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_TOKEN: TOKEN })).toMatchObject({
      METRICS_PORT: 9464,
      METRICS_TOKEN: TOKEN,
    });
    const defaults = loadConfig({});
    expect(defaults.METRICS_PORT).toBeUndefined();
    expect(defaults.METRICS_TOKEN).toBeUndefined();
    expect(() => loadConfig({ METRICS_TOKEN: 'secret' })).toThrow(/METRICS_TOKEN: /);
    expect(() => loadConfig({ METRICS_PORT: 'metrics' })).toThrow(/METRICS_PORT: /);
  });

  it('are in .env.example and the settings table of docs/configuration.md', () => {
    const root = new URL('../../../', import.meta.url);
    const example = readFileSync(new URL('.env.example', root), 'utf8');
    const reference = readFileSync(new URL('docs/configuration.md', root), 'utf8');
    for (const key of ['METRICS_PORT', 'METRICS_TOKEN']) {
      expect(example).toMatch(new RegExp(`^# ${key}=`, 'm'));
      expect(reference).toMatch(new RegExp(`^\\| \`${key}\`\\s+\\|`, 'm'));
    }
  });
});
