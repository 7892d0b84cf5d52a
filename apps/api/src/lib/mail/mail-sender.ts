import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Database } from '../../db/database.ts';
import type { ComposedMail } from './mail-compose.ts';
import {
  claimMail,
  listDueMailIds,
  markMailAttemptFailed,
  markMailSent,
  queueMail,
  type OutgoingMail,
} from './mail-outbox.ts';

// Sends the outbox: in this process, in the background, with retries and a growing wait between
// them (decision 045). A visitor's request only stores the e-mail; the sender picks it up at once
// (woken after the request's transaction), and again on a timer for retries and after a restart.

/** Where e-mails go: SMTP through nodemailer (SMTP_URL), or a test's own peer. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Nodemailer over SMTP_URL (`smtp://user:pass@host:587`, `smtps://…`), from MAIL_FROM. */
export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send({ to, subject, text, html, headers }) {
      const { 'Reply-To': replyTo, ...otherHeaders } = headers;
      await transporter.sendMail({
        from,
        to,
        subject,
        text,
        html,
        headers: otherHeaders,
        ...(replyTo ? { replyTo } : {}),
      });
    },
    close: () => transporter.close(),
  };
}

export interface RetryPolicy {
  /** The wait after the first failed attempt; it doubles with each further one. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** Attempts before an e-mail is marked failed (staff may send it again). */
  maxAttempts: number;
}

/** About a day of attempts: 5 s, 10 s, 20 s … then every 15 minutes, 100 attempts in all. */
const DEFAULT_RETRY_POLICY: RetryPolicy = { firstDelayMs: 5_000, maxDelayMs: 15 * 60_000, maxAttempts: 100 };

/** How long one attempt may hold an e-mail before another sender may try it. */
const LEASE_MS = 5 * 60_000;
const BATCH = 20;

/** Whether the mail server took an e-mail (`sent`) or not (`failed`: it is tried again or given up). */
export type MailAttemptResult = 'sent' | 'failed';

export interface MailSender {
  /** Looks for due e-mails now (after a transaction that queued one has committed). */
  wake(): void;
  /** Stops the timer and waits for the attempt under way. */
  stop(): Promise<void>;
}

export function startMailSender({
  db,
  transport,
  log,
  retry = DEFAULT_RETRY_POLICY,
  pollMs = 30_000,
  onAttempt = () => {},
}: {
  db: Kysely<Database>;
  transport: MailTransport;
  log: FastifyBaseLogger;
  retry?: RetryPolicy;
  pollMs?: number;
  /** Told whether each attempt to send an e-mail went through (metrics). */
  onAttempt?: (result: MailAttemptResult) => void;
}): MailSender {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  const attempt = async (mail: OutgoingMail) => {
    let sent = false;
    try {
      await transport.send(mail);
      sent = true;
      onAttempt('sent');
      await markMailSent(db, mail.id, new Date());
    } catch (error) {
      if (!sent) onAttempt('failed');
      const { code, responseCode } = error as { code?: string; responseCode?: number };
      const giveUp = mail.attempts >= retry.maxAttempts;
      const delay = Math.min(retry.firstDelayMs * 2 ** (mail.attempts - 1), retry.maxDelayMs);
      await markMailAttemptFailed(db, mail.id, (error as Error).message, giveUp ? null : new Date(Date.now() + delay));
      // The mail server's words may name the recipient: the log keeps its codes only.
      log.warn({ mailId: mail.id, attempt: mail.attempts, code, responseCode, giveUp }, 'an e-mail was not sent');
    }
  };

  /** Sends what is due, batch after batch, until nothing is (or it was woken meanwhile). */
  const sendDue = async () => {
    for (;;) {
      again = false;
      const now = new Date();
      const ids = await listDueMailIds(db, now, BATCH);
      for (const id of ids) {
        if (stopped) return;
        const mail = await claimMail(db, id, now, new Date(now.getTime() + LEASE_MS));
        if (mail) await attempt(mail);
      }
      if (stopped || (ids.length < BATCH && !again)) return;
    }
  };

  const wake = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = sendDue()
      .catch((error: unknown) => log.error({ err: error }, 'the e-mail outbox could not be read'))
      .finally(() => {
        running = undefined;
      });
  };

  const timer = setInterval(wake, pollMs);
  timer.unref();
  wake();

  return {
    wake,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      transport.close();
    },
  };
}

/**
 * What modules use to send e-mail: it goes into the outbox in the caller's transaction, and out
 * once that has committed (`wake`). Without a mail server it stays in the outbox for staff to read.
 */
export interface Mailer {
  queue(db: Kysely<Database>, mail: ComposedMail): Promise<void>;
  wake(): void;
}

export function createMailer(sender: MailSender | undefined): Mailer {
  return {
    async queue(db, mail) {
      await queueMail(db, mail, { hold: sender === undefined });
    },
    wake: () => sender?.wake(),
  };
}
