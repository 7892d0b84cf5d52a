import type { FastifyInstance } from 'fastify';
import { JobsOverviewSchema, MailListSchema } from '@rennfeld/contract/staff';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpPeer, type SmtpPeer } from '../../../test/smtp-peer.ts';
import { cookieHeaderFrom, createTestStaffMember, signIn } from '../../../test/staff-session.ts';
import { buildTestApi, createTestDatabase, TEST_LINK_SECRET, type TestDatabase } from '../../../test/test-app.ts';
import { createTestJobStore, enginesFor, type TestJobStore } from '../../../test/test-jobs.ts';
import { composeContactNotification } from '../mail/mail-compose.ts';
import { queueMail } from '../mail/mail-outbox.ts';
import { createSmtpTransport } from '../mail/mail-sender.ts';
import type { JobEngine, RetryPolicy } from './job-queue.ts';

/*
 * The mail outbox on each job engine of this database (decision 052), against a real SMTP server:
 * delivered once, retried while the server is away, failed for good and shown, swept up when it
 * had no job, and, with two instances on one store, still sent once each.
 */

const FROM = 'Rennfeld Motorsport Lubricants <no-reply@rennfeld.example>';
const NOTIFY_TO = 'shop@rennfeld.example';

let database: TestDatabase;
let peer: SmtpPeer;
let editorCookie: string;
const apps: FastifyInstance[] = [];
const stores: TestJobStore[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  peer = await startSmtpPeer();
  const staffApp = await buildTestApi(database.db);
  editorCookie = cookieHeaderFrom(await signIn(staffApp, await createTestStaffMember(database.db, 'editor')));
  await staffApp.close();
});

afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  for (const store of stores.splice(0)) await store.drop();
});

afterAll(async () => {
  await peer.stop();
  await database.destroy();
});

/** pg-boss waits whole seconds; the others are told milliseconds. */
const retryFor = (engine: JobEngine, maxAttempts: number): RetryPolicy => ({
  firstDelayMs: engine === 'pg-boss' ? 1_000 : 100,
  maxAttempts,
});

async function buildInstance(
  engine: JobEngine,
  store: TestJobStore,
  { maxAttempts = 5, failures }: { maxAttempts?: number; failures?: string[] } = {},
) {
  const jobs = await store.open(failures ? { onFailure: (queue) => failures.push(queue) } : {});
  const app = await buildTestApi(database.db, {
    jobs,
    mail: {
      transport: createSmtpTransport(peer.url, FROM),
      linkSecret: TEST_LINK_SECRET,
      contactNotifyTo: NOTIFY_TO,
      retry: retryFor(engine, maxAttempts),
    },
  });
  apps.push(app);
  return app;
}

function newStore(engine: JobEngine): TestJobStore {
  const store = createTestJobStore(engine);
  stores.push(store);
  return store;
}

let sequence = 0;
const uniqueSubject = () => `Job test ${process.pid}-${++sequence}`;

const postContact = (app: FastifyInstance, subject: string) =>
  app.inject({
    method: 'POST',
    url: '/api/contact-store',
    payload: { name: 'Tim Berger', email: 'tim@example.com', subject, message: 'Which oil for my 911?' },
  });

const received = (subject: string) => peer.received.filter((mail) => mail.subject === `Kontaktformular: ${subject}`);

async function waitUntil<T>(check: () => Promise<T | undefined> | T | undefined, timeoutMs = 20_000): Promise<T> {
  for (const started = Date.now(); Date.now() - started < timeoutMs;) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`not within ${timeoutMs} ms`);
}

async function outboxEntry(app: FastifyInstance, subject: string) {
  const response = await app.inject({ url: '/api/admin/mail-outbox?perPage=500', headers: { cookie: editorCookie } });
  return MailListSchema.parse(response.json()).data.find((mail) => mail.subject === `Kontaktformular: ${subject}`);
}

/** Runs `run` with the mail server stopped, then starts it again on its port with what it had received. */
async function whileMailServerIsAway(run: () => Promise<void>) {
  const port = peer.port;
  await peer.stop();
  try {
    await run();
  } finally {
    peer = await startSmtpPeer(port, peer.received);
  }
}

/** Long enough for a duplicate job on any engine to have run (pg-boss polls every half second). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 1_500));

const engines = enginesFor(process.env.DATABASE_URL ? 'postgres' : 'sqlite');

describe.each(engines)('the outbox on %s', (engine) => {
  it('delivers a queued e-mail once', async () => {
    const app = await buildInstance(engine, newStore(engine));
    const subject = uniqueSubject();
    expect((await postContact(app, subject)).statusCode).toBe(201);
    await waitUntil(() => (received(subject).length > 0 ? true : undefined));
    await settle();
    expect(received(subject)).toHaveLength(1);
    expect((await outboxEntry(app, subject))!).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('retries with growing waits while the mail server is away, and delivers once it is back', async () => {
    const app = await buildInstance(engine, newStore(engine));
    const subject = uniqueSubject();
    await whileMailServerIsAway(async () => {
      expect((await postContact(app, subject)).statusCode).toBe(201);
      const entry = await waitUntil(async () => {
        const mail = await outboxEntry(app, subject);
        return mail && mail.attempts >= 2 ? mail : undefined;
      });
      expect(entry.status).toBe('queued');
      expect(entry.lastError).toMatch(/ECONNREFUSED|connect/i);
      // The next attempt waits twice the first wait (pg-boss adds up to as much again).
      const wait = new Date(entry.nextAttemptAt!).getTime() - Date.now();
      expect(wait).toBeGreaterThan(retryFor(engine, 5).firstDelayMs * 2 - 1_000);
    });
    await waitUntil(() => (received(subject).length > 0 ? true : undefined));
    await settle();
    expect(received(subject)).toHaveLength(1);
    expect((await outboxEntry(app, subject))!.status).toBe('sent');
  });

  it('fails an e-mail after its last attempt, and shows the failure to staff and to metrics', async () => {
    const failures: string[] = [];
    const app = await buildInstance(engine, newStore(engine), { maxAttempts: 2, failures });
    const subject = uniqueSubject();
    await whileMailServerIsAway(async () => {
      expect((await postContact(app, subject)).statusCode).toBe(201);
      const entry = await waitUntil(async () => {
        const mail = await outboxEntry(app, subject);
        return mail?.status === 'failed' ? mail : undefined;
      });
      expect(entry.attempts).toBe(2);
      const overview = await waitUntil(async () => {
        const response = await app.inject({ url: '/api/admin/jobs', headers: { cookie: editorCookie } });
        expect(response.statusCode).toBe(200);
        const body = JobsOverviewSchema.parse(response.json());
        return body.failures.some((failure) => !failure.willRetry) ? body : undefined;
      });
      expect(overview.engine).toBe(engine);
      expect(overview.queues.find((queue) => queue.name === 'send-mail')).toMatchObject({ failed: 1 });
      expect(overview.failures.find((failure) => !failure.willRetry)).toMatchObject({
        queue: 'send-mail',
        attempt: 2,
        message: expect.stringMatching(/was not sent \(attempt 2 of 2: E[A-Z]+\)/),
      });
      // The message names no recipient: the mail server's own words stay on the outbox row.
      expect(JSON.stringify(overview)).not.toContain(NOTIFY_TO);
      expect(failures).toEqual(['send-mail', 'send-mail']);
    });
  });

  it('sweeps up an e-mail that was queued with no job', async () => {
    const subject = uniqueSubject();
    await queueMail(
      database.db,
      composeContactNotification(NOTIFY_TO, { name: 'Eva', email: 'eva@example.com', subject, message: 'Hi' }, 'x'),
      { hold: false },
    );
    await buildInstance(engine, newStore(engine));
    await waitUntil(() => (received(subject).length > 0 ? true : undefined));
    await settle();
    expect(received(subject)).toHaveLength(1);
  });
});

// In-process jobs serve one process by definition: several instances need a shared engine.
describe.each(engines.filter((engine) => engine !== 'in-process'))('two instances on %s', (engine) => {
  it('send each e-mail once', async () => {
    const store = newStore(engine);
    const instances = [await buildInstance(engine, store), await buildInstance(engine, store)];
    const subjects = Array.from({ length: 20 }, uniqueSubject);
    await Promise.all(subjects.map((subject, index) => postContact(instances[index % 2]!, subject)));
    await waitUntil(() => (subjects.every((subject) => received(subject).length > 0) ? true : undefined));
    await settle();
    for (const subject of subjects) expect(received(subject)).toHaveLength(1);
  });
});
