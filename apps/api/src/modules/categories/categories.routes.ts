import type { FastifyReply, FastifyRequest } from 'fastify';
import { CategoriesResponseSchema, ErrorResponseSchema, LocaleQuerySchema } from '@rennfeld/contract';
import type { ApiModule } from '../../lib/plugin.ts';
import { sendJson, toJson } from '../../lib/catalogue-cache.ts';
import { negotiateContentLocale } from '../../lib/content-language.ts';
import { listCategories } from './categories.repository.ts';

export const categoriesRoutes: ApiModule = async (app, { db, catalogueCache: cache }) => {
  const schema = {
    tags: ['catalogue'],
    summary: 'List the categories with their sub-categories',
    querystring: LocaleQuerySchema,
    response: { 200: CategoriesResponseSchema, 400: ErrorResponseSchema, 503: ErrorResponseSchema },
  };
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const locale = negotiateContentLocale(request, reply);
    const json = await cache.json('catalogue', `categories:${locale}`, async () =>
      toJson(CategoriesResponseSchema, { success: true, categories: await listCategories(db, locale) }),
    );
    return sendJson(request, reply, json!);
  };

  app.get('/categories', { schema: { ...schema, operationId: 'listCategories' } }, handler);
  app.get(
    '/category/list',
    { schema: { ...schema, operationId: 'listCategoryList', description: 'The same answer as `/categories`.' } },
    handler,
  );
};
