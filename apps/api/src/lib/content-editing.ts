import type { AuditAction } from '@rennfeld/contract/staff';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { recordAuditEvent } from './audit-log.ts';

/**
 * What every content save shares: the audit entry with the record before and after, and the
 * redirect that keeps a renamed page's old address working. Both are written in the save's
 * transaction, so a save and its trail land together or not at all.
 */

type Db = Kysely<Database>;

const CHANGE_ACTIONS = { created: 'content.created', updated: 'content.updated', deleted: 'content.deleted' } as const;

/** Appends the change of one content record, as staff saw it, to the audit log. */
export async function auditContentChange(
  db: Db,
  request: FastifyRequest,
  change: {
    kind: keyof typeof CHANGE_ACTIONS;
    target: { type: string; id: number | string };
    before: unknown;
    after: unknown;
  },
): Promise<void> {
  const action: AuditAction = CHANGE_ACTIONS[change.kind];
  await recordAuditEvent(db, {
    actor: request.staff!,
    action,
    target: change.target,
    ipAddress: request.ip,
    changes: { before: change.before, after: change.after },
  });
}

/**
 * Sends visitors of `fromPath` to `toPath` from now on. Older redirects to `fromPath` follow it
 * (no chains), and one from `toPath` goes: that address is a page again.
 */
export async function moveContentPath(db: Db, fromPath: string, toPath: string): Promise<void> {
  if (fromPath === toPath) return;
  await db.deleteFrom('redirects').where('from_path', '=', toPath).execute();
  await db.updateTable('redirects').set({ to_path: toPath }).where('to_path', '=', fromPath).execute();
  await db
    .insertInto('redirects')
    .values({ from_path: fromPath, to_path: toPath, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('from_path').doUpdateSet({ to_path: toPath }))
    .execute();
}

/** Where an address moved, if it did. */
export async function findRedirect(db: Db, path: string): Promise<string | undefined> {
  const row = await db.selectFrom('redirects').select('to_path').where('from_path', '=', path).executeTakeFirst();
  return row?.to_path;
}

/** A page that is gone: redirects to it go too (a 301 to a 404 helps nobody). */
export async function removeContentPath(db: Db, path: string): Promise<void> {
  await db.deleteFrom('redirects').where('to_path', '=', path).execute();
}
