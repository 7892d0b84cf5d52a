import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** An e-mail as the peer received and parsed it. */
export type ReceivedMail = ParsedMail;

/**
 * A real SMTP server for a test (the smtp-server package), on loopback: it takes every message,
 * parses it as a mail client would (mailparser), and keeps it for the test to read.
 */
export interface SmtpPeer {
  /** `smtp://127.0.0.1:{port}`, for nodemailer. */
  url: string;
  port: number;
  received: ParsedMail[];
  /** Resolves once `count` messages have arrived (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  stop(): Promise<void>;
}

export async function startSmtpPeer(port = 0, received: ParsedMail[] = []): Promise<SmtpPeer> {
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no certificate to make for a test.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          for (const wake of waiters) wake();
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const { port: boundPort } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${boundPort}`,
    port: boundPort,
    received,
    waitFor(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(received);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`${received.length} of ${count} e-mails arrived within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
