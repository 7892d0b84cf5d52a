import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../db/database.ts';

/** A news article visitors may see: published, and its publication time has come. */
export function isPublicNews(eb: ExpressionBuilder<Database, 'news'>) {
  return eb.and([eb('news.status', '=', 'published'), eb('news.published_at', '<=', new Date().toISOString())]);
}
