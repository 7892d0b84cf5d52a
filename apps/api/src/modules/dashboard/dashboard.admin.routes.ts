import { StaffDashboardSchema } from '@rennfeld/contract/staff';
import type { StaffModule } from '../../lib/plugin.ts';
import { countWhatNeedsAttention } from './dashboard.repository.ts';

/** The staff area's first page: counts of what needs attention (editors and admins; no personal data). */
export const dashboardAdminRoutes: StaffModule = async (app, { db }) => {
  app.get(
    '/dashboard',
    {
      schema: {
        tags: ['inbox'],
        summary: 'What needs attention: unhandled messages, pending sign-ups, drafts, failed mails, sizes out of stock',
        operationId: 'getStaffDashboard',
        response: { 200: StaffDashboardSchema },
      },
    },
    async () => countWhatNeedsAttention(db),
  );
};
