import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: this file must never import application code.
//
// Each size's stock becomes a quantity (decision 101): a whole number, or null where the brand
// does not track it (always available). "In stock" was null, "out of stock" 0. Orders take stock
// many times a second, so a change of the quantity alone moves content_revision only when the
// size's availability flips; every other write to the table still moves it.

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** The table's columns other than the quantity, as of this migration (SQLite names them). */
const OTHER_COLUMNS = ['id', 'product_id', 'container_size_id', 'product_number', 'price_minor', 'gtin'];

const AVAILABILITY_FLIPS = sql.raw(
  '(old.stock_quantity is null or old.stock_quantity > 0) <> (new.stock_quantity is null or new.stock_quantity > 0)',
);

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('product_variants')
    .addColumn('stock_quantity', 'integer', (col) => col.check(sql`stock_quantity >= 0`))
    .execute();
  await sql`update product_variants set stock_quantity = 0 where stock_status = 'out_of_stock'`.execute(db);
  await db.schema.alterTable('product_variants').dropColumn('stock_status').execute();

  if (isPostgres(db)) {
    await sql`drop trigger if exists product_variants_content_revision on product_variants`.execute(db);
    await sql`create trigger product_variants_content_revision
      after insert or delete or truncate on product_variants
      for each statement execute function bump_content_revision()`.execute(db);
    await sql`create or replace function bump_content_revision_per_row() returns trigger language plpgsql as $$
      begin
        update content_revision set revision = revision + 1 where id = 1;
        return null;
      end $$`.execute(db);
    await sql`create trigger product_variants_update_content_revision
      after update on product_variants for each row
      when ((to_jsonb(old) - 'stock_quantity') is distinct from (to_jsonb(new) - 'stock_quantity')
        or ${AVAILABILITY_FLIPS})
      execute function bump_content_revision_per_row()`.execute(db);
    return;
  }
  await sql`drop trigger if exists product_variants_update_content_revision`.execute(db);
  await sql`create trigger product_variants_update_content_revision
    after update of ${sql.join(OTHER_COLUMNS.map((column) => sql.id(column)))} on product_variants begin
      update content_revision set revision = revision + 1 where id = 1;
    end`.execute(db);
  await sql`create trigger product_variants_stock_content_revision
    after update of stock_quantity on product_variants when ${AVAILABILITY_FLIPS} begin
      update content_revision set revision = revision + 1 where id = 1;
    end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger if exists product_variants_update_content_revision on product_variants`.execute(db);
    await sql`drop function if exists bump_content_revision_per_row()`.execute(db);
    await sql`drop trigger if exists product_variants_content_revision on product_variants`.execute(db);
    await sql`create trigger product_variants_content_revision
      after insert or update or delete or truncate on product_variants
      for each statement execute function bump_content_revision()`.execute(db);
  } else {
    await sql`drop trigger if exists product_variants_stock_content_revision`.execute(db);
    await sql`drop trigger if exists product_variants_update_content_revision`.execute(db);
    await sql`create trigger product_variants_update_content_revision
      after update on product_variants begin
        update content_revision set revision = revision + 1 where id = 1;
      end`.execute(db);
  }
  await db.schema
    .alterTable('product_variants')
    .addColumn('stock_status', 'text', (col) => col.notNull().defaultTo('in_stock'))
    .execute();
  await sql`update product_variants set stock_status = 'out_of_stock' where stock_quantity = 0`.execute(db);
  await db.schema.alterTable('product_variants').dropColumn('stock_quantity').execute();
}
