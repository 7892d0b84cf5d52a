import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createInProcessQueue, startCdnPurges } from '@rennfeld/api';
import { createPageRevisionReader } from '@rennfeld/api/db';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCategory, createNews, createProduct, createTeamMember } from '../../api/test/builders.ts';
import { createTestDatabase, type TestDatabase } from '../../api/test/test-app.ts';
import { buildServer } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

/*
 * What every visitor shares may be kept by a CDN for CDN_MAX_AGE and served stale while it asks
 * again; browsers still revalidate every use. Answers for one caller, forms and refusals are never
 * marked for a shared cache. (Pages: e2e/page-cache.test.ts.)
 */

let database: TestDatabase;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const { id: categoryId } = await createCategory(database.db, { name: 'Engine Oils', slug: 'engine-oils' });
  await createProduct(database.db, { name: 'Apex 5W-30', slug: 'apex-5w-30', categoryId });
  await createNews(database.db, { name: 'Season opener', slug: 'season-opener' });
});

afterAll(async () => {
  for (const app of apps) await app.close();
  await database.destroy();
  for (const cdn of cdns) await new Promise((resolve) => cdn.server.close(resolve));
});

async function serverWith(env: Record<string, string>) {
  const app = await buildServer({ config: loadConfig(env), db: database.db, withWeb: false });
  apps.push(app);
  return app;
}

const SHARED = ['/api/products/engine-oils', '/api/product-detail/apex-5w-30', '/api/categories', '/api/news/list'];

describe('caching headers for a CDN', () => {
  it('lets a CDN keep shared answers for a minute and serve them stale for five while it revalidates, by default', async () => {
    const app = await serverWith({});
    for (const url of SHARED) {
      const answer = await app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['cache-control'], url).toBe('public, max-age=0, must-revalidate, s-maxage=60');
      expect(answer.headers['cdn-cache-control'], url).toBe('public, max-age=60, stale-while-revalidate=300');
      expect(answer.headers.etag, url).toBeDefined();

      const revalidated = await app.inject({ method: 'GET', url, headers: { 'if-none-match': answer.headers.etag! } });
      expect(revalidated.statusCode, url).toBe(304);
      expect(revalidated.headers['cdn-cache-control'], url).toBe('public, max-age=60, stale-while-revalidate=300');
    }
  });

  it('takes the lifetimes from CDN_MAX_AGE and CDN_STALE_WHILE_REVALIDATE', async () => {
    const app = await serverWith({ CDN_MAX_AGE: '10m', CDN_STALE_WHILE_REVALIDATE: '1h' });
    const answer = await app.inject({ method: 'GET', url: '/api/categories' });
    expect(answer.headers['cache-control']).toBe('public, max-age=0, must-revalidate, s-maxage=600');
    expect(answer.headers['cdn-cache-control']).toBe('public, max-age=600, stale-while-revalidate=3600');
  });

  it('asks every cache to revalidate each use with CDN_MAX_AGE=0', async () => {
    const app = await serverWith({ CDN_MAX_AGE: '0' });
    const answer = await app.inject({ method: 'GET', url: '/api/categories' });
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers['cdn-cache-control']).toBeUndefined();
  });

  it('never marks an answer for one caller, a refusal or a form answer for a shared cache', async () => {
    const app = await serverWith({});
    const answers = [
      await app.inject({ method: 'GET', url: '/api/admin/products' }),
      await app.inject({ method: 'GET', url: '/api/product-detail/no-such-oil' }),
      await app.inject({ method: 'GET', url: '/api/products/engine-oils?page=0' }),
      await app.inject({ method: 'POST', url: '/api/newsletter-store', payload: {} }),
      await app.inject({ method: 'GET', url: '/healthz' }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([401, 404, 400, 422, 200]);
    for (const answer of answers) {
      expect(answer.headers['cdn-cache-control']).toBeUndefined();
      expect(String(answer.headers['cache-control'] ?? '')).not.toContain('s-maxage');
    }
  });

  it('refuses lifetimes a Cache-Control directive cannot carry', () => {
    expect(() => loadConfig({ CDN_MAX_AGE: '1500ms' })).toThrow(/CDN_MAX_AGE: Expected whole seconds/);
    expect(() => loadConfig({ CDN_STALE_WHILE_REVALIDATE: 'soon' })).toThrow(/CDN_STALE_WHILE_REVALIDATE/);
  });
});

interface PurgeCall {
  headers: IncomingHttpHeaders;
  body: string;
}

const cdns: Array<{ server: Server }> = [];

/** A CDN's purge API, outside the product: answers each call with the next status of `statuses` (200 after them). */
async function startFakeCdn(statuses: number[] = []) {
  const calls: PurgeCall[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      calls.push({ headers: request.headers, body });
      response.writeHead(statuses.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cdns.push({ server });
  return { calls, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/purge` };
}

describe('purging the CDN when the content changes', () => {
  it('sends one purge per change, with the token, however many instances noticed it', async () => {
    const cdn = await startFakeCdn();
    const env = { CDN_PURGE_URL: cdn.url, CDN_PURGE_TOKEN: 'purge-token-of-the-tests' };
    if (database.dialect === 'postgres') {
      // Two instances on one database, their jobs on pg-boss in one schema beside it.
      await serverWith({ ...env, DATABASE_URL: process.env.DATABASE_URL! });
      await serverWith({ ...env, DATABASE_URL: process.env.DATABASE_URL! });
    } else {
      // SQLite serves one process: its jobs run in that process.
      await serverWith(env);
    }

    const readRevision = createPageRevisionReader(database.db);
    const settle = () => new Promise((resolve) => setTimeout(resolve, 2_500));

    // The first start purges what changed while no instance watched (here: everything, once).
    await vi.waitFor(() => expect(cdn.calls).toHaveLength(1), { timeout: 15_000, interval: 100 });
    expect(cdn.calls[0]!.headers['x-rennfeld-content-revision']).toBe(await readRevision());

    for (const name of ['Paula Purge', 'Paul Purge']) {
      const before = cdn.calls.length;
      await settle();
      expect(cdn.calls, 'nothing while nothing changes').toHaveLength(before);
      await createTeamMember(database.db, { name });
      await vi.waitFor(() => expect(cdn.calls).toHaveLength(before + 1), { timeout: 15_000, interval: 100 });
      const call = cdn.calls.at(-1)!;
      expect(JSON.parse(call.body)).toEqual({ purge_everything: true });
      expect(call.headers.authorization).toBe('Bearer purge-token-of-the-tests');
      expect(call.headers['x-rennfeld-content-revision']).toBe(await readRevision());
    }
    await settle();
    expect(cdn.calls, 'one purge per change, from two instances').toHaveLength(3);
  });

  it('tries a purge the CDN refused again, and shows the failure in the log', async () => {
    const cdn = await startFakeCdn([503, 500]);
    const lines: string[] = [];
    const log = pino({ level: 'warn' }, { write: (line: string) => lines.push(line) });
    const jobs = createInProcessQueue({ log });
    const purges = await startCdnPurges({
      db: database.db,
      jobs,
      readRevision: createPageRevisionReader(database.db),
      url: cdn.url,
      log,
      watchMs: 50,
      retry: { firstDelayMs: 50, maxAttempts: 5 },
    });
    try {
      await createTeamMember(database.db, { name: 'Rita Retry' });
      await vi.waitFor(() => expect(cdn.calls).toHaveLength(3), { timeout: 10_000, interval: 50 });
      expect(lines.filter((line) => line.includes('a background job failed'))).toHaveLength(2);
      expect(lines.join('\n')).toContain('The CDN refused the purge: HTTP 503.');
    } finally {
      purges.stop();
      await jobs.stop();
    }
  });
});
