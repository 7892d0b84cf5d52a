import { sql, type Kysely, type UpdateObject } from 'kysely';
import type { Database } from '../db/database.ts';

/** The tables whose rows staff save whole over a version (migrations 2026-11-25-0001 to 2026-11-26-0001). */
type VersionedTable =
  | 'news'
  | 'categories'
  | 'products'
  | 'brands'
  | 'manufacturers'
  | 'viscosities'
  | 'specification_areas'
  | 'container_sizes'
  | 'approvals'
  | 'team_members'
  | 'partnerships'
  | 'about_companies'
  | 'concept_categories'
  | 'catalogues';

/**
 * Writes `columns` over the row `id` if it is still at `version`, and raises the version: the
 * optimistic check of every content save. False when another save came first (or the row is gone).
 */
export async function updateAtVersion<Table extends VersionedTable>(
  db: Kysely<Database>,
  table: Table,
  id: number,
  version: number,
  columns: UpdateObject<Database, Table>,
): Promise<boolean> {
  const result = await db
    .updateTable(table as VersionedTable)
    .set({ ...columns, version: sql`version + 1` } as UpdateObject<Database, VersionedTable>)
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
