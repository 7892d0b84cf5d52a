import {
  ConceptCategoriesResponseSchema,
  ConceptCategoryResponseSchema,
  ErrorResponseSchema,
  PreviewQuerySchema,
  SlugParamsSchema,
} from '@rennfeld/contract';
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
        response: { 200: ConceptCategoriesResponseSchema, 503: ErrorResponseSchema },
      },
    },
    async () => ({ success: true as const, conceptCategories: await listConceptCategories(db) }),
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
        querystring: PreviewQuerySchema,
        response: { 200: ConceptCategoryResponseSchema, 404: ErrorResponseSchema, 503: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      if (request.query.preview && (await allowsStaffPreview(request, reply))) {
        const { record, state } = ensureFound(await findConceptCategoryPreviewBySlug(db, slug), NOT_FOUND);
        return { success: true as const, conceptCategory: record, preview: { state } };
      }
      return {
        success: true as const,
        conceptCategory: ensureFound(await findConceptCategoryBySlug(db, slug), NOT_FOUND),
      };
    },
  );
};
