import { type Kysely, sql } from 'kysely';

// Frozen in time: this file must never import application code.
//
// The company's country is stored as its ISO 3166-1 code, so that each page can name it in its
// own language ("Deutschland" on the German imprint). A name in English or German of one of the
// countries staff may choose becomes its code; anything else is left for staff to choose anew.

const COUNTRIES = [
  'DE',
  'AT',
  'BE',
  'BG',
  'CH',
  'CY',
  'CZ',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GB',
  'GR',
  'HR',
  'HU',
  'IE',
  'IS',
  'IT',
  'LI',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'NO',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
];

function codeOf(name: string): string | undefined {
  const wanted = name.trim().toLowerCase();
  for (const language of ['en', 'de']) {
    const names = new Intl.DisplayNames([language], { type: 'region' });
    const code = COUNTRIES.find((country) => names.of(country)?.toLowerCase() === wanted);
    if (code) return code;
  }
  return COUNTRIES.find((country) => country.toLowerCase() === wanted);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ id: number; country: string }>`select id, country from company_details`.execute(db);
  for (const row of rows) {
    const code = codeOf(row.country);
    if (code && code !== row.country) {
      await sql`update company_details set country = ${code} where id = ${row.id}`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  const { rows } = await sql<{ id: number; country: string }>`select id, country from company_details`.execute(db);
  for (const row of rows) {
    if (COUNTRIES.includes(row.country)) {
      await sql`update company_details set country = ${names.of(row.country)} where id = ${row.id}`.execute(db);
    }
  }
}
