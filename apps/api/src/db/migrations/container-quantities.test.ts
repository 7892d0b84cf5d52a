import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-app.ts';
import { migrateToLatest } from '../database.ts';
import { migrations } from './index.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

describe('migration 2026-11-27-0001: how much each container size holds', () => {
  it('reads the quantity and unit of the sizes already stored from their names or slugs', async () => {
    const { db } = database;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const down = await database.changeSchema(() =>
      migrator.migrateTo('2026-11-26-0001-concept-catalogue-legal-editing'),
    );
    expect(down.results?.map((result) => result.migrationName)).toContain('2026-11-27-0001-container-quantities');
    for (const [name, slug, position] of [
      ['400 ml', '400ml', 1],
      ['1 L', '1l', 2],
      ['2,5 kg', 'tub', 3],
      ['Drum', '208-litre-drum', 4],
    ] as const) {
      await sql`insert into container_sizes (name, slug, position) values (${name}, ${slug}, ${position})`.execute(db);
    }

    await database.changeSchema(() => migrateToLatest(db));
    const sizes = await db
      .selectFrom('container_sizes')
      .select(['slug', 'quantity', 'unit'])
      .orderBy('position')
      .execute();
    expect(sizes).toEqual([
      { slug: '400ml', quantity: 400, unit: 'ml' },
      { slug: '1l', quantity: 1, unit: 'l' },
      { slug: 'tub', quantity: 2.5, unit: 'kg' },
      { slug: '208-litre-drum', quantity: null, unit: null },
    ]);
  });
});
