import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../../../test/builders.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-app.ts';
import { searchProducts } from '../search/search.repository.ts';
import { trigramsToLookUp } from './trigram-counts.ts';

let database: TestDatabase;
let categoryId: number;

const product = (name: string) =>
  createProduct(database.db, { name, categoryId, brand: null, manufacturer: null, viscosity: null });

beforeAll(async () => {
  database = await createTestDatabase();
  categoryId = (await createCategory(database.db)).id;
  // In "track": tra is in three names, ack in two, rac in one.
  for (const name of ['Track Fluid', 'Trail Grease', 'Transit Wax', 'Black Polish']) await product(name);
});

afterAll(() => database.destroy());

describe('the trigrams a search looks up', () => {
  it('are the rarest of each word, none for a word of fewer than three characters', async () => {
    expect(await trigramsToLookUp(database.db, ['track', 'fluid', 'xy'])).toEqual(['rac', 'flu']);
    expect(await trigramsToLookUp(database.db, ['xy', '5w'])).toEqual([]);
  });

  it('find what was added after their counts were taken', async () => {
    expect((await searchProducts(database.db, 'track')).map(({ name }) => name)).toEqual(['Track Fluid']);
    await product('Racetrack Gel');
    expect((await searchProducts(database.db, 'track')).map(({ name }) => name)).toEqual([
      'Track Fluid',
      'Racetrack Gel',
    ]);
  });
});
