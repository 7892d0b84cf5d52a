import type { Kysely } from 'kysely';

// Frozen in time: this file must never import application code.
//
// An e-mail may carry images its HTML shows inline (`cid:`), such as the order confirmation's
// GiroCode: a JSON array of `{ cid, qrCode }`, the QR code drawn when the e-mail is sent.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('inline_images', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('inline_images').execute();
}
