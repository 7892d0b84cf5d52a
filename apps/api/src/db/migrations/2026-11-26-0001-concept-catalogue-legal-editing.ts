import type { Kysely } from 'kysely';

// Frozen in time: this file must never import application code.
//
// Editing concepts, catalogues and the legal texts in the staff area (see 2026-11-25-0001):
// - `version` on concept categories, catalogues and legal documents, saved whole over it;
// - a state (draft or published) on concept categories, concepts and catalogues. What exists is
//   published.

const VERSIONED_TABLES = ['concept_categories', 'catalogues', 'legal_documents'];
const PUBLISHABLE_TABLES = ['concept_categories', 'concepts', 'catalogues'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of VERSIONED_TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
      .execute();
  }
  for (const table of PUBLISHABLE_TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('status', 'text', (col) => col.notNull().defaultTo('published'))
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of PUBLISHABLE_TABLES) await db.schema.alterTable(table).dropColumn('status').execute();
  for (const table of VERSIONED_TABLES) await db.schema.alterTable(table).dropColumn('version').execute();
}
