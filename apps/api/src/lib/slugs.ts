import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';

/** The tables whose rows have a slug unique in the table. */
export type SluggedTable =
  | 'news'
  | 'categories'
  | 'products'
  | 'concept_categories'
  | 'catalogues'
  | 'brands'
  | 'manufacturers'
  | 'viscosities'
  | 'specification_areas'
  | 'container_sizes'
  | 'approvals';

/** Whether a row of `table` other than `exceptId` has this slug. */
export async function isSlugTaken(
  db: Kysely<Database>,
  table: SluggedTable,
  slug: string,
  exceptId?: number,
): Promise<boolean> {
  let query = db
    .selectFrom(table as 'news')
    .select('id')
    .where('slug', '=', slug);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}
