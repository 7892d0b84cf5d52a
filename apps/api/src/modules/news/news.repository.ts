import type { Kysely, Selectable } from 'kysely';
import type { NewsDetail, NewsItem, SiteLocale } from '@rennfeld/contract';
import type { NewsInput, NewsRecord, NewsRecordListQuery } from '@rennfeld/contract/staff';
import { toIsoTimestamp, type Database } from '../../db/database.ts';
import { type ListPage, readListPage } from '../../lib/list-page.ts';
import { updateAtVersion } from '../../lib/versioned-update.ts';
import { isPublicNews } from '../../lib/publication.ts';
import type { PreviewedRecord } from '../../lib/staff-preview.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { anyColumnContains } from '../../lib/text-search.ts';
import { createTextPicker, germanColumn, germanRichTextColumn } from '../../lib/content-language.ts';

type Db = Kysely<Database>;

/** Newest first. The date visitors see (`created_at` in the SPEC's API) is the publication date. */
export async function listNews(db: Db, locale: SiteLocale): Promise<NewsItem[]> {
  const rows = await db
    .selectFrom('news')
    .where(isPublicNews)
    .select(['id', 'name', 'name_de', 'slug', 'image', 'short_description', 'short_description_de', 'published_at'])
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => {
    const texts = createTextPicker(locale);
    return {
      id: row.id,
      name: texts.pick('name', row.name, row.name_de),
      slug: row.slug,
      image: row.image,
      short_description: texts.pick('short_description', row.short_description, row.short_description_de),
      created_at: toIsoTimestamp(row.published_at),
      ...texts.fallbacks(),
    };
  });
}

/** A news row as read with these columns. */
type NewsRow<Columns extends readonly (keyof Database['news'])[]> = Pick<Selectable<Database['news']>, Columns[number]>;

const DETAIL_COLUMNS = [
  'id',
  'name',
  'name_de',
  'slug',
  'image',
  'short_description',
  'short_description_de',
  'long_description',
  'long_description_de',
  'published_at',
  'updated_at',
] as const;

function toNewsDetail(row: NewsRow<typeof DETAIL_COLUMNS>, locale: SiteLocale): NewsDetail {
  const texts = createTextPicker(locale);
  return {
    id: row.id,
    name: texts.pick('name', row.name, row.name_de),
    slug: row.slug,
    image: row.image,
    short_description: texts.pick('short_description', row.short_description, row.short_description_de),
    long_description: texts.pick('long_description', row.long_description, row.long_description_de),
    created_at: toIsoTimestamp(row.published_at),
    updated_at: toIsoTimestamp(row.updated_at),
    ...texts.fallbacks(),
  };
}

export async function findNewsBySlug(db: Db, slug: string, locale: SiteLocale): Promise<NewsDetail | undefined> {
  const row = await db
    .selectFrom('news')
    .where(isPublicNews)
    .select(DETAIL_COLUMNS)
    .where('slug', '=', slug)
    .executeTakeFirst();
  return row && toNewsDetail(row, locale);
}

/** An article for a staff preview: drafts and scheduled articles too, with what visitors see of it. */
export async function findNewsPreviewBySlug(
  db: Db,
  slug: string,
  locale: SiteLocale,
): Promise<PreviewedRecord<NewsDetail> | undefined> {
  const row = await db
    .selectFrom('news')
    .select([...DETAIL_COLUMNS, 'status'])
    .where('slug', '=', slug)
    .executeTakeFirst();
  if (!row) return undefined;
  const { status, ...article } = row;
  const record = toNewsDetail(article, locale);
  if (status === 'draft') return { record, state: 'draft' };
  return { record, state: Date.parse(record.created_at) > Date.now() ? 'scheduled' : 'published' };
}

// The staff area's news: drafts and scheduled articles too.

const RECORD_SORT_COLUMNS = { publishedAt: 'published_at', name: 'name', updatedAt: 'updated_at' } as const;
const recordColumns = [
  'id',
  'version',
  'name',
  'name_de',
  'slug',
  'image',
  'short_description',
  'short_description_de',
  'long_description',
  'long_description_de',
  'status',
  'published_at',
  'updated_at',
] as const;

function toNewsRecord(row: NewsRow<typeof recordColumns>): NewsRecord {
  return {
    id: row.id,
    version: row.version,
    name: row.name,
    nameDe: row.name_de ?? '',
    slug: row.slug,
    image: row.image,
    shortDescription: row.short_description,
    shortDescriptionDe: row.short_description_de ?? '',
    longDescription: row.long_description,
    longDescriptionDe: row.long_description_de ?? '',
    status: row.status as NewsRecord['status'],
    publishedAt: toIsoTimestamp(row.published_at),
    updatedAt: toIsoTimestamp(row.updated_at),
  };
}

export async function listNewsRecords(
  db: Db,
  { page, perPage, sort, order, q, status }: NewsRecordListQuery,
): Promise<ListPage<NewsRecord>> {
  let query = db.selectFrom('news');
  if (q) query = query.where(anyColumnContains(['name', 'slug'], q));
  if (status) query = query.where('status', '=', status);
  return readListPage(
    query,
    (filtered) => filtered.select(recordColumns),
    { page, perPage, order, sortColumn: RECORD_SORT_COLUMNS[sort] },
    toNewsRecord,
  );
}

export async function findNewsRecord(db: Db, id: number): Promise<NewsRecord | undefined> {
  const row = await db.selectFrom('news').select(recordColumns).where('id', '=', id).executeTakeFirst();
  return row && toNewsRecord(row);
}

function toNewsColumns(input: NewsInput) {
  return {
    name: input.name,
    name_de: germanColumn(input.nameDe),
    slug: input.slug,
    image: input.image,
    short_description: input.shortDescription,
    short_description_de: germanColumn(input.shortDescriptionDe),
    long_description: sanitizeRichText(input.longDescription),
    long_description_de: germanRichTextColumn(input.longDescriptionDe),
    status: input.status,
    published_at: new Date(input.publishedAt).toISOString(),
    updated_at: new Date().toISOString(),
  };
}

export async function insertNewsRecord(db: Db, input: NewsInput): Promise<number> {
  const columns = toNewsColumns(input);
  const { id } = await db
    .insertInto('news')
    .values({ ...columns, created_at: columns.updated_at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Saves over `version`; false when the record moved past it (or is gone). */
export async function updateNewsRecord(db: Db, id: number, version: number, input: NewsInput): Promise<boolean> {
  return updateAtVersion(db, 'news', id, version, toNewsColumns(input));
}

export async function deleteNewsRecord(db: Db, id: number): Promise<void> {
  await db.deleteFrom('news').where('id', '=', id).execute();
}
