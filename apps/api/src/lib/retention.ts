import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import { VITALS_WINDOW_DAYS } from '../modules/vitals/vitals.repository.ts';

const DAY_MS = 24 * 3600 * 1000;

/**
 * How long the site keeps what it stores about people (decision 048); the privacy policy states
 * the same periods.
 */
export const RETENTION_DAYS = {
  /** An e-mail that went out: long enough to answer "did you send it?". */
  sentMail: 30,
  /** An e-mail that failed for good, or was held for staff without a mail server. */
  unsentMail: 90,
  /** A sign-up never confirmed: counted from the end of its 48-hour link. */
  unconfirmedSubscription: 30,
  /** The consent log of an ended subscription: proof of consent and its withdrawal (§195 BGB). */
  endedSubscription: 3 * 365,
  /** A contact message staff marked handled. */
  handledContactMessage: 2 * 365,
} as const;

type Transaction = Kysely<Database>;

/** What each period deletes, as of `before(days)`: the moment a record older than `days` dates from. */
const EXPIRED = {
  sentMails: (trx: Transaction, before: (days: number) => string) =>
    trx.deleteFrom('mail_outbox').where('status', '=', 'sent').where('sent_at', '<', before(RETENTION_DAYS.sentMail)),
  unsentMails: (trx: Transaction, before: (days: number) => string) =>
    trx
      .deleteFrom('mail_outbox')
      .where('status', 'in', ['failed', 'held'])
      .where('created_at', '<', before(RETENTION_DAYS.unsentMail)),
  unconfirmedSubscriptions: (trx: Transaction, before: (days: number) => string) =>
    trx
      .deleteFrom('newsletter_subscriptions')
      .where('status', '=', 'pending')
      .where('confirm_expires_at', '<', before(RETENTION_DAYS.unconfirmedSubscription)),
  endedSubscriptions: (trx: Transaction, before: (days: number) => string) =>
    trx
      .deleteFrom('newsletter_subscriptions')
      .where('status', '=', 'unsubscribed')
      .where('unsubscribed_at', '<', before(RETENTION_DAYS.endedSubscription)),
  handledContactMessages: (trx: Transaction, before: (days: number) => string) =>
    trx.deleteFrom('contact_messages').where('handled_at', '<', before(RETENTION_DAYS.handledContactMessage)),
  // Not about people: the real-user timings' days before their window (decision 053). A day
  // (`YYYY-MM-DD`) sorts before any moment of it: the day 28 days back goes, the 28 days since stay.
  webVitalsDays: (trx: Transaction, before: (days: number) => string) =>
    trx.deleteFrom('web_vitals').where('day', '<', before(VITALS_WINDOW_DAYS)),
};

export type RetentionSweep = Record<keyof typeof EXPIRED, number>;

/** Deletes what has outlived its period. Idempotent: any number of instances may run it at once. */
export async function deleteExpiredPersonalData(db: Kysely<Database>, now: Date): Promise<RetentionSweep> {
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  return db.transaction().execute(async (trx) => {
    const counts = {} as RetentionSweep;
    for (const [kind, expired] of Object.entries(EXPIRED) as Array<
      [keyof typeof EXPIRED, (typeof EXPIRED)[keyof typeof EXPIRED]]
    >) {
      counts[kind] = Number((await expired(trx, before).executeTakeFirst()).numDeletedRows);
    }
    return counts;
  });
}

const RETENTION_QUEUE = 'sweep-retention';

/**
 * The sweep as an hourly job on the job engine, run once across instances (decision 052); a sweep
 * that fails is tried twice more, and the staff area's background jobs show it.
 */
export async function startRetentionJob({
  db,
  jobs,
  log,
}: {
  db: Kysely<Database>;
  jobs: JobQueue;
  log: FastifyBaseLogger;
}): Promise<void> {
  await jobs.work(
    RETENTION_QUEUE,
    async () => {
      const counts = await deleteExpiredPersonalData(db, new Date());
      if (Object.values(counts).some((count) => count > 0)) log.info({ deleted: counts }, 'retention sweep');
    },
    { retry: { firstDelayMs: 60_000, maxAttempts: 3 } },
  );
  await jobs.schedule(RETENTION_QUEUE, 'hour');
}
