import {
  ErrorResponseSchema,
  LocaleQuerySchema,
  NewsDetailResponseSchema,
  NewsListResponseSchema,
  PreviewQuerySchema,
  SlugParamsSchema,
} from '@rennfeld/contract';
import { negotiateContentLocale } from '../../lib/content-language.ts';
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
        querystring: LocaleQuerySchema,
        response: { 200: NewsListResponseSchema, 400: ErrorResponseSchema, 503: ErrorResponseSchema },
      },
    },
    async (request, reply) => ({
      success: true as const,
      news: await listNews(db, negotiateContentLocale(request, reply)),
    }),
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
        querystring: PreviewQuerySchema.extend(LocaleQuerySchema.shape),
        response: {
          200: NewsDetailResponseSchema,
          400: ErrorResponseSchema,
          404: ErrorResponseSchema,
          503: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const locale = negotiateContentLocale(request, reply);
      if (request.query.preview && (await allowsStaffPreview(request, reply))) {
        const { record, state } = ensureFound(await findNewsPreviewBySlug(db, slug, locale), NOT_FOUND);
        return { success: true as const, news_details: record, preview: { state } };
      }
      return {
        success: true as const,
        news_details: ensureFound(await findNewsBySlug(db, slug, locale), NOT_FOUND),
      };
    },
  );
};
