import type { AuditAction } from '@rennfeld/contract/staff';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';

export interface AuditActor {
  id: string | null;
  email: string | null;
}

export interface AuditEntry {
  actor: AuditActor;
  action: AuditAction;
  target?: { type: string; id: string | number };
  /** The client's address as the server sees it (behind TRUST_PROXY, the forwarded one). */
  ipAddress: string | null;
  /** A content change: the record as staff saw it before and after (null: created, deleted). */
  changes?: { before: unknown; after: unknown };
}

/** The command line acts as nobody in particular: the audit log says so. */
export const COMMAND_LINE_ACTOR: AuditActor = { id: null, email: null };

/** Appends one event to the audit log. Nothing in the app updates or deletes these rows. */
export async function recordAuditEvent(
  db: Kysely<Database>,
  { actor, action, target, ipAddress, changes }: AuditEntry,
) {
  await db
    .insertInto('audit_events')
    .values({
      at: new Date().toISOString(),
      actor_id: actor.id,
      actor_email: actor.email,
      action,
      target_type: target?.type ?? null,
      target_id: target === undefined ? null : String(target.id),
      ip_address: ipAddress,
      changes: changes === undefined ? null : JSON.stringify(changes),
    })
    .execute();
}
