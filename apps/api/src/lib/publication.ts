import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../db/database.ts';

/** A news article visitors may see: published, and its publication time has come. */
export function isPublicNews(eb: ExpressionBuilder<Database, 'news'>) {
  return eb.and([eb('news.status', '=', 'published'), eb('news.published_at', '<=', new Date().toISOString())]);
}

/**
 * A product visitors may see (in listings, filters, search, its page and the sitemap): one that is
 * not a draft. Said as "not a draft" rather than "published" on purpose: without statistics,
 * PostgreSQL takes an equality for a rare value and plans around it (walking a whole index to test
 * it); an inequality it takes for what it is, true of nearly every product.
 */
export function isPublicProduct(eb: ExpressionBuilder<Database, 'products'>) {
  return eb('products.status', '<>', 'draft');
}
