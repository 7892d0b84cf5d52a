import { sql, type Kysely } from 'kysely';
import type { MailKind, MailListQuery, MailRecord, MailStatus, MailSummary } from '@rennfeld/contract/staff';
import { toIsoTimestamp, type Database } from '../../db/database.ts';
import { type ListPage, readListPage } from '../list-page.ts';
import type { ComposedMail, InlineImage } from './mail-compose.ts';

// The mail outbox: every e-mail is stored before it is sent, so a mail server that is away loses
// nothing. A row is claimed for one attempt by moving its next attempt into the future in one
// statement (a lease): only the claim that changed the row sends it.

type Db = Kysely<Database>;

/** Queues an e-mail to go out now, or holds it for the staff area when no mail server is set up. */
export async function queueMail(db: Db, mail: ComposedMail, { hold }: { hold: boolean }): Promise<number> {
  const now = new Date().toISOString();
  const { id } = await db
    .insertInto('mail_outbox')
    .values({
      kind: mail.kind,
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      headers: JSON.stringify(mail.headers),
      inline_images: mail.inlineImages?.length ? JSON.stringify(mail.inlineImages) : null,
      status: hold ? 'held' : 'queued',
      next_attempt_at: hold ? null : now,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export interface OutgoingMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  inlineImages: InlineImage[];
  attempts: number;
}

/** The ids of queued e-mails whose next attempt is due, oldest first. */
export async function listDueMailIds(db: Db, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select('id')
    .where('status', '=', 'queued')
    .where('next_attempt_at', '<=', now.toISOString())
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Claims a due e-mail for one attempt: its next attempt moves to `leaseUntil` and its attempts go
 * up, in one statement that only a due row matches. The e-mail when this claim won it.
 */
export async function claimMail(db: Db, id: number, now: Date, leaseUntil: Date): Promise<OutgoingMail | undefined> {
  const claimed = await db
    .updateTable('mail_outbox')
    .set({ next_attempt_at: leaseUntil.toISOString(), attempts: sql`attempts + 1` })
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .where('next_attempt_at', '<=', now.toISOString())
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) return undefined;
  const row = await db
    .selectFrom('mail_outbox')
    .select(['id', 'to_address', 'subject', 'text_body', 'html_body', 'headers', 'inline_images', 'attempts'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    headers: JSON.parse(row.headers) as Record<string, string>,
    inlineImages: row.inline_images ? (JSON.parse(row.inline_images) as InlineImage[]) : [],
    attempts: row.attempts,
  };
}

export async function markMailSent(db: Db, id: number, at: Date): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ status: 'sent', sent_at: at.toISOString(), next_attempt_at: null, last_error: null })
    .where('id', '=', id)
    .execute();
}

/** An attempt failed: the next one at `nextAttemptAt`, or none (failed for good) when null. */
export async function markMailAttemptFailed(
  db: Db,
  id: number,
  error: string,
  nextAttemptAt: Date | null,
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({
      last_error: error.slice(0, 2_000),
      ...(nextAttemptAt
        ? { next_attempt_at: nextAttemptAt.toISOString() }
        : { status: 'failed', next_attempt_at: null }),
    })
    .where('id', '=', id)
    .execute();
}

/** How many e-mails the outbox holds in each status (a metric's gauge: an index-only count). */
export async function countMailByStatus(db: Db): Promise<Record<MailStatus, number>> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select(['status', (eb) => eb.fn.countAll<number | string>().as('count')])
    .groupBy('status')
    .execute();
  const counts: Record<MailStatus, number> = { queued: 0, held: 0, failed: 0, sent: 0 };
  for (const row of rows) counts[row.status as MailStatus] = Number(row.count);
  return counts;
}

// The staff area's outbox

const summaryColumns = [
  'id',
  'kind',
  'to_address',
  'subject',
  'status',
  'attempts',
  'last_error',
  'created_at',
  'next_attempt_at',
  'sent_at',
] as const;

function toMailSummary(row: {
  id: number;
  kind: string;
  to_address: string;
  subject: string;
  status: string;
  attempts: number;
  last_error: string | null;
  created_at: Date | string;
  next_attempt_at: Date | string | null;
  sent_at: Date | string | null;
}): MailSummary {
  const timestamp = (value: Date | string | null) => (value === null ? null : toIsoTimestamp(value));
  return {
    id: row.id,
    kind: row.kind as MailKind,
    to: row.to_address,
    subject: row.subject,
    status: row.status as MailStatus,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: toIsoTimestamp(row.created_at),
    nextAttemptAt: timestamp(row.next_attempt_at),
    sentAt: timestamp(row.sent_at),
  };
}

export async function listMail(
  db: Db,
  { page, perPage, order, status }: MailListQuery,
): Promise<ListPage<MailSummary>> {
  let query = db.selectFrom('mail_outbox');
  if (status) query = query.where('status', '=', status);
  return readListPage(
    query,
    (filtered) => filtered.select(summaryColumns),
    { page, perPage, order, sortColumn: 'created_at' },
    toMailSummary,
  );
}

export async function findMail(db: Db, id: number): Promise<MailRecord | undefined> {
  const row = await db
    .selectFrom('mail_outbox')
    .select([...summaryColumns, 'text_body', 'html_body'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { ...toMailSummary(row), text: row.text_body, html: row.html_body };
}

/** Puts a failed e-mail back in the queue with fresh attempts. False when it had not failed. */
export async function requeueFailedMail(db: Db, id: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('mail_outbox')
    .set({ status: 'queued', attempts: 0, next_attempt_at: now.toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
