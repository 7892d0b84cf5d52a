import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import { exportContentFolder, readContentFolder } from '@rennfeld/api/content-folder';
import type { Database } from '@rennfeld/api/db';
import { sanitizeRichText } from '@rennfeld/rich-text';
import {
  DEMO_CONTENT_DIR,
  listProductsOfCatalogue,
  toDemoContent,
  type DemoContent,
} from '@rennfeld/demo-content/content';
import { generateDemoMedia } from '@rennfeld/demo-content/media';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../api/test/test-app.ts';
import { ensureDemoContent } from '../src/demo-content.ts';

let database: TestDatabase;
let db: Kysely<Database>;
let storageDir: string;
let demo: DemoContent;
const quiet = { info: () => {} };

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  storageDir = mkdtempSync(join(tmpdir(), 'rennfeld-media-'));
  demo = toDemoContent((await readContentFolder(DEMO_CONTENT_DIR)).content);
});

afterAll(async () => {
  await database.destroy();
  rmSync(storageDir, { recursive: true, force: true });
});

const COUNTED_TABLES = [
  'categories',
  'sub_categories',
  'brands',
  'manufacturers',
  'viscosities',
  'specification_areas',
  'container_sizes',
  'products',
  'product_variants',
  'concept_categories',
  'concepts',
  'news',
  'catalogues',
  'team_members',
  'about_companies',
  'partnerships',
  'legal_documents',
] as const satisfies ReadonlyArray<keyof Database>;

async function countRows(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of COUNTED_TABLES) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.count);
  }
  return counts;
}

const UNSAFE_HTML = /<script|<style|<iframe|\son[a-z]+\s*=|javascript:/i;

describe('the demo content folder', () => {
  it('has artwork for every record, 1-5 sizes a product with prices rising with size, and products in every catalogue', () => {
    for (const product of demo.products) {
      expect(product.variants.length, product.slug).toBeGreaterThanOrEqual(1);
      expect(product.variants.length, product.slug).toBeLessThanOrEqual(5);
      const prices = product.variants.map((variant) => variant.price);
      expect(prices, `${product.slug} prices rise with size`).toEqual([...prices].sort((a, b) => a - b));
    }
    for (const catalogue of demo.catalogues) {
      expect(listProductsOfCatalogue(catalogue, demo).length, catalogue.slug).toBeGreaterThan(0);
    }
  });

  it('fills an empty database, after writing the media the records name', { timeout: 180_000 }, async () => {
    expect(await ensureDemoContent(db, storageDir, quiet)).toEqual({ seeded: true, mediaGenerated: true });
    const counts = await countRows();
    expect(counts.categories).toBeGreaterThanOrEqual(5);
    expect(counts.products).toBeGreaterThanOrEqual(60);
    expect(counts.news).toBeGreaterThanOrEqual(8);
    expect(counts.concept_categories).toBeGreaterThanOrEqual(3);
    expect(counts.catalogues).toBeGreaterThanOrEqual(4);
    expect(counts.team_members).toBeGreaterThanOrEqual(8);
    expect(counts.about_companies).toBeGreaterThanOrEqual(3);
    expect(counts.partnerships).toBeGreaterThanOrEqual(4);
    expect(counts.legal_documents).toBe(4);
    for (const table of ['brands', 'manufacturers', 'viscosities', 'specification_areas'] as const) {
      expect(counts[table], table).toBeGreaterThanOrEqual(3);
    }
  });

  it('gives every category 2-5 sub-categories and a description', async () => {
    const categories = await db.selectFrom('categories').select(['id', 'description']).execute();
    const subCategories = await db.selectFrom('sub_categories').select('category_id').execute();
    for (const category of categories) {
      expect(category.description.length).toBeGreaterThan(40);
      const count = subCategories.filter((sub) => sub.category_id === category.id).length;
      expect(count).toBeGreaterThanOrEqual(2);
      expect(count).toBeLessThanOrEqual(5);
    }
  });

  it('gives every product 1-5 sizes with unique product numbers, and its cheapest price as min_price_minor', async () => {
    const products = await db.selectFrom('products').select(['id', 'slug', 'min_price_minor']).execute();
    const variants = await db
      .selectFrom('product_variants')
      .innerJoin('container_sizes', 'container_sizes.id', 'product_variants.container_size_id')
      .select([
        'product_variants.product_id',
        'product_variants.product_number',
        'product_variants.price_minor',
        'container_sizes.position',
      ])
      .execute();
    const numbers = variants.map((variant) => variant.product_number);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const product of products) {
      const own = variants
        .filter((variant) => variant.product_id === product.id)
        .sort((a, b) => a.position - b.position);
      expect(own.length, product.slug).toBeGreaterThanOrEqual(1);
      expect(own.length, product.slug).toBeLessThanOrEqual(5);
      expect(product.min_price_minor, product.slug).toBe(Math.min(...own.map((variant) => variant.price_minor)));
      for (const variant of own) expect(Number.isInteger(variant.price_minor)).toBe(true);
      const prices = own.map((variant) => variant.price_minor);
      expect(prices, `${product.slug} prices rise with size`).toEqual([...prices].sort((a, b) => a - b));
    }
  });

  it('stores container sizes smallest first with their size keys', async () => {
    const sizes = await db.selectFrom('container_sizes').select(['slug', 'name']).orderBy('position').execute();
    const keys = sizes.map((size) => size.slug);
    for (const key of ['1l', '4l', '5l', '20l', '60l', '208l']) expect(keys).toContain(key);
    expect(keys.indexOf('1l')).toBeLessThan(keys.indexOf('208l'));
    expect(sizes.find((size) => size.slug === '208l')?.name).toBe('208 L');
  });

  it('stores only sanitised HTML and derives summaries and search text', async () => {
    const products = await db
      .selectFrom('products')
      .select(['product_details', 'product_details_de', 'product_summary', 'search_text'])
      .execute();
    const news = await db.selectFrom('news').select(['long_description', 'long_description_de']).execute();
    const about = await db.selectFrom('about_companies').select(['description', 'description_de']).execute();
    const legal = await db.selectFrom('legal_documents').select(['kind', 'description', 'description_de']).execute();
    const html = [
      ...products.flatMap((row) => [row.product_details, row.product_details_de ?? '']),
      ...news.flatMap((row) => [row.long_description, row.long_description_de ?? '']),
      ...about.flatMap((row) => [row.description, row.description_de ?? '']),
      ...legal.flatMap((row) => [row.description, row.description_de ?? '']),
    ];
    for (const fragment of html) expect(fragment).not.toMatch(UNSAFE_HTML);
    for (const product of products) {
      expect(product.product_summary).not.toMatch(/<[a-z]/i);
      expect(product.product_summary.length).toBeGreaterThan(100);
      expect(product.search_text.startsWith(' ')).toBe(true);
    }
    expect(legal.map((row) => row.kind).sort()).toEqual(['copyright', 'imprint', 'privacyPolicy', 'terms']);
    const terms = legal.find((row) => row.kind === 'terms')!.description;
    // The shop's terms (decision 106): the button, prepayment, the area, the withdrawal information;
    // the shipping figures live in the shop settings, and opened products may be returned.
    for (const fact of [
      'Germany only',
      '"Buy now"',
      'in advance by bank transfer',
      '1-3 working days',
      'href="/withdrawal"',
    ]) {
      expect(terms).toContain(fact);
    }
    expect(terms).not.toMatch(/749|opened products cannot/i);
  });

  it('has German for every category, sub-category, product, article and legal page', async () => {
    const categories = await db.selectFrom('categories').select(['slug', 'name_de', 'description_de']).execute();
    for (const category of categories) {
      expect(category.name_de, category.slug).toMatch(/\S/);
      expect(category.description_de?.length ?? 0, category.slug).toBeGreaterThan(40);
    }
    const subCategories = await db.selectFrom('sub_categories').select(['slug', 'name_de']).execute();
    for (const sub of subCategories) expect(sub.name_de, sub.slug).toMatch(/\S/);

    // The German details of a product bring their own summary, as the English do.
    const products = await db
      .selectFrom('products')
      .select(['slug', 'product_details', 'product_details_de', 'product_summary_de'])
      .execute();
    expect(products.length).toBeGreaterThan(80);
    for (const product of products) {
      expect(product.product_summary_de, product.slug).not.toMatch(/<[a-z]/i);
      expect(product.product_summary_de?.length ?? 0, product.slug).toBeGreaterThan(60);
      // The same structure as the English: the same tags in the same order.
      const tags = (html: string | null) => html?.match(/<\/?[a-z0-9]+/g)?.join('');
      expect(tags(product.product_details_de), product.slug).toBe(tags(product.product_details));
    }

    const news = await db
      .selectFrom('news')
      .select(['name_de', 'short_description_de', 'long_description_de'])
      .execute();
    expect(news.length).toBeGreaterThan(9);
    for (const article of news) {
      expect(article.name_de).toMatch(/\S/);
      expect(article.short_description_de?.length ?? 0).toBeGreaterThan(100);
      expect(article.long_description_de).toMatch(/^<h2>/);
    }

    const legal = await db.selectFrom('legal_documents').select(['kind', 'description_de']).execute();
    const german = Object.fromEntries(legal.map((row) => [row.kind, row.description_de ?? '']));
    expect(Object.keys(german).sort()).toEqual(['copyright', 'imprint', 'privacyPolicy', 'terms']);
    // The statutory part (§ 5 DDG) comes from the company details; the text adds the rest.
    expect(german.imprint).not.toContain('Angaben gemäß § 5 DDG');
    expect(german.imprint).toContain('Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV');
    expect(german.imprint).toContain('Verbraucherstreitbeilegung');
    expect(german.copyright).toContain('urheberrechtlich geschützt');
    for (const fact of ['„Zahlungspflichtig bestellen“', 'Vorkasse', '1-3 Werktage', 'href="/de/withdrawal"'])
      expect(german.terms).toContain(fact);
    expect(german.terms).not.toMatch(/749|geöffnete Produkte/i);
    expect(german.privacyPolicy).toContain('§ 147 AO');
    // The same periods as the English policy.
    for (const period of ['14 Tage', 'zwei Jahre', '30 Tage', '48 Stunden', 'drei Jahre', '90 Tage']) {
      expect(german.privacyPolicy).toContain(period);
    }

    // The rest of the demo is German throughout.
    const untranslated = await Promise.all([
      db
        .selectFrom('concept_categories')
        .select('slug')
        .where((eb) => eb.or([eb('name_de', 'is', null), eb('short_desc_de', 'is', null)]))
        .execute(),
      db.selectFrom('concepts').select('name').where('name_de', 'is', null).execute(),
      db.selectFrom('catalogues').select('slug').where('name_de', 'is', null).execute(),
      db.selectFrom('team_members').select('name').where('department_de', 'is', null).execute(),
      db.selectFrom('partnerships').select('name').where('partner_detail_de', 'is', null).execute(),
      db.selectFrom('about_companies').select('image').where('description_de', 'is', null).execute(),
    ]);
    expect(untranslated.flat()).toEqual([]);
  });

  it('exports as the very folder it was imported from, with the media it names beside it', async () => {
    const exported = join(storageDir, '..', `${basename(storageDir)}-export`);
    try {
      const { missingMedia, media } = await exportContentFolder(db, exported, storageDir);
      expect(missingMedia).toEqual([]);
      expect(media).toBeGreaterThan(100);
      const textFiles = (dir: string) =>
        Object.fromEntries(
          readdirSync(dir, { recursive: true, withFileTypes: true })
            .filter((entry) => entry.isFile() && !relative(dir, entry.parentPath).startsWith('media'))
            .map((entry) => [
              relative(dir, join(entry.parentPath, entry.name)),
              readFileSync(join(entry.parentPath, entry.name), 'utf8'),
            ]),
        );
      // The same files, holding the same content as the database stores it: the demo's rich text is
      // pretty-printed, and is stored (and so exported) with each run of whitespace as one space.
      expect(Object.keys(textFiles(exported)).sort()).toEqual(Object.keys(textFiles(DEMO_CONTENT_DIR)).sort());
      expect((await readContentFolder(exported)).content).toEqual(
        asStored((await readContentFolder(DEMO_CONTENT_DIR)).content),
      );
    } finally {
      rmSync(exported, { recursive: true, force: true });
    }
  });

  it('skips a second run and changes nothing', async () => {
    const before = await countRows();
    expect(await ensureDemoContent(db, storageDir, quiet)).toEqual({ seeded: false, mediaGenerated: false });
    expect(await countRows()).toEqual(before);
  });
});

/** A folder's content as the database stores it: every rich text (any HTML) through the sanitiser. */
function asStored(value: unknown): unknown {
  if (typeof value === 'string') return value.trimStart().startsWith('<') ? sanitizeRichText(value) : value;
  if (Array.isArray(value)) return value.map(asStored);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, asStored(entry)]));
  }
  return value;
}

/** Folder, expected original width and (when the SPEC has thumbs) thumb width, per stored image. */
async function referencedImages(): Promise<Array<{ folder: string; file: string; width: number; thumb?: number }>> {
  const files = (rows: Array<{ image: string }>, folder: string, width: number, thumb?: number) =>
    rows.map((row) => ({ folder, file: row.image, width, thumb }));
  return [
    ...files(await db.selectFrom('products').select('image').execute(), 'product', 800, 400),
    ...files(await db.selectFrom('categories').select('image').execute(), 'category', 1200),
    ...files(await db.selectFrom('concept_categories').select('image').execute(), 'concept-category', 1200, 480),
    ...files(await db.selectFrom('concepts').select('image').execute(), 'concept', 960),
    ...files(await db.selectFrom('news').select('image').execute(), 'news', 1200, 480),
    ...files(await db.selectFrom('catalogues').select('image').execute(), 'catalogue', 720),
    ...files(await db.selectFrom('team_members').select('image').execute(), 'team-members', 600),
    ...files(await db.selectFrom('about_companies').select('image').execute(), 'about', 1200),
    ...files(await db.selectFrom('partnerships').select('image').execute(), 'partnership', 800),
  ];
}

async function expectImage(path: string, width: number): Promise<void> {
  const metadata = await sharp(path).metadata();
  expect(metadata.width, path).toBe(width);
}

describe('generateDemoMedia', () => {
  it('wrote every image and PDF the seeded rows reference', async () => {
    const images = await referencedImages();
    expect(images.length).toBeGreaterThan(100);
    for (const image of images) {
      const webp = image.file.replace(/\.png$/, '.webp');
      await expectImage(join(storageDir, image.folder, image.file), image.width);
      await expectImage(join(storageDir, image.folder, webp), image.width);
      if (image.thumb) {
        await expectImage(join(storageDir, image.folder, 'thumb', image.file), image.thumb);
        await expectImage(join(storageDir, image.folder, 'thumb', webp), image.thumb);
      }
    }

    const pdfs = await db.selectFrom('catalogues').select('pdf').execute();
    for (const { pdf } of pdfs) {
      const bytes = readFileSync(join(storageDir, 'catalogue', pdf));
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const pages = bytes.toString('latin1').match(/\/Type\s*\/Page\b/g) ?? [];
      expect(pages.length, pdf).toBeGreaterThan(1);
    }
  });

  it('returns false quickly when the media already exists', async () => {
    const started = performance.now();
    expect(await generateDemoMedia(storageDir, demo)).toBe(false);
    expect(performance.now() - started).toBeLessThan(500);
  });

  // The server it runs in on a first start serves on with what it keeps: with the four parsed
  // fonts kept (a large share of its heap), fifty renders at once ran it out of memory.
  it('keeps little of the heap once it is done', { timeout: 180_000 }, () => {
    const outputDir = mkdtempSync(join(tmpdir(), 'rennfeld-media-heap-'));
    const resolve = createRequire(import.meta.url).resolve;
    const module = (name: string) => JSON.stringify(pathToFileURL(resolve(name)).href);
    // In a process of its own, where collecting garbage on demand leaves only what is still held.
    const script = `
      const { readContentFolder } = await import(${module('@rennfeld/api/content-folder')});
      const { DEMO_CONTENT_DIR, toDemoContent } = await import(${module('@rennfeld/demo-content/content')});
      const { generateDemoMedia } = await import(${module('@rennfeld/demo-content/media')});
      const heldBytes = () => { gc(); gc(); return process.memoryUsage().heapUsed; };
      const content = toDemoContent((await readContentFolder(DEMO_CONTENT_DIR)).content);
      const before = heldBytes();
      await generateDemoMedia(${JSON.stringify(outputDir)}, content);
      console.log(JSON.stringify({ before, after: heldBytes() }));`;
    try {
      const output = execFileSync(
        process.execPath,
        ['--expose-gc', '--import', 'tsx', '--input-type=module', '--eval', script],
        { encoding: 'utf8' },
      );
      const { before, after } = JSON.parse(output.trim().split('\n').at(-1)!) as { before: number; after: number };
      expect((after - before) / 1024 / 1024).toBeLessThan(20);
    } finally {
      rmSync(outputDir, { recursive: true, force: true });
    }
  });
});
