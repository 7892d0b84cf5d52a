import type { FastifyReply, FastifyRequest } from 'fastify';
import { CategoriesResponseSchema } from '@rennfeld/contract';
import type { ApiModule } from '../../lib/plugin.ts';
import { catalogueCache, sendJson, toJson } from '../../lib/catalogue-cache.ts';
import { listCategories } from './categories.repository.ts';

export const categoriesRoutes: ApiModule = async (app, { db }) => {
  const cache = catalogueCache(db);
  const schema = { tags: ['catalogue'], response: { 200: CategoriesResponseSchema } };
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const json = await cache.json('catalogue', 'categories', async () =>
      toJson(CategoriesResponseSchema, { success: true, categories: await listCategories(db) }),
    );
    return sendJson(request, reply, json!);
  };

  app.get('/categories', { schema }, handler);
  app.get('/category/list', { schema }, handler);
};
