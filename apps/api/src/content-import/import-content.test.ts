import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-app.ts';
import type { ContentDocument } from './content-document.ts';
import { importContent } from './import-content.ts';

let database: TestDatabase;

beforeEach(async () => {
  database = await createTestDatabase();
});

afterEach(async () => {
  await database.destroy();
});

function buildDocument(): ContentDocument {
  return {
    updatedAt: '2026-05-01T08:00:00.000Z',
    containerSizes: [
      { key: '1l', name: '1 L', millilitres: 1000 },
      { key: '5l', name: '5 L', millilitres: 5000 },
    ],
    brands: ['Rennfeld Racing'],
    manufacturers: ['Rennfeld Werke'],
    viscosities: ['10W-60'],
    specificationAreas: ['ACEA A3/B4'],
    categories: [
      {
        name: 'Engine Oils',
        slug: 'engine-oils',
        description: 'Oils for road and track.',
        image: 'engine-oils.png',
        subCategories: [{ name: 'Racing', slug: 'racing' }],
      },
    ],
    products: [
      {
        name: 'Track Formula 10W-60',
        slug: 'track-formula-10w-60',
        image: 'track-formula-10w-60.png',
        categorySlug: 'engine-oils',
        subCategorySlug: 'racing',
        brand: 'Rennfeld Racing',
        manufacturer: 'Rennfeld Werke',
        viscosity: '10W-60',
        specificationArea: 'ACEA A3/B4',
        detailsHtml: '<p>Fully synthetic.</p><script>alert(1)</script>',
        variants: [
          { size: '1l', price: 24.9, productNumber: 'RF-1001-01' },
          { size: '5l', price: 99.5, productNumber: 'RF-1001-05' },
        ],
      },
    ],
    news: [],
    conceptCategories: [],
    catalogues: [],
    teamMembers: [
      { name: 'Jana Roth', department: 'Sales', email: 'jana@example.com', phone: '+49 1', image: 'jana.png' },
    ],
    aboutBlocks: [],
    partnerships: [],
    legal: { privacyPolicy: '<p>Privacy</p>', terms: '<p>Terms</p>', copyright: '<p>©</p>', imprint: '<p>Imprint</p>' },
  };
}

describe('importContent', () => {
  it('writes the document into an empty database, linking products to their category, options and sizes', async () => {
    const { db } = database;
    expect(await importContent(db, buildDocument())).toBe(true);

    const product = await db
      .selectFrom('products')
      .innerJoin('categories', 'categories.id', 'products.category_id')
      .innerJoin('sub_categories', 'sub_categories.id', 'products.sub_category_id')
      .innerJoin('brands', 'brands.id', 'products.brand_id')
      .innerJoin('viscosities', 'viscosities.id', 'products.viscosity_id')
      .select([
        'categories.slug as category',
        'sub_categories.slug as subCategory',
        'brands.slug as brand',
        'viscosities.slug as viscosity',
        'products.product_details',
        'products.min_price_minor',
        'products.updated_at',
      ])
      .executeTakeFirstOrThrow();
    expect(product).toMatchObject({
      category: 'engine-oils',
      subCategory: 'racing',
      brand: 'rennfeld-racing',
      viscosity: '10w-60',
      product_details: '<p>Fully synthetic.</p>',
      min_price_minor: 2490,
    });
    expect(new Date(product.updated_at).toISOString()).toBe('2026-05-01T08:00:00.000Z');

    const variants = await db
      .selectFrom('product_variants')
      .innerJoin('container_sizes', 'container_sizes.id', 'product_variants.container_size_id')
      .select(['container_sizes.slug', 'product_variants.product_number', 'product_variants.price_minor'])
      .orderBy('container_sizes.position')
      .execute();
    expect(variants).toEqual([
      { slug: '1l', product_number: 'RF-1001-01', price_minor: 2490 },
      { slug: '5l', product_number: 'RF-1001-05', price_minor: 9950 },
    ]);
    const members = await db.selectFrom('team_members').select(['name', 'position']).execute();
    expect(members).toEqual([{ name: 'Jana Roth', position: 1 }]);
  });

  it('leaves a database that already has categories as it is', async () => {
    const { db } = database;
    await importContent(db, buildDocument());
    const second = buildDocument();
    second.categories[0]!.slug = 'other-oils';
    expect(await importContent(db, second)).toBe(false);
    const categories = await db.selectFrom('categories').select('slug').execute();
    expect(categories).toEqual([{ slug: 'engine-oils' }]);
  });

  it('refuses a product that names an unknown option and writes nothing', async () => {
    const { db } = database;
    const document = buildDocument();
    document.products[0]!.brand = 'Nobody Oils';
    await expect(importContent(db, document)).rejects.toThrow('unknown brand: Nobody Oils');
    expect(await db.selectFrom('categories').select('id').execute()).toEqual([]);
  });
});
