import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCategory,
  createConceptCategory,
  createLegalDocument,
  createNews,
  createProduct,
  createSubCategory,
} from '../../../test/builders.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-app.ts';
import { discoveryRoutes, type DiscoveryOptions } from './sitemap.routes.ts';

const SITE = 'https://www.rennfeld.example';

let database: TestDatabase;
let app: FastifyInstance;

async function buildDiscovery(options: Omit<DiscoveryOptions, 'db'> = { siteUrl: SITE }) {
  const instance = Fastify({ logger: false });
  await instance.register(discoveryRoutes, { db: database.db, ...options });
  await instance.ready();
  return instance;
}

/** Each `<url>` of a urlset (or `<sitemap>` of an index) as its loc, lastmod and language versions. */
function entriesOf(xml: string, element: 'url' | 'sitemap' = 'url') {
  return [
    ...xml.matchAll(
      new RegExp(
        `<${element}><loc>([^<]+)</loc>(?:<lastmod>([^<]+)</lastmod>)?((?:<xhtml:link [^>]+/>)*)</${element}>`,
        'g',
      ),
    ),
  ].map(([, loc, lastmod, links]) => ({
    loc: loc!,
    lastmod,
    alternates: Object.fromEntries(
      [...links!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
        ([, language, href]) => [language, href],
      ),
    ),
  }));
}

let category: Awaited<ReturnType<typeof createCategory>>;
let subCategory: Awaited<ReturnType<typeof createSubCategory>>;
let product: Awaited<ReturnType<typeof createProduct>>;
let news: Awaited<ReturnType<typeof createNews>>;
let concept: Awaited<ReturnType<typeof createConceptCategory>>;

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  category = await createCategory(db, { name: 'Engine Oils' });
  subCategory = await createSubCategory(db, category.id, { name: 'Racing' });
  product = await createProduct(db, { categoryId: category.id, subCategoryId: subCategory.id });
  await createProduct(db, { categoryId: category.id });
  news = await createNews(db, { createdAt: '2025-10-01T08:00:00.000Z', updatedAt: '2025-10-03T08:00:00.000Z' });
  concept = await createConceptCategory(db, { createdAt: '2025-09-01T08:00:00.000Z' });
  await createLegalDocument(db, 'imprint', { updatedAt: '2025-08-01T08:00:00.000Z' });
  app = await buildDiscovery();
});

afterAll(async () => {
  await app?.close();
  await database?.destroy();
});

describe('GET /sitemap.xml', () => {
  it('lists every page of the site with lastmod from the data', async () => {
    const response = await app.inject('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );

    const entries = new Map(entriesOf(response.body).map((entry) => [entry.loc, entry.lastmod]));
    for (const path of [
      '/',
      '/about',
      '/team',
      '/partnership',
      '/news',
      '/catalogue',
      '/concepts',
      '/contact',
      '/newsletter',
      '/cookie-settings',
      '/shipping',
      '/payment-methods',
      '/withdrawal',
      '/accessibility',
    ]) {
      expect(entries.has(`${SITE}${path}`), path).toBe(true);
    }
    expect(entries.get(`${SITE}/imprint`)).toBe('2025-08-01T08:00:00.000Z');
    expect(entries.get(`${SITE}/news-detail/${news.slug}`)).toBe('2025-10-03T08:00:00.000Z');
    expect(entries.get(`${SITE}/news`)).toBe('2025-10-03T08:00:00.000Z');
    expect(entries.get(`${SITE}/concept/${concept.slug}`)).toBe('2025-09-01T08:00:00.000Z');
    expect(entries.get(`${SITE}/product-detail/${product.slug}`)).toBe(
      new Date(String(product.updated_at)).toISOString(),
    );
    expect(entries.has(`${SITE}/products/${category.slug}`)).toBe(true);
    expect(entries.has(`${SITE}/products/${category.slug}/${subCategory.slug}`)).toBe(true);
    // Two products, one category, one sub-category, one article, one concept category, the one
    // legal document this database holds, and the fourteen pages without a slug of their own, each in
    // English and in German.
    expect(entries.size).toBe((2 + 1 + 1 + 1 + 1 + 1 + 14) * 2);
  });

  it('lists each page in German too, every version naming the others (hreflang, x-default English)', async () => {
    const listed = entriesOf((await app.inject('/sitemap.xml')).body);
    const byLoc = new Map(listed.map((entry) => [entry.loc, entry]));
    const english = byLoc.get(`${SITE}/product-detail/${product.slug}`)!;
    const german = byLoc.get(`${SITE}/de/product-detail/${product.slug}`)!;
    const versions = {
      en: `${SITE}/product-detail/${product.slug}`,
      de: `${SITE}/de/product-detail/${product.slug}`,
      'x-default': `${SITE}/product-detail/${product.slug}`,
    };
    expect(english.alternates).toEqual(versions);
    expect(german.alternates).toEqual(versions);
    expect(german.lastmod).toBe(english.lastmod);
    expect(byLoc.get(`${SITE}/de`)?.alternates).toEqual({ en: `${SITE}/`, de: `${SITE}/de`, 'x-default': `${SITE}/` });
    expect(byLoc.has(`${SITE}/de/imprint`)).toBe(true);
    for (const entry of listed) expect(Object.keys(entry.alternates), entry.loc).toEqual(['en', 'de', 'x-default']);
  });

  it('is read from the database on every request, so a change shows at once', async () => {
    const added = await createProduct(database.db, { categoryId: category.id, subCategoryId: subCategory.id });
    const later = '2030-01-01T00:00:00.000Z';
    await database.db.updateTable('products').set({ updated_at: later }).where('id', '=', added.id).execute();

    const entries = new Map(
      entriesOf((await app.inject('/sitemap.xml')).body).map((entry) => [entry.loc, entry.lastmod]),
    );
    expect(entries.get(`${SITE}/product-detail/${added.slug}`)).toBe(later);
    // A listing changes when one of its products does.
    expect(entries.get(`${SITE}/products/${category.slug}`)).toBe(later);
    expect(entries.get(`${SITE}/products/${category.slug}/${subCategory.slug}`)).toBe(later);
    expect(entries.get(`${SITE}/`)).toBe(later);

    await database.db.deleteFrom('product_variants').where('product_id', '=', added.id).execute();
    await database.db.deleteFrom('products').where('id', '=', added.id).execute();
    expect((await app.inject('/sitemap.xml')).body).not.toContain(added.slug);
  });

  it('lists news only once it is published and its time has come', async () => {
    const draft = await createNews(database.db, { status: 'draft' });
    const scheduled = await createNews(database.db, { publishedAt: new Date(Date.now() + 3_600_000).toISOString() });
    const published = await createNews(database.db);
    const body = (await app.inject('/sitemap.xml')).body;
    expect(body).toContain(`${SITE}/news-detail/${published.slug}<`);
    expect(body).not.toContain(draft.slug);
    expect(body).not.toContain(scheduled.slug);
    await database.db.deleteFrom('news').where('id', 'in', [draft.id, scheduled.id, published.id]).execute();
  });

  it("lists no draft product, and a draft moves no listing's date", async () => {
    const category = await createCategory(database.db);
    const published = await createProduct(database.db, { categoryId: category.id });
    const draft = await createProduct(database.db, { categoryId: category.id });
    const later = '2031-01-01T00:00:00.000Z';
    await database.db
      .updateTable('products')
      .set({ status: 'draft', updated_at: later })
      .where('id', '=', draft.id)
      .execute();
    const body = (await app.inject('/sitemap.xml')).body;
    expect(body).toContain(`${SITE}/product-detail/${published.slug}<`);
    expect(body).not.toContain(draft.slug);
    const entries = new Map(entriesOf(body).map((entry) => [entry.loc, entry.lastmod]));
    expect(entries.get(`${SITE}/products/${category.slug}`)).not.toBe(later);

    const ids = [published.id, draft.id];
    await database.db.deleteFrom('product_variants').where('product_id', 'in', ids).execute();
    await database.db.deleteFrom('products').where('id', 'in', ids).execute();
    await database.db.deleteFrom('categories').where('id', '=', category.id).execute();
  });

  it('escapes what XML does not allow in an address', async () => {
    const odd = await createNews(database.db, { slug: 'fuel-&-oil' });
    const body = (await app.inject('/sitemap.xml')).body;
    expect(body).toContain(`<loc>${SITE}/news-detail/fuel-&amp;-oil</loc>`);
    await database.db.deleteFrom('news').where('id', '=', odd.id).execute();
  });

  it('becomes an index of a pages file and product files when the addresses exceed one file', async () => {
    // Two addresses per file: one page in both languages.
    const small = await buildDiscovery({ siteUrl: SITE, maxUrlsPerFile: 2 });
    try {
      const index = await small.inject('/sitemap.xml');
      expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      const files = entriesOf(index.body, 'sitemap').map((entry) => entry.loc);
      expect(files).toEqual([
        `${SITE}/sitemap-pages.xml`,
        `${SITE}/sitemap-products-1.xml`,
        `${SITE}/sitemap-products-2.xml`,
      ]);

      const pages = entriesOf((await small.inject('/sitemap-pages.xml')).body).map((entry) => entry.loc);
      expect(pages).toContain(`${SITE}/about`);
      expect(pages.some((loc) => loc.includes('/product-detail/'))).toBe(false);

      const products = await Promise.all(
        [1, 2].map(async (part) => entriesOf((await small.inject(`/sitemap-products-${part}.xml`)).body)),
      );
      expect(products.map((entries) => entries.length)).toEqual([2, 2]);
      expect(products.flat().map((entry) => entry.loc)).toContain(`${SITE}/product-detail/${product.slug}`);

      for (const missing of ['/sitemap-products-3.xml', '/sitemap-products-0.xml', '/sitemap-products-x.xml']) {
        expect((await small.inject(missing)).statusCode, missing).toBe(404);
      }
    } finally {
      await small.close();
    }
  });

  it('uses the address the request came to when no site URL is configured', async () => {
    const bare = await buildDiscovery({});
    try {
      const response = await bare.inject({ url: '/sitemap.xml', headers: { host: 'shop.example:8080' } });
      expect(entriesOf(response.body)[0]?.loc).toBe('http://shop.example:8080/');
    } finally {
      await bare.close();
    }
  });
});

describe('GET /robots.txt', () => {
  it('keeps crawlers out of the product search and the staff area, and points to the sitemap', async () => {
    const response = await app.inject('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /api/product-list');
    expect(lines).toContain('Disallow: /search');
    expect(lines).toContain('Disallow: /de/search');
    expect(lines).toEqual(expect.arrayContaining(['Disallow: /admin', 'Disallow: /api/admin', 'Disallow: /api/auth']));
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});
