import {
  buildConceptCategoryPath,
  LEGAL_DOCUMENTS,
  buildLegalDocumentPath,
  buildNewsArticlePath,
  buildProductListingPath,
  buildProductPath,
  SITE_PATHS,
  type LegalDocumentKind,
  type SitemapEntry,
} from '@rennfeld/contract';
import type { Kysely } from 'kysely';
import { toIsoTimestamp, type Database } from '../../db/database.ts';
import { isPublicNews, isPublicProduct } from '../../lib/publication.ts';

type Db = Kysely<Database>;

const isoOrUndefined = (value: Date | string | null | undefined) => (value ? toIsoTimestamp(value) : undefined);

/** The later of two ISO timestamps (either may be missing). */
function latest(...values: Array<string | undefined>): string | undefined {
  return values
    .filter((value): value is string => value !== undefined)
    .sort()
    .at(-1);
}

/** The pages of SPEC §2 whose content does not come with a timestamp of its own. */
const UNDATED_PAGES = [
  SITE_PATHS.about,
  SITE_PATHS.team,
  SITE_PATHS.partnership,
  SITE_PATHS.catalogue,
  SITE_PATHS.contact,
  SITE_PATHS.newsletter,
  SITE_PATHS.cookieSettings,
  SITE_PATHS.shipping,
  SITE_PATHS.paymentMethods,
  SITE_PATHS.withdrawal,
  SITE_PATHS.accessibility,
];

/**
 * Every page but the product pages: home, the static pages, the legal documents, news, concept
 * categories, categories and sub-categories, with lastmod from the rows behind them.
 */
export async function listSitePageEntries(db: Db): Promise<SitemapEntry[]> {
  const [categories, subCategories, news, concepts, legal] = await Promise.all([
    db
      .selectFrom('categories')
      // Drafts are left out: their changes are nobody's business yet.
      .leftJoin('products', (join) =>
        join.onRef('products.category_id', '=', 'categories.id').on('products.status', '<>', 'draft'),
      )
      .select(['categories.slug', 'categories.updated_at'])
      .select((eb) => eb.fn.max('products.updated_at').as('products_updated_at'))
      .groupBy(['categories.id', 'categories.slug', 'categories.updated_at', 'categories.position'])
      .orderBy('categories.position')
      .execute(),
    db
      .selectFrom('sub_categories')
      .innerJoin('categories', 'categories.id', 'sub_categories.category_id')
      .leftJoin('products', (join) =>
        join.onRef('products.sub_category_id', '=', 'sub_categories.id').on('products.status', '<>', 'draft'),
      )
      .select(['categories.slug as category_slug', 'sub_categories.slug', 'categories.updated_at'])
      .select((eb) => eb.fn.max('products.updated_at').as('products_updated_at'))
      .groupBy([
        'sub_categories.id',
        'sub_categories.slug',
        'categories.slug',
        'categories.updated_at',
        'categories.position',
        'sub_categories.position',
      ])
      .orderBy('categories.position')
      .orderBy('sub_categories.position')
      .execute(),
    db.selectFrom('news').select(['slug', 'updated_at']).where(isPublicNews).orderBy('published_at', 'desc').execute(),
    db
      .selectFrom('concept_categories')
      .select(['slug', 'updated_at'])
      .where('status', '=', 'published')
      .orderBy('position')
      .execute(),
    db.selectFrom('legal_documents').select(['kind', 'updated_at']).execute(),
  ]);

  const categoryEntries = categories.map((row) => ({
    path: buildProductListingPath(row.slug),
    lastmod: latest(isoOrUndefined(row.updated_at), isoOrUndefined(row.products_updated_at)),
  }));
  const subCategoryEntries = subCategories.map((row) => ({
    path: buildProductListingPath(row.category_slug, row.slug),
    lastmod: latest(isoOrUndefined(row.updated_at), isoOrUndefined(row.products_updated_at)),
  }));
  const newsEntries = news.map((row) => ({
    path: buildNewsArticlePath(row.slug),
    lastmod: isoOrUndefined(row.updated_at),
  }));
  const conceptEntries = concepts.map((row) => ({
    path: buildConceptCategoryPath(row.slug),
    lastmod: isoOrUndefined(row.updated_at),
  }));
  const legalEntries = legal
    .filter((row): row is typeof row & { kind: LegalDocumentKind } => row.kind in LEGAL_DOCUMENTS)
    .map((row) => ({ path: buildLegalDocumentPath(row.kind), lastmod: isoOrUndefined(row.updated_at) }));

  const newestNews = latest(...newsEntries.map((entry) => entry.lastmod));
  const newestConcept = latest(...conceptEntries.map((entry) => entry.lastmod));
  const newestCategory = latest(...categoryEntries.map((entry) => entry.lastmod));
  return [
    // The home page shows categories, concepts and news.
    { path: SITE_PATHS.home, lastmod: latest(newestCategory, newestConcept, newestNews) },
    { path: SITE_PATHS.news, lastmod: newestNews },
    { path: SITE_PATHS.concepts, lastmod: newestConcept },
    ...UNDATED_PAGES.map((path) => ({ path })),
    ...legalEntries,
    ...categoryEntries,
    ...subCategoryEntries,
    ...conceptEntries,
    ...newsEntries,
  ];
}

export async function countProducts(db: Db): Promise<number> {
  const { count } = await db
    .selectFrom('products')
    .where(isPublicProduct)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Product pages in id order, `limit` from `offset` on (a sitemap holds at most 50 000 addresses). */
export async function listProductEntries(db: Db, offset: number, limit: number): Promise<SitemapEntry[]> {
  const rows = await db
    .selectFrom('products')
    .select(['slug', 'updated_at'])
    .where(isPublicProduct)
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((row) => ({ path: buildProductPath(row.slug), lastmod: isoOrUndefined(row.updated_at) }));
}
