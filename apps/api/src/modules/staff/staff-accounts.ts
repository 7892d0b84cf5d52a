import {
  CreateStaffMemberRequestSchema,
  StaffPasswordSchema,
  type CreateStaffMemberRequest,
  type StaffMember,
} from '@rennfeld/contract/staff';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { type AuditActor, recordAuditEvent } from '../../lib/audit-log.ts';
import type { StaffAuth } from '../../lib/staff-auth.ts';
import { countAdmins, findStaffMemberByEmail, findStaffMemberById } from './staff.repository.ts';

/** A refusal a person can act on: the CLI prints it, the staff API answers it with its status. */
export class StaffAccountError extends Error {
  constructor(
    message: string,
    readonly statusCode: 404 | 409 | 422,
  ) {
    super(message);
  }
}

export interface StaffAccountContext {
  db: Kysely<Database>;
  auth: StaffAuth;
  actor: AuditActor;
  ipAddress: string | null;
}

/**
 * Adds a staff member with a password, through better-auth's own adapter and hasher, so the
 * account signs in exactly as one better-auth made. Used by the command line and by admins.
 */
export async function addStaffMember(
  { db, auth, actor, ipAddress }: StaffAccountContext,
  request: CreateStaffMemberRequest,
): Promise<StaffMember> {
  const valid = CreateStaffMemberRequestSchema.safeParse(request);
  if (!valid.success) throw new StaffAccountError(valid.error.issues[0]!.message, 422);
  const { email, name, role, password } = valid.data;
  if (await findStaffMemberByEmail(db, email)) {
    throw new StaffAccountError(`A staff member with the e-mail ${email} already exists.`, 409);
  }
  const context = await auth.$context;
  const hash = await context.password.hash(password);
  const user = await context.internalAdapter.createUser(
    { email, name, role, emailVerified: true },
    { method: 'admin' },
  );
  await context.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: hash,
  });
  await recordAuditEvent(db, { actor, action: 'staff.created', target: { type: 'staff', id: user.id }, ipAddress });
  return (await findStaffMemberById(db, user.id))!;
}

/** Sets a new password and ends every session of the account (ASVS 6.4: a reset signs out everywhere). */
export async function resetStaffPassword(
  { db, auth, actor, ipAddress }: StaffAccountContext,
  id: string,
  password: string,
): Promise<void> {
  const valid = StaffPasswordSchema.safeParse(password);
  if (!valid.success) throw new StaffAccountError(valid.error.issues[0]!.message, 422);
  if (!(await findStaffMemberById(db, id))) throw new StaffAccountError('No such staff member.', 404);
  const context = await auth.$context;
  await context.internalAdapter.updatePassword(id, await context.password.hash(password));
  await context.internalAdapter.deleteUserSessions(id);
  await recordAuditEvent(db, { actor, action: 'staff.password-reset', target: { type: 'staff', id }, ipAddress });
}

/** Removes an account with its sessions; the last admin stays, so someone can still manage staff. */
export async function removeStaffMember(
  { db, auth, actor, ipAddress }: StaffAccountContext,
  id: string,
): Promise<void> {
  const member = await findStaffMemberById(db, id);
  if (!member) throw new StaffAccountError('No such staff member.', 404);
  if (member.role === 'admin' && (await countAdmins(db)) <= 1) {
    throw new StaffAccountError('The last admin cannot be removed.', 409);
  }
  const context = await auth.$context;
  await context.internalAdapter.deleteUser(id);
  await recordAuditEvent(db, { actor, action: 'staff.removed', target: { type: 'staff', id }, ipAddress });
}
