import type { Kysely } from 'kysely';
import type { ContactRequest, NewsletterStatus, SiteLocale } from '@rennfeld/contract';
import type {
  ContactMessage,
  ContactMessageListQuery,
  NewsletterSubscriber,
  NewsletterSubscriberListQuery,
} from '@rennfeld/contract/staff';
import { toIsoTimestamp, type Database } from '../../db/database.ts';
import { type ListPage, readListPage } from '../../lib/list-page.ts';
import { anyColumnContains } from '../../lib/text-search.ts';

type Db = Kysely<Database>;

export interface StoredSubscription {
  id: number;
  name: string;
  email: string;
  status: NewsletterStatus;
  locale: SiteLocale;
  lastMailedAt: Date | null;
}

/** The subscription of a (lower-cased) address, if there is one. */
export async function findSubscription(db: Db, email: string): Promise<StoredSubscription | undefined> {
  const row = await db
    .selectFrom('newsletter_subscriptions')
    .select(['id', 'name', 'email', 'status', 'locale', 'last_mailed_at'])
    .where('email', '=', email)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      name: row.name,
      email: row.email,
      status: row.status as NewsletterStatus,
      locale: row.locale as SiteLocale,
      lastMailedAt: row.last_mailed_at === null ? null : new Date(toIsoTimestamp(row.last_mailed_at)),
    }
  );
}

export interface PendingSubscription {
  name: string;
  email: string;
  locale: SiteLocale;
  consentVersion: string;
  confirmTokenHash: string;
  confirmExpiresAt: Date;
  now: Date;
}

/** A sign-up as stored: pending, its consent log starting now, its confirmation token's hash. */
function toPendingColumns(pending: PendingSubscription) {
  return {
    name: pending.name,
    status: 'pending',
    locale: pending.locale,
    consent_version: pending.consentVersion,
    confirm_token_hash: pending.confirmTokenHash,
    confirm_expires_at: pending.confirmExpiresAt.toISOString(),
    created_at: pending.now.toISOString(),
    last_mailed_at: pending.now.toISOString(),
  };
}

/**
 * Adds a pending subscription. Undefined when the address is already stored (the unique index
 * decides, so two racing requests cannot both add one).
 */
export async function insertPendingSubscription(db: Db, pending: PendingSubscription): Promise<number | undefined> {
  const inserted = await db
    .insertInto('newsletter_subscriptions')
    .values({ ...toPendingColumns(pending), email: pending.email })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

/**
 * Makes an address that is not confirmed (still pending, or unsubscribed) pending again with a new
 * token: a new sign-up, whose consent log starts now.
 */
export async function renewPendingSubscription(db: Db, id: number, pending: PendingSubscription): Promise<void> {
  await db
    .updateTable('newsletter_subscriptions')
    .set({ ...toPendingColumns(pending), confirmed_at: null, unsubscribed_at: null })
    .where('id', '=', id)
    .where('status', '!=', 'confirmed')
    .execute();
}

export async function markSubscriptionMailed(db: Db, id: number, now: Date): Promise<void> {
  await db
    .updateTable('newsletter_subscriptions')
    .set({ last_mailed_at: now.toISOString() })
    .where('id', '=', id)
    .execute();
}

/**
 * Confirms the pending subscription whose token hashes to `tokenHash`, if it has not expired; the
 * token is spent. True when one was confirmed.
 */
export async function confirmSubscription(db: Db, tokenHash: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('newsletter_subscriptions')
    .set({ status: 'confirmed', confirmed_at: now.toISOString(), confirm_token_hash: null, confirm_expires_at: null })
    .where('confirm_token_hash', '=', tokenHash)
    .where('status', '=', 'pending')
    .where('confirm_expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The address of a subscription, for checking an unsubscribe link's signature. */
export async function findSubscriptionEmail(db: Db, id: number): Promise<string | undefined> {
  const row = await db.selectFrom('newsletter_subscriptions').select('email').where('id', '=', id).executeTakeFirst();
  return row?.email;
}

/** Ends a subscription (kept, with its log: the address is not written to again). */
export async function unsubscribe(db: Db, id: number, now: Date): Promise<void> {
  await db
    .updateTable('newsletter_subscriptions')
    .set({
      status: 'unsubscribed',
      unsubscribed_at: now.toISOString(),
      confirm_token_hash: null,
      confirm_expires_at: null,
    })
    .where('id', '=', id)
    .where('status', '!=', 'unsubscribed')
    .execute();
}

/**
 * Stores a contact message. With an idempotency key, a message already stored under the same key
 * makes this store nothing (the unique index decides, so racing posts store one). Its id if stored.
 */
export async function storeContactMessage(
  db: Db,
  message: ContactRequest,
  idempotencyKey?: string,
): Promise<number | undefined> {
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
  return inserted?.id;
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
  return readListPage(
    query,
    (filtered) => filtered.select(contactColumns),
    { page, perPage, order, sortColumn: CONTACT_SORT_COLUMNS[sort] },
    toContactMessage,
  );
}

/** Every contact message, oldest first, for the export. */
export async function listAllContactMessages(db: Db): Promise<ContactMessage[]> {
  const rows = await db
    .selectFrom('contact_messages')
    .select(contactColumns)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toContactMessage);
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

const subscriberColumns = [
  'id',
  'name',
  'email',
  'status',
  'locale',
  'consent_version',
  'created_at',
  'confirmed_at',
  'unsubscribed_at',
] as const;

function toSubscriber(row: {
  id: number;
  name: string;
  email: string;
  status: string;
  locale: string;
  consent_version: string | null;
  created_at: Date | string;
  confirmed_at: Date | string | null;
  unsubscribed_at: Date | string | null;
}): NewsletterSubscriber {
  const timestamp = (value: Date | string | null) => (value === null ? null : toIsoTimestamp(value));
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    status: row.status as NewsletterStatus,
    locale: row.locale as SiteLocale,
    consentVersion: row.consent_version,
    createdAt: toIsoTimestamp(row.created_at),
    confirmedAt: timestamp(row.confirmed_at),
    unsubscribedAt: timestamp(row.unsubscribed_at),
  };
}

export async function listNewsletterSubscribers(
  db: Db,
  { page, perPage, sort, order, q, status }: NewsletterSubscriberListQuery,
): Promise<ListPage<NewsletterSubscriber>> {
  let query = db.selectFrom('newsletter_subscriptions');
  if (q) query = query.where(anyColumnContains(['name', 'email'], q));
  if (status) query = query.where('status', '=', status);
  return readListPage(
    query,
    (filtered) => filtered.select(subscriberColumns),
    { page, perPage, order, sortColumn: SUBSCRIBER_SORT_COLUMNS[sort] },
    toSubscriber,
  );
}

/** Every subscriber in one state, in the order they signed up, for the export. */
export async function listNewsletterSubscribersByStatus(
  db: Db,
  status: NewsletterStatus,
): Promise<NewsletterSubscriber[]> {
  const rows = await db
    .selectFrom('newsletter_subscriptions')
    .select(subscriberColumns)
    .where('status', '=', status)
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
