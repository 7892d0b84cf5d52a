import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen in time: this file must never import application code.
//
// A contact message remembers the Idempotency-Key it was posted with. The unique index makes a
// second post with the same key store nothing, whichever server instance it reaches. Keys are
// optional (null is never a duplicate). Every statement is idempotent.

export async function up(db: Kysely<unknown>): Promise<void> {
  // PostgreSQL lists the tables of every schema: the one this migration runs in is the current one
  // (another schema of the same database may hold a contact_messages table of its own).
  const currentSchema =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const tables = await db.introspection.getTables();
  const contactMessages = tables.find(
    (table) => table.name === 'contact_messages' && (currentSchema === undefined || table.schema === currentSchema),
  );
  if (!contactMessages?.columns.some((column) => column.name === 'idempotency_key')) {
    await db.schema.alterTable('contact_messages').addColumn('idempotency_key', 'varchar(100)').execute();
  }
  await db.schema
    .createIndex('contact_messages_idempotency_key')
    .ifNotExists()
    .unique()
    .on('contact_messages')
    .column('idempotency_key')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('contact_messages_idempotency_key').ifExists().execute();
  await db.schema.alterTable('contact_messages').dropColumn('idempotency_key').execute();
}
