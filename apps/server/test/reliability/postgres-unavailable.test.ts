import { createDatabase, migrateToLatest } from '@rennfeld/api/db';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { POSTGRES_URL, runOnPostgres } from './postgres.ts';
import { freePort } from './server-process.ts';
import { TcpProxy } from './tcp-proxy.ts';

/*
 * PostgreSQL going away while the server runs: the API answers 503 JSON quickly (refused, cut or
 * hanging connections alike), /readyz says "not ready" while /healthz stays up, and the server
 * serves again on its own once the database is back. The database is the PostgreSQL at
 * 127.0.0.1:5432 (POSTGRES_TEST_URL to point elsewhere), reached through a TCP proxy the test
 * opens and closes. Without PostgreSQL these tests fail; they do not skip.
 */

const UNAVAILABLE = {
  success: false,
  message: 'The service is temporarily unavailable. Please try again in a moment.',
};
/** The connect timeout (2 s) plus room for a loaded machine. */
const QUICKLY_MS = 3_500;

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = Date.now();
  const result = await work();
  return { result, ms: Date.now() - started };
}

/** Whether PostgreSQL is running a query of exactly this text now (asked directly, not through the proxy). */
async function isRunning(query: string): Promise<boolean> {
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  try {
    const { rowCount } = await admin.query("SELECT 1 FROM pg_stat_activity WHERE state = 'active' AND query = $1", [
      query,
    ]);
    return rowCount === 1;
  } finally {
    await admin.end();
  }
}

const message = (subject: string) => ({ name: 'Lukas', email: 'lukas@example.com', subject, message: 'Hi' });

describe('PostgreSQL not listening at all', () => {
  let app: FastifyInstance;
  let handle: ReturnType<typeof createDatabase>;

  beforeAll(async () => {
    handle = createDatabase({ url: `postgres://postgres@127.0.0.1:${await freePort()}/test` });
    app = await buildServer({ config: loadConfig({}), db: handle.db, withWeb: false });
  });

  afterAll(async () => {
    await app.close();
    await handle.db.destroy();
  });

  it('answers reads and form posts with 503 JSON at once', async () => {
    for (const request of [
      { method: 'GET', url: '/api/categories' },
      { method: 'GET', url: '/api/products/engine-oils?viscosity[]=5w-30' },
      { method: 'POST', url: '/api/contact-store', payload: message('down') },
    ] as const) {
      const { result, ms } = await timed(() => app.inject(request));
      expect(result.statusCode, request.url).toBe(503);
      expect(result.json(), request.url).toEqual(UNAVAILABLE);
      expect(ms, request.url).toBeLessThan(QUICKLY_MS);
    }
  });

  it('is alive but not ready', async () => {
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ success: false });
  });
});

describe('PostgreSQL behind a proxy that goes away and comes back', () => {
  const target = new URL(POSTGRES_URL);
  const proxy = new TcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const schema = `outage_${process.pid}_${Date.now()}`;
  let handle: ReturnType<typeof createDatabase>;
  let app: FastifyInstance;
  const connectionErrors: string[] = [];

  beforeAll(async () => {
    await runOnPostgres(`CREATE SCHEMA ${schema}`);

    await proxy.start();
    const viaProxy = new URL(POSTGRES_URL);
    viaProxy.port = String(proxy.port);
    viaProxy.searchParams.set('options', `-c search_path=${schema}`);
    handle = createDatabase({
      url: viaProxy.toString(),
      onConnectionError: (error) => connectionErrors.push(error.message),
    });
    await migrateToLatest(handle.db, { schema });
    app = await buildServer({ config: loadConfig({ FORM_RATE_LIMIT_MAX: '100' }), db: handle.db, withWeb: false });
  });

  afterAll(async () => {
    await app?.close();
    await handle?.db.destroy();
    await proxy.stop();
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
  });

  const get = () => app.inject({ method: 'GET', url: '/api/categories' });
  const post = (subject: string) =>
    app.inject({ method: 'POST', url: '/api/contact-store', payload: message(subject) });
  const ready = async () => (await app.inject({ method: 'GET', url: '/readyz' })).statusCode;

  it('serves, answers 503 while the database is down or hangs, and recovers on its own', async () => {
    // Up: pooled connections open and sit idle in the pool.
    expect((await get()).statusCode).toBe(200);
    expect((await post('before the outage')).statusCode).toBe(201);
    expect(await ready()).toBe(200);

    // Down: the port closes and every connection is cut, idle ones in the pool and one in use by
    // a query. The query fails; the process survives both kinds of broken connection (an unheard
    // 'error' event would end it, and this test run with it) and answers 503 quickly.
    const sleeping = `select pg_sleep(5) /* ${schema} */`;
    const inFlight = sql.raw(sleeping).execute(handle.db);
    await expect.poll(() => isRunning(sleeping)).toBe(true);
    await proxy.stop();
    await expect(inFlight).rejects.toThrow();
    for (const request of [get, () => post('during the outage')]) {
      const { result, ms } = await timed(request);
      expect(result.statusCode).toBe(503);
      expect(result.json()).toEqual(UNAVAILABLE);
      expect(ms).toBeLessThan(QUICKLY_MS);
    }
    expect(await ready()).toBe(503);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect(connectionErrors.length).toBeGreaterThan(0);

    // Hanging: connections are accepted and never answered. The connect timeout turns the
    // wait into a 503 instead of a request that never ends.
    await proxy.start();
    proxy.blackHole();
    const { result: hung, ms: hungMs } = await timed(get);
    expect(hung.statusCode).toBe(503);
    expect(hungMs).toBeLessThan(QUICKLY_MS);

    // Back: same port, no restart of anything.
    await proxy.stop();
    await proxy.start();
    expect((await get()).statusCode).toBe(200);
    expect((await post('after the outage')).statusCode).toBe(201);
    expect(await ready()).toBe(200);

    const subjects = (await handle.db.selectFrom('contact_messages').select('subject').orderBy('id').execute()).map(
      (row) => row.subject,
    );
    expect(subjects).toEqual(['before the outage', 'after the outage']);
  });
});
