import type { Kysely } from 'kysely';

// Frozen in time: this file must never import application code.
//
// Real-user timings (decision 053): how many page views' values of a metric fell into each of its
// histogram buckets, per UTC day, page route and language. Counters only: nothing about a visitor.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('web_vitals')
    .addColumn('day', 'varchar(10)', (col) => col.notNull())
    .addColumn('route', 'varchar(64)', (col) => col.notNull())
    .addColumn('language', 'varchar(2)', (col) => col.notNull())
    .addColumn('metric', 'varchar(8)', (col) => col.notNull())
    .addColumn('bucket', 'integer', (col) => col.notNull())
    .addColumn('count', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('web_vitals_pkey', ['day', 'route', 'language', 'metric', 'bucket'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('web_vitals').execute();
}
