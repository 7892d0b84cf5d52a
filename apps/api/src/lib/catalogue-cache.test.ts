import {
  CategoriesResponseSchema,
  ProductDetailResponseSchema,
  ProductSearchResponseSchema,
  ProductsResponseSchema,
  SearchMaterialsResponseSchema,
} from '@rennfeld/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createCategory, createProduct, createSubCategory } from '../../test/builders.ts';
import { buildTestApi, useTestApi } from '../../test/test-app.ts';
import { countQueries } from '../../test/query-counter.ts';
import { type CatalogueCacheLookup, toJson } from './catalogue-cache.ts';

// Every catalogue read is answered from the in-process cache until a write to the catalogue
// tables moves the revision on; these tests write straight to the database, as an admin
// back office or another instance would, never through the API.

let categoryId: number;

/** Told the API's catalogue cache lookups while a test listens. */
let lookupListener: CatalogueCacheLookup | undefined;

const api = useTestApi({
  apiOptions: { onCatalogueCacheLookup: (space, result) => lookupListener?.(space, result) },
  seed: async (db) => {
    ({ id: categoryId } = await createCategory(db, { name: 'Engine Oils', slug: 'engine-oils' }));
    await createProduct(db, { name: 'Apex 5W-30', slug: 'apex-5w-30', categoryId, brand: 'Rennfeld' });
  },
});

/**
 * The queries `steps` send through an app of their own, whose cache starts cold.
 */
async function queriesInColdApp(steps: (coldApp: FastifyInstance) => Promise<unknown>): Promise<number> {
  return countQueries(api.db, async (counting) => {
    const coldApp = await buildTestApi(counting);
    try {
      await steps(coldApp);
    } finally {
      await coldApp.close();
    }
  });
}

async function get(url: string) {
  const response = await api.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  return response.json() as unknown;
}

describe('the catalogue cache', () => {
  it('answers a repeated read with the same body', async () => {
    const first = await api.app.inject({ method: 'GET', url: '/api/products/engine-oils' });
    const second = await api.app.inject({ method: 'GET', url: '/api/products/engine-oils' });
    expect(second.body).toBe(first.body);
  });

  it('shows a product added, changed or removed behind its back', async () => {
    const slugs = async () =>
      ProductsResponseSchema.parse(await get('/api/products/engine-oils')).products.map((p) => p.slug);
    const found = async (q: string) =>
      ProductSearchResponseSchema.parse(await get(`/api/product-list?q=${q}`)).products.map((p) => p.slug);
    expect(await slugs()).toEqual(['apex-5w-30']);
    expect(await found('boost')).toEqual([]);

    const boost = await createProduct(api.db, {
      name: 'Boost 10W-40',
      slug: 'boost-10w-40',
      categoryId,
      brand: 'Veloce',
      sizes: [{ size: '1l', price: 10 }],
    });
    expect(await slugs()).toEqual(['apex-5w-30', 'boost-10w-40']);
    expect(await found('boost')).toEqual(['boost-10w-40']);
    // The category's facet index is built anew: the new brand is counted and can be filtered on.
    const veloce = ProductsResponseSchema.parse(await get('/api/products/engine-oils?brand[]=veloce'));
    expect(veloce.products.map((p) => p.slug)).toEqual(['boost-10w-40']);
    expect(veloce.facets.brand).toEqual({ rennfeld: 1, veloce: 1 });
    const materials = SearchMaterialsResponseSchema.parse(await get('/api/search-materials'));
    expect(materials.data.brand).toMatchObject({ veloce: 'Veloce' });

    const price = async () =>
      ProductDetailResponseSchema.parse(await get('/api/product-detail/boost-10w-40')).product.price;
    expect(await price()).toBe(10);
    await api.db
      .updateTable('product_variants')
      .set({ price_minor: 1250 })
      .where('product_id', '=', boost.id)
      .execute();
    expect(await price()).toBe(12.5);

    await api.db.deleteFrom('products').where('id', '=', boost.id).execute();
    expect(await slugs()).toEqual(['apex-5w-30']);
    expect(await found('boost')).toEqual([]);
    expect((await api.app.inject({ method: 'GET', url: '/api/product-detail/boost-10w-40' })).statusCode).toBe(404);
  });

  it('shows a category added behind its back', async () => {
    const names = async () =>
      CategoriesResponseSchema.parse(await get('/api/categories')).categories.map((c) => c.slug);
    expect(await names()).toEqual(['engine-oils']);
    await createCategory(api.db, { name: 'Greases', slug: 'greases', position: 1 });
    expect(await names()).toEqual(['engine-oils', 'greases']);
  });

  it('lists a category and a sub-category added behind its back, once unknown', async () => {
    const status = async (url: string) => (await api.app.inject({ method: 'GET', url })).statusCode;
    expect(await status('/api/products/engine-oils')).toBe(200);
    expect(await status('/api/products/gear-oils')).toBe(404);
    expect(await status('/api/products/engine-oils/racing')).toBe(404);

    const gearOils = await createCategory(api.db, { name: 'Gear Oils', slug: 'gear-oils', position: 2 });
    await createSubCategory(api.db, categoryId, { name: 'Racing', slug: 'racing' });
    await createProduct(api.db, { name: 'Shift 75W-90', slug: 'shift-75w-90', categoryId: gearOils.id });
    const slugs = async (url: string) => ProductsResponseSchema.parse(await get(url)).products.map((p) => p.slug);
    expect(await slugs('/api/products/gear-oils')).toEqual(['shift-75w-90']);
    expect(await slugs('/api/products/engine-oils/racing')).toEqual([]);
    // A sub-category is found under its own category only.
    expect(await status('/api/products/gear-oils/racing')).toBe(404);
  });

  it('lets a client revalidate: 304 without a body while unchanged, the new answer once changed', async () => {
    const url = '/api/product-detail/apex-5w-30';
    const first = await api.app.inject({ method: 'GET', url });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');

    const again = await api.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // A list of validators, and a weak comparison, as browsers and proxies send them.
    const listed = await api.app.inject({ method: 'GET', url, headers: { 'if-none-match': `W/"other", ${etag}` } });
    expect(listed.statusCode).toBe(304);

    await api.db.updateTable('products').set({ name: 'Apex 5W-30 Racing' }).where('slug', '=', 'apex-5w-30').execute();
    const changed = await api.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(ProductDetailResponseSchema.parse(changed.json()).product.name).toBe('Apex 5W-30 Racing');
  });

  it('costs one query (the revision) on a hit, and loads once for many simultaneous misses', async () => {
    const queries = await queriesInColdApp(async (coldApp) => {
      const url = '/api/products/engine-oils';
      await Promise.all(Array.from({ length: 10 }, () => coldApp.inject({ method: 'GET', url })));
    });
    // One revision read per request, plus one listing load at that revision: the scopes (two
    // queries), the category's index (three), the filter options (five) and the page's rows.
    expect(queries).toBeLessThanOrEqual(10 + 2 + 3 + 5 + 1);

    const hits = await queriesInColdApp(async (coldApp) => {
      for (let i = 0; i < 6; i += 1) await coldApp.inject({ method: 'GET', url: '/api/categories' });
    });
    // The first request: revision and two queries; the five hits: the revision each.
    expect(hits).toBe(3 + 5);
  });

  it('loads an answer it does not keep without reading the revision, and checks it once kept', async () => {
    const url = '/api/product-detail/apex-5w-30';
    const categories = async (app: FastifyInstance) =>
      void (await app.inject({ method: 'GET', url: '/api/categories' }));
    const detail = async (app: FastifyInstance) => void (await app.inject({ method: 'GET', url }));

    const firstRead = await queriesInColdApp(detail);
    const categoriesFirst = await queriesInColdApp(categories);
    const thenDetail = await queriesInColdApp(async (app) => {
      await categories(app);
      await detail(app);
    });
    const thenDetailThrice = await queriesInColdApp(async (app) => {
      await categories(app);
      await detail(app);
      await detail(app);
      await detail(app);
    });
    // The first read of all reads the revision; a later miss loads only (the second time kept), a
    // hit reads the revision only.
    expect(thenDetail - categoriesFirst).toBe(firstRead - 1);
    expect(thenDetailThrice - thenDetail).toBe(firstRead - 1 + 1);
  });

  it('keeps a visitor-chosen answer the second time it is asked for, not the first', async () => {
    const lookups: string[] = [];
    lookupListener = (space, result) => {
      if (space === 'listing') lookups.push(result);
    };
    try {
      for (let i = 0; i < 3; i += 1) await get('/api/products/engine-oils?brand[]=rennfeld&per_page=12');
    } finally {
      lookupListener = undefined;
    }
    expect(lookups).toEqual(['miss', 'miss', 'hit']);
  });

  it('drops an answer loaded behind a moved revision once the revision is read', async () => {
    await createProduct(api.db, { name: 'Crest 0W-20', slug: 'crest-0w-20', categoryId });
    const name = async () =>
      ProductDetailResponseSchema.parse(await get('/api/product-detail/crest-0w-20')).product.name;
    const rename = (to: string) =>
      api.db.updateTable('products').set({ name: to }).where('slug', '=', 'crest-0w-20').execute();
    await get('/api/categories');
    // Asked for the first time: sent, not kept.
    expect(await name()).toBe('Crest 0W-20');
    await rename('Crest 0W-20 Racing');
    // Not kept: loaded as the catalogue is now, and kept with the answers of the older revision.
    expect(await name()).toBe('Crest 0W-20 Racing');
    await rename('Crest 0W-20 Endurance');
    // Kept: the revision is read, has moved, and the answer is loaded anew.
    expect(await name()).toBe('Crest 0W-20 Endurance');
  });
});

describe('toJson (decision 063)', () => {
  const answer = {
    success: true as const,
    categories: [
      {
        id: 1,
        name: 'Engine Oils',
        description: 'For engines.',
        slug: 'engine-oils',
        image: 'engine-oils.png',
        sub_categories: [],
      },
    ],
  };

  it('sends an answer its schema keeps as it is, byte for byte', () => {
    expect(toJson(CategoriesResponseSchema, answer).body.toString()).toBe(JSON.stringify(answer));
  });

  it('throws, where answers are checked, for one the schema rejects or would change', () => {
    const withExtraKey = { ...answer, internal_note: 'not for visitors' };
    expect(() => toJson(CategoriesResponseSchema, withExtraKey)).toThrow(/not what its schema makes of it/);
    const invalid = { ...answer, categories: [{ ...answer.categories[0]!, slug: 42 }] };
    expect(() => toJson(CategoriesResponseSchema, invalid as unknown as typeof answer)).toThrow();
  });
});
