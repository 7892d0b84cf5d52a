import { sql, type Kysely } from 'kysely';

// Frozen in time: this file must never import application code.
//
// Each container size states how much it holds, as a number and a unit (ml, l, g, kg), so every
// price can carry its price per litre or per kilogram (German price indication ordinance, PAngV
// §4). Existing sizes get theirs from their name or slug (`400 ml`, `1 L`, `5kg`); a size whose
// name says no quantity keeps none until staff enter one.

const QUANTITY = /^\s*(\d+(?:[.,]\d+)?)\s*(ml|l|g|kg)\s*$/i;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('container_sizes').addColumn('quantity', 'double precision').execute();
  await db.schema.alterTable('container_sizes').addColumn('unit', 'text').execute();
  const { rows } = await sql<{
    id: number;
    name: string;
    slug: string;
  }>`select id, name, slug from container_sizes`.execute(db);
  for (const size of rows) {
    const match = QUANTITY.exec(size.name) ?? QUANTITY.exec(size.slug);
    if (!match) continue;
    const quantity = Number(match[1]!.replace(',', '.'));
    const unit = match[2]!.toLowerCase();
    await sql`update container_sizes set quantity = ${quantity}, unit = ${unit} where id = ${size.id}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('container_sizes').dropColumn('unit').execute();
  await db.schema.alterTable('container_sizes').dropColumn('quantity').execute();
}
