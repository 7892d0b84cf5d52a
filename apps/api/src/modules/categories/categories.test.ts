import { CategoriesResponseSchema } from '@rennfeld/contract';
import { describe, expect, it } from 'vitest';
import { createCategory, createSubCategory } from '../../../test/builders.ts';
import { useTestApi } from '../../../test/test-app.ts';

const api = useTestApi({
  seed: async (db) => {
    // Stored out of their order, so the answer's order can only come from the positions.
    await createCategory(db, { name: 'Gear Oils', slug: 'gear-oils', position: 2 });
    const oils = await createCategory(db, { name: 'Engine Oils', slug: 'engine-oils', position: 1 });
    const racing = await createSubCategory(db, oils.id, { name: 'Racing', slug: 'racing', position: 2 });
    await createSubCategory(db, oils.id, { name: 'Classic', slug: 'classic', position: 1 });
    // German where written (decision 049): Engine Oils' name (not its description) and Racing.
    await db.updateTable('categories').set({ name_de: 'Motorenöle' }).where('id', '=', oils.id).execute();
    await db.updateTable('sub_categories').set({ name_de: 'Rennsport' }).where('id', '=', racing.id).execute();
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

describe('GET /api/categories in German (decision 049)', () => {
  async function categories(url: string, headers: Record<string, string> = {}) {
    const response = await api.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode).toBe(200);
    return { response, body: CategoriesResponseSchema.parse(response.json()) };
  }

  it('answers German where written, the English marked untranslated on the record that holds it', async () => {
    const { response, body } = await categories('/api/categories?locale=de');
    expect(response.headers['content-language']).toBe('de');
    expect(response.headers.vary).toMatch(/Accept-Language/i);
    const [oils, gears] = body.categories;
    expect(oils).toMatchObject({ name: 'Motorenöle', untranslated: ['description'] });
    expect(oils!.sub_categories).toEqual([
      { id: expect.any(Number), name: 'Classic', slug: 'classic', untranslated: ['name'] },
      { id: expect.any(Number), name: 'Rennsport', slug: 'racing' },
    ]);
    expect(gears).toMatchObject({ name: 'Gear Oils', untranslated: ['name', 'description'] });
  });

  it('answers English without untranslated marks, cached apart from the German', async () => {
    await categories('/api/categories?locale=de');
    const { response, body } = await categories('/api/categories');
    expect(response.headers['content-language']).toBe('en');
    expect(body.categories.map((category) => category.name)).toEqual(['Engine Oils', 'Gear Oils']);
    expect(JSON.stringify(body)).not.toContain('untranslated');
  });

  it('negotiates Accept-Language, and ?locale=en overrides it', async () => {
    const german = await categories('/api/categories', { 'accept-language': 'de-DE,de;q=0.9' });
    expect(german.response.headers['content-language']).toBe('de');
    expect(german.body.categories[0]!.name).toBe('Motorenöle');
    const english = await categories('/api/categories?locale=en', { 'accept-language': 'de-DE,de;q=0.9' });
    expect(english.response.headers['content-language']).toBe('en');
    expect(english.body.categories[0]!.name).toBe('Engine Oils');
  });
});
