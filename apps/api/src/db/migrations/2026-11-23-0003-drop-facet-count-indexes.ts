import type { Kysely } from 'kysely';

// Frozen in time: this file must never import application code.
//
// The two facet-count indexes of 2026-11-22-0002 served SQL facet counts. Listings now count
// facets in memory (the facet index, built from the covering order indexes of 2026-11-22-0003),
// so no query reads them, and every catalogue write paid for keeping them. Every statement is
// idempotent.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('products_category_facets_idx').ifExists().execute();
  await db.schema.dropIndex('products_sub_category_facets_idx').ifExists().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
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
}
