import type { Kysely } from 'kysely';

// Frozen in time: this file must never import application code.
//
// Editing the company pages in the staff area: a version on team members, partnerships and the
// about-company blocks (see 2026-11-25-0001).

const TABLES = ['team_members', 'partnerships', 'about_companies'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn('version').execute();
}
