import {
  ErrorResponseSchema,
  ProductDetailQuerySchema,
  ProductDetailResponseSchema,
  ProductListingParamsSchema,
  ProductListingQuerySchema,
  ProductsResponseSchema,
  SlugParamsSchema,
  type FilterSelection,
  type ProductListingParams,
} from '@rennfeld/contract';
import { z } from 'zod';
import { orNotFound } from '../../lib/errors.ts';
import type { ApiModule } from '../../lib/plugin.ts';
import { catalogueCache, sendJson, toJson } from './catalogue-cache.ts';
import {
  findProductBySlug,
  LISTING_PAGE_LIMITS,
  listProductsInCategory,
  type ListingPage,
} from './products.repository.ts';

// Pagination is an additive extension of the contract's listing (see LISTING_PAGE_LIMITS). The
// two keys ride on the contract's query object (keys without `[]` are not filters) and are
// described on the route; they belong in @rennfeld/contract once the web app pages through
// large categories.
const PageNumberSchema = (max: number, fallback: number) =>
  z.union([z.string(), z.array(z.string()), z.undefined()]).transform((value, ctx) => {
    if (value === undefined) return fallback;
    if (typeof value === 'string' && /^\d{1,6}$/.test(value) && Number(value) >= 1 && Number(value) <= max) {
      return Number(value);
    }
    ctx.addIssue({ code: 'custom', message: `Must be a whole number from 1 to ${max}.` });
    return z.NEVER;
  });

export const ProductListingPageQuerySchema = ProductListingQuerySchema.in.in
  .transform(({ page, per_page, ...filters }) => ({ page, per_page, filters }))
  .pipe(
    z.object({
      page: PageNumberSchema(LISTING_PAGE_LIMITS.maxPage, 1),
      per_page: PageNumberSchema(LISTING_PAGE_LIMITS.maxPerPage, LISTING_PAGE_LIMITS.defaultPerPage),
      filters: ProductListingQuerySchema,
    }),
  );

const LISTING_DESCRIPTION =
  `Optional \`page\` (1 to ${LISTING_PAGE_LIMITS.maxPage}) and \`per_page\` (1 to ${LISTING_PAGE_LIMITS.maxPerPage}, ` +
  `default ${LISTING_PAGE_LIMITS.defaultPerPage}) select a page of the listing; \`pagination\` tells the total. ` +
  'Facets always count the whole selection.';

export const ProductsPageResponseSchema = ProductsResponseSchema.extend({
  pagination: z.object({
    page: z.number().int().positive(),
    per_page: z.number().int().positive(),
    total: z.number().int().nonnegative(),
    pages: z.number().int().nonnegative(),
  }),
});

/** One cache key for every way of writing the same selection (group and value order, repeats). */
function listingKey(
  { categorySlug, subCategorySlug }: ProductListingParams,
  selection: FilterSelection,
  page: ListingPage,
) {
  const groups = Object.keys(selection)
    .sort()
    .map((group) => `${group}=${[...new Set(selection[group])].sort().join(',')}`);
  return `${categorySlug}/${subCategorySlug ?? ''}?${groups.join('&')}#${page.page}/${page.perPage}`;
}

export const productsRoutes: ApiModule = async (app, { db }) => {
  const cache = catalogueCache(db);
  const listingSchema = {
    tags: ['catalogue'],
    description: LISTING_DESCRIPTION,
    querystring: ProductListingPageQuerySchema,
    response: { 200: ProductsPageResponseSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
  };

  const listing = async (params: ProductListingParams, query: z.output<typeof ProductListingPageQuerySchema>) => {
    const page = { page: query.page, perPage: query.per_page };
    const json = await cache.json('listing', listingKey(params, query.filters, page), async () => {
      const found = await listProductsInCategory(db, params, query.filters, page);
      return found && toJson(ProductsPageResponseSchema, { success: true, ...found });
    });
    return orNotFound(json, 'Category not found.');
  };

  app.get(
    '/products/:categorySlug',
    { schema: { ...listingSchema, params: ProductListingParamsSchema.pick({ categorySlug: true }) } },
    async (request, reply) => sendJson(request, reply, await listing(request.params, request.query)),
  );

  app.get(
    '/products/:categorySlug/:subCategorySlug',
    { schema: { ...listingSchema, params: ProductListingParamsSchema.required() } },
    async (request, reply) => sendJson(request, reply, await listing(request.params, request.query)),
  );

  app.get(
    '/product-detail/:slug',
    {
      schema: {
        tags: ['catalogue'],
        params: SlugParamsSchema,
        querystring: ProductDetailQuerySchema,
        response: { 200: ProductDetailResponseSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const { size } = request.query;
      const json = await cache.json('detail', `${slug}?${size ?? ''}`, async () => {
        const found = await findProductBySlug(db, slug, size);
        return found && toJson(ProductDetailResponseSchema, { success: true, ...found });
      });
      return sendJson(request, reply, orNotFound(json, 'Product not found.'));
    },
  );
};
