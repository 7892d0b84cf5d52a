import type { ContactMessage, NewsletterSubscriber } from '@rennfeld/contract/staff';
import { DateTime } from 'luxon';

/** The column names mail tools (Mailchimp, Brevo, CleverReach) map on import without asking. */
const SUBSCRIBER_HEADER = ['Email Address', 'Name', 'Subscribed At', 'Status', 'Unsubscribed At'];
const MESSAGE_HEADER = ['Received At', 'Name', 'Email Address', 'Phone', 'Subject', 'Message', 'Handled At'];

/** Excel and LibreOffice read a cell starting with these as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(value: string | null): string {
  if (value === null) return '';
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A time as the brand's office reads it, with its offset: 2026-12-01T18:11:00+01:00. */
function berlinTime(iso: string | null): string | null {
  return iso === null
    ? null
    : DateTime.fromISO(iso).setZone('Europe/Berlin').startOf('second').toISO({ suppressMilliseconds: true });
}

/**
 * Rows as CSV (RFC 4180: CRLF line ends, quotes where needed), UTF-8 with a byte order mark so
 * spreadsheet programs read umlauts right.
 */
function toCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | null>>): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

export function subscribersToCsv(subscribers: readonly NewsletterSubscriber[]): string {
  // "Subscribed At" is when the address was confirmed: the consent a mail tool may rely on; a
  // subscription still waiting for its confirmation has only its sign-up.
  return toCsv(
    SUBSCRIBER_HEADER,
    subscribers.map(({ email, name, status, confirmedAt, createdAt, unsubscribedAt }) => [
      email,
      name,
      berlinTime(confirmedAt ?? createdAt),
      status,
      berlinTime(unsubscribedAt),
    ]),
  );
}

export function contactMessagesToCsv(messages: readonly ContactMessage[]): string {
  return toCsv(
    MESSAGE_HEADER,
    messages.map(({ createdAt, name, email, phone, subject, message, handledAt }) => [
      berlinTime(createdAt),
      name,
      email,
      phone,
      subject,
      message,
      berlinTime(handledAt),
    ]),
  );
}
