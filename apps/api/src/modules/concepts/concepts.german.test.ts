import { ConceptCategoriesResponseSchema, ConceptCategoryResponseSchema } from '@rennfeld/contract';
import { describe, expect, it } from 'vitest';
import { createConceptCategory } from '../../../test/builders.ts';
import { useTestApi } from '../../../test/test-app.ts';

// Concept categories in German beside English (decision 049): German where written, English and
// `untranslated` where not, on the category and on each concept.

const GERMAN = { 'accept-language': 'de-DE,de;q=0.9' };

const api = useTestApi({
  seed: async (db) => {
    await createConceptCategory(db, {
      name: 'Cooling Concepts',
      nameDe: 'Kühlkonzepte',
      slug: 'cooling-concepts',
      shortDesc: 'Keep temperatures down on long stints.',
      shortDescDe: 'Niedrige Temperaturen auf langen Stints.',
      position: 1,
      concepts: [
        { name: 'Coolant Flush', nameDe: 'Kühlmittelspülung', position: 1 },
        { name: 'Radiator Additive', position: 2 },
      ],
    });
    await createConceptCategory(db, {
      name: 'Friction Concepts',
      slug: 'friction-concepts',
      shortDesc: 'Less friction, more power.',
      shortDescDe: 'Weniger Reibung, mehr Leistung.',
      position: 2,
    });
  },
});

const inject = (url: string, headers: Record<string, string> = {}) => api.app.inject({ method: 'GET', url, headers });

describe('GET /api/concept-categories in German', () => {
  it('answers the German texts, and the English with `untranslated` where the German is missing', async () => {
    const response = await inject('/api/concept-categories?locale=de');
    expect(response.statusCode).toBe(200);
    const [cooling, friction] = ConceptCategoriesResponseSchema.parse(response.json()).conceptCategories;
    expect(cooling).toMatchObject({ name: 'Kühlkonzepte', short_desc: 'Niedrige Temperaturen auf langen Stints.' });
    expect(cooling).not.toHaveProperty('untranslated');
    expect(friction).toMatchObject({
      name: 'Friction Concepts',
      short_desc: 'Weniger Reibung, mehr Leistung.',
      untranslated: ['name'],
    });
  });

  it('negotiates Accept-Language, says so in Content-Language, and varies on Accept-Language', async () => {
    const response = await inject('/api/concept-categories', GERMAN);
    expect(response.headers['content-language']).toBe('de');
    expect(String(response.headers.vary)).toMatch(/Accept-Language/i);
    expect(ConceptCategoriesResponseSchema.parse(response.json()).conceptCategories[0]!.name).toBe('Kühlkonzepte');
  });

  it('answers English for ?locale=en whatever Accept-Language says, without `untranslated`', async () => {
    const response = await inject('/api/concept-categories?locale=en', GERMAN);
    expect(response.headers['content-language']).toBe('en');
    expect(String(response.headers.vary)).toMatch(/Accept-Language/i);
    const categories = ConceptCategoriesResponseSchema.parse(response.json()).conceptCategories;
    expect(categories.map((category) => category.name)).toEqual(['Cooling Concepts', 'Friction Concepts']);
    expect(response.body).not.toContain('untranslated');
  });
});

describe('GET /api/concept-category/:slug in German', () => {
  it('answers the category and each concept in German, naming the English fallbacks', async () => {
    const response = await inject('/api/concept-category/cooling-concepts', GERMAN);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-language']).toBe('de');
    expect(String(response.headers.vary)).toMatch(/Accept-Language/i);
    const { conceptCategory } = ConceptCategoryResponseSchema.parse(response.json());
    expect(conceptCategory).toMatchObject({
      name: 'Kühlkonzepte',
      short_desc: 'Niedrige Temperaturen auf langen Stints.',
    });
    expect(conceptCategory).not.toHaveProperty('untranslated');
    expect(conceptCategory.concepts.map(({ name, untranslated }) => ({ name, untranslated }))).toEqual([
      { name: 'Kühlmittelspülung', untranslated: undefined },
      { name: 'Radiator Additive', untranslated: ['name'] },
    ]);
  });

  it('names the category fields still in English', async () => {
    const response = await inject('/api/concept-category/friction-concepts?locale=de');
    expect(ConceptCategoryResponseSchema.parse(response.json()).conceptCategory).toMatchObject({
      name: 'Friction Concepts',
      untranslated: ['name'],
    });
  });

  it('answers English for ?locale=en over a German Accept-Language', async () => {
    const response = await inject('/api/concept-category/cooling-concepts?locale=en', GERMAN);
    expect(response.headers['content-language']).toBe('en');
    const { conceptCategory } = ConceptCategoryResponseSchema.parse(response.json());
    expect(conceptCategory.name).toBe('Cooling Concepts');
    expect(conceptCategory.concepts.map((concept) => concept.name)).toEqual(['Coolant Flush', 'Radiator Additive']);
    expect(response.body).not.toContain('untranslated');
  });
});
