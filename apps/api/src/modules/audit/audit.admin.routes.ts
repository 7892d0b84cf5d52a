import { ErrorResponseSchema } from '@rennfeld/contract';
import { AuditEventListQuerySchema, AuditEventListSchema } from '@rennfeld/contract/staff';
import type { StaffModule } from '../../lib/plugin.ts';
import { listAuditEvents } from './audit.repository.ts';

/** The audit log, for admins to read. No route changes or removes an entry. */
export const auditAdminRoutes: StaffModule = async (app, { db }) => {
  app.get(
    '/audit-events',
    {
      config: { staffRole: 'admin' },
      schema: {
        tags: ['audit'],
        summary: 'List audit events, newest first',
        operationId: 'listAuditEvents',
        querystring: AuditEventListQuerySchema,
        response: { 200: AuditEventListSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => listAuditEvents(db, request.query),
  );
};
