import { type Kysely, sql } from 'kysely';

// Frozen in time: this file must never import application code.
//
// Rich text is stored as it renders: each run of spaces and line breaks in its text as one space,
// and no space beside a block tag (no <pre> is allowed, so none of them was ever shown). A
// pretty-printed source stored before kept its line breaks, which the staff editor turned into
// <br> on the first edit. Tags and their attributes are left as they are.

/** Each table's key column and its rich-text columns. */
const RICH_TEXT: Record<string, { key: string; columns: string[] }> = {
  products: { key: 'id', columns: ['product_details', 'product_details_de'] },
  news: { key: 'id', columns: ['long_description', 'long_description_de'] },
  about_companies: { key: 'id', columns: ['description', 'description_de'] },
  legal_documents: { key: 'kind', columns: ['description', 'description_de'] },
};

const SPACE_BESIDE_BLOCK_TAG =
  / ?(<\/?(?:p|br|h[2-6]|blockquote|ul|ol|li|dl|dt|dd|figure|figcaption|hr|table|thead|tbody|tr|th|td|caption)\b[^>]*>) ?/g;

function asRendered(html: string): string {
  return html
    .split(/(<[^>]*>)/)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/[\t\n\r\f ]+/g, ' ')))
    .join('')
    .replace(SPACE_BESIDE_BLOCK_TAG, '$1')
    .trim();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, { key, columns }] of Object.entries(RICH_TEXT)) {
    for (const column of columns) {
      const { rows } = await sql<{ key: number | string; html: string | null }>`
        select ${sql.ref(key)} as key, ${sql.ref(column)} as html from ${sql.table(table)}`.execute(db);
      for (const row of rows) {
        if (row.html === null) continue;
        const rendered = asRendered(row.html);
        if (rendered === row.html) continue;
        await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${rendered}
          where ${sql.ref(key)} = ${row.key}`.execute(db);
      }
    }
  }
}

// The line breaks and indentation are gone for good; nothing a visitor saw depended on them.
export async function down(): Promise<void> {}
