import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../api/test/test-app.ts';
import { buildServer } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createInProcessFetch } from '../src/web.ts';

/*
 * The form rate limit as the server configures it: FORM_RATE_LIMIT_* settings, the client address
 * (never a header the client chose, unless a trusted proxy set it), and the page actions' in-process
 * API calls counting against the visitor who posted the page. The memory store's defaults are in
 * apps/api/src/modules/forms/forms.rate-limit.test.ts; the Redis store in reliability/.
 */

let database: TestDatabase;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  for (const app of apps) await app.close();
  await database.destroy();
});

async function serverWith(env: Record<string, string>) {
  const app = await buildServer({ config: loadConfig(env), db: database.db, withWeb: false });
  apps.push(app);
  return app;
}

const message = { name: 'Lukas', email: 'lukas@example.com', subject: 'Oil', message: 'Hi' };

describe('form rate limit settings', () => {
  it('takes FORM_RATE_LIMIT_MAX and FORM_RATE_LIMIT_WINDOW', async () => {
    const app = await serverWith({ FORM_RATE_LIMIT_MAX: '2', FORM_RATE_LIMIT_WINDOW: '1s' });
    const post = () =>
      app.inject({ method: 'POST', url: '/api/contact-store', payload: message, remoteAddress: '192.0.2.10' });
    // The memory store ends a window by the clock (Date.now), so the test moves the clock to the window's edge.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const windowStart = Date.now();
      expect([(await post()).statusCode, (await post()).statusCode, (await post()).statusCode]).toEqual([
        201, 201, 429,
      ]);
      expect((await post()).headers['retry-after']).toBe('1');
      vi.setSystemTime(windowStart + 999);
      expect((await post()).statusCode).toBe(429);
      vi.setSystemTime(windowStart + 1_000);
      expect((await post()).statusCode).toBe(201);
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts the socket address: a client cannot reset its count with X-Forwarded-For', async () => {
    const app = await serverWith({ FORM_RATE_LIMIT_MAX: '2' });
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/contact-store',
        payload: message,
        remoteAddress: '192.0.2.20',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 201, 429, 429]);
  });

  it('counts the forwarded client behind a trusted proxy (TRUST_PROXY)', async () => {
    const app = await serverWith({ FORM_RATE_LIMIT_MAX: '1', TRUST_PROXY: '192.0.2.30' });
    const viaProxy = (client: string) =>
      app.inject({
        method: 'POST',
        url: '/api/contact-store',
        payload: message,
        remoteAddress: '192.0.2.30',
        headers: { 'x-forwarded-for': client },
      });
    expect((await viaProxy('198.51.100.7')).statusCode).toBe(201);
    expect((await viaProxy('198.51.100.7')).statusCode).toBe(429);
    expect((await viaProxy('198.51.100.8')).statusCode).toBe(201);
  });

  it("counts a page action's API call against the visitor, not against the server itself", async () => {
    const app = await serverWith({ FORM_RATE_LIMIT_MAX: '1' });
    const postAs = (visitor: string) =>
      createInProcessFetch(app, visitor)('/api/contact-store', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(message),
      });
    expect((await postAs('198.51.100.20')).status).toBe(201);
    expect((await postAs('198.51.100.20')).status).toBe(429);
    // Another visitor posting through the same server process is not held back.
    expect((await postAs('198.51.100.21')).status).toBe(201);
  });
});
