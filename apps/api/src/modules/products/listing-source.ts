import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/database.ts';
import type { CatalogueAtRevision } from '../../lib/catalogue-cache.ts';
import {
  loadCategoryFacetIndex,
  loadFilterOptions,
  type CategoryFacetIndex,
  type FilterOptions,
} from './facet-index.ts';

type Db = Kysely<Database>;

/** The category (and sub-category) a listing shows: ids, once the slugs are resolved. */
interface ListingScope {
  categoryId: number;
  subCategoryId: number | null;
}

/** What a listing's card shows of a product, as its row holds it (the texts in both languages). */
type CardRow = Awaited<ReturnType<ReturnType<typeof cardRowsQuery>['execute']>>[number];

/**
 * Where a listing takes its scope, its category's index, the filter options and its cards' rows
 * from.
 */
export interface ListingSource {
  /** Undefined for an unknown category, or a sub-category that is not the category's. */
  listingScope(categorySlug: string, subCategorySlug: string | undefined): Promise<ListingScope | undefined>;
  categoryIndex(categoryId: number): Promise<CategoryFacetIndex>;
  filterOptions(): Promise<FilterOptions>;
  /** The rows of these products, by id; a product that is gone has none. */
  cardRows(ids: number[]): Promise<Map<number, CardRow>>;
}

/**
 * Card rows kept per revision, at most this many characters of text: a new selection's page
 * mostly shows products an earlier page showed (the first in display order come up most), so
 * it is then answered without a query (decision 063).
 */
const CARD_ROW_TEXT_KEPT = 4_000_000;

/**
 * The listing's sources as `catalogue` holds them, each loaded once per revision and shared by
 * every request; a request passes the revision it read once, so its lookups cost no query.
 */
export function createCachedListingSource(db: Db, catalogue: CatalogueAtRevision): ListingSource {
  return {
    listingScope: async (categorySlug, subCategorySlug) =>
      (await catalogue.derived('listing-scopes', () => loadListingScopes(db))).get(
        scopeKey(categorySlug, subCategorySlug),
      ),
    categoryIndex: (categoryId) =>
      catalogue.derived(`facet-index:${categoryId}`, () => loadCategoryFacetIndex(db, categoryId)),
    filterOptions: () => catalogue.derived('filter-options', () => loadFilterOptions(db)),
    cardRows: async (ids) => {
      const kept = await catalogue.derived('card-rows', async () => createCardRowCache());
      const rows = new Map<number, CardRow>();
      const missing: number[] = [];
      for (const id of ids) {
        const row = kept.get(id);
        if (row) rows.set(id, row);
        else missing.push(id);
      }
      if (missing.length === 0) return rows;
      for (const row of await cardRowsQuery(db, missing).execute()) {
        const id = Number(row.id);
        kept.set(id, row);
        rows.set(id, row);
      }
      return rows;
    },
  };
}

function createCardRowCache() {
  return new LRUCache<number, CardRow>({
    maxSize: CARD_ROW_TEXT_KEPT,
    sizeCalculation: (row) =>
      row.name.length +
      row.slug.length +
      (row.image?.length ?? 0) +
      (row.product_summary?.length ?? 0) +
      (row.product_summary_de?.length ?? 0) +
      1,
  });
}

/**
 * The card fields of listed products, by primary key. What their cheapest size holds (its unit
 * price is shown beside "From {price}") comes from the facet index, which has it in memory.
 */
export function cardRowsQuery(db: Db, ids: number[]) {
  return db
    .selectFrom('products')
    .select(['id', 'name', 'slug', 'image', 'product_summary', 'product_summary_de', 'min_price_minor'])
    .where('id', 'in', ids);
}

const scopeKey = (categorySlug: string, subCategorySlug: string | undefined) =>
  subCategorySlug === undefined ? categorySlug : `${categorySlug}/${subCategorySlug}`;

/** Every category and sub-category a listing may show, by their slugs: two small tables, read whole. */
async function loadListingScopes(db: Db): Promise<Map<string, ListingScope>> {
  const [categories, subCategories] = await Promise.all([
    db.selectFrom('categories').select(['id', 'slug']).execute(),
    db
      .selectFrom('sub_categories')
      .innerJoin('categories', 'categories.id', 'sub_categories.category_id')
      .select([
        'sub_categories.id',
        'sub_categories.slug',
        'sub_categories.category_id',
        'categories.slug as category_slug',
      ])
      .execute(),
  ]);
  return new Map<string, ListingScope>([
    ...categories.map(({ id, slug }) => [scopeKey(slug, undefined), { categoryId: id, subCategoryId: null }] as const),
    ...subCategories.map(
      (sub) => [scopeKey(sub.category_slug, sub.slug), { categoryId: sub.category_id, subCategoryId: sub.id }] as const,
    ),
  ]);
}
