import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import QRCode from 'qrcode';
import type { Database } from '../../db/database.ts';
import { retryDelayMs, type JobQueue, type RetryPolicy } from '../jobs/job-queue.ts';
import type { ComposedMail } from './mail-compose.ts';
import {
  claimMail,
  listDueMailIds,
  markMailAttemptFailed,
  markMailSent,
  queueMail,
  type OutgoingMail,
} from './mail-outbox.ts';

// Sends the outbox (decision 045) as background jobs (decision 052). A visitor's request only
// stores the e-mail; a job takes it once the request's transaction has committed.

/** Where e-mails go: SMTP through nodemailer (SMTP_URL), or a test's own peer. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Nodemailer over SMTP_URL (`smtp://user:pass@host:587`, `smtps://…`), from MAIL_FROM. */
export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send({ to, subject, text, html, headers, inlineImages }) {
      const { 'Reply-To': replyTo, ...otherHeaders } = headers;
      await transporter.sendMail({
        from,
        to,
        subject,
        text,
        html,
        headers: otherHeaders,
        attachments: await Promise.all(
          inlineImages.map(async ({ cid, qrCode }) => ({
            cid,
            filename: `${cid}.png`,
            contentType: 'image/png',
            // EPC069-12 asks for error correction level M.
            content: await QRCode.toBuffer(qrCode, { errorCorrectionLevel: 'M', margin: 4, width: 240 }),
          })),
        ),
        ...(replyTo ? { replyTo } : {}),
      });
    },
    close: () => transporter.close(),
  };
}

/** About a day of attempts: 5 s, 10 s, 20 s … doubling, 15 attempts over about 23 hours. */
const DEFAULT_MAIL_RETRY: RetryPolicy = { firstDelayMs: 5_000, maxAttempts: 15 };

/** How long one attempt may hold an e-mail before another run may try it. */
const LEASE_MS = 5 * 60_000;
/** Due e-mails a sweep hands to the engine at most; the next sweep takes the rest. */
const SWEEP_BATCH = 500;

const MAIL_QUEUE = 'send-mail';
const MAIL_SWEEP_QUEUE = 'sweep-mail-outbox';
/** A sweep that fails (the database away) is simply the next minute's sweep. */
const SWEEP_RETRY: RetryPolicy = { firstDelayMs: 10_000, maxAttempts: 2 };

/** Whether the mail server took an e-mail (`sent`) or not (`failed`: it is tried again or given up). */
export type MailAttemptResult = 'sent' | 'failed';

/**
 * The outbox on the job engine (decision 052): one `send-mail` job per e-mail, retried by the
 * engine; a sweep every minute hands the engine due e-mails that have no job (queued while it was
 * away, or before this instance started).
 */
export async function startMailJobs({
  db,
  jobs,
  transport,
  log,
  retry = DEFAULT_MAIL_RETRY,
  onAttempt = () => {},
}: {
  db: Kysely<Database>;
  jobs: JobQueue;
  transport: MailTransport;
  log: FastifyBaseLogger;
  retry?: RetryPolicy;
  /** Told whether each attempt to send an e-mail went through (metrics). */
  onAttempt?: (result: MailAttemptResult) => void;
}): Promise<void> {
  const send = async (mailId: number) => {
    const now = new Date();
    // The row is claimed for this attempt: a second job for the same e-mail finds it taken.
    const mail = await claimMail(db, mailId, now, new Date(now.getTime() + LEASE_MS));
    if (!mail) return;
    try {
      await transport.send(mail);
    } catch (error) {
      onAttempt('failed');
      const { code, responseCode } = error as { code?: string; responseCode?: number };
      const giveUp = mail.attempts >= retry.maxAttempts;
      const nextAttemptAt = giveUp ? null : new Date(Date.now() + retryDelayMs(retry, mail.attempts));
      await markMailAttemptFailed(db, mail.id, (error as Error).message, nextAttemptAt);
      // The mail server's words may name the recipient: they stay on the row; logs and the
      // engine keep the codes only.
      log.warn({ mailId: mail.id, attempt: mail.attempts, code, responseCode, giveUp }, 'an e-mail was not sent');
      throw new Error(
        `E-mail ${mail.id} was not sent (attempt ${mail.attempts} of ${retry.maxAttempts}: ${responseCode ?? code ?? 'no code'}).`,
      );
    }
    onAttempt('sent');
    await markMailSent(db, mail.id, new Date());
  };

  await jobs.work(MAIL_QUEUE, async ({ mailId }) => send(Number(mailId)), { retry });
  await jobs.work(
    MAIL_SWEEP_QUEUE,
    async () => {
      for (const id of await listDueMailIds(db, new Date(), SWEEP_BATCH)) await dispatchMail(jobs, id);
    },
    { retry: SWEEP_RETRY },
  );
  await jobs.schedule(MAIL_SWEEP_QUEUE, 'minute');
}

/** One job per e-mail: the key keeps a second one out while the first waits. */
function dispatchMail(jobs: JobQueue, mailId: number): Promise<void> {
  return jobs.send(MAIL_QUEUE, { mailId }, { key: `mail-${mailId}` });
}

/**
 * What modules use to send e-mail: it goes into the outbox in the caller's transaction, and to
 * the job engine once that has committed (`dispatch`). Without a mail server it stays in the
 * outbox for staff to read.
 */
export interface Mailer {
  /** Stores an e-mail in the outbox; its id, to dispatch once the transaction has committed. */
  queue(db: Kysely<Database>, mail: ComposedMail): Promise<number>;
  /**
   * Hands a queued e-mail to the job engine. Never fails the caller: an engine that is away only
   * delays the e-mail until the next sweep.
   */
  dispatch(mailId: number | undefined): Promise<void>;
}

export function createMailer({ jobs, log }: { jobs: JobQueue | undefined; log: FastifyBaseLogger }): Mailer {
  return {
    queue: (db, mail) => queueMail(db, mail, { hold: jobs === undefined }),
    async dispatch(mailId) {
      if (jobs === undefined || mailId === undefined) return;
      await dispatchMail(jobs, mailId).catch((error: unknown) =>
        log.warn({ mailId, reason: (error as Error).message }, 'an e-mail waits for the next sweep'),
      );
    },
  };
}
