import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../../../test/builders.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-app.ts';
import { searchProducts } from '../../modules/search/search.repository.ts';
import { createProductSearch, type ProductSearch } from './product-search.ts';
import { createTrigramCounts, trigramsToLookUp } from './trigram-counts.ts';

let database: TestDatabase;
let categoryId: number;
let search: ProductSearch;

const product = (name: string) =>
  createProduct(database.db, { name, categoryId, brand: null, manufacturer: null, viscosity: null });

beforeAll(async () => {
  database = await createTestDatabase();
  categoryId = (await createCategory(database.db)).id;
  search = createProductSearch(database.db);
  // In "track": tra is in three names, ack in two, rac in one.
  for (const name of ['Track Fluid', 'Trail Grease', 'Transit Wax', 'Black Polish']) await product(name);
});

afterAll(() => database.destroy());

describe('the trigrams a search looks up', () => {
  it('are the rarest of each word, none for a word of fewer than three characters', async () => {
    const counts = createTrigramCounts(database.db);
    expect(await trigramsToLookUp(counts, ['track', 'fluid', 'xy'])).toEqual(['rac', 'flu']);
    expect(await trigramsToLookUp(counts, ['xy', '5w'])).toEqual([]);
  });

  it('find what was added after their counts were taken', async () => {
    expect((await searchProducts(database.db, search, 'track')).map(({ name }) => name)).toEqual(['Track Fluid']);
    await product('Racetrack Gel');
    expect((await searchProducts(database.db, search, 'track')).map(({ name }) => name)).toEqual([
      'Track Fluid',
      'Racetrack Gel',
    ]);
  });
});
