import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: this file must never import application code.
//
// On SQLite, how many products hold each trigram of the search index: an `fts5vocab` view of
// products_search (no storage of its own), from which a search picks the rarest trigram of each
// word to look up. PostgreSQL's pg_trgm index chooses for itself.

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  await sql`create virtual table if not exists products_search_vocab using fts5vocab(products_search, row)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  await sql`drop table if exists products_search_vocab`.execute(db);
}
