import { CategoriesResponseSchema } from '@rennfeld/contract';
import type { ApiModule } from '../../lib/plugin.ts';
import { catalogueCache, sendJson, toJson } from '../products/catalogue-cache.ts';
import { listCategories } from './categories.repository.ts';

export const categoriesRoutes: ApiModule = async (app, { db }) => {
  const cache = catalogueCache(db);
  const schema = { tags: ['catalogue'], response: { 200: CategoriesResponseSchema } };
  const handler = async (_request: unknown, reply: Parameters<typeof sendJson>[0]) => {
    const json = await cache.json('catalogue', 'categories', async () =>
      toJson(CategoriesResponseSchema, { success: true, categories: await listCategories(db) }),
    );
    return sendJson(reply, json!);
  };

  app.get('/categories', { schema }, handler);
  app.get('/category/list', { schema }, handler);
};
