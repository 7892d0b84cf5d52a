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

/**
 * Waits until the e-mail's row says sent. From then on no attempt can claim it (a claim takes
 * queued rows only), so what the mail server holds by then is all it will ever get.
 */
const sentForGood = (app: FastifyInstance, subject: string) =>
  waitUntil(async () => {
    const mail = await outboxEntry(app, subject);
    return mail?.status === 'sent' ? mail : undefined;
  });

const engines = enginesFor(process.env.DATABASE_URL ? 'postgres' : 'sqlite');

describe.each(engines)('the outbox on %s', (engine) => {
  it('delivers a queued e-mail once', async () => {
    const app = await buildInstance(engine, newStore(engine));
    const subject = uniqueSubject();
    expect((await postContact(app, subject)).statusCode).toBe(201);
    expect((await sentForGood(app, subject)).attempts).toBe(1);
    expect(received(subject)).toHaveLength(1);
  });

  it('retries with growing waits while the mail server is away, and delivers once it is back', async () => {
    const app = await buildInstance(engine, newStore(engine));
    const subject = uniqueSubject();
    await whileMailServerIsAway(async () => {
      expect((await postContact(app, subject)).statusCode).toBe(201);
      // When the second and third attempts claim the e-mail, read from its row every few ms.
      const claimedAt = new Map<number, number>();
      for (const started = Date.now(); !claimedAt.has(3) && Date.now() - started < 20_000;) {
        const row = await database.db
          .selectFrom('mail_outbox')
          .select('attempts')
          .where('subject', '=', `Kontaktformular: ${subject}`)
          .executeTakeFirst();
        if (row && !claimedAt.has(row.attempts)) claimedAt.set(row.attempts, Date.now());
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      const entry = (await outboxEntry(app, subject))!;
      expect(entry.status).toBe('queued');
      expect(entry.lastError).toMatch(/ECONNREFUSED|connect/i);
      // The wait before the third attempt is twice the first wait (pg-boss adds up to as much
      // again); the same wait each time would come in well under one and a half.
      const { firstDelayMs } = retryFor(engine, 5);
      expect(claimedAt.get(3)! - claimedAt.get(2)!).toBeGreaterThanOrEqual(firstDelayMs * 1.5);
    });
    await sentForGood(app, subject);
    expect(received(subject)).toHaveLength(1);
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
    const app = await buildInstance(engine, newStore(engine));
    await sentForGood(app, subject);
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
    for (const subject of subjects) {
      expect((await sentForGood(instances[0]!, subject)).attempts).toBe(1);
      expect(received(subject)).toHaveLength(1);
    }
  });
});
