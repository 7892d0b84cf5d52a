import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parse as parseCsv } from 'csv-parse/sync';
import { stringify as stringifyCsv } from 'csv-stringify/sync';
import fc from 'fast-check';
import { PostgresAdapter, sql } from 'kysely';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { APPROVAL_KINDS, DOCUMENT_KINDS, DOCUMENT_LANGUAGES, ProductDetailResponseSchema } from '@rennfeld/contract';
import { COMPANY_COUNTRIES } from '@rennfeld/contract/constants';
import type { ContentFolder, FolderCompanyDetails } from '@rennfeld/contract/content-folder';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, useTestApi } from '../../test/test-app.ts';
import { readStoredContent } from './content-folder.repository.ts';
import {
  ContentFolderProblems,
  exportContentFolder,
  formatProblem,
  importContentFolder,
  readContentFolder,
} from './content-folder.ts';
import { writeContentFolder } from './folder-files.ts';

const api = useTestApi();

const scratch = mkdtempSync(join(tmpdir(), 'rennfeld-content-folder-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
let folders = 0;
const newDir = (name: string) => join(scratch, `${name}-${(folders += 1)}`);

/** Every file under `dir`, by its path inside it, with its bytes. */
function readTree(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile())
      files.set(relative(dir, join(entry.parentPath, entry.name)), readFileSync(join(entry.parentPath, entry.name)));
  }
  return files;
}

/** Real image (and PDF) files under the names a folder's records give, as a staff upload would have left them. */
async function writeMediaFiles(storageDir: string, files: Record<string, string[]>): Promise<void> {
  for (const [folder, names] of Object.entries(files)) {
    await mkdir(join(storageDir, folder), { recursive: true });
    for (const name of names) {
      const bytes = name.endsWith('.pdf')
        ? folder === 'documents'
          ? await readablePdf(name)
          : Buffer.from('%PDF-1.4\n%%EOF\n')
        : await sharp({ create: { width: 8, height: 6, channels: 3, background: '#c8102e' } })
            .toFormat(name.endsWith('.jpg') ? 'jpeg' : 'png')
            .toBuffer();
      await writeFile(join(storageDir, folder, name), bytes);
    }
  }
}

/** A PDF with a page, as a data sheet must be (an import reads it before it stores it). */
function readablePdf(title: string): Promise<Buffer> {
  return new Promise((resolve) => {
    const document = new PDFDocument({ info: { CreationDate: new Date('2026-01-01T00:00:00Z') } });
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.text(title);
    document.end();
  });
}

const MEDIA = {
  product: ['can.png', 'bottle.jpg'],
  documents: ['sdb-de.pdf', 'tds-en.pdf'],
  category: ['category.png'],
  news: ['news.png'],
  'concept-category': ['concepts.png'],
  concept: ['concept.png'],
  catalogue: ['cover.png', 'catalogue.pdf'],
  'team-members': ['portrait.png'],
  about: ['about.png'],
  partnership: ['partner.png'],
};

const NO_MANUFACTURER_DETAILS = {
  street: '',
  postalCode: '',
  city: '',
  country: '',
  email: '',
  responsiblePersonName: '',
  responsiblePersonStreet: '',
  responsiblePersonPostalCode: '',
  responsiblePersonCity: '',
  responsiblePersonCountry: '',
  responsiblePersonEmail: '',
};

const COMPANY_DETAILS: FolderCompanyDetails = {
  name: 'Rennfeld Lubricants GmbH',
  street: 'Industriestraße 12',
  postalCode: '70565',
  city: 'Stuttgart',
  country: 'DE',
  phone: '+49 711 1234 0',
  email: 'info@rennfeld.example',
  managingDirectors: 'Clara Rennfeld, Markus Hallberg',
  registerCourt: 'Amtsgericht Stuttgart',
  registerNumber: 'HRB 123456',
  vatId: 'DE123456789',
};

const SHOP_SETTINGS = {
  shippingFee: 7.49,
  freeShippingAbove: 75,
  paymentDays: 10,
  bankAccountHolder: 'Rennfeld Lubricants GmbH',
  iban: 'DE89370400440532013000',
  bic: 'COBADEFFXXX',
};

/** A small site, complete in every collection, German beside the English of most texts. */
function buildSite(): Required<ContentFolder> {
  return {
    filters: {
      brands: [
        { slug: 'rennfeld', name: 'Rennfeld' },
        { slug: 'apex', name: 'Apex Dynamics' },
      ],
      manufacturers: [
        {
          slug: 'rennfeld-gmbh',
          name: 'Rennfeld Lubricants GmbH',
          ...NO_MANUFACTURER_DETAILS,
          street: 'Industriestraße 12',
          postalCode: '70565',
          city: 'Stuttgart',
          country: 'DE',
          email: 'produktsicherheit@rennfeld.example',
        },
      ],
      viscosities: [
        { slug: '5w-30', name: '5W-30' },
        { slug: '10w-60', name: '10W-60' },
      ],
      specificationAreas: [{ slug: 'acea-c3', name: 'ACEA C3' }],
      containerSizes: [
        { slug: '1l', name: '1 L', quantity: 1, unit: 'l' },
        { slug: '5l', name: '5 L', quantity: 5, unit: 'l' },
      ],
      approvals: [
        { slug: 'vw-504-00', name: 'VW 504 00', issuer: 'Volkswagen', kind: 'approval' },
        { slug: 'acea-c3', name: 'ACEA C3', issuer: 'ACEA', kind: 'meets' },
      ],
    },
    categories: [
      {
        slug: 'engine-oils',
        name: 'Engine Oils',
        nameDe: 'Motoröle',
        description: 'Oils for every engine.',
        descriptionDe: 'Öle für jeden Motor.',
        image: 'category.png',
        usedOilNotice: true,
        subCategories: [
          { slug: 'racing', name: 'Racing', nameDe: 'Rennsport' },
          // Not translated yet: the German site shows the English.
          { slug: 'classic', name: 'Classic', nameDe: '' },
        ],
      },
    ],
    products: [
      {
        slug: 'track-formula-10w-60',
        name: 'Track Formula 10W-60',
        status: 'published',
        category: 'engine-oils',
        subCategory: 'racing',
        brand: 'rennfeld',
        manufacturer: 'rennfeld-gmbh',
        viscosity: '10w-60',
        specificationArea: null,
        approvals: [],
        image: 'can.png',
        usedOilNotice: null,
        documents: [
          { kind: 'safety_data_sheet', language: 'de', versionDate: '2026-03-02', file: 'sdb-de.pdf' },
          { kind: 'technical_data_sheet', language: 'en', versionDate: '2026-01-15', file: 'tds-en.pdf' },
        ],
        details: '<p>For the track, "flat out", at 150 °C.</p>',
        detailsDe: '<p>Für die Rennstrecke, „Vollgas“, bei 150 °C.</p>',
        sizes: [
          { size: '1l', price: 23.9, stock: 40, productNumber: 'RF-1010-01', gtin: '4006381333931' },
          { size: '5l', price: 97.9, stock: 0, productNumber: 'RF-1010-05', gtin: '' },
        ],
      },
      {
        slug: 'longlife-5w-30',
        name: 'Longlife 5W-30',
        status: 'published',
        category: 'engine-oils',
        subCategory: null,
        brand: 'apex',
        manufacturer: null,
        viscosity: '5w-30',
        specificationArea: 'acea-c3',
        approvals: ['vw-504-00', 'acea-c3'],
        image: 'bottle.jpg',
        usedOilNotice: false,
        documents: [],
        details: '<p>Long drain intervals.</p>',
        detailsDe: '',
        sizes: [{ size: '1l', price: 14.5, stock: 40, productNumber: 'RF-2000-01', gtin: '' }],
      },
    ],
    news: [
      {
        slug: 'season-opener',
        name: 'Season opener',
        nameDe: 'Saisonauftakt',
        status: 'published',
        publishedAt: '2026-03-01T09:00:00.000Z',
        image: 'news.png',
        shortDescription: 'A podium at the first race.',
        shortDescriptionDe: 'Ein Podium beim ersten Rennen.',
        body: '<p>Race report.</p>\n<p>Second paragraph.</p>',
        bodyDe: '<p>Rennbericht.</p>\n<p>Zweiter Absatz.</p>',
      },
    ],
    conceptCategories: [
      {
        slug: 'racing-concepts',
        name: 'Racing concepts',
        nameDe: 'Rennsportkonzepte',
        status: 'published',
        image: 'concepts.png',
        shortDescription: 'How we race.',
        shortDescriptionDe: 'Wie wir Rennen fahren.',
        createdAt: '2026-01-01T00:00:00.000Z',
        concepts: [
          { name: 'Endurance', nameDe: 'Langstrecke', image: 'concept.png', status: 'published' },
          { name: 'Sprint', nameDe: '', image: 'concept.png', status: 'draft' },
        ],
      },
    ],
    catalogues: [
      {
        slug: 'catalogue-2026',
        name: 'Catalogue 2026',
        nameDe: 'Katalog 2026',
        status: 'published',
        image: 'cover.png',
        pdf: 'catalogue.pdf',
      },
    ],
    teamMembers: [
      {
        name: 'Anna Berg',
        department: 'Sales',
        departmentDe: 'Vertrieb',
        email: 'anna@example.com',
        phone: '+49 711 1234',
        image: 'portrait.png',
      },
      { name: 'Jonas Keller', department: 'Racing', departmentDe: '', email: '', phone: '', image: 'portrait.png' },
    ],
    partnerships: [
      {
        name: 'Team Nordschleife',
        partnerDetail: 'Endurance racing.',
        partnerDetailDe: 'Langstreckenrennen.',
        link: 'https://example.com/',
        image: 'partner.png',
      },
    ],
    aboutBlocks: [
      {
        image: 'about.png',
        description: '<h2>Since 1987</h2><p>Family owned.</p>',
        descriptionDe: '<h2>Seit 1987</h2><p>In Familienbesitz.</p>',
      },
    ],
    companyDetails: COMPANY_DETAILS,
    shopSettings: SHOP_SETTINGS,
    legal: {
      privacyPolicy: {
        description: '<p>We keep what you send us.</p>',
        descriptionDe: '<p>Wir speichern, was Sie uns senden.</p>',
      },
      terms: { description: '<p>Germany only.</p>', descriptionDe: '<p>Nur innerhalb Deutschlands.</p>' },
      copyright: { description: '<p>© Rennfeld</p>', descriptionDe: '' },
      imprint: { description: '<p>Rennfeld GmbH, Stuttgart</p>', descriptionDe: '<p>Angaben gemäß § 5 DDG</p>' },
    },
  };
}

/** The same value with every German twin (a key ending in `De`) empty: a site nobody translated. */
function withoutGerman<Value>(value: Value): Value {
  if (Array.isArray(value)) return value.map(withoutGerman) as Value;
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [key, key.endsWith('De') ? '' : withoutGerman(field)]),
  ) as Value;
}

/** Writes `site` as a folder and brings the media it names along. */
async function writeSiteFolder(site: Required<ContentFolder>, name = 'site'): Promise<string> {
  const dir = newDir(name);
  await writeContentFolder(dir, site);
  await writeMediaFiles(join(dir, 'media'), MEDIA);
  return dir;
}

const productPrices = async (slug: string) => {
  const response = await api.app.inject({ url: `/api/product-detail/${slug}` });
  if (response.statusCode !== 200) return response.statusCode;
  return ProductDetailResponseSchema.parse(response.json()).product.variants.map((variant) => variant.price);
};

async function expectProblems(promise: Promise<unknown>): Promise<string[]> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ContentFolderProblems);
  return (error as ContentFolderProblems).problems.map(formatProblem);
}

describe('the content folder', () => {
  let storageDir: string;
  beforeAll(() => {
    storageDir = newDir('storage');
  });

  it('imports into an empty database; export, import into another empty one, export again: the same folder', async () => {
    const dir = await writeSiteFolder(buildSite());
    const result = await importContentFolder(api.db, dir, { storageDir });
    expect(result.collections.products?.added).toEqual(['track-formula-10w-60', 'longlife-5w-30']);
    expect(result.media).toHaveLength(13);
    expect(await productPrices('track-formula-10w-60')).toEqual([23.9, 97.9]);
    // A thumbnail where the storage folder has them: the listing asks for it.
    expect(readdirSync(join(storageDir, 'product', 'thumb')).sort()).toEqual(['bottle.jpg', 'can.png']);

    const first = newDir('export');
    expect((await exportContentFolder(api.db, first, storageDir)).missingMedia).toEqual([]);
    const other = await createTestDatabase();
    try {
      const otherStorage = newDir('other-storage');
      await importContentFolder(other.db, first, { storageDir: otherStorage });
      const second = newDir('export-again');
      await exportContentFolder(other.db, second, otherStorage);
      expect(readTree(second)).toEqual(readTree(first));
    } finally {
      await other.destroy();
    }
  });

  it('keeps the German through export and import, and writes only the German someone wrote', async () => {
    const stored = await readStoredContent(api.db);
    expect(stored.categories[0]).toMatchObject({ nameDe: 'Motoröle', descriptionDe: 'Öle für jeden Motor.' });
    expect(stored.categories[0]!.subCategories.map((sub) => sub.nameDe)).toEqual(['Rennsport', '']);
    expect(stored.products.map((product) => product.detailsDe)).toEqual([
      '<p>Für die Rennstrecke, „Vollgas“, bei 150 °C.</p>',
      '',
    ]);
    expect(stored.news[0]).toMatchObject({
      nameDe: 'Saisonauftakt',
      shortDescriptionDe: 'Ein Podium beim ersten Rennen.',
      bodyDe: '<p>Rennbericht.</p><p>Zweiter Absatz.</p>',
    });
    expect(stored.conceptCategories[0]!.concepts.map((concept) => concept.nameDe)).toEqual(['Langstrecke', '']);
    expect(stored.catalogues[0]!.nameDe).toBe('Katalog 2026');
    expect(stored.teamMembers.map((member) => member.departmentDe)).toEqual(['Vertrieb', '']);
    expect(stored.partnerships[0]!.partnerDetailDe).toBe('Langstreckenrennen.');
    expect(stored.aboutBlocks[0]!.descriptionDe).toBe('<h2>Seit 1987</h2><p>In Familienbesitz.</p>');
    expect(stored.legal.imprint?.descriptionDe).toBe('<p>Angaben gemäß § 5 DDG</p>');
    expect(stored.legal.copyright?.descriptionDe).toBe('');
    // Untranslated is '' in the database's answer, and null in its column.
    const sub = await api.db
      .selectFrom('sub_categories')
      .select('name_de')
      .where('slug', '=', 'classic')
      .executeTakeFirst();
    expect(sub?.name_de).toBeNull();

    const dir = newDir('german-export');
    await exportContentFolder(api.db, dir, storageDir);
    const files = [...readTree(dir).keys()];
    expect(files.filter((file) => file.startsWith('legal')).sort()).toEqual([
      'legal/copyright.html',
      'legal/imprint.de.html',
      'legal/imprint.html',
      'legal/privacy-policy.de.html',
      'legal/privacy-policy.html',
      'legal/terms.de.html',
      'legal/terms.html',
    ]);
    const categories = readFileSync(join(dir, 'categories.yaml'), 'utf8');
    expect(categories).toContain('  nameDe: Motoröle\n');
    expect(categories).toContain('      nameDe: Rennsport\n');
    expect(categories).not.toMatch(/nameDe: ["']{2}/);
    expect(readFileSync(join(dir, 'products.csv'), 'utf8').split('\n')[0]).toBe(
      'slug,name,status,category,subCategory,brand,manufacturer,viscosity,specificationArea,approvals,image,usedOilNotice,details,detailsDe',
    );
  });

  it('imports a folder without German, even one whose products.csv lacks the detailsDe column', async () => {
    const untranslated = withoutGerman(buildSite());
    const dir = await writeSiteFolder(untranslated, 'english-only');
    for (const [file, bytes] of readTree(dir)) {
      if (!file.startsWith('media')) expect(bytes.toString('utf8'), file).not.toMatch(/De:|\.de\.html/);
    }
    expect(readdirSync(join(dir, 'legal')).sort()).toEqual([
      'copyright.html',
      'imprint.html',
      'privacy-policy.html',
      'terms.html',
    ]);
    // A products.csv written before the German column existed.
    const rows = parseCsv(readFileSync(join(dir, 'products.csv'), 'utf8'), { columns: true }) as Record<
      string,
      string
    >[];
    writeFileSync(
      join(dir, 'products.csv'),
      stringifyCsv(
        rows.map(({ detailsDe: _german, ...row }) => row),
        { header: true },
      ),
    );
    expect(readFileSync(join(dir, 'products.csv'), 'utf8')).not.toContain('detailsDe');

    const other = await createTestDatabase();
    try {
      const otherStorage = newDir('english-only-storage');
      const result = await importContentFolder(other.db, dir, { storageDir: otherStorage });
      expect(result.collections.products?.added).toEqual(['track-formula-10w-60', 'longlife-5w-30']);
      const stored = await readStoredContent(other.db);
      expect(withoutGerman(stored.categories)).toEqual(stored.categories);
      expect(withoutGerman(stored.products)).toEqual(stored.products);
      expect(withoutGerman(stored.news)).toEqual(stored.news);
      expect(withoutGerman(stored.legal)).toEqual(stored.legal);
      expect(stored.legal.terms?.description).toBe('<p>Germany only.</p>');

      // The German folder translates it; the English one again takes the German away (a folder states its records whole).
      const german = await writeSiteFolder(buildSite(), 'german');
      const translated = await importContentFolder(other.db, german, { storageDir: otherStorage });
      expect(translated.collections.categories?.updated).toEqual(['engine-oils']);
      expect(translated.collections.legal?.updated).toEqual(['privacyPolicy', 'terms', 'imprint']);
      expect((await readStoredContent(other.db)).legal.terms?.descriptionDe).toBe('<p>Nur innerhalb Deutschlands.</p>');
      await importContentFolder(other.db, dir, { storageDir: otherStorage });
      expect((await readStoredContent(other.db)).legal.terms?.descriptionDe).toBe('');
    } finally {
      await other.destroy();
    }
  });

  it('imports a products.csv written before the approvals column: its products have none', async () => {
    const dir = await writeSiteFolder(buildSite(), 'before-approvals');
    const rows = parseCsv(readFileSync(join(dir, 'products.csv'), 'utf8'), { columns: true }) as Record<
      string,
      string
    >[];
    expect(rows.map((row) => row.approvals)).toEqual(['', 'vw-504-00 acea-c3']);
    writeFileSync(
      join(dir, 'products.csv'),
      stringifyCsv(
        rows.map(({ approvals: _approvals, ...row }) => row),
        { header: true },
      ),
    );
    const other = await createTestDatabase();
    try {
      await importContentFolder(other.db, dir, { storageDir: newDir('before-approvals-storage') });
      const stored = await readStoredContent(other.db);
      expect(stored.products.map((product) => product.approvals)).toEqual([[], []]);
      // The vocabulary itself came with filters.yaml.
      expect(stored.filters.approvals.map((approval) => approval.slug)).toEqual(['vw-504-00', 'acea-c3']);
    } finally {
      await other.destroy();
    }
  });

  it('keeps the data sheets a folder without product-documents.csv says nothing of, and refuses one that is no PDF', async () => {
    const other = await createTestDatabase();
    try {
      const otherStorage = newDir('documents-storage');
      const dir = await writeSiteFolder(buildSite(), 'documents');
      await importContentFolder(other.db, dir, { storageDir: otherStorage });
      const documentsOf = async () =>
        (await readStoredContent(other.db)).products.find((product) => product.slug === 'track-formula-10w-60')
          ?.documents;
      expect(await documentsOf()).toEqual(buildSite().products[0]!.documents);

      rmSync(join(dir, 'product-documents.csv'));
      writeFileSync(
        join(dir, 'products.csv'),
        readFileSync(join(dir, 'products.csv'), 'utf8').replace('Track Formula 10W-60', 'Track Formula 10W-60 Evo'),
      );
      const result = await importContentFolder(other.db, dir, { storageDir: otherStorage });
      expect(result.collections.products?.updated).toEqual(['track-formula-10w-60']);
      expect(await documentsOf()).toEqual(buildSite().products[0]!.documents);

      const fake = await writeSiteFolder(buildSite(), 'fake-document');
      writeFileSync(
        join(fake, 'media', 'documents', 'sdb-de.pdf'),
        await readFile(join(fake, 'media', 'product', 'can.png')),
      );
      const problems = await expectProblems(
        importContentFolder(other.db, fake, { storageDir: newDir('fake-storage') }),
      );
      expect(problems).toEqual(['media/documents/sdb-de.pdf: This file is not a PDF that can be read.']);
    } finally {
      await other.destroy();
    }
  });

  it('refuses German legal text without its English, and files that are no legal text', async () => {
    const dir = await writeSiteFolder(buildSite(), 'legal-german');
    rmSync(join(dir, 'legal', 'terms.html'));
    writeFileSync(join(dir, 'legal', 'terms.fr.html'), '<p>France</p>\n');
    writeFileSync(join(dir, 'legal', 'imprint.de.html'), '');
    const problems = await expectProblems(importContentFolder(api.db, dir, { storageDir }));
    expect(problems).toEqual([
      'legal/imprint.de.html:1: Write the text of the document.',
      expect.stringMatching(/^legal\/terms\.fr\.html: Not a legal text\. The files are: privacy-policy\.html, /),
      'legal/terms.de.html: A German text comes with its English: add legal/terms.html.',
    ]);
  });

  it('brings a database to the folder: matched by slug, added, and kept unless --prune', async () => {
    const site = buildSite();
    site.products[0]!.sizes[0]!.price = 25.5;
    site.products.splice(1, 1);
    site.news.push({ ...site.news[0]!, slug: 'second-race', name: 'Second race' });
    site.teamMembers.pop();
    const dir = await writeSiteFolder(site, 'changed');

    const dryRun = await importContentFolder(api.db, dir, { storageDir, dryRun: true });
    expect(dryRun.collections.products).toEqual({
      added: [],
      updated: ['track-formula-10w-60'],
      removed: [],
      kept: ['longlife-5w-30'],
    });
    expect(await productPrices('track-formula-10w-60')).toEqual([23.9, 97.9]);

    const kept = await importContentFolder(api.db, dir, { storageDir });
    expect(kept.collections.news?.added).toEqual(['second-race']);
    expect(kept.collections.teamMembers?.kept).toEqual(['Jonas Keller']);
    expect(kept.media).toEqual([]);
    expect(await productPrices('track-formula-10w-60')).toEqual([25.5, 97.9]);
    expect(await productPrices('longlife-5w-30')).toEqual([14.5]);

    const pruned = await importContentFolder(api.db, dir, { storageDir, prune: true });
    expect(pruned.collections.products?.removed).toEqual(['longlife-5w-30']);
    expect(pruned.collections.products?.updated).toEqual([]);
    expect(await productPrices('longlife-5w-30')).toBe(404);
    const stored = await readStoredContent(api.db);
    expect(stored.teamMembers.map((member) => member.name)).toEqual(['Anna Berg']);

    const again = await importContentFolder(api.db, dir, { storageDir, prune: true });
    for (const collection of Object.values(again.collections)) {
      expect(collection).toEqual({ added: [], updated: [], removed: [], kept: [] });
    }
  });

  it('reads stock as a whole number or empty, the states of older folders too, and refuses anything else', async () => {
    const dir = await writeSiteFolder(buildSite(), 'stock');
    const sizes = readFileSync(join(dir, 'product-sizes.csv'), 'utf8');
    expect(sizes).toContain(',23.90,40,RF-1010-01,');
    writeFileSync(join(dir, 'product-sizes.csv'), sizes.replace(',23.90,40,', ',23.90,-3,'));
    expect(await expectProblems(importContentFolder(api.db, dir, { storageDir }))).toEqual([
      'product-sizes.csv:2: stock: Write the stock as a whole number, or leave it empty.',
    ]);

    writeFileSync(
      join(dir, 'product-sizes.csv'),
      sizes.replace(',23.90,40,', ',23.90,in_stock,').replace(',97.90,0,', ',97.90,out_of_stock,'),
    );
    await importContentFolder(api.db, dir, { storageDir });
    const stock = await api.db
      .selectFrom('product_variants')
      .select(['product_number', 'stock_quantity'])
      .where('product_number', 'in', ['RF-1010-01', 'RF-1010-05'])
      .orderBy('product_number')
      .execute();
    expect(stock).toEqual([
      { product_number: 'RF-1010-01', stock_quantity: null },
      { product_number: 'RF-1010-05', stock_quantity: 0 },
    ]);
  });

  it('lists every problem by file and line, and writes nothing', async () => {
    const dir = await writeSiteFolder(buildSite(), 'broken');
    writeFileSync(join(dir, 'catalogues.yaml'), '- slug: catalogue-2026\n  name: [unclosed\n');
    const sizes = readFileSync(join(dir, 'product-sizes.csv'), 'utf8').replace('23.90', '23.901');
    writeFileSync(join(dir, 'product-sizes.csv'), sizes);
    const products = readFileSync(join(dir, 'products.csv'), 'utf8')
      .replace(',engine-oils,,apex,', ',motor-oils,,apex,')
      .replace('vw-504-00 acea-c3', 'vw-504-00 mb-229-51');
    writeFileSync(join(dir, 'products.csv'), products);
    const documents = readFileSync(join(dir, 'product-documents.csv'), 'utf8');
    writeFileSync(
      join(dir, 'product-documents.csv'),
      'product,kind,language,versionDate,file\n' + 'track-formula-10w-60,safety_data_sheet,de,2026-03-02,label.png\n',
    );
    writeFileSync(join(dir, 'news', 'Bad Name.yaml'), 'name: x\n');
    writeFileSync(
      join(dir, 'team-members.yaml'),
      '- name: Anna Berg\n  department: Sales\n  email: not-an-address\n  phone: ""\n  image: portrait.png\n',
    );

    const before = await readStoredContent(api.db);
    const parseProblems = await expectProblems(importContentFolder(api.db, dir, { storageDir }));
    expect(parseProblems).toEqual([
      'product-sizes.csv:2: price: Write the price in euros with a dot, as 23.90.',
      'product-documents.csv:2: file: Choose a PDF.',
      'news/Bad Name.yaml: Name each article {slug}.yaml, the slug in lower-case letters, digits and hyphens.',
      'catalogues.yaml:3: Flow sequence in block collection must be sufficiently indented and end with a ].',
      'team-members.yaml:3: email: Enter a valid e-mail address, or none.',
    ]);

    writeFileSync(
      join(dir, 'catalogues.yaml'),
      '- slug: catalogue-2026\n  name: Catalogue\n  status: published\n  image: missing.png\n  pdf: catalogue.pdf\n',
    );
    writeFileSync(join(dir, 'product-sizes.csv'), sizes.replace('23.901', '23.90'));
    rmSync(join(dir, 'news', 'Bad Name.yaml'));
    writeFileSync(join(dir, 'product-documents.csv'), documents.replace('sdb-de.pdf', 'sdb-missing.pdf'));
    writeFileSync(join(dir, 'team-members.yaml'), '[]\n');
    const planProblems = await expectProblems(importContentFolder(api.db, dir, { storageDir }));
    expect(planProblems).toEqual([
      'products.csv:3: category: no category motor-oils.',
      'products.csv:3: approvals: no approvals entry mb-229-51.',
      'product-documents.csv:2: sdb-missing.pdf: no such file in media/documents/ nor in the storage folder.',
      'catalogues.yaml:1: missing.png: no such file in media/catalogue/ nor in the storage folder.',
    ]);
    expect(await readStoredContent(api.db)).toEqual(before);
  });

  it('lands all of an import or none of it', async () => {
    const site = buildSite();
    site.products[0]!.sizes[0]!.price = 31;
    site.news.push({ ...site.news[0]!, slug: 'refused-by-the-database', name: 'Refused' });
    const dir = await writeSiteFolder(site, 'halfway');
    // The database itself refuses the last write of the import, after the products were saved.
    const postgres = api.db.getExecutor().adapter instanceof PostgresAdapter;
    if (postgres) {
      await sql`create or replace function refuse_news() returns trigger language plpgsql as $$
        begin if new.slug = 'refused-by-the-database' then raise exception 'refused'; end if; return new; end $$`.execute(
        api.db,
      );
      await sql`create trigger refuse_news before insert on news for each row execute function refuse_news()`.execute(
        api.db,
      );
    } else {
      await sql`create trigger refuse_news before insert on news when new.slug = 'refused-by-the-database'
        begin select raise(abort, 'refused'); end`.execute(api.db);
    }
    try {
      const before = await readStoredContent(api.db);
      await expect(importContentFolder(api.db, dir, { storageDir })).rejects.toThrow('refused');
      expect(await readStoredContent(api.db)).toEqual(before);
    } finally {
      await sql`drop trigger refuse_news${postgres ? sql` on news` : sql``}`.execute(api.db);
    }
  });
});

// Any valid content: export and import give it back unchanged.

const slugArbitrary = fc.stringMatching(/^[a-z0-9]{1,6}(-[a-z0-9]{1,6}){0,2}$/);
/** Text as people type it: letters of several scripts, punctuation YAML and CSV treat specially, inner line breaks. */
const textArbitrary = fc
  .array(
    fc.constantFrom(
      'a',
      'Z',
      'ä',
      'ß',
      'é',
      '€',
      '"',
      "'",
      ',',
      ':',
      '#',
      '-',
      '&',
      '<',
      ' ',
      '\n',
      'yes',
      'null',
      '1',
      '{',
      '[',
      '°',
    ),
    { minLength: 1, maxLength: 12 },
  )
  .map((parts) => parts.join('').trim())
  .filter((text) => text.length > 0);
/** Well-formed HTML of the tags the editor writes, its text escaped. */
const htmlArbitrary = fc
  .array(
    fc.tuple(
      fc.constantFrom('p', 'h2', 'li'),
      textArbitrary.map((text) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;')),
    ),
    { minLength: 1, maxLength: 3 },
  )
  .map((blocks) =>
    blocks.map(([tag, text]) => (tag === 'li' ? `<ul><li>${text}</li></ul>` : `<${tag}>${text}</${tag}>`)).join('\n'),
  );
/** A German twin: untranslated ('') or written. */
const germanArbitrary = (written: fc.Arbitrary<string>) => fc.oneof(fc.constant(''), written);
const dateArbitrary = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2040-01-01T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString());
const statusArbitrary = fc.constantFrom('draft' as const, 'published' as const);
const imageArbitrary = (folder: keyof typeof MEDIA) =>
  fc.constantFrom(...MEDIA[folder].filter((name) => !name.endsWith('.pdf')));
const uniqueBySlug = <T extends { slug: string }>(item: fc.Arbitrary<T>, maxLength: number, minLength = 0) =>
  fc.uniqueArray(item, { selector: (value) => value.slug, minLength, maxLength });
const optionArbitrary = fc.record({ slug: slugArbitrary, name: textArbitrary });
/** A manufacturer with no address, one in the EEA, or one outside it with its responsible person there. */
const manufacturerArbitrary = fc
  .record({
    slug: slugArbitrary,
    name: textArbitrary,
    street: textArbitrary,
    postalCode: fc.constantFrom('70565', '1010', 'SW1A 1AA'),
    city: textArbitrary,
    email: fc.constantFrom('info@example.com', 'safety@hallberg.example'),
    where: fc.constantFrom('nowhere', 'DE', 'AT', 'US', 'GB', 'CN'),
    responsible: fc.record({ name: textArbitrary, street: textArbitrary, city: textArbitrary }),
  })
  .map(({ slug, name, where, responsible, ...address }) => {
    if (where === 'nowhere') return { slug, name, ...NO_MANUFACTURER_DETAILS };
    const outside = !['DE', 'AT'].includes(where);
    return {
      slug,
      name,
      ...NO_MANUFACTURER_DETAILS,
      ...address,
      country: where,
      ...(outside && {
        responsiblePersonName: responsible.name,
        responsiblePersonStreet: responsible.street,
        responsiblePersonPostalCode: '55120',
        responsiblePersonCity: responsible.city,
        responsiblePersonCountry: 'DE',
        responsiblePersonEmail: 'eu-rep@rennfeld.example',
      }),
    };
  });
const legalArbitrary = fc.record({ description: htmlArbitrary, descriptionDe: germanArbitrary(htmlArbitrary) });

const siteArbitrary: fc.Arbitrary<Required<ContentFolder>> = fc
  .record({
    filters: fc.record({
      brands: uniqueBySlug(optionArbitrary, 3),
      manufacturers: uniqueBySlug(manufacturerArbitrary, 3),
      viscosities: uniqueBySlug(optionArbitrary, 3),
      specificationAreas: uniqueBySlug(optionArbitrary, 3),
      containerSizes: uniqueBySlug(
        fc.record({
          slug: slugArbitrary,
          name: textArbitrary,
          quantity: fc.integer({ min: 1, max: 250_000 }).map((tenths) => tenths / 10),
          unit: fc.constantFrom('ml' as const, 'l' as const, 'g' as const, 'kg' as const),
        }),
        3,
        1,
      ),
      approvals: uniqueBySlug(
        fc.record({
          slug: slugArbitrary,
          name: textArbitrary,
          issuer: textArbitrary,
          kind: fc.constantFrom(...APPROVAL_KINDS),
        }),
        3,
      ),
    }),
    categories: uniqueBySlug(
      fc.record({
        slug: slugArbitrary,
        name: textArbitrary,
        nameDe: germanArbitrary(textArbitrary),
        description: fc.oneof(fc.constant(''), textArbitrary),
        descriptionDe: germanArbitrary(textArbitrary),
        image: imageArbitrary('category'),
        usedOilNotice: fc.boolean(),
        subCategories: uniqueBySlug(
          fc.record({ slug: slugArbitrary, name: textArbitrary, nameDe: germanArbitrary(textArbitrary) }),
          3,
        ),
      }),
      3,
      1,
    ),
    news: uniqueBySlug(
      fc.record({
        slug: slugArbitrary,
        name: textArbitrary,
        nameDe: germanArbitrary(textArbitrary),
        status: statusArbitrary,
        publishedAt: dateArbitrary,
        image: imageArbitrary('news'),
        shortDescription: textArbitrary,
        shortDescriptionDe: germanArbitrary(textArbitrary),
        body: htmlArbitrary,
        bodyDe: germanArbitrary(htmlArbitrary),
      }),
      3,
    ),
    conceptCategories: uniqueBySlug(
      fc.record({
        slug: slugArbitrary,
        name: textArbitrary,
        nameDe: germanArbitrary(textArbitrary),
        status: statusArbitrary,
        image: imageArbitrary('concept-category'),
        shortDescription: textArbitrary,
        shortDescriptionDe: germanArbitrary(textArbitrary),
        createdAt: dateArbitrary,
        concepts: fc.array(
          fc.record({
            name: textArbitrary,
            nameDe: germanArbitrary(textArbitrary),
            image: imageArbitrary('concept'),
            status: statusArbitrary,
          }),
          { maxLength: 3 },
        ),
      }),
      2,
    ),
    catalogues: uniqueBySlug(
      fc.record({
        slug: slugArbitrary,
        name: textArbitrary,
        nameDe: germanArbitrary(textArbitrary),
        status: statusArbitrary,
        image: imageArbitrary('catalogue'),
        pdf: fc.constant('catalogue.pdf'),
      }),
      2,
    ),
    teamMembers: fc.uniqueArray(
      fc.record({
        name: textArbitrary,
        department: textArbitrary,
        departmentDe: germanArbitrary(textArbitrary),
        email: fc.constantFrom('', 'team@example.com'),
        phone: fc.constantFrom('', '+49 711 12 34-5'),
        image: imageArbitrary('team-members'),
      }),
      { selector: (member) => member.name, maxLength: 3 },
    ),
    partnerships: fc.uniqueArray(
      fc.record({
        name: textArbitrary,
        partnerDetail: textArbitrary,
        partnerDetailDe: germanArbitrary(textArbitrary),
        link: fc.constantFrom('https://example.com/', 'http://example.org/x?y=1'),
        image: imageArbitrary('partnership'),
      }),
      { selector: (partner) => partner.name, maxLength: 3 },
    ),
    aboutBlocks: fc.array(
      fc.record({
        image: imageArbitrary('about'),
        description: htmlArbitrary,
        descriptionDe: germanArbitrary(htmlArbitrary),
      }),
      { maxLength: 3 },
    ),
    companyDetails: fc.record({
      ...Object.fromEntries(
        ['name', 'street', 'city', 'managingDirectors', 'registerCourt', 'registerNumber'].map((field) => [
          field,
          textArbitrary,
        ]),
      ),
      // At most 20 characters, which a run of the text's tokens can pass.
      postalCode: fc.constantFrom('70565', '1010', 'D-55120'),
      country: fc.constantFrom(...COMPANY_COUNTRIES),
      phone: fc.constantFrom('+49 711 1234 0', '0711 / 123-4'),
      email: fc.constantFrom('info@rennfeld.example', 'shop@example.com'),
      vatId: fc.constantFrom('DE123456789', 'ATU12345678'),
    }) as fc.Arbitrary<typeof COMPANY_DETAILS>,
    shopSettings: fc.record({
      shippingFee: fc.integer({ min: 0, max: 10_000 }).map((cents) => cents / 100),
      freeShippingAbove: fc.integer({ min: 0, max: 100_000 }).map((cents) => cents / 100),
      paymentDays: fc.integer({ min: 1, max: 60 }),
      bankAccountHolder: textArbitrary.map((text) => text.slice(0, 70)),
      iban: fc.constantFrom('DE89370400440532013000', 'AT611904300234573201'),
      bic: fc.constantFrom('COBADEFFXXX', 'BKAUATWW', ''),
    }),
    legal: fc.record({
      privacyPolicy: legalArbitrary,
      terms: legalArbitrary,
      copyright: legalArbitrary,
      imprint: legalArbitrary,
    }),
    productSeeds: fc.uniqueArray(
      fc.record({
        slug: slugArbitrary,
        name: textArbitrary,
        status: statusArbitrary,
        pick: fc.array(fc.nat(), { minLength: 6, maxLength: 6 }),
        approvalPicks: fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
        documents: fc.uniqueArray(
          fc.record({
            kind: fc.constantFrom(...DOCUMENT_KINDS),
            language: fc.constantFrom(...DOCUMENT_LANGUAGES),
            versionDate: fc.constantFrom('2025-06-12', '2026-03-02'),
            file: fc.constantFrom(...MEDIA.documents),
          }),
          { selector: (document) => `${document.kind} ${document.language} ${document.versionDate}`, maxLength: 3 },
        ),
        image: imageArbitrary('product'),
        usedOilNotice: fc.constantFrom(null, true, false),
        details: htmlArbitrary,
        detailsDe: germanArbitrary(htmlArbitrary),
        sizes: fc.array(
          fc.record({
            pick: fc.nat(),
            cents: fc.integer({ min: 0, max: 9_999_999 }),
            stock: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null }),
          }),
          { minLength: 1, maxLength: 3 },
        ),
      }),
      { selector: (product) => product.slug, maxLength: 6 },
    ),
  })
  .map(({ productSeeds, ...site }) => {
    const choose = <T>(list: readonly T[], pick: number, optional: boolean): T | null =>
      list.length === 0 || (optional && pick % (list.length + 1) === list.length) ? null : list[pick % list.length]!;
    let number = 0;
    const products = productSeeds.map(({ pick, approvalPicks, sizes, ...seed }) => {
      const category = choose(site.categories, pick[0]!, false)!;
      // Each container size once: the first seed that picks it.
      const bySize = new Map(
        sizes.map((size) => [choose(site.filters.containerSizes, size.pick, false)!.slug, size] as const).reverse(),
      );
      return {
        ...seed,
        category: category.slug,
        subCategory: choose(category.subCategories, pick[1]!, true)?.slug ?? null,
        brand: choose(site.filters.brands, pick[2]!, true)?.slug ?? null,
        manufacturer: choose(site.filters.manufacturers, pick[3]!, true)?.slug ?? null,
        viscosity: choose(site.filters.viscosities, pick[4]!, true)?.slug ?? null,
        specificationArea: choose(site.filters.specificationAreas, pick[5]!, true)?.slug ?? null,
        approvals: site.filters.approvals.filter((_approval, index) => approvalPicks[index]).map(({ slug }) => slug),
        sizes: site.filters.containerSizes.flatMap(({ slug }) => {
          const size = bySize.get(slug);
          return size
            ? [
                {
                  size: slug,
                  price: size.cents / 100,
                  stock: size.stock,
                  productNumber: `P-${(number += 1)}`,
                  // No GTIN, or one of each length: EAN-13, EAN-8, UPC-A.
                  gtin: ['', '4006381333931', '96385074', '036000291452'][number % 4]!,
                },
              ]
            : [];
        }),
      };
    });
    return { ...site, products };
  });

describe('any valid content', () => {
  it('survives export and import unchanged, and a second import changes nothing', { timeout: 120_000 }, async () => {
    const storageDir = newDir('property-storage');
    await writeMediaFiles(storageDir, MEDIA);
    await fc.assert(
      fc.asyncProperty(siteArbitrary, async (site) => {
        const dir = newDir('property');
        await writeContentFolder(dir, site);
        const expected = (await readContentFolder(dir)).content;
        await importContentFolder(api.db, dir, { storageDir, prune: true });

        const exported = newDir('property-export');
        await exportContentFolder(api.db, exported, storageDir);
        const actual = (await readContentFolder(exported)).content;
        expect(actual).toEqual(await storedForm(expected));

        const again = await importContentFolder(api.db, exported, { storageDir, prune: true });
        for (const collection of Object.values(again.collections)) {
          expect(collection).toEqual({ added: [], updated: [], removed: [], kept: [] });
        }
      }),
      { numRuns: 25 },
    );
  });
});

/** The folder as the database gives it back: rich text through the sanitiser, dates in UTC. */
async function storedForm(folder: ContentFolder): Promise<ContentFolder> {
  const { sanitizeRichText } = await import('../lib/rich-text.ts');
  return {
    ...folder,
    news: folder.news
      ?.map((article) => ({
        ...article,
        body: sanitizeRichText(article.body),
        bodyDe: sanitizeRichText(article.bodyDe),
        publishedAt: new Date(article.publishedAt).toISOString(),
      }))
      .sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0)),
    products: folder.products
      ?.map((product) => ({
        ...product,
        details: sanitizeRichText(product.details),
        detailsDe: sanitizeRichText(product.detailsDe),
      }))
      .sort((a, b) => categoryIndex(folder, a.category) - categoryIndex(folder, b.category)),
    aboutBlocks: folder.aboutBlocks?.map((block) => ({
      ...block,
      description: sanitizeRichText(block.description),
      descriptionDe: sanitizeRichText(block.descriptionDe),
    })),
    legal:
      folder.legal &&
      Object.fromEntries(
        Object.entries(folder.legal).map(([kind, document]) => [
          kind,
          {
            description: sanitizeRichText(document.description),
            descriptionDe: sanitizeRichText(document.descriptionDe),
          },
        ]),
      ),
  };
}

function categoryIndex(folder: ContentFolder, slug: string): number {
  return folder.categories!.findIndex((category) => category.slug === slug);
}
