import {
  ErrorResponseSchema,
  LISTING_PAGE_LIMITS,
  ProductDetailQuerySchema,
  ProductDetailResponseSchema,
  ProductListingPageQuerySchema,
  ProductListingParamsSchema,
  ProductsResponseSchema,
  SlugParamsSchema,
  type FilterSelection,
  type ProductListingParams,
  type SiteLocale,
} from '@rennfeld/contract';
import type { z } from 'zod';
import { ensureFound } from '../../lib/errors.ts';
import { sendJson, toJson } from '../../lib/catalogue-cache.ts';
import type { ApiModule } from '../../lib/plugin.ts';
import { negotiateContentLocale } from '../../lib/content-language.ts';
import { createCachedListingSource } from './listing-source.ts';
import {
  findProductBySlug,
  findProductPreviewBySlug,
  listProductsInCategory,
  type ListingPage,
} from './products.repository.ts';

const PRODUCT_NOT_FOUND = 'Product not found.';

const LISTING_DESCRIPTION =
  `Optional \`page\` (1 to ${LISTING_PAGE_LIMITS.maxPage}) and \`per_page\` (1 to ${LISTING_PAGE_LIMITS.maxPerPage}, ` +
  `default ${LISTING_PAGE_LIMITS.defaultPerPage}) select a page of the listing; \`pagination\` tells the total. ` +
  'Facets always count the whole selection. `sort` orders the listing: `price-asc` (lowest price first), ' +
  '`price-desc` or `name`; without it, the brand’s own order.';

/**
 * One cache key for every way of writing the same selection (group and value order, repeats), per
 * language of the cards' texts.
 */
function listingKey(
  { categorySlug, subCategorySlug }: ProductListingParams,
  selection: FilterSelection,
  page: ListingPage,
  locale: SiteLocale,
) {
  const groups = Object.keys(selection)
    .sort()
    .map((group) => `${group}=${[...new Set(selection[group])].sort().join(',')}`);
  return `${locale}:${categorySlug}/${subCategorySlug ?? ''}?${groups.join('&')}#${page.page}/${page.perPage}/${page.sort ?? ''}`;
}

export const productsRoutes: ApiModule = async (app, { db, catalogueCache: cache, allowsStaffPreview }) => {
  const listingSchema = {
    tags: ['catalogue'],
    description: LISTING_DESCRIPTION,
    querystring: ProductListingPageQuerySchema,
    response: {
      200: ProductsResponseSchema,
      400: ErrorResponseSchema,
      404: ErrorResponseSchema,
      503: ErrorResponseSchema,
    },
  };

  const listing = async (
    params: ProductListingParams,
    query: z.output<typeof ProductListingPageQuerySchema>,
    locale: SiteLocale,
  ) => {
    const page = { page: query.page, perPage: query.per_page, sort: query.sort };
    // One read of the content's revision serves the answer's lookup and, on a miss, the listing's sources.
    const catalogue = await cache.atCurrentRevision();
    const json = await catalogue.json('listing', listingKey(params, query.filters, page, locale), async () => {
      const source = createCachedListingSource(db, catalogue);
      const found = await listProductsInCategory(source, params, query.filters, page, locale);
      return found && toJson(ProductsResponseSchema, { success: true, ...found });
    });
    return ensureFound(json, 'Category not found.');
  };

  app.get(
    '/products/:categorySlug',
    {
      schema: {
        ...listingSchema,
        summary: 'List the products of a category, filtered and paged',
        operationId: 'listProductsInCategory',
        params: ProductListingParamsSchema.pick({ categorySlug: true }),
      },
    },
    async (request, reply) =>
      sendJson(request, reply, await listing(request.params, request.query, negotiateContentLocale(request, reply))),
  );

  app.get(
    '/products/:categorySlug/:subCategorySlug',
    {
      schema: {
        ...listingSchema,
        summary: 'List the products of a sub-category, filtered and paged',
        operationId: 'listProductsInSubCategory',
        params: ProductListingParamsSchema.required(),
      },
    },
    async (request, reply) =>
      sendJson(request, reply, await listing(request.params, request.query, negotiateContentLocale(request, reply))),
  );

  app.get(
    '/product-detail/:slug',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Get one product by its slug, optionally in one container size',
        description:
          'With `preview` (any value or none) and a staff session: a draft product too, for that caller only. Without a session `preview` changes nothing.',
        operationId: 'getProductBySlug',
        params: SlugParamsSchema,
        querystring: ProductDetailQuerySchema,
        response: {
          200: ProductDetailResponseSchema,
          400: ErrorResponseSchema,
          404: ErrorResponseSchema,
          503: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const { size, preview } = request.query;
      const locale = negotiateContentLocale(request, reply);
      // A preview is read past both caches: the catalogue cache holds what every visitor may get.
      if (preview && (await allowsStaffPreview(request, reply))) {
        const { record, state } = ensureFound(
          await findProductPreviewBySlug(db, slug, size, locale),
          PRODUCT_NOT_FOUND,
        );
        return reply.send({ success: true as const, ...record, preview: { state } });
      }
      const json = await cache.json('detail', `${locale}:${slug}?${size ?? ''}`, async () => {
        const found = await findProductBySlug(db, slug, size, locale);
        return found && toJson(ProductDetailResponseSchema, { success: true, ...found });
      });
      return sendJson(request, reply, ensureFound(json, PRODUCT_NOT_FOUND));
    },
  );
};
