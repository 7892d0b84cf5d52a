import type { Kysely } from 'kysely';
import type { Category, SiteLocale } from '@rennfeld/contract';
import type { CategoryInput, CategoryRecord, CategoryRecordListQuery } from '@rennfeld/contract/staff';
import { toIsoTimestamp, type Database } from '../../db/database.ts';
import { type ListPage, readListPageInBatch } from '../../lib/list-page.ts';
import { updateAtVersion } from '../../lib/versioned-update.ts';
import { anyColumnContains } from '../../lib/text-search.ts';
import { createTextPicker, germanColumn } from '../../lib/content-language.ts';
import { rewriteProductSearchText } from '../../lib/product-search/search-text.ts';

export async function listCategories(db: Kysely<Database>, locale: SiteLocale): Promise<Category[]> {
  const [categories, subCategories] = await Promise.all([
    db
      .selectFrom('categories')
      .select(['id', 'name', 'name_de', 'slug', 'description', 'description_de', 'image'])
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('sub_categories')
      .select(['id', 'category_id', 'name', 'name_de', 'slug'])
      .orderBy('position')
      .orderBy('id')
      .execute(),
  ]);
  return categories.map((category) => {
    const texts = createTextPicker(locale);
    return {
      id: category.id,
      name: texts.pick('name', category.name, category.name_de),
      description: texts.pick('description', category.description, category.description_de),
      slug: category.slug,
      image: category.image,
      sub_categories: subCategories
        .filter((sub) => sub.category_id === category.id)
        .map((sub) => {
          const subTexts = createTextPicker(locale);
          return {
            id: sub.id,
            name: subTexts.pick('name', sub.name, sub.name_de),
            slug: sub.slug,
            ...subTexts.fallbacks(),
          };
        }),
      ...texts.fallbacks(),
    };
  });
}

// The staff area's categories, each with its sub-categories and how many products it holds.

type Db = Kysely<Database>;

const RECORD_SORT_COLUMNS = { position: 'position', name: 'name', updatedAt: 'updated_at' } as const;
const recordColumns = [
  'id',
  'version',
  'name',
  'name_de',
  'slug',
  'description',
  'description_de',
  'image',
  'position',
  'used_oil_notice',
  'updated_at',
] as const;

async function toCategoryRecords(
  db: Db,
  rows: {
    id: number;
    version: number;
    name: string;
    name_de: string | null;
    slug: string;
    description: string;
    description_de: string | null;
    image: string;
    position: number;
    used_oil_notice: number;
    updated_at: Date | string;
  }[],
): Promise<CategoryRecord[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [subCategories, counts] = await Promise.all([
    db
      .selectFrom('sub_categories')
      .select(['id', 'category_id', 'name', 'name_de', 'slug'])
      .where('category_id', 'in', ids)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('products')
      .select(['category_id', (eb) => eb.fn.countAll<number | string>().as('count')])
      .where('category_id', 'in', ids)
      .groupBy('category_id')
      .execute(),
  ]);
  return rows.map((row) => ({
    id: row.id,
    version: row.version,
    name: row.name,
    nameDe: row.name_de ?? '',
    slug: row.slug,
    description: row.description,
    descriptionDe: row.description_de ?? '',
    image: row.image,
    position: row.position,
    usedOilNotice: row.used_oil_notice === 1,
    subCategories: subCategories
      .filter((sub) => sub.category_id === row.id)
      .map((sub) => ({ id: sub.id, name: sub.name, nameDe: sub.name_de ?? '', slug: sub.slug })),
    productCount: Number(counts.find((count) => count.category_id === row.id)?.count ?? 0),
    updatedAt: toIsoTimestamp(row.updated_at),
  }));
}

export async function listCategoryRecords(
  db: Db,
  { page, perPage, sort, order, q }: CategoryRecordListQuery,
): Promise<ListPage<CategoryRecord>> {
  let query = db.selectFrom('categories');
  if (q) query = query.where(anyColumnContains(['name', 'slug'], q));
  return readListPageInBatch(
    query,
    (filtered) => filtered.select(recordColumns),
    { page, perPage, order, sortColumn: RECORD_SORT_COLUMNS[sort] },
    (rows) => toCategoryRecords(db, rows),
  );
}

export async function findCategoryRecord(db: Db, id: number): Promise<CategoryRecord | undefined> {
  const row = await db.selectFrom('categories').select(recordColumns).where('id', '=', id).executeTakeFirst();
  return row && (await toCategoryRecords(db, [row]))[0];
}

function toCategoryColumns(input: CategoryInput) {
  return {
    name: input.name,
    name_de: germanColumn(input.nameDe),
    slug: input.slug,
    description: input.description,
    description_de: germanColumn(input.descriptionDe),
    image: input.image,
    position: input.position,
    used_oil_notice: input.usedOilNotice ? 1 : 0,
    updated_at: new Date().toISOString(),
  };
}

/** Adds a category with its sub-categories. */
export async function insertCategory(db: Db, input: CategoryInput): Promise<number> {
  const { id } = await db
    .insertInto('categories')
    .values(toCategoryColumns(input))
    .returning('id')
    .executeTakeFirstOrThrow();
  await replaceSubCategories(db, id, input.subCategories);
  return id;
}

/** Saves over `version`, sub-categories included; false when the record moved past it (or is gone). */
export async function updateCategory(db: Db, id: number, version: number, input: CategoryInput): Promise<boolean> {
  if (!(await updateAtVersion(db, 'categories', id, version, toCategoryColumns(input)))) return false;
  await replaceSubCategories(db, id, input.subCategories);
  // Its products are found by its names and their sub-categories' (in both languages).
  await rewriteProductSearchText(db, 'category_id', id);
  return true;
}

/** Sub-categories of the category that products still use, by id. */
export async function listSubCategoryIdsInUse(db: Db, categoryId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('products')
    .select('sub_category_id')
    .distinct()
    .where('category_id', '=', categoryId)
    .where('sub_category_id', 'is not', null)
    .execute();
  return new Set(rows.map((row) => row.sub_category_id!));
}

/**
 * Makes the category's sub-categories the listed ones, in their order: listed ids are renamed,
 * new entries added, the rest removed. Callers check first that no removed one holds products.
 */
async function replaceSubCategories(
  db: Db,
  categoryId: number,
  subCategories: CategoryInput['subCategories'],
): Promise<void> {
  const kept = subCategories.flatMap((sub) => (sub.id === undefined ? [] : [sub.id]));
  let removal = db.deleteFrom('sub_categories').where('category_id', '=', categoryId);
  if (kept.length > 0) removal = removal.where('id', 'not in', kept);
  await removal.execute();
  // Slugs are unique within a category: kept rows step aside first, so two may swap slugs.
  for (const id of kept) {
    await db
      .updateTable('sub_categories')
      .set({ slug: `--moving-${id}` })
      .where('id', '=', id)
      .execute();
  }
  for (const [index, sub] of subCategories.entries()) {
    const columns = { name: sub.name, name_de: germanColumn(sub.nameDe), slug: sub.slug, position: index + 1 };
    if (sub.id === undefined) {
      await db
        .insertInto('sub_categories')
        .values({ ...columns, category_id: categoryId })
        .execute();
    } else {
      await db.updateTable('sub_categories').set(columns).where('id', '=', sub.id).execute();
    }
  }
}

export async function deleteCategory(db: Db, id: number): Promise<void> {
  await db.deleteFrom('sub_categories').where('category_id', '=', id).execute();
  await db.deleteFrom('categories').where('id', '=', id).execute();
}
