import {
  ConceptCategoriesResponseSchema,
  ConceptCategoryResponseSchema,
  ErrorResponseSchema,
} from '@rennfeld/contract';
import { describe, expect, it } from 'vitest';
import { createConceptCategory } from '../../../test/builders.ts';
import { useTestApi } from '../../../test/test-app.ts';

let cooling: Awaited<ReturnType<typeof createConceptCategory>>;

const api = useTestApi({
  seed: async (db) => {
    cooling = await createConceptCategory(db, {
      name: 'Cooling Concepts',
      slug: 'cooling-concepts',
      image: 'cooling.webp',
      shortDesc: 'Keep temperatures down on long stints.',
      position: 2,
      createdAt: '2025-03-01T10:00:00.000Z',
      concepts: [
        { name: 'Radiator Additive', image: 'radiator.webp', position: 2 },
        { name: 'Coolant Flush', image: 'flush.webp', position: 1 },
      ],
    });
    await createConceptCategory(db, { name: 'Friction Concepts', slug: 'friction-concepts', position: 1 });
    await createConceptCategory(db, { name: 'Empty Concepts', slug: 'empty-concepts', position: 3 });
  },
});

describe('GET /api/concept-categories', () => {
  it('lists summaries ordered by position', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/concept-categories' });
    expect(response.statusCode).toBe(200);
    const body = ConceptCategoriesResponseSchema.parse(response.json());
    expect(body.success).toBe(true);
    expect(body.conceptCategories.map((c) => c.slug)).toEqual([
      'friction-concepts',
      'cooling-concepts',
      'empty-concepts',
    ]);
    expect(body.conceptCategories[1]).toEqual({
      id: cooling.id,
      name: 'Cooling Concepts',
      slug: 'cooling-concepts',
      image: 'cooling.webp',
      short_desc: 'Keep temperatures down on long stints.',
      created_at: '2025-03-01T10:00:00.000Z',
    });
    expect(response.json().conceptCategories[0]).not.toHaveProperty('concepts');
  });
});

describe('GET /api/concept-category/:slug', () => {
  it('answers the category with its concepts in order', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/concept-category/cooling-concepts' });
    expect(response.statusCode).toBe(200);
    const body = ConceptCategoryResponseSchema.parse(response.json());
    expect(body.success).toBe(true);
    expect(body.conceptCategory).toMatchObject({
      id: cooling.id,
      name: 'Cooling Concepts',
      short_desc: 'Keep temperatures down on long stints.',
      created_at: '2025-03-01T10:00:00.000Z',
    });
    expect(body.conceptCategory.concepts).toEqual([
      { id: cooling.concepts[1]!.id, name: 'Coolant Flush', image: 'flush.webp' },
      { id: cooling.concepts[0]!.id, name: 'Radiator Additive', image: 'radiator.webp' },
    ]);
  });

  it('answers an empty concepts list for a category without concepts', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/concept-category/empty-concepts' });
    expect(ConceptCategoryResponseSchema.parse(response.json()).conceptCategory.concepts).toEqual([]);
  });

  it.each([
    ['an unknown slug', '/api/concept-category/no-such-concept'],
    ['an invalid slug', '/api/concept-category/Cooling_Concepts'],
  ])('answers 404 JSON for %s', async (_case, url) => {
    const response = await api.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(ErrorResponseSchema.parse(response.json())).toMatchObject({ success: false });
  });
});
