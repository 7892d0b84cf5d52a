import type { PreviewState } from '@rennfeld/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StaffAuth } from './staff-auth.ts';
import { findStaffMember } from './staff-guard.ts';

/** Pages with the marker are rendered for their one caller (the server's page cache keeps none). */
export { isPreviewAddress } from '@rennfeld/contract/site-paths';

/**
 * Whether a request that asks for a preview (`?preview`) may have one: true only when it carries
 * a live staff session (editor or admin). The answer is then for that member alone: marked so no
 * cache keeps it and no search engine indexes it. Decision 042.
 */
export type StaffPreviewCheck = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

export function createStaffPreviewCheck(auth: StaffAuth): StaffPreviewCheck {
  return async (request, reply) => {
    if ((await findStaffMember(auth, request)) === undefined) return false;
    // No ETag either: nothing a cache could hand to anyone else.
    reply.header('cache-control', 'private, no-store');
    reply.header('x-robots-tag', 'noindex');
    return true;
  };
}

/** A record found for a preview, whatever its state, with what visitors see of it. */
export interface PreviewedRecord<T> {
  record: T;
  state: PreviewState;
}

/** The state of a record that is a draft or published (products, concept categories). */
export function toPreviewState(status: string): PreviewState {
  return status === 'draft' ? 'draft' : 'published';
}
