import { type Expression, type Kysely, sql, type SqlBool, SqliteAdapter } from 'kysely';
import type { Database } from '../../db/database.ts';
import { escapeLike } from '../text-search.ts';
import { createTrigramCounts, trigramsToLookUp } from './trigram-counts.ts';

/**
 * Search matches on a normalised form: lower case, letters and digits only, so that `5w30`,
 * `5W-30` and `5w 30` are the same text. The stored search_text holds the normalised words of
 * the name, viscosity and specification area, separated by spaces.
 */
function normaliseSearchTerm(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

export function buildProductSearchText(parts: Array<string | null | undefined>): string {
  const words = parts
    .filter((part): part is string => Boolean(part))
    .flatMap((part) => [normaliseSearchTerm(part), ...part.split(/\s+/).map(normaliseSearchTerm)])
    .filter((word) => word.length > 0);
  return ` ${[...new Set(words)].join(' ')} `;
}

/** The normalised words of a search query (none when it has no letter or digit). */
export function searchWordsOf(query: string): string[] {
  return query
    .trim()
    .split(/\s+/)
    .map(normaliseSearchTerm)
    .filter((word) => word.length > 0);
}

/** The product search's condition, with the trigram counts it keeps (made once per API instance). */
export interface ProductSearch {
  /**
   * True where a product's search text holds every word: a LIKE per word is the definition of a
   * match. Candidates come from a trigram index, asked for the rarest trigram of each word of three
   * characters or more (trigram-counts.ts): FTS5 on SQLite, pg_trgm on PostgreSQL.
   */
  holdsEvery(words: string[]): Promise<Expression<SqlBool>>;
}

export function createProductSearch(db: Kysely<Database>): ProductSearch {
  const trigramCounts = createTrigramCounts(db);
  const onSqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const searchText = sql.ref('products.search_text');
  const contains = (text: Expression<unknown>, part: string) =>
    sql<SqlBool>`${text} like ${`%${escapeLike(part)}%`} escape '\\'`;
  return {
    async holdsEvery(words) {
      const trigrams = await trigramsToLookUp(trigramCounts, words);
      if (onSqlite) {
        // A quoted three-character string is one token of the trigram tokenizer; normalised words
        // are letters and digits only, so quoting them needs no escaping.
        const candidates =
          trigrams.length > 0
            ? [
                sql<SqlBool>`${sql.ref('products.id')} in (select rowid from products_search where products_search match ${trigrams
                  .map((trigram) => `"${trigram}"`)
                  .join(' AND ')})`,
              ]
            : [];
        return sql<SqlBool>`(${sql.join([...words.map((word) => contains(searchText, word)), ...candidates], sql` and `)})`;
      }
      // pg_trgm serves a LIKE on search_text with every trigram of its pattern, so the index is
      // given the chosen trigrams as patterns of their own, and the words' LIKEs are written on an
      // expression it does not index (search_text || ''): they filter the candidates.
      const unindexedSearchText = sql<unknown>`(${searchText} || '')`;
      return sql<SqlBool>`(${sql.join(
        [
          ...trigrams.map((trigram) => contains(searchText, trigram)),
          ...words.map((word) => contains(unindexedSearchText, word)),
        ],
        sql` and `,
      )})`;
    },
  };
}
