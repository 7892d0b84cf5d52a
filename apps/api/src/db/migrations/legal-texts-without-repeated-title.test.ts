import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-app.ts';
import { createLegalDocument } from '../../../test/builders.ts';
import { migrateToLatest } from '../database.ts';
import { migrations } from './index.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

describe('migration 2026-12-02-0005: legal texts without their repeated title', () => {
  it('drops a leading heading that repeats the page title and lifts the sections below it, and leaves any other text as it is', async () => {
    const { db } = database;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    await database.changeSchema(() => migrator.migrateTo('2026-12-02-0004-rich-text-whitespace'));
    await createLegalDocument(db, 'imprint');
    await createLegalDocument(db, 'terms');
    await db
      .updateTable('legal_documents')
      .set({
        description: '<h2>Imprint</h2><h3>Contact</h3><p>Rennfeld</p><h4>Phone</h4>',
        description_de: '<h2>Impressum</h2> <p>Rennfeld</p>',
      })
      .where('kind', '=', 'imprint')
      .execute();
    await db
      .updateTable('legal_documents')
      .set({ description: '<h2>Our terms</h2><h3>Payment</h3><p>Prepayment.</p>', description_de: null })
      .where('kind', '=', 'terms')
      .execute();

    await database.changeSchema(() => migrateToLatest(db));
    const rows = await db.selectFrom('legal_documents').select(['kind', 'description', 'description_de']).execute();
    expect(Object.fromEntries(rows.map(({ kind, ...texts }) => [kind, texts]))).toEqual({
      imprint: { description: '<h2>Contact</h2><p>Rennfeld</p><h3>Phone</h3>', description_de: '<p>Rennfeld</p>' },
      terms: { description: '<h2>Our terms</h2><h3>Payment</h3><p>Prepayment.</p>', description_de: null },
    });
  });
});
