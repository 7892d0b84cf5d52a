import { ErrorResponseSchema } from '@rennfeld/contract';
import {
  CreateStaffMemberRequestSchema,
  CurrentStaffMemberSchema,
  StaffIdParamsSchema,
  StaffMemberListQuerySchema,
  StaffMemberListSchema,
  StaffMemberSchema,
  StaffPasswordSchema,
  UpdateStaffMemberRequestSchema,
} from '@rennfeld/contract/staff';
import { z } from 'zod';
import { ensureFound } from '../../lib/errors.ts';
import type { StaffModule } from '../../lib/plugin.ts';
import { recordAuditEvent } from '../../lib/audit-log.ts';
import { addStaffMember, removeStaffMember, resetStaffPassword, StaffAccountError } from './staff-accounts.ts';
import { countAdmins, findStaffMemberById, listStaffMembers, updateStaffRole } from './staff.repository.ts';

const adminOnly = { staffRole: 'admin' } as const;

/** Who is signed in (every role), and the staff accounts (admins only). */
export const staffAdminRoutes: StaffModule = async (app, { db, auth }) => {
  app.get(
    '/me',
    {
      schema: {
        tags: ['staff'],
        summary: 'The signed-in staff member',
        operationId: 'getCurrentStaffMember',
        response: { 200: CurrentStaffMemberSchema },
      },
    },
    async (request) => {
      const { id, email, name, role, twoFactorEnabled } = request.staff!;
      return { id, email, name, role, twoFactorEnabled };
    },
  );

  app.get(
    '/staff',
    {
      config: adminOnly,
      schema: {
        tags: ['staff'],
        summary: 'List staff accounts',
        operationId: 'listStaffMembers',
        querystring: StaffMemberListQuerySchema,
        response: { 200: StaffMemberListSchema },
      },
    },
    async (request) => listStaffMembers(db, request.query),
  );

  app.get(
    '/staff/:id',
    {
      config: adminOnly,
      schema: {
        tags: ['staff'],
        summary: 'One staff account',
        operationId: 'getStaffMember',
        params: StaffIdParamsSchema,
        response: { 200: StaffMemberSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => ensureFound(await findStaffMemberById(db, request.params.id), 'No such staff member.'),
  );

  app.post(
    '/staff',
    {
      config: adminOnly,
      schema: {
        tags: ['staff'],
        summary: 'Add a staff account',
        operationId: 'createStaffMember',
        body: CreateStaffMemberRequestSchema,
        response: { 201: StaffMemberSchema, 409: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const member = await addStaffMember({ db, auth, actor: request.staff!, ipAddress: request.ip }, request.body);
      return reply.code(201).send(member);
    },
  );

  app.patch(
    '/staff/:id',
    {
      config: adminOnly,
      schema: {
        tags: ['staff'],
        summary: "Change a staff member's role",
        operationId: 'updateStaffMember',
        params: StaffIdParamsSchema,
        body: UpdateStaffMemberRequestSchema,
        response: { 200: StaffMemberSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema },
      },
    },
    async (request) => {
      const member = ensureFound(await findStaffMemberById(db, request.params.id), 'No such staff member.');
      if (member.role === 'admin' && request.body.role !== 'admin' && (await countAdmins(db)) <= 1) {
        throw new StaffAccountError('The last admin must stay an admin.', 409);
      }
      if (member.role !== request.body.role) {
        await updateStaffRole(db, member.id, request.body.role);
        await recordAuditEvent(db, {
          actor: request.staff!,
          action: 'staff.role-changed',
          target: { type: 'staff', id: member.id },
          ipAddress: request.ip,
        });
      }
      return { ...member, role: request.body.role };
    },
  );

  app.post(
    '/staff/:id/password',
    {
      config: adminOnly,
      schema: {
        tags: ['staff'],
        summary: "Set a staff member's password and end their sessions",
        operationId: 'resetStaffPassword',
        params: StaffIdParamsSchema,
        body: z.object({ password: StaffPasswordSchema }),
        response: { 204: z.null(), 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const context = { db, auth, actor: request.staff!, ipAddress: request.ip };
      await resetStaffPassword(context, request.params.id, request.body.password);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/staff/:id',
    {
      config: adminOnly,
      schema: {
        tags: ['staff'],
        summary: 'Remove a staff account',
        operationId: 'deleteStaffMember',
        params: StaffIdParamsSchema,
        response: { 204: z.null(), 404: ErrorResponseSchema, 409: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      if (request.params.id === request.staff!.id) {
        throw new StaffAccountError('You cannot remove your own account.', 409);
      }
      await removeStaffMember({ db, auth, actor: request.staff!, ipAddress: request.ip }, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
