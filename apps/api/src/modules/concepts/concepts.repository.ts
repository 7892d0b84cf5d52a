import type { Kysely } from 'kysely';
import type { ConceptCategory, ConceptCategorySummary } from '@rennfeld/contract';
import { toIsoTimestamp, type Database } from '../../db/database.ts';

type Db = Kysely<Database>;

const SUMMARY_COLUMNS = ['id', 'name', 'slug', 'image', 'short_desc', 'created_at'] as const;

export async function listConceptCategories(db: Db): Promise<ConceptCategorySummary[]> {
  const rows = await db
    .selectFrom('concept_categories')
    .select(SUMMARY_COLUMNS)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, created_at: toIsoTimestamp(row.created_at) }));
}

export async function findConceptCategoryBySlug(db: Db, slug: string): Promise<ConceptCategory | undefined> {
  const [row, concepts] = await Promise.all([
    db.selectFrom('concept_categories').select(SUMMARY_COLUMNS).where('slug', '=', slug).executeTakeFirst(),
    db
      .selectFrom('concepts')
      .innerJoin('concept_categories', 'concept_categories.id', 'concepts.concept_category_id')
      .select(['concepts.id', 'concepts.name', 'concepts.image'])
      .where('concept_categories.slug', '=', slug)
      .orderBy('concepts.position')
      .orderBy('concepts.id')
      .execute(),
  ]);
  if (!row) return undefined;
  return { ...row, created_at: toIsoTimestamp(row.created_at), concepts };
}
