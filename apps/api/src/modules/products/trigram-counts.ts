import { type Kysely, sql, SqliteAdapter } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/database.ts';
import { perDatabase } from '../../lib/per-database.ts';

/**
 * How many products hold a trigram, as SQLite's trigram index counts them (its `fts5vocab` view),
 * kept per database handle. A count only chooses which trigram a search looks up; the LIKEs
 * decide what matches, so a count that has aged since is slower at worst, never wrong, and a
 * count is kept for minutes instead of following every edit of the catalogue.
 */
const COUNT_KEPT_MS = 10 * 60_000;
/** A catalogue's search texts hold a few thousand distinct trigrams; typed queries add more. */
const COUNTS_KEPT = 20_000;

const countsOf = perDatabase(() => new LRUCache<string, number>({ max: COUNTS_KEPT, ttl: COUNT_KEPT_MS }));

/** How many products hold each trigram: the ones not kept read in one query. */
async function productsHolding(db: Kysely<Database>, trigrams: string[]): Promise<Map<string, number>> {
  const kept = countsOf(db);
  const counts = new Map<string, number>();
  const unknown: string[] = [];
  for (const trigram of trigrams) {
    const count = kept.get(trigram);
    if (count === undefined) unknown.push(trigram);
    else counts.set(trigram, count);
  }
  if (unknown.length > 0) {
    const { rows } = await sql<{ term: string; doc: number }>`select term, doc from products_search_vocab
      where term in (${sql.join(unknown)})`.execute(db);
    const read = new Map(rows.map(({ term, doc }) => [term, doc]));
    for (const trigram of unknown) {
      const count = read.get(trigram) ?? 0;
      kept.set(trigram, count);
      counts.set(trigram, count);
    }
  }
  return counts;
}

function trigramsOf(word: string): string[] {
  const trigrams = new Set<string>();
  for (let at = 0; at + 3 <= word.length; at += 1) trigrams.add(word.slice(at, at + 3));
  return [...trigrams];
}

/**
 * The trigrams a search looks up in SQLite's trigram index: the rarest of each word of three
 * characters or more. A text holding the word holds it, so nothing that matches is missed; the
 * index reads the shortest lists of products, and the words together leave about as few
 * candidates as every trigram of every word would (bench/README.md). None on PostgreSQL, whose
 * pg_trgm index serves the LIKEs itself.
 */
export async function trigramsToLookUp(db: Kysely<Database>, words: string[]): Promise<string[]> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return [];
  const trigramsOfEachWord = words.map(trigramsOf).filter((trigrams) => trigrams.length > 0);
  const counts = await productsHolding(db, [...new Set(trigramsOfEachWord.flat())]);
  const rarest = trigramsOfEachWord.map((trigrams) =>
    trigrams.reduce((rarer, trigram) => (counts.get(trigram)! < counts.get(rarer)! ? trigram : rarer)),
  );
  return [...new Set(rarest)];
}
