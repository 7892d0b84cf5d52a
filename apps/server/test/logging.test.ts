import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../api/test/test-app.ts';
import { buildServer } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createLogger } from '../src/logger.ts';

/*
 * The server's logs, at the most verbose level, while it takes a contact message, refuses an
 * invalid one, rate-limits a sender and fails on the database: the request lines and the error are
 * there, and not one e-mail address, phone number, name or message text.
 */

const CANARIES = {
  name: 'Canary Visitor Name',
  email: 'canary.visitor@example.com',
  phone: '+49 711 5550 1234',
  subject: 'Canary subject line',
  message: 'CANARY message body: my engine leaks oil',
};

/** A link's secret, 43 characters of base64url as the real ones are. */
const LINK_CANARY = 'CanaryLinkSecretCanaryLinkSecretCanaryLink0';

let database: TestDatabase;
let app: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const capture = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  app = await buildServer({
    config: loadConfig({ FORM_RATE_LIMIT_MAX: '2' }),
    db: database.db,
    withWeb: false,
    loggerInstance: createLogger('trace', capture),
  });
});

afterAll(async () => {
  await app.close();
  await database.destroy();
});

const post = (url: string, payload: object) =>
  app.inject({ method: 'POST', url, payload, remoteAddress: '192.0.2.44' });

/** Makes every contact insert fail in the database, the way each dialect reports it. */
async function refuseContactMessages() {
  if (database.dialect === 'postgres') {
    // PostgreSQL puts the whole failing row, e-mail address included, into the error's detail.
    await sql`alter table contact_messages add constraint refuse_all check (false) not valid`.execute(database.db);
  } else {
    await sql`create trigger refuse_all before insert on contact_messages begin select raise(abort, 'refused'); end`.execute(
      database.db,
    );
  }
}

describe('logs', () => {
  it('hold no personal data from the forms, whatever happens to the request', async () => {
    expect((await post('/api/contact-store', CANARIES)).statusCode).toBe(201);
    expect((await post('/api/newsletter-store', { name: CANARIES.name, email: CANARIES.email })).statusCode).toBe(201);
    expect((await post('/api/contact-store', { ...CANARIES, email: `${CANARIES.email}@` })).statusCode).toBe(422);
    await refuseContactMessages();
    const failed = await app.inject({
      method: 'POST',
      url: '/api/contact-store',
      payload: CANARIES,
      remoteAddress: '192.0.2.45',
    });
    expect(failed.statusCode).toBe(500);
    expect((await post('/api/contact-store', CANARIES)).statusCode).toBe(429);
    // The links of newsletter e-mails carry a token or a signature in their query.
    for (const url of [
      `/newsletter/confirm?token=${LINK_CANARY}`,
      `/api/newsletter/unsubscribe?s=1&t=${LINK_CANARY}`,
      `/newsletter/unsubscribe?s=1&t=${LINK_CANARY}`,
      `/de/newsletter/confirm?token=${LINK_CANARY}`,
      `/de/newsletter/unsubscribe?s=1&t=${LINK_CANARY}`,
    ]) {
      await app.inject({ method: url.startsWith('/api') ? 'POST' : 'GET', url, payload: {} });
    }

    const log = lines.join('\n');
    // The capture works: request lines and the failure are there.
    expect(log).toContain('incoming request');
    expect(log).toContain('request completed');
    expect(log).toContain('request failed');
    for (const [field, canary] of Object.entries(CANARIES)) {
      expect(log, field).not.toContain(canary);
    }
    expect(log).not.toContain('canary.visitor');
    expect(log).toContain('/newsletter/confirm?token=[redacted]');
    expect(log).not.toContain(LINK_CANARY);
  });

  it('redact bodies, credentials and database error details wherever they are put', () => {
    const captured: string[] = [];
    const logger = createLogger(
      'info',
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          captured.push(chunk.toString());
          done();
        },
      }),
    );
    logger.info({ body: CANARIES }, 'a body');
    logger.info({ req: { body: CANARIES, headers: { cookie: CANARIES.email, authorization: CANARIES.email } } }, 'req');
    logger.info({ payload: CANARIES.message }, 'payload');
    logger.info({ email: CANARIES.email, phone: CANARIES.phone, visitor: { email: CANARIES.email } }, 'fields');
    logger.error(
      { err: Object.assign(new Error('insert failed'), { detail: `Failing row (${CANARIES.email})` }) },
      'e',
    );
    const output = captured.join('');
    for (const canary of Object.values(CANARIES)) expect(output).not.toContain(canary);
    expect(output).toContain('[redacted]');
    expect(output).toContain('insert failed');
  });
});
