import { isDeepStrictEqual } from 'node:util';
import { LEGAL_DOCUMENT_KINDS, type LegalDocumentKind } from '@rennfeld/contract';
import {
  CONTENT_FOLDER_FILES as FILES,
  FILTER_VOCABULARIES,
  type ContentFolder,
  type FilterVocabulary,
  type FolderCompanyDetails,
  type FolderShopSettings,
  type FolderLegalDocument,
} from '@rennfeld/contract/content-folder';
import type { MediaFolder } from '@rennfeld/contract/staff';
import { sanitizeRichText } from '../lib/rich-text.ts';
import type { StoredContent } from './content-folder.repository.ts';
import type { FolderLocation, FolderLocations, FolderProblem } from './folder-files.ts';

// What an import would do, worked out before anything is written: for each collection the folder
// has, which records it adds, changes and removes, and every reason it cannot be applied.

/** A record of the folder at its place in its list (position = place + 1). */
interface Placed<Next> {
  next: Next;
  position: number;
  /** Its index in the folder's list, for its location. */
  index: number;
}

export interface CollectionPlan<Next, Current> {
  added: Placed<Next>[];
  updated: (Placed<Next> & { current: Current })[];
  removed: Current[];
  /** In the database, not in the folder, and kept (no --prune). */
  kept: Current[];
  unchanged: number;
}

/** The names in a report: what `npm run content -- import` prints. */
export interface CollectionReport {
  added: string[];
  updated: string[];
  removed: string[];
  /** Records the folder lacks and an import without --prune keeps. */
  kept: string[];
}

/** The collections that are lists of records. */
type ListKey = Exclude<
  keyof StoredContent & keyof ContentFolder,
  'filters' | 'legal' | 'companyDetails' | 'shopSettings'
>;
type StoredItem<Key extends ListKey> = StoredContent[Key] extends readonly (infer Item)[] ? Item : never;
type FolderItem<Key extends ListKey> = NonNullable<ContentFolder[Key]> extends readonly (infer Item)[] ? Item : never;
type Plan<Key extends ListKey> = CollectionPlan<FolderItem<Key>, StoredItem<Key>>;

export interface ImportPlan {
  filters: {
    [Vocabulary in FilterVocabulary]?: CollectionPlan<
      NonNullable<ContentFolder['filters']>[Vocabulary][number],
      StoredContent['filters'][Vocabulary][number]
    >;
  };
  categories?: Plan<'categories'>;
  products?: Plan<'products'>;
  news?: Plan<'news'>;
  conceptCategories?: Plan<'conceptCategories'>;
  catalogues?: Plan<'catalogues'>;
  teamMembers?: Plan<'teamMembers'>;
  partnerships?: Plan<'partnerships'>;
  aboutBlocks?: Plan<'aboutBlocks'>;
  legal: (FolderLegalDocument & { kind: LegalDocumentKind; version?: number })[];
  /** The brand's details, when the folder has them and they differ from what is stored. */
  companyDetails?: { next: FolderCompanyDetails; version: number };
  /** The shop settings, when the folder has them and they differ from what is stored. */
  shopSettings?: { next: FolderShopSettings; version: number };
  report: Record<string, CollectionReport>;
  problems: FolderProblem[];
}

/** Everything a record's fields say, without what only the database knows (id, version, place). */
function sameFields(next: object, current: object): boolean {
  const picked = Object.fromEntries(Object.keys(next).map((key) => [key, (current as Record<string, unknown>)[key]]));
  return isDeepStrictEqual(next, picked);
}

function planCollection<Next extends object, Current extends object>(
  currentList: readonly Current[],
  nextList: readonly Next[],
  keyOf: { next: (record: Next, index: number) => string; current: (record: Current, index: number) => string },
  prune: boolean,
  /** A record's place: its index + 1 in the folder's list, or as the kind counts it; none for news. */
  positionOf: ((record: Next, index: number) => number) | null = (_record, index) => index + 1,
): CollectionPlan<Next, Current> {
  const currentByKey = new Map(currentList.map((record, index) => [keyOf.current(record, index), record]));
  const nextKeys = new Set(nextList.map(keyOf.next));
  const plan: CollectionPlan<Next, Current> = { added: [], updated: [], removed: [], kept: [], unchanged: 0 };
  nextList.forEach((next, index) => {
    const position = positionOf?.(next, index) ?? 0;
    const current = currentByKey.get(keyOf.next(next, index));
    if (!current) plan.added.push({ next, position, index });
    else if (!sameFields(next, current) || (positionOf && (current as { position?: number }).position !== position)) {
      plan.updated.push({ next, position, index, current });
    } else plan.unchanged += 1;
  });
  currentList.forEach((current, index) => {
    if (!nextKeys.has(keyOf.current(current, index))) (prune ? plan.removed : plan.kept).push(current);
  });
  return plan;
}

function reportOf<Next, Current>(
  plan: CollectionPlan<Next, Current>,
  nameOf: { next: (record: Next) => string; current: (record: Current) => string },
): CollectionReport {
  return {
    added: plan.added.map(({ next }) => nameOf.next(next)),
    updated: plan.updated.map(({ next }) => nameOf.next(next)),
    removed: plan.removed.map(nameOf.current),
    kept: plan.kept.map(nameOf.current),
  };
}

const bySlug = { next: (record: { slug: string }) => record.slug, current: (record: { slug: string }) => record.slug };
const byName = { next: (record: { name: string }) => record.name, current: (record: { name: string }) => record.name };
const byPlace = {
  next: (_record: unknown, index: number) => String(index + 1),
  current: (_record: unknown, index: number) => String(index + 1),
};

/** Rich text as it would be stored, and dates as the database gives them back, so equal means unchanged. */
function normalise(folder: ContentFolder): ContentFolder {
  const iso = (date: string) => new Date(date).toISOString();
  return {
    ...folder,
    products: folder.products?.map((product) => ({
      ...product,
      details: sanitizeRichText(product.details),
      detailsDe: sanitizeRichText(product.detailsDe),
    })),
    news: folder.news?.map((article) => ({
      ...article,
      body: sanitizeRichText(article.body),
      bodyDe: sanitizeRichText(article.bodyDe),
      publishedAt: iso(article.publishedAt),
    })),
    conceptCategories: folder.conceptCategories?.map((category) => ({
      ...category,
      createdAt: iso(category.createdAt),
    })),
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

interface PlanOptions {
  prune: boolean;
  /** Whether a file is in the storage folder or among the folder's media. */
  hasMedia(folder: MediaFolder, name: string): boolean;
}

/**
 * Plans bringing the stored content to the folder's state. Collections the folder lacks stay as
 * they are; records it lacks stay unless `prune`. The plan lists every problem: duplicate keys,
 * references to nothing (in the state the import would leave), missing media, products without sizes.
 */
export function planImport(
  stored: StoredContent,
  folderAsRead: ContentFolder,
  locations: FolderLocations,
  { prune, hasMedia }: PlanOptions,
): ImportPlan {
  const folder = normalise(folderAsRead);
  const problems: FolderProblem[] = [];
  const at = (key: string, fallbackFile: string): FolderLocation => locations.get(key) ?? { file: fallbackFile };
  const report: Record<string, CollectionReport> = {};

  const checkUnique = <Record>(
    list: readonly Record[] | undefined,
    keyOf: (record: Record) => string,
    what: string,
    location: (index: number) => FolderLocation,
  ) => {
    const seen = new Set<string>();
    list?.forEach((record, index) => {
      const key = keyOf(record);
      if (seen.has(key)) problems.push({ ...location(index), message: `Two ${what} share ${key}.` });
      seen.add(key);
    });
  };

  const plan: ImportPlan = { filters: {}, legal: [], report, problems };

  // The filter vocabularies
  const planVocabulary = <Vocabulary extends FilterVocabulary>(vocabulary: Vocabulary) => {
    const list = folder.filters?.[vocabulary];
    if (!list) return;
    checkUnique(
      list,
      (option) => option.slug,
      `${vocabulary} entries`,
      () => ({ file: FILES.filters }),
    );
    const collection = planCollection(stored.filters[vocabulary], list, bySlug, prune);
    plan.filters[vocabulary] = collection as ImportPlan['filters'][Vocabulary];
    report[vocabulary] = reportOf(collection, bySlug);
  };
  for (const vocabulary of FILTER_VOCABULARIES) planVocabulary(vocabulary);

  // Categories
  if (folder.categories) {
    checkUnique(
      folder.categories,
      (category) => category.slug,
      'categories',
      (index) => at(`categories/${index}`, FILES.categories),
    );
    folder.categories.forEach((category, index) =>
      checkUnique(
        category.subCategories,
        (sub) => sub.slug,
        `sub-categories of ${category.slug}`,
        () => at(`categories/${index}`, FILES.categories),
      ),
    );
    plan.categories = planCollection(stored.categories, folder.categories, bySlug, prune);
    report.categories = reportOf(plan.categories, bySlug);
  }

  // Products
  if (folder.products) {
    checkUnique(
      folder.products,
      (product) => product.slug,
      'products',
      (index) => at(`products/${index}`, FILES.products),
    );
    folder.products.forEach((product, index) => {
      if (product.sizes.length === 0) {
        problems.push({
          ...at(`products/${index}`, FILES.products),
          message: `Give ${product.slug} at least one size in ${FILES.productSizes}.`,
        });
      }
      checkUnique(
        product.sizes,
        (size) => size.size,
        `sizes of ${product.slug}`,
        (sizeIndex) => at(`productSizes/${index}/${sizeIndex}`, FILES.productSizes),
      );
    });
    // A product's place counts within its category, whose listing it orders.
    const placeInCategory = new Map<string, number>();
    const positions = folder.products.map((product) => {
      const position = (placeInCategory.get(product.category) ?? 0) + 1;
      placeInCategory.set(product.category, position);
      return position;
    });
    plan.products = planCollection(
      stored.products,
      folder.products,
      bySlug,
      prune,
      (_product, index) => positions[index]!,
    );
    report.products = reportOf(plan.products, bySlug);
  }

  // News, concepts, catalogues and the company pages
  if (folder.news) {
    plan.news = planCollection(stored.news, folder.news, bySlug, prune, null);
    report.news = reportOf(plan.news, bySlug);
  }
  if (folder.conceptCategories) {
    checkUnique(
      folder.conceptCategories,
      (category) => category.slug,
      'concept categories',
      (index) => at(`conceptCategories/${index}`, FILES.concepts),
    );
    plan.conceptCategories = planCollection(stored.conceptCategories, folder.conceptCategories, bySlug, prune);
    report.conceptCategories = reportOf(plan.conceptCategories, bySlug);
  }
  if (folder.catalogues) {
    checkUnique(
      folder.catalogues,
      (catalogue) => catalogue.slug,
      'catalogues',
      (index) => at(`catalogues/${index}`, FILES.catalogues),
    );
    plan.catalogues = planCollection(stored.catalogues, folder.catalogues, bySlug, prune);
    report.catalogues = reportOf(plan.catalogues, bySlug);
  }
  if (folder.teamMembers) {
    checkUnique(
      folder.teamMembers,
      (member) => member.name,
      'team members',
      (index) => at(`teamMembers/${index}`, FILES.teamMembers),
    );
    plan.teamMembers = planCollection(stored.teamMembers, folder.teamMembers, byName, prune);
    report.teamMembers = reportOf(plan.teamMembers, byName);
  }
  if (folder.partnerships) {
    checkUnique(
      folder.partnerships,
      (partner) => partner.name,
      'partnerships',
      (index) => at(`partnerships/${index}`, FILES.partnerships),
    );
    plan.partnerships = planCollection(stored.partnerships, folder.partnerships, byName, prune);
    report.partnerships = reportOf(plan.partnerships, byName);
  }
  if (folder.aboutBlocks) {
    plan.aboutBlocks = planCollection(stored.aboutBlocks, folder.aboutBlocks, byPlace, prune);
    const blockName = {
      next: (block: { image: string }) => `block with ${block.image}`,
      current: (block: { image: string }) => `block with ${block.image}`,
    };
    report.aboutBlocks = reportOf(plan.aboutBlocks, blockName);
  }
  if (folder.legal) {
    const legal: CollectionReport = { added: [], updated: [], removed: [], kept: [] };
    for (const kind of LEGAL_DOCUMENT_KINDS) {
      const document = folder.legal[kind];
      if (document === undefined) continue;
      const current = stored.legal[kind];
      if (!current) legal.added.push(kind);
      else if (!sameFields(document, current)) legal.updated.push(kind);
      else continue;
      plan.legal.push({ kind, ...document, ...(current ? { version: current.version } : {}) });
    }
    report.legal = legal;
  }

  if (folder.companyDetails) {
    const { version, ...current } = stored.companyDetails;
    const changed = !isDeepStrictEqual(folder.companyDetails, current);
    if (changed) plan.companyDetails = { next: folder.companyDetails, version };
    report.companyDetails = { added: [], updated: changed ? ['company details'] : [], removed: [], kept: [] };
  }

  if (folder.shopSettings) {
    const { version, ...current } = stored.shopSettings;
    const changed = !isDeepStrictEqual(folder.shopSettings, current);
    if (changed) plan.shopSettings = { next: folder.shopSettings, version };
    report.shopSettings = { added: [], updated: changed ? ['shop settings'] : [], removed: [], kept: [] };
  }

  checkReferences(stored, folder, plan, at, problems);
  checkMedia(folder, at, hasMedia, problems);
  return plan;
}

/** The records a collection holds after the import: the folder's, and the stored ones it keeps. */
function after<Next, Current>(
  plan: CollectionPlan<Next, Current> | undefined,
  folderList: readonly Next[] | undefined,
  storedList: readonly Current[],
): { record: Next | Current; fromFolder: boolean; index: number }[] {
  if (!plan || !folderList) return storedList.map((record, index) => ({ record, fromFolder: false, index }));
  return [
    ...folderList.map((record, index) => ({ record, fromFolder: true, index })),
    ...plan.kept.map((record, index) => ({ record, fromFolder: false, index })),
  ];
}

function checkReferences(
  stored: StoredContent,
  folder: ContentFolder,
  plan: ImportPlan,
  at: (key: string, fallbackFile: string) => FolderLocation,
  problems: FolderProblem[],
): void {
  const vocabulary = (name: FilterVocabulary) =>
    new Set(after(plan.filters[name], folder.filters?.[name], stored.filters[name]).map(({ record }) => record.slug));
  const options = Object.fromEntries(FILTER_VOCABULARIES.map((name) => [name, vocabulary(name)])) as Record<
    FilterVocabulary,
    Set<string>
  >;
  const subCategories = new Map(
    after(plan.categories, folder.categories, stored.categories).map(({ record }) => [
      record.slug,
      new Set(record.subCategories.map((sub) => sub.slug)),
    ]),
  );
  const productNumbers = new Map<string, string>();
  for (const { record, fromFolder, index } of after(plan.products, folder.products, stored.products)) {
    // A product of the folder is named where it is written; one the database keeps, by the file
    // that takes away what it names.
    const refuse = (message: string, referencedFile: string, key = `products/${index}`) =>
      problems.push(
        fromFolder
          ? { ...at(key, FILES.products), message }
          : {
              file: referencedFile,
              message: `The product ${record.slug}, which stays in the database, names ${message}`,
            },
      );
    const subs = subCategories.get(record.category);
    if (!subs) refuse(`category: no category ${record.category}.`, FILES.categories);
    else if (record.subCategory !== null && !subs.has(record.subCategory)) {
      refuse(`subCategory: ${record.category} has no sub-category ${record.subCategory}.`, FILES.categories);
    }
    for (const [field, name] of [
      ['brand', 'brands'],
      ['manufacturer', 'manufacturers'],
      ['viscosity', 'viscosities'],
      ['specificationArea', 'specificationAreas'],
    ] as const) {
      const value = record[field];
      if (value !== null && !options[name].has(value)) refuse(`${field}: no ${name} entry ${value}.`, FILES.filters);
    }
    for (const approval of record.approvals) {
      if (!options.approvals.has(approval)) refuse(`approvals: no approvals entry ${approval}.`, FILES.filters);
    }
    const versions = new Set<string>();
    record.documents?.forEach((document, documentIndex) => {
      const version = `${document.kind} ${document.language} ${document.versionDate}`;
      if (versions.has(version)) {
        refuse(
          `versionDate: a second ${document.kind} (${document.language}) of ${document.versionDate}; one version a day.`,
          FILES.productDocuments,
          `productDocuments/${index}/${documentIndex}`,
        );
      }
      versions.add(version);
    });
    record.sizes.forEach((size, sizeIndex) => {
      const sizeKey = `productSizes/${index}/${sizeIndex}`;
      if (!options.containerSizes.has(size.size)) {
        refuse(`size: no containerSizes entry ${size.size}.`, FILES.filters, sizeKey);
      }
      const owner = productNumbers.get(size.productNumber);
      if (owner !== undefined && owner !== record.slug) {
        refuse(`productNumber: ${size.productNumber}, which ${owner} also has.`, FILES.productSizes, sizeKey);
      }
      productNumbers.set(size.productNumber, record.slug);
    });
  }
}

const MEDIA_FIELDS: {
  key: keyof ContentFolder;
  file: string;
  folder: MediaFolder;
  field: string;
  nested?: { list: string; folder: MediaFolder };
}[] = [
  { key: 'categories', file: FILES.categories, folder: 'category', field: 'image' },
  { key: 'products', file: FILES.products, folder: 'product', field: 'image' },
  { key: 'news', file: FILES.newsDir, folder: 'news', field: 'image' },
  {
    key: 'conceptCategories',
    file: FILES.concepts,
    folder: 'concept-category',
    field: 'image',
    nested: { list: 'concepts', folder: 'concept' },
  },
  { key: 'catalogues', file: FILES.catalogues, folder: 'catalogue', field: 'image' },
  { key: 'catalogues', file: FILES.catalogues, folder: 'catalogue', field: 'pdf' },
  { key: 'teamMembers', file: FILES.teamMembers, folder: 'team-members', field: 'image' },
  { key: 'partnerships', file: FILES.partnerships, folder: 'partnership', field: 'image' },
  { key: 'aboutBlocks', file: FILES.aboutBlocks, folder: 'about', field: 'image' },
];

/** Every file a record of the folder names must come with the folder or be in storage already. */
function checkMedia(
  folder: ContentFolder,
  at: (key: string, fallbackFile: string) => FolderLocation,
  hasMedia: PlanOptions['hasMedia'],
  problems: FolderProblem[],
): void {
  const missing = (where: FolderLocation, mediaFolder: MediaFolder, name: string) =>
    problems.push({
      ...where,
      message: `${name}: no such file in ${FILES.mediaDir}/${mediaFolder}/ nor in the storage folder.`,
    });
  folder.products?.forEach((product, index) => {
    product.documents?.forEach((document, documentIndex) => {
      const where = at(`productDocuments/${index}/${documentIndex}`, FILES.productDocuments);
      if (!hasMedia('documents', document.file)) missing(where, 'documents', document.file);
    });
  });
  for (const { key, file, folder: mediaFolder, field, nested } of MEDIA_FIELDS) {
    const list = folder[key] as Record<string, unknown>[] | undefined;
    list?.forEach((record, index) => {
      const where = at(`${key}/${index}`, file);
      const name = record[field] as string;
      if (!hasMedia(mediaFolder, name)) missing(where, mediaFolder, name);
      if (nested) {
        for (const child of record[nested.list] as { image: string }[]) {
          if (!hasMedia(nested.folder, child.image)) missing(where, nested.folder, child.image);
        }
      }
    });
  }
}
