import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: this file must never import application code.
//
// content_revision counts every write to a table whose rows a page shows (the catalogue and the
// editorial content), so the server's cache of rendered pages knows with one primary-key read
// whether a page it keeps may still be sent, whichever process or host wrote. The form tables are
// left out on purpose: a visitor's subscription changes no page. Every statement is idempotent.

const CONTENT_TABLES = [
  'categories',
  'sub_categories',
  'brands',
  'manufacturers',
  'viscosities',
  'specification_areas',
  'container_sizes',
  'products',
  'product_variants',
  'concept_categories',
  'concepts',
  'news',
  'catalogues',
  'team_members',
  'about_companies',
  'partnerships',
  'legal_documents',
];

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_revision')
    .ifNotExists()
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('revision', 'bigint', (col) => col.notNull())
    .execute();
  await db
    .insertInto('content_revision' as never)
    .values({ id: 1, revision: 0 } as never)
    .onConflict((oc) => oc.doNothing())
    .execute();

  if (isPostgres(db)) {
    await sql`create or replace function bump_content_revision() returns trigger language plpgsql as $$
      begin
        update content_revision set revision = revision + 1 where id = 1;
        return null;
      end $$`.execute(db);
    for (const table of CONTENT_TABLES) {
      const trigger = sql.id(`${table}_content_revision`);
      await sql`drop trigger if exists ${trigger} on ${sql.id(table)}`.execute(db);
      await sql`create trigger ${trigger} after insert or update or delete or truncate on ${sql.id(table)}
        for each statement execute function bump_content_revision()`.execute(db);
    }
    return;
  }
  for (const table of CONTENT_TABLES) {
    for (const event of ['insert', 'update', 'delete']) {
      await sql`create trigger if not exists ${sql.id(`${table}_${event}_content_revision`)}
        after ${sql.raw(event)} on ${sql.id(table)} begin
          update content_revision set revision = revision + 1 where id = 1;
        end`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    for (const table of CONTENT_TABLES) {
      await sql`drop trigger if exists ${sql.id(`${table}_content_revision`)} on ${sql.id(table)}`.execute(db);
    }
    await sql`drop function if exists bump_content_revision()`.execute(db);
  } else {
    for (const table of CONTENT_TABLES) {
      for (const event of ['insert', 'update', 'delete']) {
        await sql`drop trigger if exists ${sql.id(`${table}_${event}_content_revision`)}`.execute(db);
      }
    }
  }
  await db.schema.dropTable('content_revision').ifExists().execute();
}
