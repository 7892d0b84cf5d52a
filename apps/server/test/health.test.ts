import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../api/test/test-app.ts';
import { buildServer } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

/* Liveness and readiness for a load balancer; the PostgreSQL outage case is in reliability/. */

describe('/healthz and /readyz', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildServer({ config: loadConfig({}), db: database.db, withWeb: false });
  });

  afterAll(async () => {
    await app.close();
  });

  it('/healthz answers 200 while the process runs, uncached', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, status: 'alive' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('/readyz answers 200 when the database answers', async () => {
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, status: 'ready' });
  });

  it('/readyz answers 503 JSON when the database cannot, and /healthz stays 200', async () => {
    await database.destroy();
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ success: false, message: 'The database is not available.' });
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
