import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: this file must never import application code.
//
// The catalogue's cache reads content_revision (migration 2026-11-23-0001), which counts writes
// to the catalogue tables among the others: the catalogue's own counter and its triggers go.

const CATALOGUE_TABLES = [
  'categories',
  'sub_categories',
  'brands',
  'manufacturers',
  'viscosities',
  'specification_areas',
  'container_sizes',
  'products',
  'product_variants',
  // Since migration 2026-11-28-0001: product pages show the company's take-back address.
  'company_details',
];

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    for (const table of CATALOGUE_TABLES) {
      await sql`drop trigger if exists ${sql.id(`${table}_revision`)} on ${sql.id(table)}`.execute(db);
    }
    await sql`drop function if exists bump_catalogue_revision()`.execute(db);
  } else {
    for (const table of CATALOGUE_TABLES) {
      for (const event of ['insert', 'update', 'delete']) {
        await sql`drop trigger if exists ${sql.id(`${table}_${event}_revision`)}`.execute(db);
      }
    }
  }
  await db.schema.dropTable('catalogue_revision').ifExists().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('catalogue_revision')
    .ifNotExists()
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('revision', 'bigint', (col) => col.notNull())
    .execute();
  await db
    .insertInto('catalogue_revision' as never)
    .values({ id: 1, revision: 0 } as never)
    .onConflict((oc) => oc.doNothing())
    .execute();
  if (isPostgres(db)) {
    await sql`create or replace function bump_catalogue_revision() returns trigger language plpgsql as $$
      begin
        update catalogue_revision set revision = revision + 1 where id = 1;
        return null;
      end $$`.execute(db);
    for (const table of CATALOGUE_TABLES) {
      await sql`create trigger ${sql.id(`${table}_revision`)} after insert or update or delete or truncate
        on ${sql.id(table)} for each statement execute function bump_catalogue_revision()`.execute(db);
    }
    return;
  }
  for (const table of CATALOGUE_TABLES) {
    for (const event of ['insert', 'update', 'delete']) {
      await sql`create trigger if not exists ${sql.id(`${table}_${event}_revision`)}
        after ${sql.raw(event)} on ${sql.id(table)} begin
          update catalogue_revision set revision = revision + 1 where id = 1;
        end`.execute(db);
    }
  }
}
