import type { Kysely } from 'kysely';
import type { NewsDetail, NewsItem } from '@rennfeld/contract';
import { toIsoTimestamp, type Database } from '../../db/database.ts';

type Db = Kysely<Database>;

/** Newest first. */
export async function listNews(db: Db): Promise<NewsItem[]> {
  const rows = await db
    .selectFrom('news')
    .select(['id', 'name', 'slug', 'image', 'short_description', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({ ...row, created_at: toIsoTimestamp(row.created_at) }));
}

export async function findNewsBySlug(db: Db, slug: string): Promise<NewsDetail | undefined> {
  const row = await db
    .selectFrom('news')
    .select(['id', 'name', 'slug', 'image', 'short_description', 'long_description', 'created_at', 'updated_at'])
    .where('slug', '=', slug)
    .executeTakeFirst();
  return row && { ...row, created_at: toIsoTimestamp(row.created_at), updated_at: toIsoTimestamp(row.updated_at) };
}
