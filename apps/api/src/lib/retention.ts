import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';

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

/**
 * Runs the sweep at start and then every `intervalMs` in this process (issue 17 moves it onto the
 * job engine with the outbox).
 */
export function startRetentionSweeps({
  db,
  log,
  intervalMs = 3600 * 1000,
}: {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): { stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  const sweep = () => {
    running ??= deleteExpiredPersonalData(db, new Date())
      .then((counts) => {
        if (Object.values(counts).some((count) => count > 0)) log.info({ deleted: counts }, 'retention sweep');
      })
      .catch((error: unknown) => log.error({ err: error }, 'the retention sweep failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  sweep();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
