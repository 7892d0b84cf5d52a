import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-app.ts';
import { migrateToLatest } from '../database.ts';
import { migrations } from './index.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

describe('migration 2026-12-03-0002: the company country as its code', () => {
  it.each([
    ['Germany', 'DE'],
    ['Deutschland', 'DE'],
    [' österreich ', 'AT'],
    ['Atlantis', 'Atlantis'],
  ])('stores %j as %j', async (stored, expected) => {
    const { db } = database;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    await database.changeSchema(() => migrator.migrateTo('2026-12-03-0001-imprint-from-company-details'));
    await db.updateTable('company_details').set({ country: stored }).execute();

    await database.changeSchema(() => migrateToLatest(db));
    const { country } = await db.selectFrom('company_details').select('country').executeTakeFirstOrThrow();
    expect(country).toBe(expected);
  });
});
