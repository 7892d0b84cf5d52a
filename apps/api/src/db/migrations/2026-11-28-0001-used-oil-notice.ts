import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: this file must never import application code.
//
// The take-back notice German law asks of sellers of engine and gear oils (AltölV §8), decision 046:
// - a category says whether its products carry the notice (0 or 1), and a product may say
//   otherwise (null: as its category);
// - company_details holds the brand's own details once (name, address, register, VAT id): the
//   notice names its take-back address, and the imprint states them. One row, id 1, empty until
//   staff or a content folder fill it. Product pages show them, so a change moves both revision
//   counters (the catalogue cache's and the page cache's), as a change of a product does.

const COUNTERS = [
  { table: 'catalogue_revision', suffix: 'revision', fn: 'bump_catalogue_revision' },
  { table: 'content_revision', suffix: 'content_revision', fn: 'bump_content_revision' },
];

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('categories')
    .addColumn('used_oil_notice', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('products').addColumn('used_oil_notice', 'integer').execute();

  await db.schema
    .createTable('company_details')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('street', 'varchar(200)', (col) => col.notNull())
    .addColumn('postal_code', 'varchar(20)', (col) => col.notNull())
    .addColumn('city', 'varchar(100)', (col) => col.notNull())
    .addColumn('country', 'varchar(100)', (col) => col.notNull())
    .addColumn('phone', 'varchar(50)', (col) => col.notNull())
    .addColumn('email', 'varchar(255)', (col) => col.notNull())
    .addColumn('managing_directors', 'varchar(300)', (col) => col.notNull())
    .addColumn('register_court', 'varchar(100)', (col) => col.notNull())
    .addColumn('register_number', 'varchar(50)', (col) => col.notNull())
    .addColumn('vat_id', 'varchar(30)', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
    .execute();
  await sql`insert into company_details (id, name, street, postal_code, city, country, phone, email,
    managing_directors, register_court, register_number, vat_id)
    values (1, '', '', '', '', '', '', '', '', '', '', '')`.execute(db);

  for (const counter of COUNTERS) {
    if (isPostgres(db)) {
      // The counters' functions exist since their own migrations.
      await sql`create trigger ${sql.id(`company_details_${counter.suffix}`)}
        after insert or update or delete or truncate on company_details
        for each statement execute function ${sql.id(counter.fn)}()`.execute(db);
    } else {
      for (const event of ['insert', 'update', 'delete']) {
        await sql`create trigger ${sql.id(`company_details_${event}_${counter.suffix}`)}
          after ${sql.raw(event)} on company_details begin
            update ${sql.id(counter.table)} set revision = revision + 1 where id = 1;
          end`.execute(db);
      }
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Its triggers go with the table.
  await db.schema.dropTable('company_details').execute();
  await db.schema.alterTable('products').dropColumn('used_oil_notice').execute();
  await db.schema.alterTable('categories').dropColumn('used_oil_notice').execute();
}
