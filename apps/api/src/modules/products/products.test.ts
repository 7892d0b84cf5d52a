import {
  ErrorResponseSchema,
  FILTER_GROUPS,
  FILTER_LIMITS,
  LISTING_PAGE_LIMITS,
  ProductDetailResponseSchema,
  ProductsResponseSchema,
} from '@rennfeld/contract';
import { describe, expect, it } from 'vitest';
import { createCategory, createProduct, createSubCategory } from '../../../test/builders.ts';
import { useTestApi } from '../../../test/test-app.ts';
import { countQueries, createQueryCounter } from '../../../test/query-counter.ts';
import { createCatalogueCache } from '../../lib/catalogue-cache.ts';
import { createContentRevisionReader } from '../../db/database.ts';
import { createCachedListingSource } from './listing-source.ts';
import { listProductsInCategory } from './products.repository.ts';

type Built = Awaited<ReturnType<typeof createProduct>>;
let apex: Built;
let boost: Built;
let classic: Built;
let drift: Built;

const api = useTestApi({
  seed: async (db) => {
    const oils = await createCategory(db, { name: 'Engine Oils', slug: 'engine-oils' });
    const racing = await createSubCategory(db, oils.id, { name: 'Racing', slug: 'racing' });
    const classicSub = await createSubCategory(db, oils.id, { name: 'Classic', slug: 'classic' });
    const gears = await createCategory(db, { name: 'Gear Oils', slug: 'gear-oils' });
    await createSubCategory(db, gears.id, { name: 'Track', slug: 'track' });
    await createCategory(db, { name: 'Greases', slug: 'greases' });

    apex = await createProduct(db, {
      name: 'Apex 5W-30',
      slug: 'apex-5w-30',
      categoryId: oils.id,
      subCategoryId: racing.id,
      viscosity: '5W-30',
      brand: 'Rennfeld',
      specificationArea: 'ACEA C3',
      approvals: [
        { code: 'VW 504 00', issuer: 'Volkswagen', kind: 'approval' },
        { code: 'ACEA C3', issuer: 'ACEA', kind: 'meets' },
      ],
      details: '<p>Fully <strong>synthetic</strong>.</p><script>alert(1)</script>',
      // Given out of order on purpose: sizes are answered smallest first.
      sizes: [
        { size: '5l', price: 49.9, productNumber: 'RF-APEX-5' },
        { size: '1l', price: 12.5, productNumber: 'RF-APEX-1' },
      ],
      position: 1,
    });
    boost = await createProduct(db, {
      name: 'Boost 10W-40',
      slug: 'boost-10w-40',
      categoryId: oils.id,
      subCategoryId: racing.id,
      viscosity: '10W-40',
      brand: 'Rennfeld',
      approvals: [
        { code: 'ACEA C3', issuer: 'ACEA', kind: 'meets' },
        { code: 'MB 229.5', issuer: 'Mercedes-Benz', kind: 'approval' },
      ],
      sizes: [
        { size: '1l', price: 10 },
        { size: '208l', price: 1450 },
      ],
      position: 1,
    });
    classic = await createProduct(db, {
      name: 'Classic 20W-50',
      slug: 'classic-20w-50',
      categoryId: oils.id,
      subCategoryId: classicSub.id,
      viscosity: '20W-50',
      brand: 'Veloce',
      sizes: [{ size: '5l', price: 40 }],
      position: 0,
    });
    drift = await createProduct(db, {
      name: 'Drift 5W-30',
      slug: 'drift-5w-30',
      categoryId: oils.id,
      viscosity: '5W-30',
      brand: 'Veloce',
      manufacturer: null,
      sizes: [{ size: '1l', price: 15 }],
      position: 2,
    });
    await createProduct(db, {
      name: 'Gear 75W-90',
      slug: 'gear-75w-90',
      categoryId: gears.id,
      viscosity: '75W-90',
      brand: 'Rennfeld',
      sizes: [{ size: '1l', price: 20 }],
    });

    // German where written (decision 049): Apex, the category Engine Oils and the sub-category
    // Racing; every other text waits for its translation.
    await db
      .updateTable('products')
      .set({
        product_details_de: '<p>Vollständig <strong>synthetisch</strong>.</p>',
        product_summary_de: 'Vollständig synthetisch.',
      })
      .where('id', '=', apex.id)
      .execute();
    await db.updateTable('categories').set({ name_de: 'Motorenöle' }).where('id', '=', oils.id).execute();
    await db.updateTable('sub_categories').set({ name_de: 'Rennsport' }).where('id', '=', racing.id).execute();
  },
});

async function listing(url: string) {
  const response = await api.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return ProductsResponseSchema.parse(response.json());
}

async function slugsOf(url: string) {
  return (await listing(url)).products.map((p) => p.slug);
}

describe('GET /api/products/:categorySlug', () => {
  it('lists the category products by position then name, with summary and lowest price', async () => {
    const body = await listing('/api/products/engine-oils');
    expect(body.success).toBe(true);
    expect(body.products.map((p) => p.slug)).toEqual(['classic-20w-50', 'apex-5w-30', 'boost-10w-40', 'drift-5w-30']);
    expect(body.products[1]).toEqual({
      id: apex.id,
      name: 'Apex 5W-30',
      slug: 'apex-5w-30',
      image: apex.image,
      product_details: 'Fully synthetic.',
      price: 12.5,
      unit_price: { amount: 12.5, per: 'l' },
    });
    expect(body.products[2]!.price).toBe(10);
  });

  it('answers an empty list for a category without products', async () => {
    const body = await listing('/api/products/greases');
    expect(body.products).toEqual([]);
    expect(Object.keys(body.facets).sort()).toEqual([...FILTER_GROUPS].sort());
  });

  it('ORs values within one group', async () => {
    expect(await slugsOf('/api/products/engine-oils?viscosity[]=5w-30')).toEqual(['apex-5w-30', 'drift-5w-30']);
    expect(await slugsOf('/api/products/engine-oils?viscosity[]=5w-30&viscosity[]=10w-40')).toEqual([
      'apex-5w-30',
      'boost-10w-40',
      'drift-5w-30',
    ]);
  });

  it('ANDs across groups', async () => {
    expect(await slugsOf('/api/products/engine-oils?viscosity[]=5w-30&brand[]=veloce')).toEqual(['drift-5w-30']);
    expect(await slugsOf('/api/products/engine-oils?viscosity[]=10w-40&brand[]=veloce')).toEqual([]);
  });

  it('filters on specification area and manufacturer', async () => {
    expect(await slugsOf('/api/products/engine-oils?specification_area[]=acea-c3')).toEqual(['apex-5w-30']);
    expect(await slugsOf('/api/products/engine-oils?manufacturer[]=rennfeld-gmbh')).toEqual([
      'classic-20w-50',
      'apex-5w-30',
      'boost-10w-40',
    ]);
  });

  it('filters on container size through the variants', async () => {
    expect(await slugsOf('/api/products/engine-oils?container_size[]=5l')).toEqual(['classic-20w-50', 'apex-5w-30']);
    expect(await slugsOf('/api/products/engine-oils?container_size[]=208l&container_size[]=5l')).toEqual([
      'classic-20w-50',
      'apex-5w-30',
      'boost-10w-40',
    ]);
  });

  it('narrows to nothing for an unknown group or an unknown value, without an error', async () => {
    const unknownGroup = await listing('/api/products/engine-oils?colour[]=red');
    expect(unknownGroup.products).toEqual([]);
    expect(await slugsOf('/api/products/engine-oils?viscosity[]=0w-99')).toEqual([]);
    expect(await slugsOf('/api/products/engine-oils?viscosity[]=5w-30&viscosity[]=0w-99')).toEqual([
      'apex-5w-30',
      'drift-5w-30',
    ]);
  });

  it('ignores query keys without brackets and empty values', async () => {
    expect(await slugsOf('/api/products/engine-oils?viscosity=5w-30&brand[]=')).toHaveLength(4);
  });

  it('counts facets over the whole listing when nothing is selected', async () => {
    const { facets } = await listing('/api/products/engine-oils');
    expect(facets).toEqual({
      viscosity: { '5w-30': 2, '10w-40': 1, '20w-50': 1 },
      specification_area: { 'acea-c3': 1 },
      brand: { rennfeld: 2, veloce: 2 },
      manufacturer: { 'rennfeld-gmbh': 3 },
      container_size: { '1l': 3, '5l': 2, '208l': 1 },
      approvals: { 'vw-504-00': 1, 'acea-c3': 2, 'mb-229-5': 1 },
    });
  });

  it('filters on approvals and specifications: any of those chosen', async () => {
    expect(await slugsOf('/api/products/engine-oils?approvals[]=acea-c3')).toEqual(['apex-5w-30', 'boost-10w-40']);
    expect(await slugsOf('/api/products/engine-oils?approvals[]=mb-229-5')).toEqual(['boost-10w-40']);
    const both = await listing('/api/products/engine-oils?approvals[]=vw-504-00&approvals[]=mb-229-5&brand[]=rennfeld');
    expect(both.products.map((product) => product.slug)).toEqual(['apex-5w-30', 'boost-10w-40']);
    // Counted against the other groups only, like every group.
    expect(both.facets.approvals).toEqual({ 'vw-504-00': 1, 'acea-c3': 2, 'mb-229-5': 1 });
    expect(both.facets.viscosity).toEqual({ '5w-30': 1, '10w-40': 1 });
  });

  it('counts each group against the other groups only (disjunctive facets)', async () => {
    const { facets } = await listing('/api/products/engine-oils?viscosity[]=5w-30&brand[]=veloce');
    // viscosity: products of brand veloce; brand: products of viscosity 5w-30.
    expect(facets.viscosity).toEqual({ '5w-30': 1, '20w-50': 1 });
    expect(facets.brand).toEqual({ rennfeld: 1, veloce: 1 });
    // every other group: products matching both.
    expect(facets.container_size).toEqual({ '1l': 1 });
    expect(facets.manufacturer).toEqual({});

    const widened = await listing('/api/products/engine-oils?viscosity[]=5w-30&viscosity[]=10w-40');
    expect(widened.facets.viscosity).toEqual({ '5w-30': 2, '10w-40': 1, '20w-50': 1 });
    expect(widened.facets.container_size).toEqual({ '1l': 3, '5l': 1, '208l': 1 });
  });

  it('empties every facet when an unknown group is selected', async () => {
    const { facets } = await listing('/api/products/engine-oils?colour[]=red');
    for (const group of FILTER_GROUPS) expect(facets[group]).toEqual({});
  });

  it('answers 400 JSON for too many values, too many groups or a too long value', async () => {
    const tooManyValues = Array.from({ length: FILTER_LIMITS.valuesPerGroup + 1 }, (_, i) => `viscosity[]=v${i}`);
    const tooManyGroups = Array.from({ length: FILTER_LIMITS.groups + 1 }, (_, i) => `g${i}[]=x`);
    const tooLong = `viscosity[]=${'x'.repeat(FILTER_LIMITS.valueLength + 1)}`;
    for (const query of [tooManyValues.join('&'), tooManyGroups.join('&'), tooLong]) {
      const response = await api.app.inject({ method: 'GET', url: `/api/products/engine-oils?${query}` });
      expect(response.statusCode).toBe(400);
      expect(ErrorResponseSchema.parse(response.json()).success).toBe(false);
    }
  });

  it('runs the same few queries however many groups and values are selected (no N+1)', async () => {
    const counter = createQueryCounter(api.db);
    const cache = createCatalogueCache({ readRevision: createContentRevisionReader(counter.db) });
    // As the route does: the content's revision read once, then the listing's sources at that revision.
    const source = async () => createCachedListingSource(counter.db, await cache.atCurrentRevision());
    // The first listing reads the scopes, builds the category's index and reads the filter options.
    await listProductsInCategory(await source(), { categorySlug: 'engine-oils' }, {});
    let before = counter.queries();
    const listing = await listProductsInCategory(
      await source(),
      { categorySlug: 'engine-oils', subCategorySlug: 'racing' },
      {
        viscosity: ['5w-30', '10w-40', '20w-50'],
        brand: ['rennfeld', 'veloce'],
        manufacturer: ['rennfeld-gmbh'],
        specification_area: ['acea-c3'],
        container_size: ['1l', '5l', '208l'],
      },
    );
    expect(listing!.products.length).toBeGreaterThan(0);
    // The revision, and the rows of cards the first listing did not show (none here: it showed all).
    expect(counter.queries() - before).toBeLessThanOrEqual(2);
    before = counter.queries();
    await listProductsInCategory(await source(), { categorySlug: 'engine-oils' }, {});
    // The revision alone: every card's row is kept.
    expect(counter.queries() - before).toBe(1);
  });

  it("reads a page's rows once per content revision, and again after a change", async () => {
    const counter = createQueryCounter(api.db);
    const cache = createCatalogueCache({ readRevision: createContentRevisionReader(counter.db) });
    const list = async () =>
      listProductsInCategory(
        createCachedListingSource(counter.db, await cache.atCurrentRevision()),
        { categorySlug: 'engine-oils' },
        { brand: ['rennfeld'] },
      );
    const first = await list();
    let before = counter.queries();
    expect(await list()).toEqual(first);
    expect(counter.queries() - before).toBe(1);

    const renamed = first!.products[0]!;
    await api.db.updateTable('products').set({ name: 'Apex 5W-30 Renamed' }).where('id', '=', renamed.id).execute();
    try {
      before = counter.queries();
      const after = await list();
      expect(after!.products.find(({ id }) => id === renamed.id)?.name).toBe('Apex 5W-30 Renamed');
      // The new revision rebuilds the index and reads the cards' rows again.
      expect(counter.queries() - before).toBeGreaterThan(1);
    } finally {
      await api.db.updateTable('products').set({ name: renamed.name }).where('id', '=', renamed.id).execute();
    }
  });

  it.each([
    ['an unknown category', '/api/products/brake-fluids'],
    ['an invalid category slug', '/api/products/Engine_Oils'],
  ])('answers 404 JSON for %s', async (_case, url) => {
    const response = await api.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(ErrorResponseSchema.parse(response.json()).success).toBe(false);
  });
});

describe('GET /api/products/:categorySlug/:subCategorySlug', () => {
  it('lists only the sub-category products, with facets in that scope', async () => {
    const body = await listing('/api/products/engine-oils/racing');
    expect(body.products.map((p) => p.slug)).toEqual(['apex-5w-30', 'boost-10w-40']);
    expect(body.facets.viscosity).toEqual({ '5w-30': 1, '10w-40': 1 });
    expect(await slugsOf('/api/products/engine-oils/racing?brand[]=veloce')).toEqual([]);
    expect(await slugsOf('/api/products/engine-oils/classic?brand[]=veloce')).toEqual(['classic-20w-50']);
  });

  it.each([
    ['an unknown sub-category', '/api/products/engine-oils/rally'],
    ['a sub-category of another category', '/api/products/engine-oils/track'],
    ['an unknown category', '/api/products/brake-fluids/racing'],
    ['an invalid sub-category slug', '/api/products/engine-oils/Racing!'],
  ])('answers 404 JSON for %s', async (_case, url) => {
    const response = await api.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(ErrorResponseSchema.parse(response.json())).toMatchObject({ success: false });
  });
});

describe('GET /api/product-detail/:slug', () => {
  async function detail(url: string) {
    const response = await api.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return ProductDetailResponseSchema.parse(response.json());
  }

  it('answers every field with the default (smallest) size', async () => {
    const body = await detail('/api/product-detail/apex-5w-30');
    expect(body.success).toBe(true);
    expect(body.product).toEqual({
      id: apex.id,
      name: 'Apex 5W-30',
      slug: 'apex-5w-30',
      image: apex.image,
      price: 12.5,
      unit_price: { amount: 12.5, per: 'l' },
      product_number: 'RF-APEX-1',
      gtin: null,
      in_stock: true,
      product_details: '<p>Fully <strong>synthetic</strong>.</p>',
      size: '1l',
      container_size: { name: '1 L' },
      product_category: { name: 'Racing' },
      brand: { name: 'Rennfeld' },
      specification_areas: { name: 'ACEA C3' },
      manufacturer: { name: 'Rennfeld GmbH', address: null, email: null, eu_responsible_person: null },
      viscosity: { name: '5W-30' },
      approvals: [
        { code: 'VW 504 00', issuer: 'Volkswagen', kind: 'approval' },
        { code: 'ACEA C3', issuer: 'ACEA', kind: 'meets' },
      ],
      documents: [],
      variants: [
        {
          size_key: '1l',
          container_size: '1 L',
          price: 12.5,
          unit_price: { amount: 12.5, per: 'l' },
          product_number: 'RF-APEX-1',
          gtin: null,
          in_stock: true,
        },
        {
          size_key: '5l',
          container_size: '5 L',
          price: 49.9,
          unit_price: { amount: 9.98, per: 'l' },
          product_number: 'RF-APEX-5',
          gtin: null,
          in_stock: true,
        },
      ],
      category_slug: 'engine-oils',
      sub_category_slug: 'racing',
      updated_at: expect.any(String),
      // Its category does not carry the used-oil notice (used-oil-notice.test.ts: one that does).
      used_oil_notice: null,
    });
    expect(Object.entries(body.containerSizes)).toEqual([
      ['1l', '1 L'],
      ['5l', '5 L'],
    ]);
  });

  it('selects the requested size: price, product number and container size change', async () => {
    const { product } = await detail('/api/product-detail/apex-5w-30?size=5l');
    expect(product).toMatchObject({
      size: '5l',
      price: 49.9,
      product_number: 'RF-APEX-5',
      container_size: { name: '5 L' },
    });
  });

  it('falls back to the default size for a size the product does not have', async () => {
    for (const size of ['208l', 'bucket', '', 'x'.repeat(500), '5l&size=1l']) {
      const { product } = await detail(`/api/product-detail/apex-5w-30?size=${size}`);
      expect(product).toMatchObject({ size: '1l', price: 12.5, product_number: 'RF-APEX-1' });
    }
  });

  it("states its manufacturer's address and, for one outside the EEA, its responsible person (GPSR)", async () => {
    const manufacturer = await api.db
      .selectFrom('manufacturers')
      .select(['id', 'street'])
      .where('slug', '=', 'rennfeld-gmbh')
      .executeTakeFirstOrThrow();
    await api.db
      .updateTable('manufacturers')
      .set({
        street: '3 Riverside Works',
        postal_code: 'SL7 1NA',
        city: 'Marlow',
        country: 'GB',
        email: 'safety@marlow.example',
        responsible_person_name: 'Rennfeld Lubricants GmbH',
        responsible_person_street: 'Am Ölhafen 7',
        responsible_person_postal_code: '55120',
        responsible_person_city: 'Rennfeld',
        responsible_person_country: 'DE',
        responsible_person_email: 'produktsicherheit@rennfeld.example',
      })
      .where('id', '=', manufacturer.id)
      .execute();
    try {
      const { product } = await detail('/api/product-detail/apex-5w-30');
      expect(product.manufacturer).toEqual({
        name: 'Rennfeld GmbH',
        address: { street: '3 Riverside Works', postal_code: 'SL7 1NA', city: 'Marlow', country: 'GB' },
        email: 'safety@marlow.example',
        eu_responsible_person: {
          name: 'Rennfeld Lubricants GmbH',
          address: { street: 'Am Ölhafen 7', postal_code: '55120', city: 'Rennfeld', country: 'DE' },
          email: 'produktsicherheit@rennfeld.example',
        },
      });
    } finally {
      await api.db
        .updateTable('manufacturers')
        .set({
          street: '',
          postal_code: '',
          city: '',
          country: '',
          email: '',
          responsible_person_name: '',
          responsible_person_street: '',
          responsible_person_postal_code: '',
          responsible_person_city: '',
          responsible_person_country: '',
          responsible_person_email: '',
        })
        .where('id', '=', manufacturer.id)
        .execute();
    }
  });

  it('lists only the product sizes, smallest first', async () => {
    const body = await detail(`/api/product-detail/${boost.slug}`);
    expect(Object.entries(body.containerSizes)).toEqual([
      ['1l', '1 L'],
      ['208l', '208 L'],
    ]);
  });

  it('uses the category name without a sub-category and null for missing relations', async () => {
    const { product } = await detail(`/api/product-detail/${drift.slug}`);
    expect(product.product_category).toEqual({ name: 'Engine Oils' });
    expect(product.manufacturer).toBeNull();
    expect(product.specification_areas).toBeNull();
    expect(product.sub_category_slug).toBeNull();
    const classicBody = await detail(`/api/product-detail/${classic.slug}`);
    expect(classicBody.product.product_category).toEqual({ name: 'Classic' });
  });

  it.each([
    ['an unknown slug', '/api/product-detail/no-such-oil'],
    ['an invalid slug', '/api/product-detail/No%20Such%20Oil'],
  ])('answers 404 JSON for %s', async (_case, url) => {
    const response = await api.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(ErrorResponseSchema.parse(response.json())).toMatchObject({ success: false });
  });
});

describe('pagination of a listing (additive page and per_page)', () => {
  async function page(url: string) {
    const response = await api.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    const body = ProductsResponseSchema.parse(response.json());
    return { slugs: body.products.map((p) => p.slug), pagination: body.pagination, facets: body.facets };
  }

  it(`answers up to ${LISTING_PAGE_LIMITS.defaultPerPage} products and the totals without page parameters`, async () => {
    const { slugs, pagination } = await page('/api/products/engine-oils');
    expect(slugs).toHaveLength(4);
    expect(pagination).toEqual({ page: 1, per_page: LISTING_PAGE_LIMITS.defaultPerPage, total: 4, pages: 1 });
  });

  it('pages in display order, and the facets count the whole selection', async () => {
    const whole = await page('/api/products/engine-oils');
    const first = await page('/api/products/engine-oils?per_page=2');
    const second = await page('/api/products/engine-oils?per_page=2&page=2');
    expect([...first.slugs, ...second.slugs]).toEqual(whole.slugs);
    expect(first.pagination).toEqual({ page: 1, per_page: 2, total: 4, pages: 2 });
    expect(second.pagination).toEqual({ page: 2, per_page: 2, total: 4, pages: 2 });
    expect(first.facets).toEqual(whole.facets);
    expect(second.facets).toEqual(whole.facets);
  });

  it('counts the filtered selection', async () => {
    const { slugs, pagination } = await page('/api/products/engine-oils?viscosity[]=5w-30&per_page=1');
    expect(slugs).toEqual(['apex-5w-30']);
    expect(pagination).toEqual({ page: 1, per_page: 1, total: 2, pages: 2 });
  });

  it('orders by lowest price either way or by name, pages in that order, with the same facets', async () => {
    const whole = await page('/api/products/engine-oils');
    expect((await page('/api/products/engine-oils?sort=price-asc')).slugs).toEqual([
      'boost-10w-40',
      'apex-5w-30',
      'drift-5w-30',
      'classic-20w-50',
    ]);
    expect((await page('/api/products/engine-oils?sort=price-desc')).slugs).toEqual([
      'classic-20w-50',
      'drift-5w-30',
      'apex-5w-30',
      'boost-10w-40',
    ]);
    const byName = await page('/api/products/engine-oils?sort=name&per_page=3&page=2');
    expect(byName.slugs).toEqual(['drift-5w-30']);
    expect(byName.pagination).toEqual({ page: 2, per_page: 3, total: 4, pages: 2 });
    expect(byName.facets).toEqual(whole.facets);
    const filtered = await page('/api/products/engine-oils?viscosity[]=5w-30&sort=price-desc');
    expect(filtered.slugs).toEqual(['drift-5w-30', 'apex-5w-30']);
  });

  it('answers 400 JSON naming the orders for an unknown sort', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/products/engine-oils?sort=cheapest' });
    expect(response.statusCode).toBe(400);
    expect(ErrorResponseSchema.parse(response.json()).message).toContain('price-asc, price-desc, name');
  });

  it('answers an empty page past the end, with the totals', async () => {
    const { slugs, pagination } = await page('/api/products/engine-oils?per_page=2&page=3');
    expect(slugs).toEqual([]);
    expect(pagination).toEqual({ page: 3, per_page: 2, total: 4, pages: 2 });
    expect((await page('/api/products/greases?page=2')).pagination).toMatchObject({ total: 0, pages: 0 });
  });

  it.each([
    'page=0',
    `page=${LISTING_PAGE_LIMITS.maxPage + 1}`,
    'per_page=0',
    `per_page=${LISTING_PAGE_LIMITS.maxPerPage + 1}`,
    'page=two',
    'page=1.5',
    'page=-1',
    'page=01',
    'page=1&page=2',
  ])('answers 400 JSON for %s', async (query) => {
    const response = await api.app.inject({ method: 'GET', url: `/api/products/engine-oils?${query}` });
    expect(response.statusCode).toBe(400);
    expect(ErrorResponseSchema.parse(response.json()).success).toBe(false);
  });

  it('costs as many queries for a page of 1 as for a page of 100 (no N+1)', async () => {
    const counted = (size: number) =>
      countQueries(api.db, (db) =>
        listProductsInCategory(
          createCachedListingSource(db, createCatalogueCache({ readRevision: createContentRevisionReader(db) })),
          { categorySlug: 'engine-oils' },
          {},
          { page: 1, perPage: size },
        ),
      );
    const one = await counted(1);
    expect(await counted(2)).toBe(one);
    expect(await counted(100)).toBe(one);
  });
});

describe('products in German (decision 049)', () => {
  async function inject(url: string, headers: Record<string, string> = {}) {
    const response = await api.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode).toBe(200);
    return response;
  }
  const cardsOf = async (url: string, headers?: Record<string, string>) =>
    ProductsResponseSchema.parse((await inject(url, headers)).json()).products;
  const productOf = async (url: string, headers?: Record<string, string>) =>
    ProductDetailResponseSchema.parse((await inject(url, headers)).json()).product;

  it("answers the cards' summaries in German where written, the English marked untranslated otherwise", async () => {
    const response = await inject('/api/products/engine-oils/racing?locale=de');
    expect(response.headers['content-language']).toBe('de');
    expect(response.headers.vary).toMatch(/Accept-Language/i);
    const [apexCard, boostCard] = ProductsResponseSchema.parse(response.json()).products;
    expect(apexCard).toMatchObject({ slug: 'apex-5w-30', product_details: 'Vollständig synthetisch.' });
    expect(apexCard).not.toHaveProperty('untranslated');
    expect(boostCard).toMatchObject({ slug: 'boost-10w-40', untranslated: ['product_details'] });
    expect(boostCard!.product_details).toBe(boost.product_summary);
  });

  it('answers English without any untranslated mark, the same listing cached apart per language', async () => {
    const english = await inject('/api/products/engine-oils/racing');
    expect(english.headers['content-language']).toBe('en');
    const cards = ProductsResponseSchema.parse(english.json()).products;
    expect(cards[0]!.product_details).toBe('Fully synthetic.');
    for (const card of cards) expect(card).not.toHaveProperty('untranslated');
    // The facets know no language: both answers count the same.
    const german = ProductsResponseSchema.parse((await inject('/api/products/engine-oils/racing?locale=de')).json());
    expect(german.facets).toEqual(ProductsResponseSchema.parse(english.json()).facets);
  });

  it('negotiates Accept-Language, and ?locale=en overrides it', async () => {
    const negotiated = await inject('/api/products/engine-oils', { 'accept-language': 'de-DE,de;q=0.9' });
    expect(negotiated.headers['content-language']).toBe('de');
    const cards = ProductsResponseSchema.parse(negotiated.json()).products;
    expect(cards.find((card) => card.slug === 'apex-5w-30')?.product_details).toBe('Vollständig synthetisch.');

    const overridden = await inject('/api/products/engine-oils?locale=en', { 'accept-language': 'de-DE,de;q=0.9' });
    expect(overridden.headers['content-language']).toBe('en');
    const englishCards = ProductsResponseSchema.parse(overridden.json()).products;
    expect(englishCards.find((card) => card.slug === 'apex-5w-30')?.product_details).toBe('Fully synthetic.');
  });

  it('keeps filters and pages beside the language', async () => {
    expect(
      (await cardsOf('/api/products/engine-oils?viscosity[]=5w-30&locale=de&per_page=1')).map((card) => card.slug),
    ).toEqual(['apex-5w-30']);
  });

  it('answers the product page in German: details and the (sub-)category name, each marked where English', async () => {
    const response = await inject('/api/product-detail/apex-5w-30?locale=de');
    expect(response.headers['content-language']).toBe('de');
    expect(response.headers.vary).toMatch(/Accept-Language/i);
    const apexPage = ProductDetailResponseSchema.parse(response.json()).product;
    expect(apexPage).toMatchObject({
      name: 'Apex 5W-30',
      product_details: '<p>Vollständig <strong>synthetisch</strong>.</p>',
      product_category: { name: 'Rennsport' },
    });
    expect(apexPage).not.toHaveProperty('untranslated');
    expect(apexPage.product_category).not.toHaveProperty('untranslated');

    const driftPage = await productOf(`/api/product-detail/${drift.slug}?locale=de`);
    expect(driftPage.product_category).toEqual({ name: 'Motorenöle' });
    expect(driftPage.untranslated).toEqual(['product_details']);
    expect(driftPage.product_details).toBe(drift.product_details);

    const classicPage = await productOf(`/api/product-detail/${classic.slug}?locale=de`);
    expect(classicPage.product_category).toEqual({ name: 'Classic', untranslated: ['name'] });
  });

  it('negotiates the product page, caches each language apart and keeps English as it was', async () => {
    const english = await productOf('/api/product-detail/apex-5w-30?size=5l');
    expect(english).toMatchObject({ product_details: '<p>Fully <strong>synthetic</strong>.</p>', size: '5l' });
    expect(english.product_category).toEqual({ name: 'Racing' });
    expect(english).not.toHaveProperty('untranslated');

    const negotiated = await inject('/api/product-detail/apex-5w-30?size=5l', { 'accept-language': 'de-DE,de;q=0.9' });
    expect(negotiated.headers['content-language']).toBe('de');
    expect(ProductDetailResponseSchema.parse(negotiated.json()).product).toMatchObject({
      product_details: '<p>Vollständig <strong>synthetisch</strong>.</p>',
      size: '5l',
    });

    const overridden = await productOf('/api/product-detail/apex-5w-30?size=5l&locale=en', {
      'accept-language': 'de-DE,de;q=0.9',
    });
    expect(overridden).toEqual(english);
  });

  it.each(['/api/product-detail/apex-5w-30?locale=fr', '/api/products/engine-oils?locale=fr'])(
    'answers 400 JSON for a language it does not speak: %s',
    async (url) => {
      const response = await api.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(ErrorResponseSchema.parse(response.json()).success).toBe(false);
    },
  );
});
