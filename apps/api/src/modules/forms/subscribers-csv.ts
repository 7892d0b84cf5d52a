import type { NewsletterSubscriber } from '@rennfeld/contract/staff';

/** The column names mail tools (Mailchimp, Brevo, CleverReach) map on import without asking. */
const HEADER = ['Email Address', 'Name', 'Subscribed At'];

/** Excel and LibreOffice read a cell starting with these as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * The subscribers as CSV (RFC 4180: CRLF line ends, quotes where needed), UTF-8 with a byte order
 * mark so spreadsheet programs read umlauts right.
 */
export function subscribersToCsv(subscribers: readonly NewsletterSubscriber[]): string {
  // "Subscribed At" is when the address was confirmed: the consent a mail tool may rely on.
  const rows = [
    HEADER,
    ...subscribers.map(({ email, name, confirmedAt, createdAt }) => [email, name, confirmedAt ?? createdAt]),
  ];
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
