import { FILTER_GROUPS, type FilterSelection } from '@rennfeld/contract';
import { sql, type CompiledQuery, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPostgresUrl, type Database } from '../../db/database.ts';
import { createCategory, createProduct, createSubCategory } from '../../../test/builders.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-app.ts';
import { listCategories } from '../categories/categories.repository.ts';
import {
  compileSearchMaterialsQueries,
  compileSearchQuery,
  listSearchMaterials,
  searchProducts,
} from '../search/search.repository.ts';
import { createCatalogueCache } from '../../lib/catalogue-cache.ts';
import { createProductSearch } from '../../lib/product-search/product-search.ts';
import { createContentRevisionReader } from '../../db/database.ts';
import { createCachedListingSource } from './listing-source.ts';
import {
  compileListingQueries,
  compileProductQueries,
  findProductBySlug,
  listProductsInCategory,
} from './products.repository.ts';
import { countQueries, createQueryCounter } from '../../../test/query-counter.ts';

// The SQL each catalogue request runs, as Kysely compiles it, must find its rows through an index:
// no full scan of products or product_variants, so the cost follows the size of the answer (and of
// the facet counts), not of the catalogue. SQLite plans without statistics (nothing runs ANALYZE),
// so its plans are the same at 30 and at 100 000 products; PostgreSQL plans by cost, so there the
// plans are taken with sequential scans switched off: an index path must exist.

const onPostgres = isPostgresUrl(process.env.DATABASE_URL ?? '');
let database: TestDatabase;
let engineOilsId: number;
let slug: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  const engineOils = await createCategory(db, { name: 'Engine Oils', slug: 'engine-oils' });
  const racingSub = await createSubCategory(db, engineOils.id, { name: 'Racing', slug: 'racing' });
  const gearOils = await createCategory(db, { name: 'Gear Oils', slug: 'gear-oils' });
  const grades = ['0W-20', '5W-30', '10W-40', '75W-90'];
  const brands = ['Rennfeld', 'Veloce', 'Kaltform'];
  const sizes = ['1l', '5l', '20l', '208l'];
  for (let i = 0; i < 30; i += 1) {
    const product = await createProduct(db, {
      name: `Track Formula ${grades[i % 4]} Mk ${i}`,
      categoryId: i % 5 === 0 ? gearOils.id : engineOils.id,
      subCategoryId: i % 2 === 0 ? racingSub.id : null,
      viscosity: grades[i % 4]!,
      brand: brands[i % 3]!,
      specificationArea: i % 2 === 0 ? 'ACEA C3' : 'API SP',
      manufacturer: i % 7 === 0 ? null : 'Rennfeld GmbH',
      sizes: sizes.slice(0, 1 + (i % 4)).map((size, index) => ({ size, price: 10 + index * 20 })),
      position: i % 3,
    });
    slug ??= product.slug;
  }
  engineOilsId = engineOils.id;
});

afterAll(async () => {
  await database.destroy();
});

interface PostgresPlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PostgresPlanNode[];
}

/**
 * The plan of a compiled query, one line per step: SQLite's EXPLAIN QUERY PLAN lines as they are;
 * for PostgreSQL, `{node} on {table} using {index}`, with ` where …` when an index condition
 * narrows the scan.
 */
async function planOf(query: CompiledQuery): Promise<string[]> {
  const { db, dialect } = database;
  if (dialect === 'sqlite') {
    const { rows } = await db.executeQuery<{ detail: string }>({ ...query, sql: `explain query plan ${query.sql}` });
    return rows.map((row) => row.detail);
  }
  const root = await db.connection().execute(async (connection) => {
    await sql`set enable_seqscan = off`.execute(connection);
    try {
      const { rows } = await connection.executeQuery<{ 'QUERY PLAN': Array<{ Plan: PostgresPlanNode }> }>({
        ...query,
        sql: `explain (format json) ${query.sql}`,
      });
      return rows[0]!['QUERY PLAN'][0]!.Plan;
    } finally {
      await sql`reset enable_seqscan`.execute(connection);
    }
  });
  const steps: string[] = [];
  const walk = (node: PostgresPlanNode) => {
    steps.push(
      [
        node['Node Type'],
        node['Relation Name'] && `on ${node['Relation Name']}`,
        node['Index Name'] && `using ${node['Index Name']}`,
        node['Index Cond'] && `where ${node['Index Cond']}`,
      ]
        .filter(Boolean)
        .join(' '),
    );
    node.Plans?.forEach(walk);
  };
  walk(root);
  return steps;
}

/** Steps that read all of products or product_variants: the table, or a whole index of it. */
function fullScans(plan: string[]): string[] {
  const pattern =
    database.dialect === 'sqlite'
      ? /^SCAN (products|product_variants)\b/
      : /^(Seq Scan|Index Scan|Index Only Scan) on (products|product_variants)(?! .*\bwhere\b)/;
  return plan.filter((step) => pattern.test(step.trim()));
}

function usesIndex(plan: string[], index: string): boolean {
  const pattern =
    database.dialect === 'sqlite'
      ? new RegExp(`USING (COVERING )?INDEX ${index}\\b`)
      : new RegExp(` using ${index}\\b`);
  return plan.some((step) => pattern.test(step));
}

async function expectNoFullScan(queries: Record<string, CompiledQuery>) {
  for (const [name, query] of Object.entries(queries)) {
    const plan = await planOf(query);
    expect(fullScans(plan), `${name}:\n${plan.join('\n')}`).toEqual([]);
  }
}

it('sees a full scan where there is one (the check itself works)', async () => {
  const unindexed = database.db.selectFrom('products').select('id').where('product_summary', 'like', '%oil%').compile();
  expect(fullScans(await planOf(unindexed))).toHaveLength(1);
});

const selections: Record<string, FilterSelection> = {
  'no filter group': {},
  'one filter group': { viscosity: ['5w-30'] },
  'three filter groups': { viscosity: ['5w-30', '10w-40'], brand: ['rennfeld'], container_size: ['5l', '20l'] },
  'all five filter groups': {
    viscosity: ['5w-30'],
    brand: ['rennfeld', 'veloce'],
    specification_area: ['acea-c3'],
    manufacturer: ['rennfeld-gmbh'],
    container_size: ['5l'],
  },
};

describe('query plans of a listing', () => {
  it('builds the facet index of a category and reads a page by primary key, through indexes', async () => {
    await expectNoFullScan(compileListingQueries(database.db, engineOilsId));
  });

  it('walks the category in display order for the facet index', async () => {
    const plan = await planOf(compileListingQueries(database.db, engineOilsId)['index products']!);
    expect(usesIndex(plan, 'products_category_order_idx'), plan.join('\n')).toBe(true);
  });
});

describe('query plans of a product page', () => {
  it('finds the product and its variants by slug through indexes', async () => {
    await expectNoFullScan(compileProductQueries(database.db, slug));
  });
});

describe('query plans of a search', () => {
  it.each(['form', 'ormul', 'formula', '5w30', 'track 5w-30', 'Track Formula 10W-40 Mk 2'])(
    '%s: candidates from the trigram index',
    async (query) => {
      const plan = await planOf((await compileSearchQuery(database.db, createProductSearch(database.db), query))!);
      expect(fullScans(plan), plan.join('\n')).toEqual([]);
      if (database.dialect === 'sqlite') {
        expect(
          plan.some((step) => /products_search VIRTUAL TABLE/.test(step)),
          plan.join('\n'),
        ).toBe(true);
      } else {
        expect(usesIndex(plan, 'products_search_text_trgm_idx'), plan.join('\n')).toBe(true);
        // The index is asked for one trigram of each word, not for every trigram of the words.
        const lookup = plan.find((step) => step.includes('using products_search_text_trgm_idx'));
        const patterns = lookup?.match(/'%[^']*%'/g) ?? [];
        expect(patterns.length, plan.join('\n')).toBeGreaterThan(0);
        expect(
          patterns.filter((pattern) => !/^'%[a-z0-9]{3}%'$/.test(pattern)),
          plan.join('\n'),
        ).toEqual([]);
      }
    },
  );

  it.skipIf(onPostgres)(
    'reads every search text on SQLite only when no word has three characters (no trigram to look up)',
    async () => {
      const plan = await planOf((await compileSearchQuery(database.db, createProductSearch(database.db), '5w 30'))!);
      expect(fullScans(plan)).toEqual(['SCAN products']);
    },
  );

  it('looks up filter options one index probe per option', async () => {
    await expectNoFullScan(compileSearchMaterialsQueries(database.db));
  });
});

describe('queries per request (no N+1)', () => {
  const count = (run: (db: Kysely<Database>) => Promise<unknown>) => countQueries(database.db, run);

  it('a listing: the revision and the rows of cards not kept, whatever the selection', async () => {
    const counter = createQueryCounter(database.db);
    const cache = createCatalogueCache({ readRevision: createContentRevisionReader(counter.db) });
    // As the route does: the content's revision read once, then the listing's sources at that revision.
    const list = async (selection: FilterSelection) =>
      listProductsInCategory(
        createCachedListingSource(counter.db, await cache.atCurrentRevision()),
        { categorySlug: 'engine-oils' },
        selection,
      );
    // The first listing after a change of catalogue also reads the scopes (two queries), builds
    // the category's index (four) and reads the filter options (one query per group).
    await list({});
    expect(counter.queries()).toBeLessThanOrEqual(1 + 2 + 4 + FILTER_GROUPS.length + 1);
    for (const selection of Object.values(selections)) {
      const before = counter.queries();
      await list(selection);
      expect(counter.queries() - before).toBeLessThanOrEqual(2);
    }
  });

  it('a product page: one query, however many sizes', async () => {
    const sizes = await database.db.selectFrom('product_variants').select('product_id').execute();
    expect(sizes.length).toBeGreaterThan(30);
    expect(await count((db) => findProductBySlug(db, slug, undefined, 'en'))).toBe(1);
    expect(await count((db) => findProductBySlug(db, slug, undefined, 'de'))).toBe(1);
  });

  it('a search: one query, however many matches, after the trigram counts not yet kept', async () => {
    // SQLite reads the counts of the trigrams each new query meets; PostgreSQL reads its sample
    // of search texts once (the table's row estimate, then the sample).
    const countsRead = onPostgres ? { formula: 2, zzz: 0 } : { formula: 1, zzz: 1 };
    const counter = createQueryCounter(database.db);
    const search = createProductSearch(counter.db);
    for (const query of ['formula', 'zzz'] as const) {
      const before = counter.queries();
      await searchProducts(counter.db, search, query);
      expect(counter.queries() - before).toBe(1 + countsRead[query]);
      await searchProducts(counter.db, search, `${query} `);
      expect(counter.queries() - before).toBe(2 + countsRead[query]);
    }
  });

  it('the filter options: one query per group; the categories: two', async () => {
    expect(await count((db) => listSearchMaterials(db))).toBe(FILTER_GROUPS.length);
    expect(await count((db) => listCategories(db, 'en'))).toBe(2);
  });
});
