import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: this file must never import application code.
//
// What a catalogue of 100 000 products needs to answer in milliseconds:
// - listings walk an index in their display order (position, name, id) instead of sorting;
// - facet counts read one covering index per category instead of the table;
// - search finds candidates through a substring index: an FTS5 trigram table on SQLite, a
//   pg_trgm GIN index on PostgreSQL (both answer LIKE '%word%' for words of 3 characters or more);
// - catalogue_revision counts every write to the catalogue tables (triggers), so a cache of
//   catalogue reads knows with one primary-key read whether it is still valid, whichever process
//   or host wrote.
// Every statement is idempotent: SQLite runs migrations outside a transaction.

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
];

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('products_category_order_idx')
    .ifNotExists()
    .on('products')
    .columns(['category_id', 'position', 'name', 'id'])
    .execute();
  await db.schema
    .createIndex('products_sub_category_order_idx')
    .ifNotExists()
    .on('products')
    .columns(['sub_category_id', 'position', 'name', 'id'])
    .execute();
  // Prefixes of the two above.
  await db.schema.dropIndex('products_category_idx').ifExists().execute();
  await db.schema.dropIndex('products_sub_category_idx').ifExists().execute();
  // Every filter group that lives on the product, so facets and filters of a category (or a
  // sub-category) are counted from the index alone.
  await db.schema
    .createIndex('products_category_facets_idx')
    .ifNotExists()
    .on('products')
    .columns(['category_id', 'viscosity_id', 'brand_id', 'specification_area_id', 'manufacturer_id', 'sub_category_id'])
    .execute();
  await db.schema
    .createIndex('products_sub_category_facets_idx')
    .ifNotExists()
    .on('products')
    .columns(['sub_category_id', 'viscosity_id', 'brand_id', 'specification_area_id', 'manufacturer_id'])
    .execute();
  // The size facet and the size filter read the variants of listed products through the
  // existing unique (product_id, container_size_id) index.

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

  if (isPostgres(db)) await upPostgres(db);
  else await upSqlite(db);
}

async function upSqlite(db: Kysely<unknown>): Promise<void> {
  // External content: the index stores trigrams only, the text stays in products.search_text.
  await sql`create virtual table if not exists products_search
    using fts5(search_text, content = 'products', content_rowid = 'id', tokenize = 'trigram')`.execute(db);
  await sql`create trigger if not exists products_search_insert after insert on products begin
      insert into products_search (rowid, search_text) values (new.id, new.search_text);
    end`.execute(db);
  await sql`create trigger if not exists products_search_delete after delete on products begin
      insert into products_search (products_search, rowid, search_text) values ('delete', old.id, old.search_text);
    end`.execute(db);
  await sql`create trigger if not exists products_search_update after update of id, search_text on products begin
      insert into products_search (products_search, rowid, search_text) values ('delete', old.id, old.search_text);
      insert into products_search (rowid, search_text) values (new.id, new.search_text);
    end`.execute(db);
  await sql`insert into products_search (products_search) values ('rebuild')`.execute(db);

  for (const table of CATALOGUE_TABLES) {
    for (const event of ['insert', 'update', 'delete']) {
      await sql`create trigger if not exists ${sql.id(`${table}_${event}_revision`)}
        after ${sql.raw(event)} on ${sql.id(table)} begin
          update catalogue_revision set revision = revision + 1 where id = 1;
        end`.execute(db);
    }
  }
}

async function upPostgres(db: Kysely<unknown>): Promise<void> {
  // One copy of the extension per database, in public, never in a schema that may be dropped
  // (the test suite gives each file a schema of its own). Kysely's migration lock is one
  // advisory lock per database, so two migrating schemas never race to create it.
  await sql`create extension if not exists pg_trgm with schema public`.execute(db);
  const { rows } = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'pg_trgm'`.execute(db);
  const schema = rows[0]?.schema ?? 'public';
  await sql`create index if not exists products_search_text_trgm_idx
    on products using gin (search_text ${sql.id(schema, 'gin_trgm_ops')})`.execute(db);

  await sql`create or replace function bump_catalogue_revision() returns trigger language plpgsql as $$
    begin
      update catalogue_revision set revision = revision + 1 where id = 1;
      return null;
    end $$`.execute(db);
  for (const table of CATALOGUE_TABLES) {
    const trigger = sql.id(`${table}_revision`);
    await sql`drop trigger if exists ${trigger} on ${sql.id(table)}`.execute(db);
    await sql`create trigger ${trigger} after insert or update or delete or truncate on ${sql.id(table)}
      for each statement execute function bump_catalogue_revision()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    for (const table of CATALOGUE_TABLES) {
      await sql`drop trigger if exists ${sql.id(`${table}_revision`)} on ${sql.id(table)}`.execute(db);
    }
    await sql`drop function if exists bump_catalogue_revision()`.execute(db);
    await db.schema.dropIndex('products_search_text_trgm_idx').ifExists().execute();
    // pg_trgm stays: other schemas of the database may use it.
  } else {
    for (const table of CATALOGUE_TABLES) {
      for (const event of ['insert', 'update', 'delete']) {
        await sql`drop trigger if exists ${sql.id(`${table}_${event}_revision`)}`.execute(db);
      }
    }
    for (const event of ['insert', 'delete', 'update']) {
      await sql`drop trigger if exists ${sql.id(`products_search_${event}`)}`.execute(db);
    }
    await sql`drop table if exists products_search`.execute(db);
  }
  await db.schema.dropTable('catalogue_revision').ifExists().execute();
  await db.schema.dropIndex('products_sub_category_facets_idx').ifExists().execute();
  await db.schema.dropIndex('products_category_facets_idx').ifExists().execute();
  await db.schema
    .createIndex('products_sub_category_idx')
    .ifNotExists()
    .on('products')
    .columns(['sub_category_id', 'position'])
    .execute();
  await db.schema
    .createIndex('products_category_idx')
    .ifNotExists()
    .on('products')
    .columns(['category_id', 'position'])
    .execute();
  await db.schema.dropIndex('products_sub_category_order_idx').ifExists().execute();
  await db.schema.dropIndex('products_category_order_idx').ifExists().execute();
}
