import type { Kysely } from 'kysely';

// Frozen in time: this file must never import application code.
//
// Editing products and the filter vocabularies in the staff area: a version on each (see
// 2026-11-25-0001), a state on products (a draft is seen by staff only), and a stock state on
// each container size of a product. Existing products are published and in stock.

const ATTRIBUTE_TABLES = ['brands', 'manufacturers', 'viscosities', 'specification_areas', 'container_sizes'];
const ATTRIBUTE_COLUMNS = ['brand_id', 'manufacturer_id', 'viscosity_id', 'specification_area_id'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['products', ...ATTRIBUTE_TABLES]) {
    await db.schema
      .alterTable(table)
      .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
      .execute();
  }
  await db.schema
    .alterTable('products')
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('published'))
    .execute();
  await db.schema
    .alterTable('product_variants')
    .addColumn('stock_status', 'text', (col) => col.notNull().defaultTo('in_stock'))
    .execute();
  // The filter bar offers a value when a product that is not a draft uses it: the state beside
  // the value in the index keeps that one probe per value, read from the index alone.
  for (const column of ATTRIBUTE_COLUMNS) {
    await db.schema.createIndex(`products_${column}_status_idx`).on('products').columns([column, 'status']).execute();
    await db.schema.dropIndex(`products_${column}_idx`).execute();
  }
  // The staff list's orders: the most recently changed first (also of one state), by name.
  await db.schema.createIndex('products_updated_at_idx').on('products').column('updated_at').execute();
  await db.schema
    .createIndex('products_status_updated_at_idx')
    .on('products')
    .columns(['status', 'updated_at'])
    .execute();
  await db.schema.createIndex('products_name_idx').on('products').column('name').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('products_name_idx').execute();
  await db.schema.dropIndex('products_status_updated_at_idx').execute();
  await db.schema.dropIndex('products_updated_at_idx').execute();
  for (const column of ATTRIBUTE_COLUMNS) {
    await db.schema.createIndex(`products_${column}_idx`).on('products').column(column).execute();
    await db.schema.dropIndex(`products_${column}_status_idx`).execute();
  }
  await db.schema.alterTable('product_variants').dropColumn('stock_status').execute();
  await db.schema.alterTable('products').dropColumn('status').execute();
  for (const table of ['products', ...ATTRIBUTE_TABLES]) {
    await db.schema.alterTable(table).dropColumn('version').execute();
  }
}
