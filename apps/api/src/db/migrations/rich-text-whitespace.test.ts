import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-app.ts';
import { createLegalDocument, createNews } from '../../../test/builders.ts';
import { htmlToText } from '../../lib/rich-text.ts';
import { migrations } from './index.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

const PRETTY = '<h2>Imprint</h2>\n<p>\n  <strong>Rennfeld</strong><br />Am Ölhafen 7,\n    55120 Rennfeld\n</p>';
const RENDERED = '<h2>Imprint</h2><p><strong>Rennfeld</strong><br />Am Ölhafen 7, 55120 Rennfeld</p>';

describe('migration 2026-12-02-0004: rich text stored as it renders', () => {
  it('writes the stored rich texts without their source line breaks, the text unchanged', async () => {
    const { db } = database;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    await database.changeSchema(() => migrator.migrateTo('2026-12-02-0003-search-text-with-category-names'));
    await createLegalDocument(db, 'imprint');
    await db.updateTable('legal_documents').set({ description: PRETTY, description_de: null }).execute();
    const news = await createNews(db);
    await db.updateTable('news').set({ long_description: PRETTY, long_description_de: PRETTY }).execute();

    await database.changeSchema(() => migrator.migrateTo('2026-12-02-0004-rich-text-whitespace'));
    const legal = await db.selectFrom('legal_documents').select(['description', 'description_de']).executeTakeFirst();
    expect(legal).toEqual({ description: RENDERED, description_de: null });
    const article = await db
      .selectFrom('news')
      .select(['long_description', 'long_description_de'])
      .where('id', '=', news.id)
      .executeTakeFirst();
    expect(article).toEqual({ long_description: RENDERED, long_description_de: RENDERED });
    expect(htmlToText(RENDERED)).toBe(htmlToText(PRETTY));
  });
});
