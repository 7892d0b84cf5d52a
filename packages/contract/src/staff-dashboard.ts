import { z } from './zod.ts';

// The staff area's first page: what needs someone's attention, each a count that leads to its list.

const count = z.number().int().min(0);

export const StaffDashboardSchema = z.object({
  /** Contact messages nobody has marked handled. */
  unhandledMessages: count,
  /** Sign-ups still waiting for their owner's confirmation. */
  pendingSubscribers: count,
  /** News articles saved as drafts. */
  draftNews: count,
  /** Published news articles whose time has not come. */
  scheduledNews: count,
  /** Products saved as drafts. */
  draftProducts: count,
  /** E-mails that failed for good. */
  failedMails: count,
  /** Container sizes of published products that are out of stock. */
  outOfStockSizes: count,
});
export type StaffDashboard = z.infer<typeof StaffDashboardSchema>;
