import { sql, type CompiledQuery, type Kysely } from 'kysely';
import {
  FILTER_GROUPS,
  SEARCH_RESULT_LIMIT,
  type FilterGroup,
  type ProductSearchItem,
  type SearchMaterials,
} from '@rennfeld/contract';
import type { Database } from '../../db/database.ts';
import { isPublicProduct } from '../../lib/publication.ts';
import { escapeLike } from '../../lib/text-search.ts';
import { ATTRIBUTE_GROUPS, isListGroup, LIST_GROUP_TABLES, type ListGroup } from '../../db/filter-groups.ts';
import { type ProductSearch, searchWordsOf } from '../../lib/product-search/product-search.ts';

type Db = Kysely<Database>;

/**
 * Products whose search text holds every word of the query (each word normalised, so `5w30`
 * finds `5W-30` and `rac oil` finds "Racing Oil"), best first:
 *   0. the name starts with the query: search_text always begins with the whole normalised name
 *      (buildProductSearchText puts the name first), so this ignores case and separators;
 *   1. a word of the name starts with the query as typed (lower-cased);
 *   2. any other match.
 * Ties by name. A query with no letters or digits finds nothing.
 *
 * Candidates come from a trigram index (FTS5 on SQLite, pg_trgm on PostgreSQL), asked for the
 * rarest trigram of each word of three characters or more (trigram-counts.ts); the LIKE
 * conditions stay the definition of a match. A query of only one- and two-character words has no
 * trigram to look up and reads every product's search text.
 */
export async function searchProducts(db: Db, search: ProductSearch, query: string): Promise<ProductSearchItem[]> {
  const found = await searchQuery(db, search, query);
  if (!found) return [];
  const rows = await found.execute();
  return rows.map(({ slug, name, image }) => ({ slug, name, image }));
}

async function searchQuery(db: Db, search: ProductSearch, query: string) {
  const words = searchWordsOf(query);
  if (words.length === 0) return undefined;

  const phrase = query.trim().replace(/\s+/g, ' ').toLowerCase();
  const nameStartsWith = ` ${escapeLike(words.join(''))}%`;
  const nameWordStartsWith = `% ${escapeLike(phrase)}%`;
  const rank = sql<number>`case
    when ${sql.ref('search_text')} like ${nameStartsWith} escape '\\' then 0
    when (' ' || lower(${sql.ref('name')})) like ${nameWordStartsWith} escape '\\' then 1
    else 2 end`;

  const holdsEveryWord = await search.holdsEvery(words);
  return db
    .selectFrom('products')
    .select(['slug', 'name', 'image'])
    .where((eb) => eb.and([isPublicProduct(eb), holdsEveryWord]))
    .orderBy(rank)
    .orderBy('name')
    .orderBy('id')
    .limit(SEARCH_RESULT_LIMIT);
}

/** The SQL of a search, compiled as it is sent (for query-plan tests); undefined when nothing is searched. */
export async function compileSearchQuery(
  db: Db,
  search: ProductSearch,
  query: string,
): Promise<CompiledQuery | undefined> {
  return (await searchQuery(db, search, query))?.compile();
}

/**
 * The filter bar's options: per group, value (slug) → label, only values at least one product
 * uses, in the vocabulary's order (container sizes are positioned smallest first). One query per
 * group, one index probe per option: the cost follows the number of options, not of products.
 */
export async function listSearchMaterials(db: Db): Promise<SearchMaterials> {
  const groups = await Promise.all(
    FILTER_GROUPS.map(async (group) => {
      const rows = await usedOptionsQuery(db, group).execute();
      return rows.map((row): [string, string] => [row.slug, row.name]);
    }),
  );
  return Object.fromEntries(FILTER_GROUPS.map((group, index) => [group, Object.fromEntries(groups[index] ?? [])]));
}

/** Where a product lists its options of a group of which it may have several. */
const LIST_GROUP_LINKS = {
  container_size: { links: 'product_variants', column: 'container_size_id' },
  approvals: { links: 'product_approvals', column: 'approval_id' },
} as const satisfies Record<ListGroup, { links: keyof Database; column: string }>;

function usedOptionsQuery(db: Db, group: FilterGroup) {
  if (isListGroup(group)) {
    const { links, column } = LIST_GROUP_LINKS[group];
    return db
      .selectFrom(db.dynamic.table(LIST_GROUP_TABLES[group]).as('a'))
      .select(['a.slug', 'a.name'])
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom(db.dynamic.table(links).as('link'))
            .innerJoin('products', 'products.id', 'link.product_id')
            .select('link.product_id')
            .where(sql.ref(`link.${column}`), '=', sql.ref('a.id'))
            .where(isPublicProduct),
        ),
      )
      .orderBy('a.position')
      .orderBy('a.name');
  }
  const { table, column } = ATTRIBUTE_GROUPS[group];
  return db
    .selectFrom(db.dynamic.table(table).as('a'))
    .select(['a.slug', 'a.name'])
    .where(({ exists, selectFrom }) =>
      exists(
        // "Published" as an equality, which the (value, state) index answers in one probe.
        selectFrom('products')
          .select('products.id')
          .whereRef(`products.${column}`, '=', 'a.id')
          .where('products.status', '=', 'published'),
      ),
    )
    .orderBy('a.position')
    .orderBy('a.name');
}

/** The SQL of GET /search-materials, compiled as it is sent (for query-plan tests). */
export function compileSearchMaterialsQueries(db: Db): Record<string, CompiledQuery> {
  return Object.fromEntries(FILTER_GROUPS.map((group) => [group, usedOptionsQuery(db, group).compile()]));
}
