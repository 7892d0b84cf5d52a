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

// The demo's imprint as a database seeded before stored it: pretty-printed, under a repeated title.
const SEEDED_BEFORE = `<h2>Imprint</h2>
<p>
  <em>A fictional brand.</em>
</p>
<h3>Information pursuant to § 5 DDG</h3>
<p><strong>Rennfeld Lubricants GmbH</strong><br />Am Ölhafen 7, 55120 Rennfeld, Germany</p>
<p>
  Phone: +49 6131 4780-0<br />E-mail:
  <a href="mailto:info@rennfeld-lubricants.example">info@rennfeld-lubricants.example</a>
</p>
<p>Managing Director: Katharina Rennfeld</p>
<p>
  Register court: Local Court of Rennfeld, commercial register HRB 00000<br />VAT identification number: DE000000000
</p>
<p>Responsible for content pursuant to § 18(2) MStV: Katharina Rennfeld, address as above.</p>
<h3>Online dispute resolution</h3>
<p>We are neither obliged nor willing.</p>`;
const SEEDED_BEFORE_DE = `<h2>Impressum</h2>
<h3>Angaben gemäß § 5 DDG</h3>
<p><strong>Rennfeld Lubricants GmbH</strong><br />Am Ölhafen 7, 55120 Rennfeld, Deutschland</p>
<p>Telefon: +49 6131 4780-0</p>
<p>Geschäftsführerin: Katharina Rennfeld</p>
<p>Registergericht: Amtsgericht Rennfeld<br />Umsatzsteuer-Identifikationsnummer: DE000000000</p>
<h3>Verbraucherstreitbeilegung</h3>
<p>Wir sind weder bereit noch verpflichtet.</p>`;

describe('migration 2026-12-03-0001: the imprint without the company part its page now states', () => {
  it("drops the demo's company part from an imprint seeded before, and leaves an imprint staff wrote as it is", async () => {
    const { db } = database;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    await database.changeSchema(() => migrator.migrateTo('2026-12-02-0003-search-text-with-category-names'));
    await createLegalDocument(db, 'imprint');
    await db
      .updateTable('legal_documents')
      .set({ description: SEEDED_BEFORE, description_de: SEEDED_BEFORE_DE })
      .where('kind', '=', 'imprint')
      .execute();

    await database.changeSchema(() => migrateToLatest(db));
    const imprint = await db
      .selectFrom('legal_documents')
      .select(['description', 'description_de'])
      .where('kind', '=', 'imprint')
      .executeTakeFirstOrThrow();
    expect(imprint).toEqual({
      description:
        '<p><em>A fictional brand.</em></p>' +
        '<p>Responsible for content pursuant to § 18(2) MStV: Katharina Rennfeld, address as above.</p>' +
        '<h2>Online dispute resolution</h2><p>We are neither obliged nor willing.</p>',
      description_de: '<h2>Verbraucherstreitbeilegung</h2><p>Wir sind weder bereit noch verpflichtet.</p>',
    });
  });

  it('leaves an imprint whose company part staff rewrote as it is', async () => {
    const { db } = database;
    const written = '<h2>Angaben gemäß § 5 DDG</h2><p>Rennfeld GmbH, Am Ölhafen 7</p><p>Telefon: 06131 4780</p>';
    await db.updateTable('legal_documents').set({ description_de: written }).where('kind', '=', 'imprint').execute();
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    await database.changeSchema(() => migrator.migrateTo('2026-12-02-0005-legal-texts-without-repeated-title'));
    await database.changeSchema(() => migrateToLatest(db));
    const imprint = await db
      .selectFrom('legal_documents')
      .select('description_de')
      .where('kind', '=', 'imprint')
      .executeTakeFirstOrThrow();
    expect(imprint.description_de).toBe(written);
  });
});
