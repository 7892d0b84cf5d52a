import type { Kysely } from 'kysely';

// Frozen in time: this file must never import application code.
//
// Content in German beside English (issue 16, decision 049): every text column visitors read gets
// a German twin named `<column>_de`, null until someone writes the German. Answers in German fall
// back to the English column where it is null. Product and brand names, slugs and filter labels
// (codes, names and unit symbols) are the same in both languages and get no twin.

const GERMAN_COLUMNS: Record<string, string[]> = {
  categories: ['name', 'description'],
  sub_categories: ['name'],
  products: ['product_details', 'product_summary'],
  news: ['name', 'short_description', 'long_description'],
  concept_categories: ['name', 'short_desc'],
  concepts: ['name'],
  catalogues: ['name'],
  team_members: ['department'],
  about_companies: ['description'],
  partnerships: ['partner_detail'],
  legal_documents: ['description'],
};

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, columns] of Object.entries(GERMAN_COLUMNS)) {
    for (const column of columns) {
      await db.schema.alterTable(table).addColumn(`${column}_de`, 'text').execute();
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table, columns] of Object.entries(GERMAN_COLUMNS)) {
    for (const column of columns) {
      await db.schema.alterTable(table).dropColumn(`${column}_de`).execute();
    }
  }
}
