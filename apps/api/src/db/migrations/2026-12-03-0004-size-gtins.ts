import type { Kysely } from 'kysely';

// Frozen in time: this file must never import application code.
//
// A product's size may carry its GTIN (EAN), the identifier the product page states beside the
// product number (GPSR Art. 19). '' where the brand has none.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('product_variants')
    .addColumn('gtin', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('product_variants').dropColumn('gtin').execute();
}
