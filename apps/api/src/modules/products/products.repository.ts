import type { CompiledQuery, Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import {
  FILTER_GROUPS,
  type FilterFacets,
  type FilterGroup,
  type FilterSelection,
  type ProductDetail,
  type ProductListItem,
  type ProductListingParams,
} from '@rennfeld/contract';
import { toIsoTimestamp, type Database } from '../../db/database.ts';
import { ATTRIBUTE_GROUPS, productHasOption } from './filter-groups.ts';

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

/**
 * Pagination of listings, an additive extension to SPEC §7. Without `page`/`per_page` a listing
 * answers its first 100 products: every demo category whole, as the SPEC shows it, and a bounded
 * answer for a category of thousands. Only the first 10 000 products of a listing can be paged to
 * (filters narrow a larger one), so no request makes the database skip further than that.
 */
export const LISTING_PAGE_LIMITS = {
  defaultPerPage: 100,
  maxPerPage: 100,
  maxPage: 100,
} as const;

export const FIRST_PAGE: ListingPage = { page: 1, perPage: LISTING_PAGE_LIMITS.defaultPerPage };

export interface ListingPagination {
  page: number;
  per_page: number;
  /** Products matching the selection, over all pages. */
  total: number;
  pages: number;
}

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
 * sub-category does not exist (or the sub-category belongs to another category). A constant
 * number of queries whatever the selection: scope, page, one per group, and a count only when the
 * page is full (otherwise the total follows from it).
 */
export async function listProductsInCategory(
  db: Db,
  { categorySlug, subCategorySlug }: ProductListingParams,
  selection: FilterSelection,
  page: ListingPage = FIRST_PAGE,
): Promise<ProductListing | undefined> {
  const scope = await findListingScope(db, categorySlug, subCategorySlug);
  if (!scope) return undefined;

  const queries = listingQueries(db, scope, selection, page);
  const [rows, ...groupFacets] = await Promise.all([
    queries.page.execute(),
    ...FILTER_GROUPS.map(async (group) => {
      const facetRows = await queries.facets[group].execute();
      return facetRows.map((row): [string, number] => [row.slug, Number(row.count)]);
    }),
  ]);

  const offset = (page.page - 1) * page.perPage;
  const lastPageReached = rows.length > 0 ? rows.length < page.perPage : page.page === 1;
  const total = lastPageReached ? offset + rows.length : Number((await queries.count.executeTakeFirst())?.count ?? 0);

  const facets: FilterFacets = {};
  FILTER_GROUPS.forEach((group, index) => {
    facets[group] = Object.fromEntries(groupFacets[index] ?? []);
  });

  return {
    products: rows.map((row) => ({
      id: row.id,
      name: row.name,
      slug: row.slug,
      image: row.image,
      product_details: row.product_summary,
      price: toPrice(row.min_price_minor),
    })),
    facets,
    pagination: { page: page.page, per_page: page.perPage, total, pages: Math.ceil(total / page.perPage) },
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

/** The queries of one listing request once its scope is known: the page, the total, one facet per group. */
function listingQueries(db: Db, scope: ListingScope, selection: FilterSelection, page: ListingPage) {
  return {
    page: selectListedProducts(db, scope, selection)
      .select([
        'products.id',
        'products.name',
        'products.slug',
        'products.image',
        'products.product_summary',
        'products.min_price_minor',
      ])
      .orderBy('products.position')
      .orderBy('products.name')
      .orderBy('products.id')
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    count: selectListedProducts(db, scope, selection).select((eb) => eb.fn.countAll<number | string>().as('count')),
    facets: Object.fromEntries(
      FILTER_GROUPS.map((group) => [group, countOptions(db, scope, selection, group)]),
    ) as Record<FilterGroup, FacetQuery>,
  };
}

/** The SQL a listing request runs after its scope lookup, compiled as it is sent (for query-plan tests). */
export function compileListingQueries(
  db: Db,
  scope: ListingScope,
  selection: FilterSelection,
  page: ListingPage = FIRST_PAGE,
): Record<string, CompiledQuery> {
  const queries = listingQueries(db, scope, selection, page);
  return {
    page: queries.page.compile(),
    count: queries.count.compile(),
    ...Object.fromEntries(FILTER_GROUPS.map((group) => [`facet ${group}`, queries.facets[group].compile()])),
  };
}

/** Products of the listing matching every group of the selection, except `exceptGroup` (for its facet). */
function selectListedProducts(db: Db, scope: ListingScope, selection: FilterSelection, exceptGroup?: FilterGroup) {
  return db.selectFrom('products').where((eb) => listingCondition(eb, scope, selection, exceptGroup));
}

function listingCondition(
  eb: ExpressionBuilder<Database, 'products'>,
  scope: ListingScope,
  selection: FilterSelection,
  exceptGroup: FilterGroup | undefined,
): Expression<SqlBool> {
  const conditions: Array<Expression<SqlBool>> = [eb('products.category_id', '=', scope.categoryId)];
  if (scope.subCategoryId !== null) conditions.push(eb('products.sub_category_id', '=', scope.subCategoryId));
  for (const [group, values] of Object.entries(selection)) {
    // AND across groups; productHasOption is the OR within one group.
    if (group !== exceptGroup) conditions.push(productHasOption(eb, group, values));
  }
  return eb.and(conditions);
}

/**
 * Disjunctive facet of one group: per option value, the products of the listing that match all
 * OTHER groups' filters and have that value. Only values with a count above zero come back, in
 * the attribute's order. Counted per option id first (from an index, in index order), then
 * joined to the few option rows for their slugs.
 */
function countOptions(db: Db, scope: ListingScope, selection: FilterSelection, group: FilterGroup): FacetQuery {
  const listed = selectListedProducts(db, scope, selection, group);
  if (group === 'container_size') {
    // (product_id, container_size_id) is unique, so count(*) counts each product once per size.
    const counts = listed
      .innerJoin('product_variants', 'product_variants.product_id', 'products.id')
      .select((eb) => [
        'product_variants.container_size_id as option_id',
        eb.fn.countAll<number | string>().as('count'),
      ])
      .groupBy('product_variants.container_size_id');
    return db
      .selectFrom('container_sizes as a')
      .innerJoin(counts.as('c'), 'c.option_id', 'a.id')
      .select(['a.slug', 'c.count'])
      .orderBy('a.position')
      .orderBy('a.id');
  }
  const { table, column } = ATTRIBUTE_GROUPS[group];
  const counts = listed
    .select((eb) => [eb.ref(`products.${column}`).as('option_id'), eb.fn.countAll<number | string>().as('count')])
    .groupBy(`products.${column}`);
  return db
    .selectFrom(db.dynamic.table(table).as('a'))
    .innerJoin(counts.as('c'), 'c.option_id', 'a.id')
    .select(['a.slug', 'c.count'])
    .orderBy('a.position')
    .orderBy('a.id');
}

interface FacetQuery {
  execute(): Promise<Array<{ slug: string; count: number | string }>>;
  compile(): CompiledQuery;
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
 * by slug, primary-key lookups for the names and the variants of that one product.
 */
function productQuery(db: Db, slug: string) {
  return db
    .selectFrom('products')
    .innerJoin('categories', 'categories.id', 'products.category_id')
    .leftJoin('sub_categories', 'sub_categories.id', 'products.sub_category_id')
    .leftJoin('brands', 'brands.id', 'products.brand_id')
    .leftJoin('manufacturers', 'manufacturers.id', 'products.manufacturer_id')
    .leftJoin('viscosities', 'viscosities.id', 'products.viscosity_id')
    .leftJoin('specification_areas', 'specification_areas.id', 'products.specification_area_id')
    .leftJoin('product_variants', 'product_variants.product_id', 'products.id')
    .leftJoin('container_sizes', 'container_sizes.id', 'product_variants.container_size_id')
    .select([
      'products.id',
      'products.name',
      'products.slug',
      'products.image',
      'products.product_details',
      'products.min_price_minor',
      'products.updated_at',
      'categories.name as category_name',
      'categories.slug as category_slug',
      'sub_categories.name as sub_category_name',
      'sub_categories.slug as sub_category_slug',
      'brands.name as brand_name',
      'manufacturers.name as manufacturer_name',
      'viscosities.name as viscosity_name',
      'specification_areas.name as specification_area_name',
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
