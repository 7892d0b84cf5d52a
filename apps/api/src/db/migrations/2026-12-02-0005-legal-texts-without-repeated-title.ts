import { type Kysely, sql } from 'kysely';

// Frozen in time: this file must never import application code.
//
// A legal page shows its title as the page's heading; the demo's texts began with the same title
// again as their own <h2>, with their sections as <h3>. A text that begins with exactly that
// heading loses it and its section headings move up one level; any other text is left as it is.

const DEMO_TITLES: Record<string, { en: string; de: string }> = {
  privacyPolicy: { en: 'Privacy Policy', de: 'Datenschutzerklärung' },
  terms: { en: 'Terms and Conditions', de: 'Allgemeine Geschäftsbedingungen' },
  copyright: { en: 'Copyright', de: 'Urheberrecht' },
  imprint: { en: 'Imprint', de: 'Impressum' },
};

export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ kind: string; description: string; description_de: string | null }>`
    select kind, description, description_de from legal_documents`.execute(db);
  for (const row of rows) {
    const titles = DEMO_TITLES[row.kind];
    if (!titles) continue;
    const without = (html: string | null, title: string) =>
      html?.startsWith(`<h2>${title}</h2>`)
        ? html
            .slice(`<h2>${title}</h2>`.length)
            .trimStart()
            .replace(/<(\/?)h([34])>/g, (_, slash: string, level: string) => `<${slash}h${Number(level) - 1}>`)
        : html;
    const description = without(row.description, titles.en);
    const descriptionDe = without(row.description_de, titles.de);
    if (description === row.description && descriptionDe === row.description_de) continue;
    await sql`update legal_documents set description = ${description}, description_de = ${descriptionDe}
      where kind = ${row.kind}`.execute(db);
  }
}

// The repeated heading said nothing the page's own heading does not.
export async function down(): Promise<void> {}
