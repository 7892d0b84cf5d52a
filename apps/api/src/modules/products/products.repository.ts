import { sql, type CompiledQuery, type Kysely } from 'kysely';
import {
  computeUnitPrice,
  DEFAULT_LOCALE,
  DOCUMENT_KINDS,
  DOCUMENT_LANGUAGES,
  LISTING_PAGE_LIMITS,
  type FilterFacets,
  type FilterGroup,
  type FilterSelection,
  type ListingPagination,
  type ListingSort,
  type ProductDetail,
  type ProductListItem,
  type ProductListingParams,
  type SiteLocale,
  type Approval,
  type ApprovalKind,
  type DocumentKind,
  type DocumentLanguage,
  type Manufacturer,
  type ProductDocument,
  type UsedOilTakeBack,
  eurosToCents,
} from '@rennfeld/contract';
import {
  CONTENT_MESSAGES,
  type ProductDocumentInput,
  type ProductInput,
  type ProductRecord,
  type ProductSummary,
  type ProductSummaryListQuery,
  type ProductVariantInput,
  type PublicationStatus,
} from '@rennfeld/contract/staff';
import { toIsoTimestamp, type Database } from '../../db/database.ts';
import { type ListPage, readListPage } from '../../lib/list-page.ts';
import { updateAtVersion } from '../../lib/versioned-update.ts';
import { htmlToText, sanitizeRichText } from '../../lib/rich-text.ts';
import { createTextPicker, germanRichTextColumn } from '../../lib/content-language.ts';
import { ATTRIBUTE_GROUPS } from '../../db/filter-groups.ts';
import { type ProductSearch, searchWordsOf } from '../../lib/product-search/product-search.ts';
import { rewriteProductSearchText } from '../../lib/product-search/search-text.ts';
import { isPublicProduct } from '../../lib/publication.ts';
import { type PreviewedRecord, toPreviewState } from '../../lib/staff-preview.ts';
import { compileFacetIndexQueries, selectFromIndex } from './facet-index.ts';
import { cardRowsQuery, type ListingSource } from './listing-source.ts';

type Db = Kysely<Database>;

/** Which slice of a listing to answer, in which order (none: the brand's own). */
export interface ListingPage {
  page: number;
  perPage: number;
  sort?: ListingSort | undefined;
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
 * is worked out on the category's facet index (facet-index.ts); the scope, the index, the
 * filter options and the cards' rows come from `source` (a cache keeps them until the catalogue
 * changes), so the database is asked at most for the rows of cards not kept, by primary key. The
 * index knows no language: only the cards' texts are in `locale`.
 */
export async function listProductsInCategory(
  source: ListingSource,
  { categorySlug, subCategorySlug }: ProductListingParams,
  selection: FilterSelection,
  page: ListingPage = FIRST_PAGE,
  locale: SiteLocale = DEFAULT_LOCALE,
): Promise<ProductListing | undefined> {
  const scope = await source.listingScope(categorySlug, subCategorySlug);
  if (!scope) return undefined;

  const [index, options] = await Promise.all([source.categoryIndex(scope.categoryId), source.filterOptions()]);
  const offset = (page.page - 1) * page.perPage;
  const {
    page: listed,
    total,
    facets,
  } = selectFromIndex(index, options, scope.subCategoryId, selection, {
    offset,
    limit: page.perPage,
    sort: page.sort,
  });
  const rowById = await source.cardRows(listed.map(({ id }) => id));

  return {
    products: listed.flatMap(({ id, cheapestSize }) => {
      const row = rowById.get(id);
      // A product deleted since the index was built: the next request sees the new catalogue.
      if (!row) return [];
      const texts = createTextPicker(locale);
      return [
        {
          id: row.id,
          name: row.name,
          slug: row.slug,
          image: row.image,
          product_details: texts.pick('product_details', row.product_summary, row.product_summary_de),
          price: toPrice(row.min_price_minor),
          unit_price: computeUnitPrice(
            toPrice(row.min_price_minor),
            cheapestSize?.quantity ?? null,
            cheapestSize?.unit ?? null,
          ),
          ...texts.fallbacks(),
        },
      ];
    }),
    facets,
    pagination: { page: page.page, per_page: page.perPage, total, pages: Math.ceil(total / page.perPage) },
  };
}

/** The SQL behind a listing (for query-plan tests): the index's loads and the page's rows. */
export function compileListingQueries(db: Db, categoryId: number): Record<string, CompiledQuery> {
  return {
    ...compileFacetIndexQueries(db, categoryId),
    rows: cardRowsQuery(db, [1, 2, 3]).compile(),
  };
}

/**
 * A product with the variant of the requested size; an unknown or missing size selects the
 * default size, the smallest. Undefined when no product visitors may see has this slug.
 */
export async function findProductBySlug(
  db: Db,
  slug: string,
  size: string | undefined,
  locale: SiteLocale,
): Promise<ProductPage | undefined> {
  const rows = await productQuery(db, slug).where(isPublicProduct).execute();
  return toProductPage(rows, size, await findProductStatements(db, rows[0]), locale);
}

/** What a product's page states beside its own row: take-back address, manufacturer, approvals, documents. */
interface ProductStatements {
  usedOilTakeBack: UsedOilTakeBack | null;
  manufacturer: Manufacturer | null;
  approvals: Approval[];
  documents: ProductDocument[];
}

async function findProductStatements(db: Db, row: ProductRow | undefined): Promise<ProductStatements> {
  const [usedOilTakeBack, manufacturer, approvals, documents] = await Promise.all([
    findUsedOilTakeBack(db, row),
    findManufacturer(db, row),
    findApprovals(db, row),
    findCurrentDocuments(db, row),
  ]);
  return { usedOilTakeBack, manufacturer, approvals, documents };
}

/** The order a page lists documents in: safety data sheets first, German before English. */
const DOCUMENT_ORDER = DOCUMENT_KINDS.flatMap((kind) => DOCUMENT_LANGUAGES.map((language) => `${kind} ${language}`));

/** The newest version of each of the product's documents (kind and language), in the page's order. */
async function findCurrentDocuments(db: Db, row: ProductRow | undefined): Promise<ProductDocument[]> {
  if (!row?.has_documents) return [];
  const versions = await db
    .selectFrom('product_documents')
    .select(['kind', 'language', 'version_date', 'file'])
    .where('product_id', '=', row.id)
    .orderBy('version_date', 'desc')
    .execute();
  const newest = new Map<string, (typeof versions)[number]>();
  for (const version of versions) {
    const key = `${version.kind} ${version.language}`;
    if (!newest.has(key)) newest.set(key, version);
  }
  return [...newest]
    .sort(([a], [b]) => DOCUMENT_ORDER.indexOf(a) - DOCUMENT_ORDER.indexOf(b))
    .map(([, version]) => ({
      kind: version.kind as DocumentKind,
      language: version.language as DocumentLanguage,
      version_date: version.version_date,
      url: `/storage/documents/${encodeURIComponent(version.file)}`,
    }));
}

/** A product's approvals and specifications met, in its own order. */
async function findApprovals(db: Db, row: ProductRow | undefined): Promise<Approval[]> {
  if (!row?.has_approvals) return [];
  const rows = await db
    .selectFrom('product_approvals')
    .innerJoin('approvals', 'approvals.id', 'product_approvals.approval_id')
    .select(['approvals.name', 'approvals.issuer', 'approvals.kind'])
    .where('product_approvals.product_id', '=', row.id)
    .orderBy('product_approvals.position')
    .execute();
  return rows.map((approval) => ({
    code: approval.name,
    issuer: approval.issuer,
    kind: approval.kind as ApprovalKind,
  }));
}

/**
 * Where used oil is taken back, for a product that carries the notice (its own say, else its
 * category's): the brand's own address. Null for any other product.
 */
async function findUsedOilTakeBack(db: Db, row: ProductRow | undefined): Promise<UsedOilTakeBack | null> {
  if (!row || (row.used_oil_notice ?? row.category_used_oil_notice) !== 1) return null;
  const details = await db
    .selectFrom('company_details')
    .select(['name', 'street', 'postal_code', 'city', 'country'])
    .where('id', '=', 1)
    .executeTakeFirst();
  return details ?? null;
}

/** The product's manufacturer as its page states it; the parts staff have not given are null. */
async function findManufacturer(db: Db, row: ProductRow | undefined): Promise<Manufacturer | null> {
  if (!row || row.manufacturer_id === null) return null;
  const manufacturer = await db
    .selectFrom('manufacturers')
    .selectAll()
    .where('id', '=', row.manufacturer_id)
    .executeTakeFirst();
  if (!manufacturer) return null;
  const address = (street: string, postalCode: string, city: string, country: string) =>
    street === '' ? null : { street, postal_code: postalCode, city, country };
  const responsibleAddress = address(
    manufacturer.responsible_person_street,
    manufacturer.responsible_person_postal_code,
    manufacturer.responsible_person_city,
    manufacturer.responsible_person_country,
  );
  return {
    name: manufacturer.name,
    address: address(manufacturer.street, manufacturer.postal_code, manufacturer.city, manufacturer.country),
    email: manufacturer.email === '' ? null : manufacturer.email,
    eu_responsible_person:
      manufacturer.responsible_person_name === '' || responsibleAddress === null
        ? null
        : {
            name: manufacturer.responsible_person_name,
            address: responsibleAddress,
            email: manufacturer.responsible_person_email,
          },
  };
}

/** A product for a staff preview, drafts included, with what visitors see of it. */
export async function findProductPreviewBySlug(
  db: Db,
  slug: string,
  size: string | undefined,
  locale: SiteLocale,
): Promise<PreviewedRecord<ProductPage> | undefined> {
  const rows = await productQuery(db, slug).select('products.status').execute();
  const page = toProductPage(rows, size, await findProductStatements(db, rows[0]), locale);
  return page && { record: page, state: toPreviewState(rows[0]!.status) };
}

type ProductRow = Awaited<ReturnType<ReturnType<typeof productQuery>['execute']>>[number];

/**
 * The product page from its rows, one per variant, its texts in `locale` (the English where the
 * German is missing, noted in `untranslated`); undefined without rows (no such product).
 */
function toProductPage(
  rows: ProductRow[],
  size: string | undefined,
  { usedOilTakeBack, manufacturer, approvals, documents }: ProductStatements,
  locale: SiteLocale,
): ProductPage | undefined {
  const row = rows[0];
  if (!row) return undefined;
  const variants = rows.flatMap(
    ({ size_key, container_size, price_minor, product_number, gtin, stock_quantity, quantity, unit }) =>
      size_key === null || container_size === null || price_minor === null || product_number === null
        ? []
        : [
            {
              size_key,
              container_size,
              price_minor,
              unit_price: computeUnitPrice(toPrice(price_minor), quantity, unit),
              product_number,
              gtin: gtin === '' || gtin === null ? null : gtin,
              in_stock: stock_quantity === null || stock_quantity > 0,
            },
          ],
  );

  const selected = variants.find((variant) => variant.size_key === size) ?? variants[0];
  const named = (name: string | null) => (name === null ? null : { name });
  const texts = createTextPicker(locale);
  // The Specifications table's "Category" row: the most specific classification the product
  // has, so the sub-category's name when it is filed under one, else the category's name.
  const categoryTexts = createTextPicker(locale);
  const categoryName =
    row.sub_category_name === null
      ? categoryTexts.pick('name', row.category_name, row.category_name_de)
      : categoryTexts.pick('name', row.sub_category_name, row.sub_category_name_de);

  return {
    product: {
      id: row.id,
      name: row.name,
      slug: row.slug,
      image: row.image,
      price: toPrice(selected?.price_minor ?? row.min_price_minor),
      unit_price: selected?.unit_price ?? null,
      product_number: selected?.product_number ?? '',
      gtin: selected?.gtin ?? null,
      in_stock: selected?.in_stock ?? false,
      product_details: texts.pick('product_details', row.product_details, row.product_details_de),
      size: selected?.size_key ?? '',
      container_size: named(selected?.container_size ?? null),
      product_category: { name: categoryName, ...categoryTexts.fallbacks() },
      brand: named(row.brand_name),
      specification_areas: named(row.specification_area_name),
      manufacturer,
      viscosity: named(row.viscosity_name),
      approvals,
      documents,
      variants: variants.map((variant) => ({
        size_key: variant.size_key,
        container_size: variant.container_size,
        price: toPrice(variant.price_minor),
        unit_price: variant.unit_price,
        product_number: variant.product_number,
        gtin: variant.gtin,
        in_stock: variant.in_stock,
      })),
      category_slug: row.category_slug,
      sub_category_slug: row.sub_category_slug,
      updated_at: toIsoTimestamp(row.updated_at),
      used_oil_notice: usedOilTakeBack,
      ...texts.fallbacks(),
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
      'products.product_details_de',
      'products.min_price_minor',
      'products.updated_at',
      'products.used_oil_notice',
      'products.manufacturer_id',
      eb
        .selectFrom('categories')
        .select('categories.used_oil_notice')
        .whereRef('categories.id', '=', 'products.category_id')
        .$asScalar()
        .$notNull()
        .as('category_used_oil_notice'),
      eb
        .selectFrom('categories')
        .select('categories.name')
        .whereRef('categories.id', '=', 'products.category_id')
        .$asScalar()
        .$notNull()
        .as('category_name'),
      eb
        .selectFrom('categories')
        .select('categories.name_de')
        .whereRef('categories.id', '=', 'products.category_id')
        .$asScalar()
        .as('category_name_de'),
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
        .select('sub_categories.name_de')
        .whereRef('sub_categories.id', '=', 'products.sub_category_id')
        .as('sub_category_name_de'),
      eb
        .selectFrom('sub_categories')
        .select('sub_categories.slug')
        .whereRef('sub_categories.id', '=', 'products.sub_category_id')
        .as('sub_category_slug'),
      eb.selectFrom('brands').select('brands.name').whereRef('brands.id', '=', 'products.brand_id').as('brand_name'),
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
      eb
        .exists(
          eb
            .selectFrom('product_approvals')
            .select('product_approvals.product_id')
            .whereRef('product_approvals.product_id', '=', 'products.id'),
        )
        .as('has_approvals'),
      eb
        .exists(
          eb
            .selectFrom('product_documents')
            .select('product_documents.id')
            .whereRef('product_documents.product_id', '=', 'products.id'),
        )
        .as('has_documents'),
      'container_sizes.slug as size_key',
      'container_sizes.name as container_size',
      'container_sizes.quantity',
      'container_sizes.unit',
      'product_variants.price_minor',
      'product_variants.product_number',
      'product_variants.gtin',
      'product_variants.stock_quantity',
    ])
    .where('products.slug', '=', slug)
    .orderBy('container_sizes.position')
    .orderBy('container_sizes.id');
}

/** The SQL of a product page request, compiled as it is sent (for query-plan tests). */
export function compileProductQueries(db: Db, slug: string): Record<string, CompiledQuery> {
  return { product: productQuery(db, slug).where(isPublicProduct).compile() };
}

// The staff area's products: drafts too, each with its container sizes.

const SUMMARY_SORT_COLUMNS = {
  updatedAt: 'updated_at',
  name: 'name',
  minPrice: 'min_price_minor',
  position: 'position',
} as const;

export async function listProductSummaries(
  db: Db,
  search: ProductSearch,
  { page, perPage, sort, order, q, status, categoryId }: ProductSummaryListQuery,
): Promise<ListPage<ProductSummary>> {
  let query = db.selectFrom('products');
  // The search box finds what the public search finds (name, viscosity, specification, brand),
  // through the same trigram index.
  const words = searchWordsOf(q ?? '');
  if (words.length > 0) query = query.where(await search.holdsEvery(words));
  if (status) query = query.where('status', '=', status);
  if (categoryId) query = query.where('category_id', '=', categoryId);
  return readListPage(
    query,
    (filtered) =>
      filtered.select([
        'id',
        'name',
        'slug',
        'status',
        'category_id',
        'image',
        'min_price_minor',
        'updated_at',
        sql<number>`case when coalesce(product_details_de, '') = '' then 1 else 0 end`.as('untranslated'),
      ]),
    { page, perPage, order, sortColumn: SUMMARY_SORT_COLUMNS[sort] },
    (row) => ({
      id: row.id,
      name: row.name,
      slug: row.slug,
      status: row.status as PublicationStatus,
      categoryId: row.category_id,
      image: row.image,
      minPrice: toPrice(row.min_price_minor),
      untranslated: Number(row.untranslated) === 1,
      updatedAt: toIsoTimestamp(row.updated_at),
    }),
  );
}

export async function findProductRecord(db: Db, id: number): Promise<ProductRecord | undefined> {
  const [row, variants, approvals, documents] = await Promise.all([
    db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst(),
    db
      .selectFrom('product_variants')
      .innerJoin('container_sizes', 'container_sizes.id', 'product_variants.container_size_id')
      .select([
        'product_variants.container_size_id',
        'product_variants.price_minor',
        'product_variants.stock_quantity',
        'product_variants.product_number',
        'product_variants.gtin',
      ])
      .where('product_variants.product_id', '=', id)
      .orderBy('container_sizes.position')
      .orderBy('container_sizes.id')
      .execute(),
    db.selectFrom('product_approvals').select('approval_id').where('product_id', '=', id).orderBy('position').execute(),
    db
      .selectFrom('product_documents')
      .select(['kind', 'language', 'version_date', 'file'])
      .where('product_id', '=', id)
      // As staff (or a folder) listed them.
      .orderBy('id')
      .execute(),
  ]);
  if (!row) return undefined;
  return {
    id: row.id,
    version: row.version,
    name: row.name,
    slug: row.slug,
    status: row.status as PublicationStatus,
    categoryId: row.category_id,
    subCategoryId: row.sub_category_id,
    image: row.image,
    details: row.product_details,
    detailsDe: row.product_details_de ?? '',
    brandId: row.brand_id,
    manufacturerId: row.manufacturer_id,
    viscosityId: row.viscosity_id,
    specificationAreaId: row.specification_area_id,
    approvalIds: approvals.map((approval) => approval.approval_id),
    documents: documents.map((document) => ({
      kind: document.kind as DocumentKind,
      language: document.language as DocumentLanguage,
      versionDate: document.version_date,
      file: document.file,
    })),
    position: row.position,
    usedOilNotice: row.used_oil_notice === null ? null : row.used_oil_notice === 1,
    variants: variants.map((variant) => ({
      containerSizeId: variant.container_size_id,
      price: toPrice(variant.price_minor),
      stock: variant.stock_quantity,
      productNumber: variant.product_number,
      gtin: variant.gtin,
    })),
    updatedAt: toIsoTimestamp(row.updated_at),
  };
}

/** The product numbers among `numbers` that other products' sizes use. */
export async function findTakenProductNumbers(
  db: Db,
  numbers: string[],
  exceptProductId?: number,
): Promise<Set<string>> {
  let query = db.selectFrom('product_variants').select('product_number').where('product_number', 'in', numbers);
  if (exceptProductId !== undefined) query = query.where('product_id', '!=', exceptProductId);
  return new Set((await query.execute()).map((row) => row.product_number));
}

/**
 * The fields of a product that name something missing: a category, sub-category or filter value
 * deleted since the form was opened, or a sub-category of another category.
 */
export async function findInvalidReferences(db: Db, input: ProductInput): Promise<Record<string, string>> {
  const exists = async (table: 'categories' | 'container_sizes' | AttributeTable, id: number | null) =>
    id === null || (await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
  const invalid: Record<string, string> = {};
  if (!(await exists('categories', input.categoryId))) invalid.categoryId = CONTENT_MESSAGES.noSuchOption;
  if (input.subCategoryId !== null) {
    const sub = await db
      .selectFrom('sub_categories')
      .select('category_id')
      .where('id', '=', input.subCategoryId)
      .executeTakeFirst();
    if (!sub) invalid.subCategoryId = CONTENT_MESSAGES.noSuchOption;
    else if (sub.category_id !== input.categoryId) invalid.subCategoryId = CONTENT_MESSAGES.subCategoryOfOtherCategory;
  }
  for (const [field, group] of PRODUCT_OPTION_FIELDS) {
    if (!(await exists(ATTRIBUTE_GROUPS[group].table, input[field]))) invalid[field] = CONTENT_MESSAGES.noSuchOption;
  }
  if (input.approvalIds.length > 0) {
    const found = await db.selectFrom('approvals').select('id').where('id', 'in', input.approvalIds).execute();
    if (found.length < input.approvalIds.length) invalid.approvalIds = CONTENT_MESSAGES.noSuchOption;
  }
  for (const [index, variant] of input.variants.entries()) {
    if (!(await exists('container_sizes', variant.containerSizeId))) {
      invalid[`variants.${index}.containerSizeId`] = CONTENT_MESSAGES.noSuchOption;
    }
  }
  return invalid;
}

type AttributeTable = (typeof ATTRIBUTE_GROUPS)[keyof typeof ATTRIBUTE_GROUPS]['table'];

const PRODUCT_OPTION_FIELDS = [
  ['brandId', 'brand'],
  ['manufacturerId', 'manufacturer'],
  ['viscosityId', 'viscosity'],
  ['specificationAreaId', 'specification_area'],
] as const;

/**
 * The stored columns of a product, the derived ones (card text, lowest price) included. Its
 * search text is written after the save, from the names it joins (rewriteProductSearchText).
 */
function toProductColumns(input: ProductInput) {
  const details = sanitizeRichText(input.details);
  const detailsDe = germanRichTextColumn(input.detailsDe);
  return {
    name: input.name,
    slug: input.slug,
    status: input.status,
    image: input.image,
    product_details: details,
    product_summary: htmlToText(details),
    product_details_de: detailsDe,
    product_summary_de: detailsDe === null ? null : htmlToText(detailsDe),
    search_text: '',
    category_id: input.categoryId,
    sub_category_id: input.subCategoryId,
    brand_id: input.brandId,
    manufacturer_id: input.manufacturerId,
    viscosity_id: input.viscosityId,
    specification_area_id: input.specificationAreaId,
    min_price_minor: Math.min(...input.variants.map((variant) => eurosToCents(variant.price))),
    position: input.position,
    used_oil_notice: input.usedOilNotice === null ? null : input.usedOilNotice ? 1 : 0,
    updated_at: new Date().toISOString(),
  };
}

export async function insertProduct(db: Db, input: ProductInput): Promise<number> {
  const { id } = await db
    .insertInto('products')
    .values(toProductColumns(input))
    .returning('id')
    .executeTakeFirstOrThrow();
  await replaceProductVariants(db, id, input.variants);
  await replaceProductApprovals(db, id, input.approvalIds);
  await replaceProductDocuments(db, id, input.documents);
  await rewriteProductSearchText(db, 'id', id);
  return id;
}

/** Saves over `version`, sizes included; false when the record moved past it (or is gone). */
export async function updateProduct(db: Db, id: number, version: number, input: ProductInput): Promise<boolean> {
  if (!(await updateAtVersion(db, 'products', id, version, toProductColumns(input)))) return false;
  await replaceProductVariants(db, id, input.variants);
  await replaceProductApprovals(db, id, input.approvalIds);
  await replaceProductDocuments(db, id, input.documents);
  await rewriteProductSearchText(db, 'id', id);
  return true;
}

async function replaceProductApprovals(db: Db, productId: number, approvalIds: number[]): Promise<void> {
  await db.deleteFrom('product_approvals').where('product_id', '=', productId).execute();
  if (approvalIds.length === 0) return;
  await db
    .insertInto('product_approvals')
    .values(approvalIds.map((approvalId, position) => ({ product_id: productId, approval_id: approvalId, position })))
    .execute();
}

async function replaceProductDocuments(db: Db, productId: number, documents: ProductDocumentInput[]): Promise<void> {
  await db.deleteFrom('product_documents').where('product_id', '=', productId).execute();
  if (documents.length === 0) return;
  await db
    .insertInto('product_documents')
    .values(
      documents.map((document) => ({
        product_id: productId,
        kind: document.kind,
        language: document.language,
        version_date: document.versionDate,
        file: document.file,
      })),
    )
    .execute();
}

async function replaceProductVariants(db: Db, productId: number, variants: ProductVariantInput[]): Promise<void> {
  await db.deleteFrom('product_variants').where('product_id', '=', productId).execute();
  await db
    .insertInto('product_variants')
    .values(
      variants.map((variant) => ({
        product_id: productId,
        container_size_id: variant.containerSizeId,
        price_minor: eurosToCents(variant.price),
        stock_quantity: variant.stock,
        product_number: variant.productNumber,
        gtin: variant.gtin,
      })),
    )
    .execute();
}

/**
 * Takes the sizes off several products before they are saved anew, so that product numbers can
 * move between them in one import (each save would otherwise meet the other's number).
 */
export async function clearProductVariants(db: Db, productIds: number[]): Promise<void> {
  if (productIds.length > 0) await db.deleteFrom('product_variants').where('product_id', 'in', productIds).execute();
}

export async function deleteProduct(db: Db, id: number): Promise<void> {
  await db.deleteFrom('product_variants').where('product_id', '=', id).execute();
  await db.deleteFrom('product_approvals').where('product_id', '=', id).execute();
  await db.deleteFrom('product_documents').where('product_id', '=', id).execute();
  await db.deleteFrom('products').where('id', '=', id).execute();
}

/**
 * Writes again the search text of the products that use a filter value, after the value was
 * renamed, when the group is one the search text holds (brand, viscosity, specification area,
 * approvals).
 */
export async function refreshProductSearchText(db: Db, group: FilterGroup, optionId: number): Promise<void> {
  if (group === 'viscosity' || group === 'specification_area' || group === 'brand') {
    await rewriteProductSearchText(db, ATTRIBUTE_GROUPS[group].column, optionId);
  }
  if (group === 'approvals') await rewriteProductSearchText(db, 'approval_id', optionId);
}
