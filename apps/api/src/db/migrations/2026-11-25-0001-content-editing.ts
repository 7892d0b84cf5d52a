import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: this file must never import application code.
//
// Editing content in the staff area, first for news and categories:
// - `version` on every record staff edit as one form: a save names the version it started from
//   and is refused when another save came first (optimistic concurrency).
// - news gains a state (draft or published) and a publication time, which may lie ahead; what
//   visitors see is published and due. Existing news is published at the time it was made.
// - redirects keep a page's old address working after its slug changed (a 301 to the new one).
// - an audit event may carry the record before and after the change, as JSON text.

const VERSIONED_TABLES = ['news', 'categories'];

export async function up(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;

  for (const table of VERSIONED_TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
      .execute();
  }

  await db.schema
    .alterTable('news')
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('published'))
    .execute();
  await db.schema.alterTable('news').addColumn('published_at', 'timestamptz').execute();
  // SQLite compares timestamps as text: every publication time is written as ISO 8601 in UTC.
  await db
    .updateTable('news' as never)
    .set({
      published_at: isPostgres ? sql`created_at` : sql`strftime('%Y-%m-%dT%H:%M:%fZ', created_at)`,
    } as never)
    .execute();
  await db.schema.createIndex('news_publication_idx').on('news').columns(['status', 'published_at']).execute();

  await db.schema
    .createTable('redirects')
    .addColumn('from_path', 'text', (col) => col.primaryKey())
    .addColumn('to_path', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
    .execute();
  await db.schema.createIndex('redirects_to_path_idx').on('redirects').column('to_path').execute();

  await db.schema.alterTable('audit_events').addColumn('changes', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('audit_events').dropColumn('changes').execute();
  await db.schema.dropTable('redirects').execute();
  await db.schema.dropIndex('news_publication_idx').execute();
  await db.schema.alterTable('news').dropColumn('published_at').execute();
  await db.schema.alterTable('news').dropColumn('status').execute();
  for (const table of VERSIONED_TABLES) await db.schema.alterTable(table).dropColumn('version').execute();
}
