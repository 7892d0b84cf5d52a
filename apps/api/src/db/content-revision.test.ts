import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCategory,
  createLegalDocument,
  createNews,
  createPartnership,
  createProduct,
  createTeamMember,
} from '../../test/builders.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-app.ts';
import { createContentRevisionReader, createPageRevisionReader } from './database.ts';

// The page cache and the catalogue's cache trust this counter to move on every write to what a
// page shows, on both databases, and to stay put when a visitor posts a form.

let database: TestDatabase;
let revision: () => Promise<string>;

beforeAll(async () => {
  database = await createTestDatabase();
  revision = createPageRevisionReader(database.db);
});

afterAll(async () => {
  await database.destroy();
});

async function movesRevision(write: () => Promise<unknown>): Promise<boolean> {
  const before = await revision();
  await write();
  return (await revision()) !== before;
}

describe('the content revision', () => {
  it('moves on every insert, update and delete of the catalogue', async () => {
    const { db } = database;
    let categoryId = 0;
    expect(await movesRevision(async () => ({ id: categoryId } = await createCategory(db)))).toBe(true);
    expect(await movesRevision(() => createProduct(db, { categoryId, viscosity: '5W-30' }))).toBe(true);
    expect(await movesRevision(() => db.updateTable('product_variants').set({ price_minor: 4_990 }).execute())).toBe(
      true,
    );
    expect(await movesRevision(() => db.deleteFrom('product_variants').execute())).toBe(true);
  });

  it('stays put when an order takes stock that leaves the size available, and moves when it flips', async () => {
    const { db } = database;
    const { variants } = await createProduct(db, { sizes: [{ size: '1l', price: 9.9 }] });
    const size = db.updateTable('product_variants').where('product_number', '=', variants[0]!.product_number);
    // Not tracked and 3 left are both available.
    expect(await movesRevision(() => size.set({ stock_quantity: 3 }).execute())).toBe(false);
    expect(await movesRevision(() => size.set({ stock_quantity: sql`stock_quantity - 2` }).execute())).toBe(false);
    expect(await movesRevision(() => size.set({ stock_quantity: sql`stock_quantity - 1` }).execute())).toBe(true);
    expect(await movesRevision(() => size.set({ stock_quantity: 5 }).execute())).toBe(true);
    expect(await movesRevision(() => size.set({ stock_quantity: null }).execute())).toBe(false);
    expect(await movesRevision(() => size.set({ stock_quantity: 0 }).execute())).toBe(true);
    expect(await movesRevision(() => size.set({ price_minor: 1_090, stock_quantity: 0 }).execute())).toBe(true);
    expect(await movesRevision(() => size.set({ gtin: '4006381333931' }).execute())).toBe(true);
  });

  it('moves when the shop settings change: pages state the shipping rule', async () => {
    expect(
      await movesRevision(() => database.db.updateTable('shop_settings').set({ shipping_fee_minor: 590 }).execute()),
    ).toBe(true);
  });

  it('is what the catalogue cache reads too: the counter alone', async () => {
    const { db } = database;
    const counter = createContentRevisionReader(db);
    const before = await counter();
    await createCategory(db);
    expect(await counter()).not.toBe(before);
    expect(await revision()).toMatch(new RegExp(`^${await counter()}:`));
  });

  it('moves on writes to the editorial content', async () => {
    const { db } = database;
    expect(await movesRevision(() => createNews(db))).toBe(true);
    expect(await movesRevision(() => createTeamMember(db))).toBe(true);
    expect(await movesRevision(() => createPartnership(db))).toBe(true);
    expect(await movesRevision(() => createLegalDocument(db, 'imprint'))).toBe(true);
    expect(await movesRevision(() => db.updateTable('news').set({ name: 'Renamed' }).execute())).toBe(true);
  });

  it('moves when a scheduled article comes due, with no write', async () => {
    const { db } = database;
    const due = Date.now() + 600;
    await createNews(db, { publishedAt: new Date(due).toISOString() });
    const beforeDue = await revision();
    expect(await revision()).toBe(beforeDue);
    await new Promise((resolve) => setTimeout(resolve, due - Date.now() + 50));
    expect(await revision()).not.toBe(beforeDue);
  });

  it('stays put when a visitor subscribes or sends a message', async () => {
    const { db } = database;
    const now = new Date().toISOString();
    expect(
      await movesRevision(() =>
        db
          .insertInto('newsletter_subscriptions')
          .values({ name: 'Ada', email: 'ada@example.com', created_at: now })
          .execute(),
      ),
    ).toBe(false);
    expect(
      await movesRevision(() =>
        db
          .insertInto('contact_messages')
          .values({
            name: 'Ada',
            email: 'ada@example.com',
            phone: null,
            subject: 'Hi',
            message: 'Hello',
            created_at: now,
          })
          .execute(),
      ),
    ).toBe(false);
  });
});
