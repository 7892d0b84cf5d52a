import {
  ErrorResponseSchema,
  ProductSearchQuerySchema,
  ProductSearchResponseSchema,
  SearchMaterialsResponseSchema,
} from '@rennfeld/contract';
import type { ApiModule } from '../../lib/plugin.ts';
import { sendJson, toJson } from '../../lib/catalogue-cache.ts';
import { listSearchMaterials, searchProducts } from './search.repository.ts';

export const searchRoutes: ApiModule = async (app, { db, catalogueCache: cache, productSearch }) => {
  app.get(
    '/product-list',
    {
      schema: {
        tags: ['search'],
        summary: 'Search the products by name',
        operationId: 'searchProducts',
        querystring: ProductSearchQuerySchema,
        response: { 200: ProductSearchResponseSchema, 400: ErrorResponseSchema, 503: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const { q } = request.query;
      // The answer depends on the query only through this form (see searchProducts).
      const key = q.trim().replace(/\s+/g, ' ').toLowerCase();
      const json = await cache.json('search', key, async () =>
        toJson(ProductSearchResponseSchema, { success: true, products: await searchProducts(db, productSearch, q) }),
      );
      return sendJson(request, reply, json!);
    },
  );

  app.get(
    '/search-materials',
    {
      schema: {
        tags: ['search'],
        summary: 'List the filter options of the product listings, by filter group',
        operationId: 'listFilterOptions',
        response: { 200: SearchMaterialsResponseSchema, 503: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const json = await cache.json('catalogue', 'search-materials', async () =>
        toJson(SearchMaterialsResponseSchema, { success: true, data: await listSearchMaterials(db) }),
      );
      return sendJson(request, reply, json!);
    },
  );
};
