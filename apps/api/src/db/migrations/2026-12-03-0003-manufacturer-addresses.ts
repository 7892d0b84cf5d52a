import type { Kysely } from 'kysely';

// Frozen in time: this file must never import application code.
//
// Every product page states its manufacturer's postal and e-mail address and, for one outside the
// EEA, its responsible person in the EEA (GPSR, Regulation (EU) 2023/988, Art. 19). Countries are
// ISO 3166-1 codes. Empty until staff or a content folder fill them in.

const COLUMNS = [
  'street',
  'postal_code',
  'city',
  'country',
  'email',
  'responsible_person_name',
  'responsible_person_street',
  'responsible_person_postal_code',
  'responsible_person_city',
  'responsible_person_country',
  'responsible_person_email',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of COLUMNS) {
    await db.schema
      .alterTable('manufacturers')
      .addColumn(column, 'text', (col) => col.notNull().defaultTo(''))
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of COLUMNS.toReversed()) {
    await db.schema.alterTable('manufacturers').dropColumn(column).execute();
  }
}
