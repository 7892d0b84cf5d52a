import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: this file must never import application code.
//
// A product's safety and technical data sheets (REACH Art. 31), each a PDF in the `documents`
// storage folder, per language, with the day its version was issued. A new version is a new row:
// earlier ones stay on record. Product pages list the newest of each kind and language, so every
// write moves content_revision (migration 2026-11-23-0001).

export async function up(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('product_documents')
    .addColumn('id', 'integer', (col) =>
      isPostgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    )
    .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(30)', (col) =>
      col.notNull().check(sql`kind in ('safety_data_sheet', 'technical_data_sheet')`),
    )
    .addColumn('language', 'varchar(2)', (col) => col.notNull())
    .addColumn('version_date', 'varchar(10)', (col) => col.notNull())
    .addColumn('file', 'varchar(200)', (col) => col.notNull())
    .addUniqueConstraint('product_documents_version', ['product_id', 'kind', 'language', 'version_date'])
    .execute();

  if (isPostgres) {
    await sql`create trigger product_documents_content_revision
      after insert or update or delete or truncate on product_documents
      for each statement execute function bump_content_revision()`.execute(db);
  } else {
    for (const event of ['insert', 'update', 'delete']) {
      await sql`create trigger ${sql.id(`product_documents_${event}_content_revision`)}
        after ${sql.raw(event)} on product_documents begin
          update content_revision set revision = revision + 1 where id = 1;
        end`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Its triggers go with the table.
  await db.schema.dropTable('product_documents').execute();
}
