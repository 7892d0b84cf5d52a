import type { CompiledQuery, Kysely } from 'kysely';
import {
  LISTING_PAGE_LIMITS,
  type FilterFacets,
  type FilterSelection,
  type ListingPagination,
  type ProductDetail,
  type ProductListItem,
  type ProductListingParams,
} from '@rennfeld/contract';
import { toIsoTimestamp, type Database } from '../../db/database.ts';
import { compileFacetIndexQueries, selectFromIndex, type FacetIndexSource } from './facet-index.ts';

type Db = Kysely<Database>;

/** The category (and sub-category) a listing shows: ids, once the slugs are resolved. */
export interface ListingScope {
  categoryId: number;
  subCategoryId: number | null;
}

/** Which slice of a listing to answer. */
export interface ListingPage {
  page: number;
  perPage: number;
}

const FIRST_PAGE: ListingPage = { page: 1, perPage: LISTING_PAGE_LIMITS.defaultPerPage };

export interface ProductListing {
  products: ProductListItem[];
  facets: FilterFacets;
  pagination: ListingPagination;
}

export interface ProductPage {
  product: ProductDetail;
  /** Size key → size label, smallest first. */
  containerSizes: Record<string, string>;
}

const toPrice = (minor: number) => Number(minor) / 100;

/**
 * One page of the products of a category (or of one of its sub-categories) that match the
 * selection, with facet counts over the whole selection. Undefined when the category or
 * sub-category does not exist (or the sub-category belongs to another category). The selection
 * is worked out on the category's facet index (facet-index.ts), taken from `facetIndexes` (a
 * cache keeps it until the catalogue changes); the database is asked for the scope and for the
 * page's rows by primary key.
 */
export async function listProductsInCategory(
  db: Db,
  facetIndexes: FacetIndexSource,
  { categorySlug, subCategorySlug }: ProductListingParams,
  selection: FilterSelection,
  page: ListingPage = FIRST_PAGE,
): Promise<ProductListing | undefined> {
  const scope = await findListingScope(db, categorySlug, subCategorySlug);
  if (!scope) return undefined;

  const [index, options] = await Promise.all([
    facetIndexes.categoryIndex(scope.categoryId),
    facetIndexes.filterOptions(),
  ]);
  const offset = (page.page - 1) * page.perPage;
  const { pageIds, total, facets } = selectFromIndex(index, options, scope.subCategoryId, selection, {
    offset,
    limit: page.perPage,
  });
  const rows = pageIds.length === 0 ? [] : await listedProductsQuery(db, pageIds).execute();
  const rowById = new Map(rows.map((row) => [Number(row.id), row]));

  return {
    products: pageIds.flatMap((id) => {
      const row = rowById.get(id);
      // A product deleted since the index was built: the next request sees the new catalogue.
      if (!row) return [];
      return [
        {
          id: row.id,
          name: row.name,
          slug: row.slug,
          image: row.image,
          product_details: row.product_summary,
          price: toPrice(row.min_price_minor),
        },
      ];
    }),
    facets,
    pagination: { page: page.page, per_page: page.perPage, total, pages: Math.ceil(total / page.perPage) },
  };
}

/** The card fields of listed products, by primary key. */
function listedProductsQuery(db: Db, ids: number[]) {
  return db
    .selectFrom('products')
    .select(['id', 'name', 'slug', 'image', 'product_summary', 'min_price_minor'])
    .where('id', 'in', ids);
}

/** The SQL behind a listing after its scope lookup (for query-plan tests): the index's two loads and the page's rows. */
export function compileListingQueries(db: Db, categoryId: number): Record<string, CompiledQuery> {
  return {
    ...compileFacetIndexQueries(db, categoryId),
    rows: listedProductsQuery(db, [1, 2, 3]).compile(),
  };
}

export async function findListingScope(
  db: Db,
  categorySlug: string,
  subCategorySlug: string | undefined,
): Promise<ListingScope | undefined> {
  if (subCategorySlug === undefined) {
    const category = await db.selectFrom('categories').select('id').where('slug', '=', categorySlug).executeTakeFirst();
    return category && { categoryId: category.id, subCategoryId: null };
  }
  const sub = await db
    .selectFrom('sub_categories')
    .innerJoin('categories', 'categories.id', 'sub_categories.category_id')
    .select(['sub_categories.id', 'sub_categories.category_id'])
    .where('categories.slug', '=', categorySlug)
    .where('sub_categories.slug', '=', subCategorySlug)
    .executeTakeFirst();
  return sub && { categoryId: sub.category_id, subCategoryId: sub.id };
}

/**
 * A product with the variant of the requested size; an unknown or missing size selects the
 * default size, the smallest. Undefined when no product has this slug.
 */
export async function findProductBySlug(
  db: Db,
  slug: string,
  size: string | undefined,
): Promise<ProductPage | undefined> {
  const rows = await productQuery(db, slug).execute();
  const row = rows[0];
  if (!row) return undefined;
  const variants = rows.flatMap(({ size_key, container_size, price_minor, product_number }) =>
    size_key === null || container_size === null || price_minor === null || product_number === null
      ? []
      : [{ size_key, container_size, price_minor, product_number }],
  );

  const selected = variants.find((variant) => variant.size_key === size) ?? variants[0];
  const named = (name: string | null) => (name === null ? null : { name });

  return {
    product: {
      id: row.id,
      name: row.name,
      slug: row.slug,
      image: row.image,
      price: toPrice(selected?.price_minor ?? row.min_price_minor),
      product_number: selected?.product_number ?? '',
      product_details: row.product_details,
      size: selected?.size_key ?? '',
      container_size: named(selected?.container_size ?? null),
      // The Specifications table's "Category" row: the most specific classification the product
      // has, so the sub-category's name when it is filed under one, else the category's name.
      product_category: { name: row.sub_category_name ?? row.category_name },
      brand: named(row.brand_name),
      specification_areas: named(row.specification_area_name),
      manufacturer: named(row.manufacturer_name),
      viscosity: named(row.viscosity_name),
      variants: variants.map((variant) => ({
        size_key: variant.size_key,
        container_size: variant.container_size,
        price: toPrice(variant.price_minor),
        product_number: variant.product_number,
      })),
      category_slug: row.category_slug,
      sub_category_slug: row.sub_category_slug,
      updated_at: toIsoTimestamp(row.updated_at),
    },
    containerSizes: Object.fromEntries(variants.map((variant) => [variant.size_key, variant.container_size])),
  };
}

/**
 * The product with its names, one row per variant (smallest first), in one query: an index lookup
 * by slug, the variants of that one product, and each name by primary key. The names are scalar
 * subqueries, not joins: PostgreSQL plans every subquery on its own, while nine joined tables made
 * it weigh join orders on every new product for longer than the query itself ran.
 */
function productQuery(db: Db, slug: string) {
  return db
    .selectFrom('products')
    .leftJoin('product_variants', 'product_variants.product_id', 'products.id')
    .leftJoin('container_sizes', 'container_sizes.id', 'product_variants.container_size_id')
    .select((eb) => [
      'products.id',
      'products.name',
      'products.slug',
      'products.image',
      'products.product_details',
      'products.min_price_minor',
      'products.updated_at',
      eb
        .selectFrom('categories')
        .select('categories.name')
        .whereRef('categories.id', '=', 'products.category_id')
        .$asScalar()
        .$notNull()
        .as('category_name'),
      eb
        .selectFrom('categories')
        .select('categories.slug')
        .whereRef('categories.id', '=', 'products.category_id')
        .$asScalar()
        .$notNull()
        .as('category_slug'),
      eb
        .selectFrom('sub_categories')
        .select('sub_categories.name')
        .whereRef('sub_categories.id', '=', 'products.sub_category_id')
        .as('sub_category_name'),
      eb
        .selectFrom('sub_categories')
        .select('sub_categories.slug')
        .whereRef('sub_categories.id', '=', 'products.sub_category_id')
        .as('sub_category_slug'),
      eb.selectFrom('brands').select('brands.name').whereRef('brands.id', '=', 'products.brand_id').as('brand_name'),
      eb
        .selectFrom('manufacturers')
        .select('manufacturers.name')
        .whereRef('manufacturers.id', '=', 'products.manufacturer_id')
        .as('manufacturer_name'),
      eb
        .selectFrom('viscosities')
        .select('viscosities.name')
        .whereRef('viscosities.id', '=', 'products.viscosity_id')
        .as('viscosity_name'),
      eb
        .selectFrom('specification_areas')
        .select('specification_areas.name')
        .whereRef('specification_areas.id', '=', 'products.specification_area_id')
        .as('specification_area_name'),
      'container_sizes.slug as size_key',
      'container_sizes.name as container_size',
      'product_variants.price_minor',
      'product_variants.product_number',
    ])
    .where('products.slug', '=', slug)
    .orderBy('container_sizes.position')
    .orderBy('container_sizes.id');
}

/** The SQL of a product page request, compiled as it is sent (for query-plan tests). */
export function compileProductQueries(db: Db, slug: string): Record<string, CompiledQuery> {
  return { product: productQuery(db, slug).compile() };
}
