import { StaffDashboardSchema } from '@rennfeld/contract/staff';
import { describe, expect, it } from 'vitest';
import { createNews, createProduct } from '../../../test/builders.ts';
import { useStaffRequests } from '../../../test/staff-session.ts';
import { useTestApi } from '../../../test/test-app.ts';

const api = useTestApi();
const asEditor = useStaffRequests(api);

const dashboard = async () => {
  const response = await asEditor('GET', '/api/admin/dashboard');
  expect(response.statusCode).toBe(200);
  return StaffDashboardSchema.parse(response.json());
};

describe('the staff dashboard', () => {
  it('counts what needs attention, and only that', async () => {
    const empty = await dashboard();
    expect(Object.values(empty).every((count) => count === 0)).toBe(true);

    const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
    await createNews(api.db, { status: 'draft' });
    await createNews(api.db, { publishedAt: inAWeek });
    await createNews(api.db);
    await createProduct(api.db, { status: 'draft' });
    const published = await createProduct(api.db, {
      sizes: [
        { size: '1l', price: 10 },
        { size: '5l', price: 40 },
      ],
    });
    await api.db
      .updateTable('product_variants')
      .set({ stock_quantity: 0 })
      .where('product_id', '=', published.id)
      .execute();
    const draft = await createProduct(api.db, { status: 'draft' });
    // A draft's sizes are not on sale: not counted as out of stock.
    await api.db
      .updateTable('product_variants')
      .set({ stock_quantity: 0 })
      .where('product_id', '=', draft.id)
      .execute();
    await api.db
      .insertInto('contact_messages')
      .values([
        { name: 'Open', email: 'open@example.com', subject: 'Oil?', message: 'Which?' },
        {
          name: 'Done',
          email: 'done@example.com',
          subject: 'Oil?',
          message: 'Which?',
          handled_at: new Date().toISOString(),
        },
      ])
      .execute();
    expect(
      (
        await api.app.inject({
          method: 'POST',
          url: '/api/newsletter-store',
          payload: { name: 'Waiting', email: 'waiting@example.com' },
        })
      ).statusCode,
    ).toBe(201);
    await api.db
      .insertInto('mail_outbox')
      .values({
        kind: 'newsletter-confirmation',
        to_address: 'gone@example.com',
        subject: 'Confirm',
        text_body: 'x',
        html_body: 'x',
        headers: '{}',
        status: 'failed',
        created_at: new Date().toISOString(),
      })
      .execute();

    expect(await dashboard()).toEqual({
      unhandledMessages: 1,
      pendingSubscribers: 1,
      draftNews: 1,
      scheduledNews: 1,
      draftProducts: 2,
      // The confirmation of the sign-up above is queued or held, not failed.
      failedMails: 1,
      outOfStockSizes: 2,
    });
  });
});
