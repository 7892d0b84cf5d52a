import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../api/test/test-app.ts';
import { buildServer } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createLogger, type LogFormat } from '../src/logger.ts';
import { createInProcessFetch } from '../src/web.ts';

/*
 * The server's logs, at the most verbose level, while it takes a contact message, refuses an
 * invalid one, rate-limits a sender and fails on the database: the request lines and the error are
 * there, and not one e-mail address, phone number, name or message text. Every line of a request
 * carries its id, and so do the API calls a page makes in-process.
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A logger of the given format whose output the test reads. */
async function captureLogger(format: LogFormat, isTTY = false) {
  const captured: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      captured.push(chunk.toString());
      done();
    },
  });
  const logger = await createLogger({ level: 'info', format, isTTY, destination });
  return { logger, output: () => captured.join('') };
}

interface LogEntry {
  reqId?: string;
  msg: string;
  req?: { url: string };
}

/** The server's lines logged with one request id. */
const linesOf = (reqId: string) =>
  lines.map((line) => JSON.parse(line) as LogEntry).filter((entry) => entry.reqId === reqId);

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
    loggerInstance: await createLogger({ level: 'trace', format: 'json', destination: capture }),
  });
  // Stands in for the page handler (web.ts), whose loaders get this fetch from app.ts: the whole
  // page through the built web app is in test/reliability/request-ids.test.ts.
  app.get('/test-page', async (request) => {
    const answer = await createInProcessFetch(app, request.ip, request.id)('/api/categories');
    return { apiStatus: answer.status, apiRequestId: answer.headers.get('x-request-id') };
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
    expect(failed.headers['x-request-id']).toMatch(UUID);
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

  it.each<LogFormat>(['json', 'pretty'])(
    'redact bodies, credentials and database error details wherever they are put (%s)',
    async (format) => {
      const { logger, output } = await captureLogger(format);
      logger.info({ body: CANARIES }, 'a body');
      logger.info(
        { req: { body: CANARIES, headers: { cookie: CANARIES.email, authorization: CANARIES.email } } },
        'req',
      );
      logger.info({ payload: CANARIES.message }, 'payload');
      logger.info({ email: CANARIES.email, phone: CANARIES.phone, visitor: { email: CANARIES.email } }, 'fields');
      logger.error(
        { err: Object.assign(new Error('insert failed'), { detail: `Failing row (${CANARIES.email})` }) },
        'e',
      );
      logger.info(`Route GET:/newsletter/confirm?token=${LINK_CANARY} not found`);
      for (const canary of [...Object.values(CANARIES), LINK_CANARY]) expect(output()).not.toContain(canary);
      expect(output()).toContain('[redacted]');
      expect(output()).toContain('insert failed');
      // The capture saw the format asked for.
      expect(output().startsWith('{')).toBe(format === 'json');
    },
  );
});

describe('request ids', () => {
  it('are the ones the proxy sent, answered in X-Request-Id and on every line of the request', async () => {
    const id = 'nginx-5f2b.9_c0ffee';
    const answer = await app.inject({ url: '/api/categories?probe=sent', headers: { 'x-request-id': id } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['x-request-id']).toBe(id);
    expect(linesOf(id).map((entry) => entry.msg)).toEqual(['incoming request', 'request completed']);
    const mentions = lines.filter((line) => line.includes('probe=sent'));
    expect(mentions).toHaveLength(1);
    for (const line of mentions) expect((JSON.parse(line) as LogEntry).reqId).toBe(id);

    const missing = await app.inject({ url: '/api/no-such-resource', headers: { 'x-request-id': 'missing-1' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-request-id']).toBe('missing-1');
    expect(linesOf('missing-1').map((entry) => entry.msg)).toContain('request completed');
  });

  it('are new, and each its own, when the request sent none or one unsafe to log', async () => {
    const unsafe = ['a'.repeat(65), 'two words', 'forged\n{"level":60}', '<script>', 'ein-größerer'];
    const ids = new Set<string>();
    for (const sent of [undefined, ...unsafe]) {
      const answer = await app.inject({
        url: '/api/categories',
        headers: sent === undefined ? {} : { 'x-request-id': sent },
      });
      const id = String(answer.headers['x-request-id']);
      expect(id, sent).toMatch(UUID);
      expect(linesOf(id).map((entry) => entry.msg)).toEqual(['incoming request', 'request completed']);
      ids.add(id);
    }
    expect(ids.size).toBe(unsafe.length + 1);
    const log = lines.join('\n');
    for (const sent of unsafe) expect(log).not.toContain(sent);
  });

  it("are carried by the API calls a page makes in-process, so the API's lines have the page's id", async () => {
    const id = 'page-request-3e9a';
    const page = await app.inject({ url: '/test-page', headers: { 'x-request-id': id } });
    expect(page.json()).toEqual({ apiStatus: 200, apiRequestId: id });
    expect(linesOf(id).flatMap((entry) => entry.req?.url ?? [])).toEqual(['/test-page', '/api/categories']);

    // A page without an id of its own hands its new one on just the same.
    const unnamed = await app.inject({ url: '/test-page' });
    const generated = String(unnamed.headers['x-request-id']);
    expect(generated).toMatch(UUID);
    expect(unnamed.json()).toMatchObject({ apiRequestId: generated });
    expect(linesOf(generated).filter((entry) => entry.msg === 'incoming request')).toHaveLength(2);
  });
});

describe('the log format', () => {
  it.each<[LogFormat, boolean, 'json' | 'pretty']>([
    ['auto', false, 'json'],
    ['auto', true, 'pretty'],
    ['json', true, 'json'],
    ['pretty', false, 'pretty'],
  ])('%s with a terminal attached: %s gives %s', async (format, isTTY, expected) => {
    const { logger, output } = await captureLogger(format, isTTY);
    logger.info({ part: 'gearbox' }, 'a line');
    if (expected === 'json') {
      expect(JSON.parse(output())).toMatchObject({ level: 30, msg: 'a line', part: 'gearbox' });
    } else {
      expect(() => JSON.parse(output()) as unknown).toThrow();
      expect(output()).toMatch(/INFO.*a line/);
      expect(output()).toContain('gearbox');
    }
  });

  it('is the LOG_FORMAT setting, auto by default', () => {
    expect(loadConfig({}).LOG_FORMAT).toBe('auto');
    expect(loadConfig({ LOG_FORMAT: 'json' }).LOG_FORMAT).toBe('json');
    expect(() => loadConfig({ LOG_FORMAT: 'text' })).toThrow(/LOG_FORMAT/);
  });
});
