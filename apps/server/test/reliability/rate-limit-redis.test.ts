import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStaffMember } from '../../../api/test/staff-session.ts';
import { createTestDatabase, type TestDatabase } from '../../../api/test/test-app.ts';
import { buildServer } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';

/*
 * The form and sign-in rate limits shared through Redis (REDIS_URL): two server instances count
 * one limit for an address (and, for sign-in, for an account). Needs the Redis server at 127.0.0.1:6379 (REDIS_TEST_URL to point elsewhere); when it
 * does not answer, these tests fail, they do not skip (.ci/run starts it).
 */

const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';

let database: TestDatabase;
const clients: Redis[] = [];
const apps: FastifyInstance[] = [];

/** A client as server.ts makes it, connected up front so an absent Redis fails the test here. */
async function connectedClient(url = REDIS_URL): Promise<Redis> {
  const client = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    retryStrategy: () => null,
  });
  client.on('error', () => {});
  clients.push(client);
  await client.connect();
  return client;
}

/** A client of a port nothing listens on, which gives up at once instead of queueing commands. */
function absentClient(): Redis {
  const client = new Redis('redis://127.0.0.1:1', {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    retryStrategy: () => null,
  });
  client.on('error', () => {});
  clients.push(client);
  return client;
}

async function instance(redis: Redis, env: Record<string, string>) {
  const app = await buildServer({ config: loadConfig(env), db: database.db, redis, withWeb: false });
  apps.push(app);
  return app;
}

/** An address no earlier run used, so counts left in Redis by another run do not interfere. */
const freshAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

const message = { name: 'Lukas', email: 'lukas@example.com', subject: 'Oil', message: 'Hi' };

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  for (const app of apps) await app.close();
  for (const client of clients) client.disconnect();
  await database.destroy();
});

describe('form rate limit in Redis', () => {
  it('is one limit for two server instances', async () => {
    const first = await instance(await connectedClient(), { FORM_RATE_LIMIT_MAX: '3' });
    const second = await instance(await connectedClient(), { FORM_RATE_LIMIT_MAX: '3' });
    const address = freshAddress();
    const postTo = (app: FastifyInstance) =>
      app.inject({ method: 'POST', url: '/api/contact-store', payload: message, remoteAddress: address });

    const statuses = [];
    for (const app of [first, second, first, second, first]) statuses.push((await postTo(app)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429, 429]);

    const refused = await postTo(second);
    expect(refused.json()).toMatchObject({ success: false });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    // The count lives in Redis, under the server's namespace, per form and address.
    const inspector = await connectedClient();
    const keys = await inspector.keys(`rennfeld:form-rate-limit:*${address}`);
    expect(keys).toEqual([expect.stringContaining('/api/contact-store')]);
    expect(Number(await inspector.get(keys[0]!))).toBe(6);
    expect(await inspector.pttl(keys[0]!)).toBeGreaterThan(0);

    // Another address, through either instance, has its own count.
    const other = freshAddress();
    const response = await second.inject({
      method: 'POST',
      url: '/api/contact-store',
      payload: message,
      remoteAddress: other,
    });
    expect(response.statusCode).toBe(201);
  });

  it('lets posts through when Redis is away: a lost limit is better than a lost message', async () => {
    const absent = absentClient();
    const app = await instance(absent, { FORM_RATE_LIMIT_MAX: '1' });
    const address = freshAddress();
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/contact-store',
        payload: { ...message, subject: `redis-away-${address}` },
        remoteAddress: address,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201]);
    const stored = await database.db
      .selectFrom('contact_messages')
      .where('subject', '=', `redis-away-${address}`)
      .selectAll()
      .execute();
    expect(stored).toHaveLength(3);
  });
});

describe('sign-in rate limit in Redis', () => {
  /** The server's defaults: 10 attempts on one account per 15 minutes, 20 from one address. */
  const PER_ACCOUNT = 10;

  it('counts attempts on one account across instances and addresses', async () => {
    const first = await instance(await connectedClient(), {});
    const second = await instance(await connectedClient(), {});
    const member = await createTestStaffMember(database.db, 'editor');
    const attempt = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: member.email, password: 'a wrong guess, again' },
        remoteAddress: freshAddress(),
      });
    const statuses = [];
    for (let i = 0; i <= PER_ACCOUNT; i++) statuses.push((await attempt(i % 2 === 0 ? first : second)).statusCode);
    expect(statuses).toEqual([...Array<number>(PER_ACCOUNT).fill(401), 429]);
    // Even the right password waits out the window: the limit counts attempts, not failures.
    const right = await second.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: member.email, password: member.password },
      remoteAddress: freshAddress(),
    });
    expect(right.statusCode).toBe(429);
    const inspector = await connectedClient();
    expect(await inspector.keys(`rennfeld:sign-in-rate-limit:*${member.email}`)).toHaveLength(1);
  });

  it('refuses sign-in with a 503 while Redis is away, rather than count nothing', async () => {
    const absent = absentClient();
    const app = await instance(absent, {});
    const member = await createTestStaffMember(database.db, 'editor');
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: member.email, password: member.password },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ success: false });
  });
});
