import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse as parseCsv } from 'csv-parse/sync';
import { stringify as stringifyCsv } from 'csv-stringify/sync';
import { isMap, isSeq, LineCounter, parseDocument, stringify as stringifyYaml, type Document } from 'yaml';
import type { z } from 'zod';
import { LEGAL_DOCUMENT_KINDS, LEGAL_DOCUMENTS, type LegalDocumentKind } from '@rennfeld/contract';
import {
  CONTENT_FOLDER_FILES as FILES,
  FOLDER_PRODUCT_COLUMNS,
  FOLDER_PRODUCT_DOCUMENT_COLUMNS,
  FOLDER_PRODUCT_OPTIONAL_COLUMNS,
  FOLDER_PRODUCT_SIZE_COLUMNS,
  FOLDER_PRODUCT_SIZE_OPTIONAL_COLUMNS,
  FolderAboutBlockSchema,
  FolderCatalogueSchema,
  FolderCategorySchema,
  FolderCompanyDetailsSchema,
  FolderShopSettingsSchema,
  type WholeContentFolder,
  FolderConceptCategorySchema,
  FolderFiltersSchema,
  FolderLegalTextSchema,
  FolderNewsSchema,
  FolderNewsSlugSchema,
  FolderPartnershipSchema,
  FolderProductDocumentRowSchema,
  FolderProductRowSchema,
  FolderProductSizeRowSchema,
  FolderTeamMemberSchema,
  type ContentFolder,
} from '@rennfeld/contract/content-folder';
import { MEDIA_FOLDERS, type MediaFolder } from '@rennfeld/contract/staff';

// The files of a content folder (docs/content-folder.md): YAML for records and lists, CSV for
// products and their sizes, HTML for the legal texts, media files under media/{folder}/. Reading
// checks every file with its schema and says where each problem is, by file and line. German twins
// (decision 049) are keys ending in `De`, a `detailsDe` column and `legal/{page}.de.html`, all optional.

/** A place in the folder: a file, and the line a record or field starts on. */
export interface FolderLocation {
  file: string;
  line?: number;
}

export interface FolderProblem extends FolderLocation {
  message: string;
}

/** A folder that cannot be imported as it is: every problem found, by file and line. */
export class ContentFolderProblems extends Error {
  constructor(readonly problems: FolderProblem[]) {
    super(problems.map(formatProblem).join('\n'));
    this.name = 'ContentFolderProblems';
  }
}

export function formatProblem({ file, line, message }: FolderProblem): string {
  return `${file}${line === undefined ? '' : `:${line}`}: ${message}`;
}

/** Where the records of a folder were read: `products/3` is the fourth product, `productSizes/3/0` its first size. */
export type FolderLocations = Map<string, FolderLocation>;

export interface ReadFolder {
  content: ContentFolder;
  locations: FolderLocations;
  /** The media files the folder brings, `{folder}/{name}` to their path on disk. */
  media: Map<string, string>;
}

type Path = readonly (string | number)[];

/**
 * A problem's field: `subCategories #2 slug: …`. The record's own place in its list is left out;
 * its line says which it is.
 */
function describeIssue(path: Path, message: string): string {
  const field = path
    .filter((segment, index) => !(index === 0 && typeof segment === 'number'))
    .map((segment) => (typeof segment === 'number' ? `#${segment + 1}` : String(segment)))
    .join(' ');
  const text = /received undefined$/.test(message) ? 'This field is missing.' : message;
  return field === '' ? text : `${field}: ${text}`;
}

async function readText(path: string): Promise<string | undefined> {
  try {
    return (await readFile(path, 'utf8')).replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

async function listFiles(path: string): Promise<string[] | undefined> {
  try {
    return (await readdir(path, { withFileTypes: true }))
      .filter((entry) => !entry.name.startsWith('.'))
      .map((entry) => (entry.isDirectory() ? `${entry.name}/` : entry.name))
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** The line the node at `path` starts on, or its nearest ancestor's (a missing key is its record's). */
function lineOf(document: Document, lines: LineCounter, path: Path): number | undefined {
  for (let length = path.length; length >= 0; length -= 1) {
    const node = length === 0 ? document.contents : document.getIn(path.slice(0, length), true);
    const start = (node as { range?: [number, number, number] } | null | undefined)?.range?.[0];
    if (start !== undefined) return lines.linePos(start).line;
  }
  return undefined;
}

class FolderReader {
  readonly problems: FolderProblem[] = [];
  readonly locations: FolderLocations = new Map();

  constructor(readonly dir: string) {}

  /** A YAML file checked with its schema; undefined when absent or wrong (its problems noted). */
  async readYaml<Schema extends z.ZodType>(
    file: string,
    schema: Schema,
    locationKey?: string,
  ): Promise<z.infer<Schema> | undefined> {
    const text = await readText(join(this.dir, file));
    if (text === undefined) return undefined;
    const lines = new LineCounter();
    const document = parseDocument(text, { lineCounter: lines });
    if (document.errors.length > 0) {
      for (const error of document.errors) {
        // The library's message ends with the place and a quote of the line; the place is given apart.
        const message = error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '.');
        this.problems.push({ file, line: error.linePos?.[0].line, message });
      }
      return undefined;
    }
    const parsed = schema.safeParse(document.toJS() ?? null);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        this.problems.push({
          file,
          line: lineOf(document, lines, issue.path as Path),
          message: describeIssue(issue.path as Path, issue.message),
        });
      }
      return undefined;
    }
    if (locationKey && isSeq(document.contents)) {
      document.contents.items.forEach((item, index) => {
        const start = isMap(item) ? item.range?.[0] : undefined;
        this.locations.set(`${locationKey}/${index}`, {
          file,
          ...(start === undefined ? {} : { line: lines.linePos(start).line }),
        });
      });
    }
    return parsed.data;
  }

  /**
   * A CSV file with a header row, each row checked with its schema; rows come with their first line.
   * An optional column may be left out: its cells are then absent (the schema's default).
   */
  async readCsv<Schema extends z.ZodObject>(
    file: string,
    schema: Schema,
    columns: readonly string[],
    optionalColumns: readonly string[] = [],
  ): Promise<{ row: z.infer<Schema>; line: number }[] | undefined> {
    const text = await readText(join(this.dir, file));
    if (text === undefined) return undefined;
    let records: { record: Record<string, string>; raw: string; info: { lines: number } }[];
    try {
      records = parseCsv(text, {
        columns: (header: string[]) => {
          const names = header.map((name) => name.trim());
          const missing = columns.filter((column) => !names.includes(column) && !optionalColumns.includes(column));
          const unknown = names.filter((name) => !columns.includes(name));
          if (missing.length > 0 || unknown.length > 0) {
            throw new HeaderProblem(
              [
                missing.length > 0 ? `missing column ${missing.join(', ')}` : '',
                unknown.length > 0 ? `unknown column ${unknown.join(', ')}` : '',
              ]
                .filter(Boolean)
                .join('; ') + `. The columns are: ${columns.join(', ')}.`,
            );
          }
          return names;
        },
        info: true,
        raw: true,
        skip_empty_lines: true,
      });
    } catch (error) {
      const { message, lines } = error as Error & { lines?: number };
      this.problems.push({ file, line: error instanceof HeaderProblem ? 1 : lines, message });
      return undefined;
    }
    const rows: { row: z.infer<Schema>; line: number }[] = [];
    let valid = true;
    for (const { record, raw, info } of records) {
      const line = info.lines - (raw.replace(/^\n+|\n+$/g, '').match(/\n/g)?.length ?? 0);
      const parsed = schema.safeParse(record);
      if (!parsed.success) {
        valid = false;
        for (const issue of parsed.error.issues) {
          this.problems.push({ file, line, message: describeIssue(issue.path as Path, issue.message) });
        }
        continue;
      }
      rows.push({ row: parsed.data, line });
    }
    return valid ? rows : undefined;
  }

  /** An HTML file as a legal text; undefined when absent or empty (its problem noted). */
  async readHtml(file: string): Promise<string | undefined> {
    const text = await readText(join(this.dir, file));
    if (text === undefined) return undefined;
    const parsed = FolderLegalTextSchema.safeParse(text.replace(/\n$/, ''));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) this.problems.push({ file, line: 1, message: issue.message });
      return undefined;
    }
    return parsed.data;
  }
}

class HeaderProblem extends Error {}

async function readProducts(reader: FolderReader): Promise<ContentFolder['products']> {
  const products = await reader.readCsv(
    FILES.products,
    FolderProductRowSchema,
    FOLDER_PRODUCT_COLUMNS,
    FOLDER_PRODUCT_OPTIONAL_COLUMNS,
  );
  const sizes = await reader.readCsv(
    FILES.productSizes,
    FolderProductSizeRowSchema,
    FOLDER_PRODUCT_SIZE_COLUMNS,
    FOLDER_PRODUCT_SIZE_OPTIONAL_COLUMNS,
  );
  // Read even when the other two have problems, so that an import lists all of them at once.
  const documents = await reader.readCsv(
    FILES.productDocuments,
    FolderProductDocumentRowSchema,
    FOLDER_PRODUCT_DOCUMENT_COLUMNS,
  );
  if (products === undefined && sizes === undefined) return undefined;
  if (products === undefined || sizes === undefined) {
    const missing = products === undefined ? FILES.products : FILES.productSizes;
    if (!reader.problems.some((problem) => problem.file === missing)) {
      reader.problems.push({
        file: missing,
        message: `${FILES.products} and ${FILES.productSizes} come together: add this file, or take both away.`,
      });
    }
    return undefined;
  }
  const slugs = new Set(products.map(({ row }) => row.slug));
  const sizesByProduct = groupByProduct(reader, FILES.productSizes, sizes, slugs);
  const documentsByProduct = documents && groupByProduct(reader, FILES.productDocuments, documents, slugs);
  return products.map(({ row, line }, index) => {
    reader.locations.set(`products/${index}`, { file: FILES.products, line });
    const own = sizesByProduct.get(row.slug) ?? [];
    own.forEach((size, sizeIndex) =>
      reader.locations.set(`productSizes/${index}/${sizeIndex}`, { file: FILES.productSizes, line: size.line }),
    );
    const ownDocuments = documentsByProduct?.get(row.slug) ?? [];
    ownDocuments.forEach((document, documentIndex) =>
      reader.locations.set(`productDocuments/${index}/${documentIndex}`, {
        file: FILES.productDocuments,
        line: document.line,
      }),
    );
    return {
      ...row,
      sizes: own.map(({ row: { product: _product, ...size } }) => size),
      ...(documentsByProduct && {
        documents: ownDocuments.map(({ row: { product: _product, ...document } }) => document),
      }),
    };
  });
}

/** The rows of a file of products' parts (sizes, documents) by product; a row of no product is a problem. */
function groupByProduct<Row extends { product: string }>(
  reader: FolderReader,
  file: string,
  rows: { row: Row; line: number }[],
  slugs: ReadonlySet<string>,
): Map<string, { row: Row; line: number }[]> {
  const byProduct = new Map<string, { row: Row; line: number }[]>();
  for (const entry of rows) {
    if (!slugs.has(entry.row.product)) {
      reader.problems.push({
        file,
        line: entry.line,
        message: `product: no product ${entry.row.product} in ${FILES.products}.`,
      });
    }
    byProduct.set(entry.row.product, [...(byProduct.get(entry.row.product) ?? []), entry]);
  }
  return byProduct;
}

async function readNews(reader: FolderReader): Promise<ContentFolder['news']> {
  const files = await listFiles(join(reader.dir, FILES.newsDir));
  if (files === undefined) return undefined;
  const news: NonNullable<ContentFolder['news']> = [];
  // By slug, as the database lists them (`a-b.yaml` sorts before `a.yaml`, but `a-b` after `a`).
  const bySlug = (name: string) => name.replace(/\.yaml$/, '');
  files.sort((a, b) => (bySlug(a) < bySlug(b) ? -1 : bySlug(a) > bySlug(b) ? 1 : 0));
  for (const name of files) {
    const file = `${FILES.newsDir}/${name}`;
    const slug = name.replace(/\.yaml$/, '');
    const validSlug = FolderNewsSlugSchema.safeParse(slug);
    if (!name.endsWith('.yaml') || !validSlug.success || validSlug.data !== slug) {
      reader.problems.push({
        file,
        message: 'Name each article {slug}.yaml, the slug in lower-case letters, digits and hyphens.',
      });
      continue;
    }
    const article = await reader.readYaml(file, FolderNewsSchema);
    if (article) {
      reader.locations.set(`news/${news.length}`, { file, line: 1 });
      news.push({ slug, ...article });
    }
  }
  return news;
}

/** The file of a legal text, or of its German. */
const legalFileOf = (kind: LegalDocumentKind, german = false) =>
  `${LEGAL_DOCUMENTS[kind].path}${german ? '.de' : ''}.html`;

async function readLegalTexts(reader: FolderReader): Promise<ContentFolder['legal']> {
  const files = await listFiles(join(reader.dir, FILES.legalDir));
  if (files === undefined) return undefined;
  const known = new Map(
    LEGAL_DOCUMENT_KINDS.flatMap((kind) => [
      [legalFileOf(kind), { kind, german: false }],
      [legalFileOf(kind, true), { kind, german: true }],
    ]),
  );
  const english: Partial<Record<LegalDocumentKind, string>> = {};
  const german: Partial<Record<LegalDocumentKind, string>> = {};
  for (const name of files) {
    const file = known.get(name);
    if (!file) {
      reader.problems.push({
        file: `${FILES.legalDir}/${name}`,
        message: `Not a legal text. The files are: ${[...known.keys()].join(', ')}.`,
      });
      continue;
    }
    const html = await reader.readHtml(`${FILES.legalDir}/${name}`);
    if (html !== undefined) (file.german ? german : english)[file.kind] = html;
  }
  const legal: NonNullable<ContentFolder['legal']> = {};
  for (const kind of LEGAL_DOCUMENT_KINDS) {
    const description = english[kind];
    if (description !== undefined) legal[kind] = { description, descriptionDe: german[kind] ?? '' };
    else if (files.includes(legalFileOf(kind, true)) && !files.includes(legalFileOf(kind))) {
      reader.problems.push({
        file: `${FILES.legalDir}/${legalFileOf(kind, true)}`,
        message: `A German text comes with its English: add ${FILES.legalDir}/${legalFileOf(kind)}.`,
      });
    }
  }
  return legal;
}

async function readMedia(reader: FolderReader): Promise<Map<string, string>> {
  const media = new Map<string, string>();
  const folders = await listFiles(join(reader.dir, FILES.mediaDir));
  for (const entry of folders ?? []) {
    const folder = entry.replace(/\/$/, '');
    if (!entry.endsWith('/') || !(MEDIA_FOLDERS as readonly string[]).includes(folder)) {
      reader.problems.push({
        file: `${FILES.mediaDir}/${entry}`,
        message: `Media go into a folder per kind: ${MEDIA_FOLDERS.join(', ')}.`,
      });
      continue;
    }
    for (const name of (await listFiles(join(reader.dir, FILES.mediaDir, folder))) ?? []) {
      if (name.endsWith('/')) continue;
      media.set(`${folder}/${name}`, join(reader.dir, FILES.mediaDir, folder, name));
    }
  }
  return media;
}

/** Reads and checks every file of a content folder; throws ContentFolderProblems listing all that is wrong. */
export async function readContentFolder(dir: string): Promise<ReadFolder> {
  if ((await listFiles(dir)) === undefined) {
    throw new ContentFolderProblems([{ file: dir, message: 'No such folder.' }]);
  }
  const reader = new FolderReader(dir);
  const array = <Schema extends z.ZodType>(schema: Schema) => schema.array();
  const content: ContentFolder = {
    filters: await reader.readYaml(FILES.filters, FolderFiltersSchema),
    categories: await reader.readYaml(FILES.categories, array(FolderCategorySchema), 'categories'),
    products: await readProducts(reader),
    news: await readNews(reader),
    conceptCategories: await reader.readYaml(FILES.concepts, array(FolderConceptCategorySchema), 'conceptCategories'),
    catalogues: await reader.readYaml(FILES.catalogues, array(FolderCatalogueSchema), 'catalogues'),
    teamMembers: await reader.readYaml(FILES.teamMembers, array(FolderTeamMemberSchema), 'teamMembers'),
    partnerships: await reader.readYaml(FILES.partnerships, array(FolderPartnershipSchema), 'partnerships'),
    aboutBlocks: await reader.readYaml(FILES.aboutBlocks, array(FolderAboutBlockSchema), 'aboutBlocks'),
    companyDetails: await reader.readYaml(FILES.company, FolderCompanyDetailsSchema),
    shopSettings: await reader.readYaml(FILES.shop, FolderShopSettingsSchema),
    legal: await readLegalTexts(reader),
  };
  const media = await readMedia(reader);
  if (reader.problems.length > 0) throw new ContentFolderProblems(reader.problems);
  return { content, locations: reader.locations, media };
}

// Writing: the same files, in a form that diffs well (block text, one record after another).

async function writeYaml(dir: string, file: string, value: unknown): Promise<void> {
  await writeFile(join(dir, file), stringifyYaml(withoutUntranslated(value), { lineWidth: 0 }));
}

/**
 * The value without its empty German twins (`nameDe` beside `name`, decision 049): a folder names
 * only the German someone wrote, so one without any stays as it was before there were twins.
 */
function withoutUntranslated(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutUntranslated);
  if (value === null || typeof value !== 'object') return value;
  const isUntranslatedTwin = (key: string, field: unknown) =>
    field === '' && key.endsWith('De') && Object.hasOwn(value, key.slice(0, -2));
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, field]) => !isUntranslatedTwin(key, field))
      .map(([key, field]) => [key, withoutUntranslated(field)]),
  );
}

/** Writes every collection of `content` (a whole site) into `dir`, which must be empty or absent. */
export async function writeContentFolder(dir: string, content: WholeContentFolder): Promise<void> {
  const existing = await listFiles(dir);
  if (existing !== undefined && existing.length > 0) {
    throw new ContentFolderProblems([
      { file: dir, message: 'The folder is not empty: export into a new or empty folder.' },
    ]);
  }
  await mkdir(join(dir, FILES.newsDir), { recursive: true });
  await mkdir(join(dir, FILES.legalDir), { recursive: true });
  await writeYaml(dir, FILES.filters, {
    ...content.filters,
    // A manufacturer names only the details given, so one without any stays as it was before.
    manufacturers: content.filters.manufacturers.map((manufacturer) =>
      Object.fromEntries(Object.entries(manufacturer).filter(([, value]) => value !== '')),
    ),
  });
  await writeYaml(dir, FILES.categories, content.categories);
  await writeFile(
    join(dir, FILES.products),
    stringifyCsv(
      content.products.map(({ sizes: _sizes, documents: _documents, usedOilNotice, approvals, ...product }) => ({
        ...product,
        approvals: approvals.join(' '),
        usedOilNotice: usedOilNotice === null ? '' : usedOilNotice ? 'yes' : 'no',
      })),
      { header: true, columns: [...FOLDER_PRODUCT_COLUMNS] },
    ),
  );
  await writeFile(
    join(dir, FILES.productSizes),
    stringifyCsv(
      content.products.flatMap((product) =>
        product.sizes.map((size) => ({
          product: product.slug,
          ...size,
          price: size.price.toFixed(2),
          stock: size.stock === null ? '' : String(size.stock),
        })),
      ),
      { header: true, columns: [...FOLDER_PRODUCT_SIZE_COLUMNS] },
    ),
  );
  await writeFile(
    join(dir, FILES.productDocuments),
    stringifyCsv(
      content.products.flatMap((product) =>
        (product.documents ?? []).map((document) => ({ product: product.slug, ...document })),
      ),
      { header: true, columns: [...FOLDER_PRODUCT_DOCUMENT_COLUMNS] },
    ),
  );
  for (const { slug, ...article } of content.news) await writeYaml(dir, `${FILES.newsDir}/${slug}.yaml`, article);
  await writeYaml(dir, FILES.concepts, content.conceptCategories);
  await writeYaml(dir, FILES.catalogues, content.catalogues);
  await writeYaml(dir, FILES.teamMembers, content.teamMembers);
  await writeYaml(dir, FILES.partnerships, content.partnerships);
  await writeYaml(dir, FILES.aboutBlocks, content.aboutBlocks);
  if (content.companyDetails) await writeYaml(dir, FILES.company, content.companyDetails);
  if (content.shopSettings) await writeYaml(dir, FILES.shop, content.shopSettings);
  for (const kind of LEGAL_DOCUMENT_KINDS) {
    const document = content.legal[kind];
    if (document === undefined) continue;
    await writeFile(join(dir, FILES.legalDir, legalFileOf(kind)), `${document.description}\n`);
    if (document.descriptionDe !== '') {
      await writeFile(join(dir, FILES.legalDir, legalFileOf(kind, true)), `${document.descriptionDe}\n`);
    }
  }
}

/** Where a media file of the folder goes: media/{folder}/{name}. */
export function mediaPathOf(dir: string, folder: MediaFolder, name: string): string {
  return join(dir, FILES.mediaDir, folder, name);
}
