import type { Kysely } from 'kysely';
import type { NewsDetail, NewsItem } from '@rennfeld/contract';
import type { NewsInput, NewsRecord, NewsRecordListQuery } from '@rennfeld/contract/staff';
import { toIsoTimestamp, type Database } from '../../db/database.ts';
import { type ListPage, readListPage } from '../../lib/list-page.ts';
import { updateAtVersion } from '../../lib/versioned-update.ts';
import { isPublicNews } from '../../lib/publication.ts';
import type { PreviewedRecord } from '../../lib/staff-preview.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { anyColumnContains } from '../../lib/text-search.ts';

type Db = Kysely<Database>;

/** Newest first. The date visitors see (`created_at` in the SPEC's API) is the publication date. */
export async function listNews(db: Db): Promise<NewsItem[]> {
  const rows = await db
    .selectFrom('news')
    .where(isPublicNews)
    .select(['id', 'name', 'slug', 'image', 'short_description', 'published_at'])
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(({ published_at, ...row }) => ({ ...row, created_at: toIsoTimestamp(published_at) }));
}

const DETAIL_COLUMNS = [
  'id',
  'name',
  'slug',
  'image',
  'short_description',
  'long_description',
  'published_at',
  'updated_at',
] as const;

function toNewsDetail({
  published_at,
  updated_at,
  ...article
}: {
  id: number;
  name: string;
  slug: string;
  image: string;
  short_description: string;
  long_description: string;
  published_at: Date | string;
  updated_at: Date | string;
}): NewsDetail {
  return { ...article, created_at: toIsoTimestamp(published_at), updated_at: toIsoTimestamp(updated_at) };
}

export async function findNewsBySlug(db: Db, slug: string): Promise<NewsDetail | undefined> {
  const row = await db
    .selectFrom('news')
    .where(isPublicNews)
    .select(DETAIL_COLUMNS)
    .where('slug', '=', slug)
    .executeTakeFirst();
  return row && toNewsDetail(row);
}

/** An article for a staff preview: drafts and scheduled articles too, with what visitors see of it. */
export async function findNewsPreviewBySlug(db: Db, slug: string): Promise<PreviewedRecord<NewsDetail> | undefined> {
  const row = await db
    .selectFrom('news')
    .select([...DETAIL_COLUMNS, 'status'])
    .where('slug', '=', slug)
    .executeTakeFirst();
  if (!row) return undefined;
  const { status, ...article } = row;
  const record = toNewsDetail(article);
  if (status === 'draft') return { record, state: 'draft' };
  return { record, state: Date.parse(record.created_at) > Date.now() ? 'scheduled' : 'published' };
}

// The staff area's news: drafts and scheduled articles too.

const RECORD_SORT_COLUMNS = { publishedAt: 'published_at', name: 'name', updatedAt: 'updated_at' } as const;
const recordColumns = [
  'id',
  'version',
  'name',
  'slug',
  'image',
  'short_description',
  'long_description',
  'status',
  'published_at',
  'updated_at',
] as const;

function toNewsRecord(row: {
  id: number;
  version: number;
  name: string;
  slug: string;
  image: string;
  short_description: string;
  long_description: string;
  status: string;
  published_at: Date | string;
  updated_at: Date | string;
}): NewsRecord {
  return {
    id: row.id,
    version: row.version,
    name: row.name,
    slug: row.slug,
    image: row.image,
    shortDescription: row.short_description,
    longDescription: row.long_description,
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
  const direction = order === 'ASC' ? 'asc' : 'desc';
  return readListPage(
    query,
    (filtered) => filtered.select(recordColumns).orderBy(RECORD_SORT_COLUMNS[sort], direction).orderBy('id', direction),
    { page, perPage },
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
    slug: input.slug,
    image: input.image,
    short_description: input.shortDescription,
    long_description: sanitizeRichText(input.longDescription),
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
