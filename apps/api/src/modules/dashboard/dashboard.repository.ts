import type { StaffDashboard } from '@rennfeld/contract/staff';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

type Db = Kysely<Database>;

/** The counts of the staff area's first page, read at once. */
export async function countWhatNeedsAttention(db: Db, now: Date = new Date()): Promise<StaffDashboard> {
  const nowIso = now.toISOString();
  const countOf = async (query: { executeTakeFirstOrThrow(): Promise<{ count: string | number | bigint }> }) =>
    Number((await query.executeTakeFirstOrThrow()).count);
  const [unhandledMessages, pendingSubscribers, draftNews, scheduledNews, draftProducts, failedMails, outOfStockSizes] =
    await Promise.all([
      countOf(
        db
          .selectFrom('contact_messages')
          .select((eb) => eb.fn.countAll().as('count'))
          .where('handled_at', 'is', null),
      ),
      countOf(
        db
          .selectFrom('newsletter_subscriptions')
          .select((eb) => eb.fn.countAll().as('count'))
          .where('status', '=', 'pending'),
      ),
      countOf(
        db
          .selectFrom('news')
          .select((eb) => eb.fn.countAll().as('count'))
          .where('status', '=', 'draft'),
      ),
      countOf(
        db
          .selectFrom('news')
          .select((eb) => eb.fn.countAll().as('count'))
          .where('status', '=', 'published')
          .where('published_at', '>', nowIso),
      ),
      countOf(
        db
          .selectFrom('products')
          .select((eb) => eb.fn.countAll().as('count'))
          .where('status', '=', 'draft'),
      ),
      countOf(
        db
          .selectFrom('mail_outbox')
          .select((eb) => eb.fn.countAll().as('count'))
          .where('status', '=', 'failed'),
      ),
      countOf(
        db
          .selectFrom('product_variants')
          .innerJoin('products', 'products.id', 'product_variants.product_id')
          .select((eb) => eb.fn.countAll().as('count'))
          .where('products.status', '=', 'published')
          .where('product_variants.stock_quantity', '=', 0),
      ),
    ]);
  return {
    unhandledMessages,
    pendingSubscribers,
    draftNews,
    scheduledNews,
    draftProducts,
    failedMails,
    outOfStockSizes,
  };
}
