import type { AuditAction, AuditEvent, AuditEventListQuery } from '@rennfeld/contract/staff';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { type ListPage, readListPage } from '../../lib/list-page.ts';

type Db = Kysely<Database>;

/** The audit log, newest first unless asked otherwise, optionally one kind of action. */
export async function listAuditEvents(
  db: Db,
  { page, perPage, order, action }: AuditEventListQuery,
): Promise<ListPage<AuditEvent>> {
  let query = db.selectFrom('audit_events');
  if (action) query = query.where('action', '=', action);
  return readListPage(
    query,
    (filtered) => filtered.selectAll(),
    { page, perPage, order, sortColumn: 'at' },
    (row) => ({
      id: row.id,
      at: new Date(row.at).toISOString(),
      actorId: row.actor_id,
      actorEmail: row.actor_email,
      action: row.action as AuditAction,
      targetType: row.target_type,
      targetId: row.target_id,
      ipAddress: row.ip_address,
      changes: row.changes === null ? null : (JSON.parse(row.changes) as AuditEvent['changes']),
    }),
  );
}
