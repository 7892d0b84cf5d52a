import {
  ErrorResponseSchema,
  NewsDetailResponseSchema,
  NewsListResponseSchema,
  PreviewQuerySchema,
  SlugParamsSchema,
} from '@rennfeld/contract';
import { ensureFound } from '../../lib/errors.ts';
import type { ApiModule } from '../../lib/plugin.ts';
import { findNewsBySlug, findNewsPreviewBySlug, listNews } from './news.repository.ts';

const NOT_FOUND = 'News not found.';

export const newsRoutes: ApiModule = async (app, { db, allowsStaffPreview }) => {
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
        description:
          'With `preview` (any value or none) and a staff session: drafts and scheduled articles too, for that caller only. Without a session `preview` changes nothing.',
        operationId: 'getNewsBySlug',
        params: SlugParamsSchema,
        querystring: PreviewQuerySchema,
        response: { 200: NewsDetailResponseSchema, 404: ErrorResponseSchema, 503: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      if (request.query.preview && (await allowsStaffPreview(request, reply))) {
        const { record, state } = ensureFound(await findNewsPreviewBySlug(db, slug), NOT_FOUND);
        return { success: true as const, news_details: record, preview: { state } };
      }
      return { success: true as const, news_details: ensureFound(await findNewsBySlug(db, slug), NOT_FOUND) };
    },
  );
};
