import type { Kysely } from 'kysely';
import type { Concept, ConceptCategory, ConceptCategorySummary, SiteLocale } from '@rennfeld/contract';
import type { ConceptCategoryInput, ConceptCategoryListQuery, ConceptCategoryRecord } from '@rennfeld/contract/staff';
import { toIsoTimestamp, type Database } from '../../db/database.ts';
import { type ListPage, readListPageInBatch } from '../../lib/list-page.ts';
import { type PreviewedRecord, toPreviewState } from '../../lib/staff-preview.ts';
import { anyColumnContains } from '../../lib/text-search.ts';
import { updateAtVersion } from '../../lib/versioned-update.ts';
import { createTextPicker, germanColumn } from '../../lib/content-language.ts';

type Db = Kysely<Database>;

const SUMMARY_COLUMNS = [
  'id',
  'name',
  'name_de',
  'slug',
  'image',
  'short_desc',
  'short_desc_de',
  'created_at',
] as const;

type SummaryRow = {
  id: number;
  name: string;
  name_de: string | null;
  slug: string;
  image: string;
  short_desc: string;
  short_desc_de: string | null;
  created_at: Date | string;
};

/** A category's summary in the asked language. */
function toSummary(row: SummaryRow, locale: SiteLocale): ConceptCategorySummary {
  const texts = createTextPicker(locale);
  return {
    id: row.id,
    name: texts.pick('name', row.name, row.name_de),
    slug: row.slug,
    image: row.image,
    short_desc: texts.pick('short_desc', row.short_desc, row.short_desc_de),
    created_at: toIsoTimestamp(row.created_at),
    ...texts.fallbacks(),
  };
}

function toConcept(
  row: { id: number; name: string; name_de: string | null; image: string },
  locale: SiteLocale,
): Concept {
  const texts = createTextPicker(locale);
  return { id: row.id, name: texts.pick('name', row.name, row.name_de), image: row.image, ...texts.fallbacks() };
}

export async function listConceptCategories(db: Db, locale: SiteLocale): Promise<ConceptCategorySummary[]> {
  const rows = await db
    .selectFrom('concept_categories')
    .select(SUMMARY_COLUMNS)
    .where('status', '=', 'published')
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => toSummary(row, locale));
}

export async function findConceptCategoryBySlug(
  db: Db,
  slug: string,
  locale: SiteLocale,
): Promise<ConceptCategory | undefined> {
  const [row, concepts] = await Promise.all([
    db
      .selectFrom('concept_categories')
      .select(SUMMARY_COLUMNS)
      .where('slug', '=', slug)
      .where('status', '=', 'published')
      .executeTakeFirst(),
    conceptsOfCategoryQuery(db, slug).where('concepts.status', '=', 'published').execute(),
  ]);
  if (!row) return undefined;
  return toCategory(row, concepts, locale);
}

function toCategory(
  row: SummaryRow,
  concepts: { id: number; name: string; name_de: string | null; image: string }[],
  locale: SiteLocale,
): ConceptCategory {
  const { untranslated, ...summary } = toSummary(row, locale);
  return {
    ...summary,
    concepts: concepts.map((concept) => toConcept(concept, locale)),
    ...(untranslated ? { untranslated } : {}),
  };
}

/** A concept category's concepts, in their order. */
function conceptsOfCategoryQuery(db: Db, slug: string) {
  return db
    .selectFrom('concepts')
    .innerJoin('concept_categories', 'concept_categories.id', 'concepts.concept_category_id')
    .select(['concepts.id', 'concepts.name', 'concepts.name_de', 'concepts.image'])
    .where('concept_categories.slug', '=', slug)
    .orderBy('concepts.position')
    .orderBy('concepts.id');
}

/**
 * A concept category for a staff preview, drafts included (the category and its concepts). Its
 * state is `draft` when visitors see less than the preview shows: the category, or one of its
 * concepts, is a draft.
 */
export async function findConceptCategoryPreviewBySlug(
  db: Db,
  slug: string,
  locale: SiteLocale,
): Promise<PreviewedRecord<ConceptCategory> | undefined> {
  const [row, concepts] = await Promise.all([
    db
      .selectFrom('concept_categories')
      .select([...SUMMARY_COLUMNS, 'status'])
      .where('slug', '=', slug)
      .executeTakeFirst(),
    conceptsOfCategoryQuery(db, slug).select('concepts.status').execute(),
  ]);
  if (!row) return undefined;
  const { status, ...category } = row;
  const hasDrafts = status === 'draft' || concepts.some((concept) => concept.status === 'draft');
  return {
    record: toCategory(category, concepts, locale),
    state: hasDrafts ? 'draft' : toPreviewState(status),
  };
}

// The staff area's concept categories, drafts included, each with its concepts.

const RECORD_SORT_COLUMNS = { position: 'position', name: 'name', updatedAt: 'updated_at' } as const;
const recordColumns = [
  'id',
  'version',
  'name',
  'name_de',
  'slug',
  'image',
  'short_desc',
  'short_desc_de',
  'status',
  'position',
  'updated_at',
] as const;

async function toConceptCategoryRecords(
  db: Db,
  rows: {
    id: number;
    version: number;
    name: string;
    name_de: string | null;
    slug: string;
    image: string;
    short_desc: string;
    short_desc_de: string | null;
    status: string;
    position: number;
    updated_at: Date | string;
  }[],
): Promise<ConceptCategoryRecord[]> {
  if (rows.length === 0) return [];
  const concepts = await db
    .selectFrom('concepts')
    .select(['id', 'concept_category_id', 'name', 'name_de', 'image', 'status'])
    .where(
      'concept_category_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    version: row.version,
    name: row.name,
    nameDe: row.name_de ?? '',
    slug: row.slug,
    image: row.image,
    shortDescription: row.short_desc,
    shortDescriptionDe: row.short_desc_de ?? '',
    status: row.status as ConceptCategoryRecord['status'],
    position: row.position,
    concepts: concepts
      .filter((concept) => concept.concept_category_id === row.id)
      .map(({ id, name, name_de, image, status }) => ({
        id,
        name,
        nameDe: name_de ?? '',
        image,
        status: status as ConceptCategoryRecord['status'],
      })),
    updatedAt: toIsoTimestamp(row.updated_at),
  }));
}

export async function listConceptCategoryRecords(
  db: Db,
  { page, perPage, sort, order, q, status }: ConceptCategoryListQuery,
): Promise<ListPage<ConceptCategoryRecord>> {
  let query = db.selectFrom('concept_categories');
  if (q) query = query.where(anyColumnContains(['name', 'slug'], q));
  if (status) query = query.where('status', '=', status);
  return readListPageInBatch(
    query,
    (filtered) => filtered.select(recordColumns),
    { page, perPage, order, sortColumn: RECORD_SORT_COLUMNS[sort] },
    (rows) => toConceptCategoryRecords(db, rows),
  );
}

export async function findConceptCategoryRecord(db: Db, id: number): Promise<ConceptCategoryRecord | undefined> {
  const row = await db.selectFrom('concept_categories').select(recordColumns).where('id', '=', id).executeTakeFirst();
  return row && (await toConceptCategoryRecords(db, [row]))[0];
}

function toConceptCategoryColumns(input: ConceptCategoryInput) {
  return {
    name: input.name,
    name_de: germanColumn(input.nameDe),
    slug: input.slug,
    image: input.image,
    short_desc: input.shortDescription,
    short_desc_de: germanColumn(input.shortDescriptionDe),
    status: input.status,
    position: input.position,
    updated_at: new Date().toISOString(),
    ...(input.createdAt ? { created_at: new Date(input.createdAt).toISOString() } : {}),
  };
}

export async function insertConceptCategory(db: Db, input: ConceptCategoryInput): Promise<number> {
  const columns = toConceptCategoryColumns(input);
  const { id } = await db
    .insertInto('concept_categories')
    .values({ ...columns, created_at: columns.created_at ?? columns.updated_at })
    .returning('id')
    .executeTakeFirstOrThrow();
  await replaceConcepts(db, id, input.concepts);
  return id;
}

/** Saves over `version`, concepts included; false when the record moved past it (or is gone). */
export async function updateConceptCategory(
  db: Db,
  id: number,
  version: number,
  input: ConceptCategoryInput,
): Promise<boolean> {
  if (!(await updateAtVersion(db, 'concept_categories', id, version, toConceptCategoryColumns(input)))) return false;
  await replaceConcepts(db, id, input.concepts);
  return true;
}

/** Makes the category's concepts the listed ones, in their order: listed ids are kept, the rest removed. */
async function replaceConcepts(db: Db, categoryId: number, concepts: ConceptCategoryInput['concepts']): Promise<void> {
  const kept = concepts.flatMap((concept) => (concept.id === undefined ? [] : [concept.id]));
  let removal = db.deleteFrom('concepts').where('concept_category_id', '=', categoryId);
  if (kept.length > 0) removal = removal.where('id', 'not in', kept);
  await removal.execute();
  for (const [position, concept] of concepts.entries()) {
    const columns = {
      name: concept.name,
      name_de: germanColumn(concept.nameDe),
      image: concept.image,
      status: concept.status,
      position,
    };
    if (concept.id === undefined) {
      await db
        .insertInto('concepts')
        .values({ ...columns, concept_category_id: categoryId })
        .execute();
    } else {
      await db.updateTable('concepts').set(columns).where('id', '=', concept.id).execute();
    }
  }
}

export async function deleteConceptCategory(db: Db, id: number): Promise<void> {
  await db.deleteFrom('concepts').where('concept_category_id', '=', id).execute();
  await db.deleteFrom('concept_categories').where('id', '=', id).execute();
}
