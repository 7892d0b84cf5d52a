import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: this file must never import application code.
//
// A product's approvals and specifications: an OEM's official approval ("VW 504 00") or a
// specification it meets ("ACEA C3"). A vocabulary like the other filter groups (`name` holds the
// code), and the products' lists of them in their own order. Product pages and the filter bar
// show them, so every write moves content_revision (migration 2026-11-23-0001), as for the other
// vocabularies.

const TABLES = ['approvals', 'product_approvals'];

export async function up(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('approvals')
    .addColumn('id', 'integer', (col) =>
      isPostgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    )
    .addColumn('name', 'varchar(255)', (col) => col.notNull())
    .addColumn('slug', 'varchar(200)', (col) => col.notNull().unique())
    .addColumn('issuer', 'varchar(255)', (col) => col.notNull())
    .addColumn('kind', 'varchar(20)', (col) => col.notNull().check(sql`kind in ('approval', 'meets')`))
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('product_approvals')
    .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id').onDelete('cascade'))
    .addColumn('approval_id', 'integer', (col) => col.notNull().references('approvals.id'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('product_approvals_pkey', ['product_id', 'approval_id'])
    .execute();
  await db.schema
    .createIndex('product_approvals_approval_product')
    .on('product_approvals')
    .columns(['approval_id', 'product_id'])
    .execute();

  for (const table of TABLES) {
    if (isPostgres) {
      // bump_content_revision() exists since migration 2026-11-23-0001.
      await sql`create trigger ${sql.id(`${table}_content_revision`)}
        after insert or update or delete or truncate on ${sql.id(table)}
        for each statement execute function bump_content_revision()`.execute(db);
    } else {
      for (const event of ['insert', 'update', 'delete']) {
        await sql`create trigger ${sql.id(`${table}_${event}_content_revision`)}
          after ${sql.raw(event)} on ${sql.id(table)} begin
            update content_revision set revision = revision + 1 where id = 1;
          end`.execute(db);
      }
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Their triggers go with the tables.
  await db.schema.dropTable('product_approvals').execute();
  await db.schema.dropTable('approvals').execute();
}
