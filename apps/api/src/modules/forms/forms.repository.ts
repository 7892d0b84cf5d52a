import type { Kysely } from 'kysely';
import type { ContactRequest, NewsletterRequest } from '@rennfeld/contract';
import type { Database } from '../../db/database.ts';

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
