import { type Kysely, sql } from 'kysely';

// Frozen in time: this file must never import application code.
//
// A product's search text also holds its category's and sub-category's names in English and
// German, so that "Motoröl" finds the engine oils. The text is written as the application writes
// it at the time of this migration: each part normalised (accents dropped, lower case, letters
// and digits only), then each of its words, no word twice, between spaces.

const normalise = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

function searchText(parts: Array<string | null>): string {
  const words = parts
    .filter((part): part is string => Boolean(part))
    .flatMap((part) => [normalise(part), ...part.split(/\s+/).map(normalise)])
    .filter((word) => word.length > 0);
  return ` ${[...new Set(words)].join(' ')} `;
}

interface Row {
  id: number;
  name: string;
  viscosity: string | null;
  specification_area: string | null;
  brand: string | null;
  category: string | null;
  category_de: string | null;
  sub_category: string | null;
  sub_category_de: string | null;
}

async function rewrite(db: Kysely<unknown>, withCategories: boolean): Promise<void> {
  const { rows } = await sql<Row>`
    select p.id, p.name, v.name as viscosity, s.name as specification_area, b.name as brand,
      c.name as category, c.name_de as category_de, sc.name as sub_category, sc.name_de as sub_category_de
    from products p
    left join viscosities v on v.id = p.viscosity_id
    left join specification_areas s on s.id = p.specification_area_id
    left join brands b on b.id = p.brand_id
    left join categories c on c.id = p.category_id
    left join sub_categories sc on sc.id = p.sub_category_id`.execute(db);
  for (const row of rows) {
    const parts = [row.name, row.viscosity, row.specification_area, row.brand];
    if (withCategories) parts.push(row.category, row.category_de, row.sub_category, row.sub_category_de);
    await sql`update products set search_text = ${searchText(parts)} where id = ${row.id}`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await rewrite(db, true);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await rewrite(db, false);
}
