import type { Kysely } from 'kysely';

// Frozen in time: this file must never import application code.
//
// The content revision a CDN purge was last asked for (decision 054): instances that notice the
// same change race to move it, and only the one that moved it sends the purge.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cdn_purge')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('revision', 'varchar(64)', (col) => col.notNull())
    .execute();
  await db
    .insertInto('cdn_purge' as never)
    .values({ id: 1, revision: '' } as never)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('cdn_purge').execute();
}
