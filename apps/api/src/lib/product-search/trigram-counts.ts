import { type Kysely, sql, SqliteAdapter } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/database.ts';

/**
 * How many products hold a trigram, kept by the API instance that reads them. A count only chooses which trigram
 * a search looks up; the LIKEs decide what matches, so a count that has aged since is slower at
 * worst, never wrong, and counts are kept for minutes instead of following every edit.
 */
const COUNT_KEPT_MS = 10 * 60_000;
/** A catalogue's search texts hold a few thousand distinct trigrams; typed queries add more. */
const COUNTS_KEPT = 20_000;
/** Enough texts that a trigram held by one product in a thousand is seen about twice. */
const SAMPLED_TEXTS = 2_000;

export type TrigramCounts = (trigrams: string[]) => Promise<Map<string, number>>;

/**
 * On SQLite, exact counts from an `fts5vocab` view of the trigram index: the trigrams not yet
 * kept read in one query.
 */
function vocabularyCounts(db: Kysely<Database>): TrigramCounts {
  const kept = new LRUCache<string, number>({ max: COUNTS_KEPT, ttl: COUNT_KEPT_MS });
  return async (trigrams) => {
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
  };
}

/**
 * On PostgreSQL, counts in a sample of about 2 000 products' search texts: pg_trgm's index has no
 * view of its own lists, and counting one trigram's products there reads each of them (tens of
 * milliseconds for a common one). The sample is a random choice of the table's pages
 * (`tablesample system`, sized from the planner's row estimate), read again in the background
 * once it is ten minutes old while searches go on with the one before.
 */
function sampledCounts(db: Kysely<Database>): TrigramCounts {
  const sample = new LRUCache<'sample', Map<string, number>>({
    max: 1,
    ttl: COUNT_KEPT_MS,
    allowStale: true,
    noDeleteOnFetchRejection: true,
    fetchMethod: () => countTrigramsInSample(db),
  });
  return async () => (await sample.fetch('sample'))!;
}

async function countTrigramsInSample(db: Kysely<Database>): Promise<Map<string, number>> {
  const { rows: estimate } = await sql<{ rows: number }>`select reltuples as rows from pg_class
    where oid = 'products'::regclass`.execute(db);
  // The estimate is -1 before the table was first analysed: read the first texts then.
  const rows = estimate[0]?.rows ?? -1;
  const percent = rows > SAMPLED_TEXTS ? (100 * SAMPLED_TEXTS) / rows : 100;
  const { rows: texts } = await sql<{ search_text: string }>`select search_text from products
    tablesample system (${percent}) limit ${SAMPLED_TEXTS}`.execute(db);
  const counts = new Map<string, number>();
  for (const { search_text } of texts) {
    for (const trigram of new Set(search_text.split(' ').flatMap(trigramsOf)))
      counts.set(trigram, (counts.get(trigram) ?? 0) + 1);
  }
  return counts;
}

/** The counts of the database's products: exact on SQLite, from a sample on PostgreSQL. */
export function createTrigramCounts(db: Kysely<Database>): TrigramCounts {
  return db.getExecutor().adapter instanceof SqliteAdapter ? vocabularyCounts(db) : sampledCounts(db);
}

function trigramsOf(word: string): string[] {
  const trigrams = new Set<string>();
  for (let at = 0; at + 3 <= word.length; at += 1) trigrams.add(word.slice(at, at + 3));
  return [...trigrams];
}

/**
 * The trigrams a search looks up in the trigram index: the rarest of each word of three
 * characters or more. A text holding the word holds it, so nothing that matches is missed; the
 * index reads the shortest lists of products, and the words together leave about as few
 * candidates as every trigram of every word would (bench/README.md).
 */
export async function trigramsToLookUp(countsOf: TrigramCounts, words: string[]): Promise<string[]> {
  const trigramsOfEachWord = words.map(trigramsOf).filter((trigrams) => trigrams.length > 0);
  if (trigramsOfEachWord.length === 0) return [];
  const counts = await countsOf([...new Set(trigramsOfEachWord.flat())]);
  const countOf = (trigram: string) => counts.get(trigram) ?? 0;
  const rarest = trigramsOfEachWord.map((trigrams) =>
    trigrams.reduce((rarer, trigram) => (countOf(trigram) < countOf(rarer) ? trigram : rarer)),
  );
  return [...new Set(rarest)];
}
