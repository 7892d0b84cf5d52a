import {
  ConceptCategoriesResponseSchema,
  ConceptCategoryResponseSchema,
  ErrorResponseSchema,
  SlugParamsSchema,
} from '@rennfeld/contract';
import { ensureFound } from '../../lib/errors.ts';
import type { ApiModule } from '../../lib/plugin.ts';
import { findConceptCategoryBySlug, listConceptCategories } from './concepts.repository.ts';

export const conceptsRoutes: ApiModule = async (app, { db }) => {
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
        operationId: 'getConceptCategoryBySlug',
        params: SlugParamsSchema,
        response: { 200: ConceptCategoryResponseSchema, 404: ErrorResponseSchema, 503: ErrorResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      conceptCategory: ensureFound(
        await findConceptCategoryBySlug(db, request.params.slug),
        'Concept category not found.',
      ),
    }),
  );
};
