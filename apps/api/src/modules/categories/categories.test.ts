import { CategoriesResponseSchema } from '@rennfeld/contract';
import { describe, expect, it } from 'vitest';
import { createCategory, createSubCategory } from '../../../test/builders.ts';
import { useTestApi } from '../../../test/test-app.ts';

const api = useTestApi({
  seed: async (db) => {
    // Stored out of their order, so the answer's order can only come from the positions.
    await createCategory(db, { name: 'Gear Oils', slug: 'gear-oils', position: 2 });
    const oils = await createCategory(db, { name: 'Engine Oils', slug: 'engine-oils', position: 1 });
    await createSubCategory(db, oils.id, { name: 'Racing', slug: 'racing', position: 2 });
    await createSubCategory(db, oils.id, { name: 'Classic', slug: 'classic', position: 1 });
  },
});

describe.each(['/api/categories', '/api/category/list'])('GET %s', (url) => {
  it('lists categories in order with their sub-categories in order', async () => {
    const response = await api.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    const body = CategoriesResponseSchema.parse(response.json());
    expect(body.success).toBe(true);
    expect(body.categories.map((c) => c.slug)).toEqual(['engine-oils', 'gear-oils']);
    expect(body.categories[0]!.sub_categories.map((s) => s.slug)).toEqual(['classic', 'racing']);
    expect(body.categories[1]!.sub_categories).toEqual([]);
  });
});
