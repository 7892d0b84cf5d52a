import {
  ConceptCategoriesResponseSchema,
  ConceptCategoryResponseSchema,
  ErrorResponseSchema,
  LocaleQuerySchema,
  PreviewQuerySchema,
  SlugParamsSchema,
} from '@rennfeld/contract';
import { negotiateContentLocale } from '../../lib/content-language.ts';
import { ensureFound } from '../../lib/errors.ts';
import type { ApiModule } from '../../lib/plugin.ts';
import {
  findConceptCategoryBySlug,
  findConceptCategoryPreviewBySlug,
  listConceptCategories,
} from './concepts.repository.ts';

const NOT_FOUND = 'Concept category not found.';

export const conceptsRoutes: ApiModule = async (app, { db, allowsStaffPreview }) => {
  app.get(
    '/concept-categories',
    {
      schema: {
        tags: ['content'],
        summary: 'List the concept categories with their concepts',
        operationId: 'listConceptCategories',
        querystring: LocaleQuerySchema,
        response: { 200: ConceptCategoriesResponseSchema, 400: ErrorResponseSchema, 503: ErrorResponseSchema },
      },
    },
    async (request, reply) => ({
      success: true as const,
      conceptCategories: await listConceptCategories(db, negotiateContentLocale(request, reply)),
    }),
  );

  app.get(
    '/concept-category/:slug',
    {
      schema: {
        tags: ['content'],
        summary: 'Get one concept category by its slug',
        description:
          'With `preview` (any value or none) and a staff session: a draft category, and draft concepts, for that caller only. Without a session `preview` changes nothing.',
        operationId: 'getConceptCategoryBySlug',
        params: SlugParamsSchema,
        querystring: PreviewQuerySchema.extend(LocaleQuerySchema.shape),
        response: {
          200: ConceptCategoryResponseSchema,
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
        const { record, state } = ensureFound(await findConceptCategoryPreviewBySlug(db, slug, locale), NOT_FOUND);
        return { success: true as const, conceptCategory: record, preview: { state } };
      }
      return {
        success: true as const,
        conceptCategory: ensureFound(await findConceptCategoryBySlug(db, slug, locale), NOT_FOUND),
      };
    },
  );
};
