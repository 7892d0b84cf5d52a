import {
  ErrorResponseSchema,
  NewsDetailResponseSchema,
  NewsListResponseSchema,
  SlugParamsSchema,
} from '@rennfeld/contract';
import { ensureFound } from '../../lib/errors.ts';
import type { ApiModule } from '../../lib/plugin.ts';
import { findNewsBySlug, listNews } from './news.repository.ts';

export const newsRoutes: ApiModule = async (app, { db }) => {
  app.get(
    '/news/list',
    {
      schema: {
        tags: ['content'],
        summary: 'List the news, newest first',
        operationId: 'listNews',
        response: { 200: NewsListResponseSchema, 503: ErrorResponseSchema },
      },
    },
    async () => ({ success: true as const, news: await listNews(db) }),
  );

  app.get(
    '/news/show/:slug',
    {
      schema: {
        tags: ['content'],
        summary: 'Get one news article by its slug',
        operationId: 'getNewsBySlug',
        params: SlugParamsSchema,
        response: { 200: NewsDetailResponseSchema, 404: ErrorResponseSchema, 503: ErrorResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      news_details: ensureFound(await findNewsBySlug(db, request.params.slug), 'News not found.'),
    }),
  );
};
