import {
  ErrorResponseSchema,
  FILTER_GROUPS,
  ProductSearchResponseSchema,
  SEARCH_QUERY_MAX_LENGTH,
  SEARCH_RESULT_LIMIT,
  SearchMaterialsResponseSchema,
} from '@rennfeld/contract';
import { describe, expect, it } from 'vitest';
import { createCategory, createProduct, ensureAttribute, ensureContainerSize } from '../../../test/builders.ts';
import { useTestApi } from '../../../test/test-app.ts';

const api = useTestApi({
  seed: async (db) => {
    const { id: categoryId } = await createCategory(db);

    // Attribute order is their position, not their name or insertion order.
    await ensureAttribute(db, 'brands', { name: 'Veloce', position: 1 });
    await ensureAttribute(db, 'brands', { name: 'Rennfeld', position: 2 });
    await ensureAttribute(db, 'brands', { name: 'Unused Brand', position: 0 });
    await ensureAttribute(db, 'viscosities', { name: '0W-20', position: 0 });
    await ensureAttribute(db, 'viscosities', { name: '5W-30', position: 1 });
    await ensureAttribute(db, 'viscosities', { name: '10W-40', position: 2 });
    await ensureContainerSize(db, '20l');

    const product = (name: string, overrides: Parameters<typeof createProduct>[1] = {}) =>
      createProduct(db, {
        name,
        categoryId,
        brand: 'Rennfeld',
        manufacturer: null,
        viscosity: null,
        sizes: [{ size: '1l', price: 9.9 }],
        ...overrides,
      });
    await product('Racing Oil 5W-30', { viscosity: '5W-30', specificationArea: 'ACEA C3' });
    await product('Oil Plus 10W-40', { viscosity: '10W-40', brand: 'Veloce', sizes: [{ size: '208l', price: 900 }] });
    await product('Boiler Guard', { sizes: [{ size: '500ml', price: 4 }] });
    await product('Super Racing', { viscosity: '5W-30', manufacturer: 'Motul Works' });
    await product('Track Fluid', { viscosity: '5W-30', sizes: [{ size: '5l', price: 40 }] });
    await product('5W-30 Endurance', { viscosity: '5W-30' });
    await product('Longlife Synth', {
      approvals: [
        { code: 'VW 504 00', issuer: 'Volkswagen', kind: 'approval' },
        { code: 'MB 229.51', issuer: 'Mercedes-Benz', kind: 'approval' },
      ],
    });
    await product('Fast Track Gear');
    await product('Backtrack Cleaner');
    // Holds the trigrams a query of "circuit" looks up in SQLite's index (cir, cui, uit), not the word.
    await product('Cir Cui Uit');
    for (let i = 1; i <= SEARCH_RESULT_LIMIT + 2; i += 1) await product(`Limit Test ${String(i).padStart(2, '0')}`);
  },
});

async function search(q: string | undefined) {
  const url = q === undefined ? '/api/product-list' : `/api/product-list?q=${encodeURIComponent(q)}`;
  const response = await api.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return ProductSearchResponseSchema.parse(response.json());
}

async function namesFor(q: string) {
  return (await search(q)).products.map((p) => p.name);
}

describe('GET /api/product-list', () => {
  it('answers slug, name and image of each match', async () => {
    const body = await search('boiler');
    expect(body.success).toBe(true);
    expect(body.products).toEqual([
      { slug: expect.stringMatching(/^boiler-guard-/), name: 'Boiler Guard', image: expect.any(String) },
    ]);
    expect(Object.keys(body.products[0]!).sort()).toEqual(['image', 'name', 'slug']);
  });

  it('matches regardless of case', async () => {
    expect(await namesFor('RACING OIL')).toEqual(['Racing Oil 5W-30']);
    expect(await namesFor('racing oil')).toEqual(['Racing Oil 5W-30']);
  });

  it('finds 5W-30 products for 5w30, 5w-30 and "5w 30"', async () => {
    const expected = ['5W-30 Endurance', 'Racing Oil 5W-30', 'Super Racing', 'Track Fluid'];
    expect(await namesFor('5w30')).toEqual(expected);
    expect(await namesFor('5W-30')).toEqual(expected);
  });

  it('needs every word, each as a prefix or part of a word', async () => {
    expect(await namesFor('rac oil')).toEqual(['Racing Oil 5W-30']);
    expect(await namesFor('racing acea')).toEqual(['Racing Oil 5W-30']);
    expect(await namesFor('racing 10w40')).toEqual([]);
  });

  it('finds a product by its approvals: "504 00", "VW 504", "229.51", the issuer', async () => {
    for (const q of ['504 00', 'VW 504', 'vw50400', '229.51', 'MB 229.51', 'volkswagen']) {
      expect(await namesFor(q), q).toEqual(['Longlife Synth']);
    }
    expect(await namesFor('229.52')).toEqual([]);
  });

  it('ranks name prefix first, then a word of the name, then other matches; ties by name', async () => {
    expect(await namesFor('oil')).toEqual(['Oil Plus 10W-40', 'Racing Oil 5W-30', 'Boiler Guard']);
    expect(await namesFor('racing')).toEqual(['Racing Oil 5W-30', 'Super Racing']);
    // The reverse of alphabetical order: rank decides before name.
    expect(await namesFor('track')).toEqual(['Track Fluid', 'Fast Track Gear', 'Backtrack Cleaner']);
  });

  it(`answers at most ${SEARCH_RESULT_LIMIT} products`, async () => {
    const names = await namesFor('limit test');
    expect(names).toHaveLength(SEARCH_RESULT_LIMIT);
    expect(names[0]).toBe('Limit Test 01');
  });

  it('answers an empty list for a missing, blank or symbol-only query', async () => {
    for (const q of [undefined, '', '   ', '%', '_', '-- /']) expect((await search(q)).products).toEqual([]);
  });

  it('finds a word, not a text that only holds the trigrams looked up for it', async () => {
    expect(await namesFor('circuit')).toEqual([]);
    expect(await namesFor('cir cui uit')).toEqual(['Cir Cui Uit']);
  });

  it('never lets LIKE wildcards widen the match', async () => {
    expect(await namesFor('rac%ing')).toEqual(['Racing Oil 5W-30', 'Super Racing']);
    expect(await namesFor('g_a')).toEqual([]);
  });

  it(`answers 400 JSON for a query longer than ${SEARCH_QUERY_MAX_LENGTH} characters`, async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: `/api/product-list?q=${'a'.repeat(SEARCH_QUERY_MAX_LENGTH + 1)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(ErrorResponseSchema.parse(response.json()).success).toBe(false);
  });
});

describe('GET /api/search-materials', () => {
  it('offers per group only the values products use, in attribute order', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/search-materials' });
    expect(response.statusCode).toBe(200);
    const body = SearchMaterialsResponseSchema.parse(response.json());
    expect(body.success).toBe(true);
    expect(Object.keys(body.data)).toEqual([...FILTER_GROUPS]);
    expect(Object.entries(body.data.brand!)).toEqual([
      ['veloce', 'Veloce'],
      ['rennfeld', 'Rennfeld'],
    ]);
    expect(Object.entries(body.data.viscosity!)).toEqual([
      ['5w-30', '5W-30'],
      ['10w-40', '10W-40'],
    ]);
    expect(body.data.specification_area).toEqual({ 'acea-c3': 'ACEA C3' });
    expect(body.data.manufacturer).toEqual({ 'motul-works': 'Motul Works' });
    expect(body.data.approvals).toEqual({ 'vw-504-00': 'VW 504 00', 'mb-229-51': 'MB 229.51' });
    expect(Object.entries(body.data.container_size!)).toEqual([
      ['500ml', '500 ml'],
      ['1l', '1 L'],
      ['5l', '5 L'],
      ['208l', '208 L'],
    ]);
  });
});

describe('search in German pages (decision 049)', () => {
  // A search hit shows a product's name and image, the filter bar its values' labels: neither has
  // a German twin, so the answers (and their cache entries) are the same for every language.
  it.each([
    ['/api/product-list?q=racing', { 'accept-language': 'de-DE,de;q=0.9' }],
    ['/api/product-list?q=racing&locale=de', {}],
    ['/api/search-materials', { 'accept-language': 'de-DE,de;q=0.9' }],
    ['/api/search-materials?locale=de', {}],
  ])('answers %s as in English', async (url, headers) => {
    const english = await api.app.inject({ method: 'GET', url: url.replace(/[?&]locale=de$/, '') });
    const german = await api.app.inject({ method: 'GET', url, headers });
    expect(german.statusCode).toBe(200);
    expect(german.body).toBe(english.body);
    expect(JSON.parse(german.body)).not.toHaveProperty('products.0.untranslated');
  });
});
