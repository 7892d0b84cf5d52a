import { type Kysely, sql } from 'kysely';

// Frozen in time: this file must never import application code.
//
// The imprint's statutory part (§ 5 DDG) is now written from the company's details. The demo's
// imprint said the same again in its own text: that part, its heading and the four paragraphs
// under it ending with the VAT identification number, is dropped. Any other text is left as it is.

const DEMO_COMPANY_PART = [
  /<h2>Information pursuant to § 5 DDG<\/h2>\s*(?:<p>(?:(?!<\/p>)[\s\S])*<\/p>\s*){3}<p>(?:(?!<\/p>)[\s\S])*VAT identification number:(?:(?!<\/p>)[\s\S])*<\/p>\s*/,
  /<h2>Angaben gemäß § 5 DDG<\/h2>\s*(?:<p>(?:(?!<\/p>)[\s\S])*<\/p>\s*){3}<p>(?:(?!<\/p>)[\s\S])*Umsatzsteuer-Identifikationsnummer:(?:(?!<\/p>)[\s\S])*<\/p>\s*/,
];

const withoutCompanyPart = (html: string | null) =>
  html === null ? null : DEMO_COMPANY_PART.reduce((text, part) => text.replace(part, ''), html);

export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ description: string; description_de: string | null }>`
    select description, description_de from legal_documents where kind = 'imprint'`.execute(db);
  for (const row of rows) {
    const description = withoutCompanyPart(row.description)!;
    const descriptionDe = withoutCompanyPart(row.description_de);
    if (description === row.description && descriptionDe === row.description_de) continue;
    await sql`update legal_documents set description = ${description}, description_de = ${descriptionDe}
      where kind = 'imprint'`.execute(db);
  }
}

// The dropped part repeated the company's details, which the page states from the record.
export async function down(): Promise<void> {}
