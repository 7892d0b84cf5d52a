import type { Kysely } from 'kysely';
import type { ContactRequest, NewsletterRequest } from '@rennfeld/contract';
import type {
  ContactMessage,
  ContactMessageListQuery,
  NewsletterSubscriber,
  NewsletterSubscriberListQuery,
} from '@rennfeld/contract/staff';
import type { Database } from '../../db/database.ts';
import { type ListPage, readListPage } from '../../lib/list-page.ts';
import { anyColumnContains } from '../../lib/text-search.ts';

type Db = Kysely<Database>;

/**
 * Stores a subscription under the lower-cased e-mail. A repeated e-mail changes nothing (the
 * unique index decides, so two racing requests cannot both insert). True if a row was added.
 */
export async function subscribeToNewsletter(db: Db, { name, email }: NewsletterRequest): Promise<boolean> {
  const inserted = await db
    .insertInto('newsletter_subscriptions')
    .values({ name, email: email.trim().toLowerCase(), created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/**
 * Stores a contact message. With an idempotency key, a message already stored under the same key
 * makes this store nothing (the unique index decides, so racing posts store one). True if stored.
 */
export async function storeContactMessage(db: Db, message: ContactRequest, idempotencyKey?: string): Promise<boolean> {
  const inserted = await db
    .insertInto('contact_messages')
    .values({
      name: message.name,
      phone: message.phone ?? null,
      email: message.email,
      subject: message.subject,
      message: message.message,
      created_at: new Date().toISOString(),
      idempotency_key: idempotencyKey ?? null,
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

const CONTACT_SORT_COLUMNS = { createdAt: 'created_at', name: 'name', email: 'email', subject: 'subject' } as const;
const SUBSCRIBER_SORT_COLUMNS = { createdAt: 'created_at', name: 'name', email: 'email' } as const;

const contactColumns = ['id', 'name', 'email', 'phone', 'subject', 'message', 'created_at', 'handled_at'] as const;

function toContactMessage(row: {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  created_at: Date | string;
  handled_at: Date | string | null;
}): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    createdAt: new Date(row.created_at).toISOString(),
    handled: row.handled_at !== null,
    handledAt: row.handled_at === null ? null : new Date(row.handled_at).toISOString(),
  };
}

/** Contact messages for the staff inbox: newest first unless asked otherwise, searchable. */
export async function listContactMessages(
  db: Db,
  { page, perPage, sort, order, q, handled }: ContactMessageListQuery,
): Promise<ListPage<ContactMessage>> {
  let query = db.selectFrom('contact_messages');
  if (q) query = query.where(anyColumnContains(['name', 'email', 'subject'], q));
  if (handled !== undefined) query = query.where('handled_at', handled ? 'is not' : 'is', null);
  const direction = order === 'ASC' ? 'asc' : 'desc';
  return readListPage(
    query,
    (filtered) =>
      filtered.select(contactColumns).orderBy(CONTACT_SORT_COLUMNS[sort], direction).orderBy('id', direction),
    { page, perPage },
    toContactMessage,
  );
}

export async function findContactMessage(db: Db, id: number): Promise<ContactMessage | undefined> {
  const row = await db.selectFrom('contact_messages').select(contactColumns).where('id', '=', id).executeTakeFirst();
  return row && toContactMessage(row);
}

/** Marks a message handled now, or waiting again. The message, or undefined if there is none. */
export async function markContactMessageHandled(
  db: Db,
  id: number,
  handled: boolean,
): Promise<ContactMessage | undefined> {
  await db
    .updateTable('contact_messages')
    .set({ handled_at: handled ? new Date().toISOString() : null })
    .where('id', '=', id)
    .execute();
  return findContactMessage(db, id);
}

/** Deletes a message for good (a visitor's erasure request). True if there was one. */
export async function deleteContactMessage(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('contact_messages').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

function toSubscriber(row: {
  id: number;
  name: string;
  email: string;
  created_at: Date | string;
}): NewsletterSubscriber {
  return { id: row.id, name: row.name, email: row.email, createdAt: new Date(row.created_at).toISOString() };
}

export async function listNewsletterSubscribers(
  db: Db,
  { page, perPage, sort, order, q }: NewsletterSubscriberListQuery,
): Promise<ListPage<NewsletterSubscriber>> {
  let query = db.selectFrom('newsletter_subscriptions');
  if (q) query = query.where(anyColumnContains(['name', 'email'], q));
  const direction = order === 'ASC' ? 'asc' : 'desc';
  return readListPage(
    query,
    (filtered) =>
      filtered
        .select(['id', 'name', 'email', 'created_at'])
        .orderBy(SUBSCRIBER_SORT_COLUMNS[sort], direction)
        .orderBy('id', direction),
    { page, perPage },
    toSubscriber,
  );
}

/** Every subscriber, oldest first, for the export. */
export async function listAllNewsletterSubscribers(db: Db): Promise<NewsletterSubscriber[]> {
  const rows = await db
    .selectFrom('newsletter_subscriptions')
    .select(['id', 'name', 'email', 'created_at'])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toSubscriber);
}

/** Deletes a subscription for good. True if there was one. */
export async function deleteNewsletterSubscriber(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('newsletter_subscriptions').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
