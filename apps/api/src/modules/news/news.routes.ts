import {
  ErrorResponseSchema,
  NewsDetailResponseSchema,
  NewsListResponseSchema,
  SlugParamsSchema,
} from '@rennfeld/contract';
import { orNotFound } from '../../lib/errors.ts';
import type { ApiModule } from '../../lib/plugin.ts';
import { findNewsBySlug, listNews } from './news.repository.ts';

export const newsRoutes: ApiModule = async (app, { db }) => {
  app.get('/news/list', { schema: { tags: ['content'], response: { 200: NewsListResponseSchema } } }, async () => ({
    success: true as const,
    news: await listNews(db),
  }));

  app.get(
    '/news/show/:slug',
    {
      schema: {
        tags: ['content'],
        params: SlugParamsSchema,
        response: { 200: NewsDetailResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      news_details: orNotFound(await findNewsBySlug(db, request.params.slug), 'News not found.'),
    }),
  );
};
