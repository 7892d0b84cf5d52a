import { STAFF_API_MESSAGES, StaffRoleSchema, type StaffRole } from '@rennfeld/contract/staff';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuditActor } from './audit-log.ts';
import { buildErrorBody } from './errors.ts';
import { requestOrigin, toFetchHeaders } from './origin.ts';
import { STAFF_SESSION_ABSOLUTE_MS, type StaffAuth } from './staff-auth.ts';

interface StaffMemberOnRequest extends AuditActor {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  twoFactorEnabled: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member; set on every staff route before its handler runs. */
    staff?: StaffMemberOnRequest;
  }
  interface FastifyContextConfig {
    /** The least role a staff route needs; `editor` when unsaid. */
    staffRole?: StaffRole;
  }
}

const ROLE_RANK: Record<StaffRole, number> = { editor: 1, admin: 2 };

/**
 * True when a browser says the request comes from another site. Browsers send Origin on every
 * POST, PUT, PATCH and DELETE, and Sec-Fetch-Site on every request; either naming another origin
 * refuses it. A request without both (curl, a test) carries no cookie a browser sent on its own.
 */
export function isCrossSiteRequest(request: FastifyRequest, expectedOrigin: string): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = request.headers.origin;
  return origin !== undefined && origin !== expectedOrigin;
}

function refuse(reply: FastifyReply, status: 401 | 403, message: string) {
  return reply.code(status).send(buildErrorBody(message));
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Who a request is from: a staff member with a live session, or why not (401: no session; 403: unknown role). */
type StaffSessionCheck = { member: StaffMemberOnRequest } | { refusal: 401 | 403 };

/**
 * Reads the staff session the request's cookie names. Sessions older than the absolute lifetime
 * end here. With `onRefresh`, a session moved on (idle expiry) hands it the fresh cookie; without,
 * the session is read as it is and not moved on (a page preview sets no cookie).
 */
async function checkStaffSession(
  auth: StaffAuth,
  request: FastifyRequest,
  onRefresh?: (cookies: string[]) => void,
): Promise<StaffSessionCheck> {
  const headers = toFetchHeaders(request.headers);
  const { headers: answerHeaders, response: session } = await auth.api.getSession({
    headers,
    returnHeaders: true,
    ...(onRefresh ? {} : { query: { disableRefresh: true } }),
  });
  const refreshedCookies = answerHeaders.getSetCookie();
  if (onRefresh && refreshedCookies.length > 0) onRefresh(refreshedCookies);
  if (!session) return { refusal: 401 };
  if (Date.now() - new Date(session.session.createdAt).getTime() > STAFF_SESSION_ABSOLUTE_MS) {
    await auth.api.revokeSession({ headers, body: { token: session.session.token } });
    return { refusal: 401 };
  }
  const role = StaffRoleSchema.safeParse(session.user.role);
  if (!role.success) return { refusal: 403 };
  return {
    member: {
      id: session.user.id,
      email: session.user.email,
      name: session.user.name,
      role: role.data,
      twoFactorEnabled: session.user.twoFactorEnabled === true,
    },
  };
}

/** The staff member (editor or admin) whose live session the request carries; undefined without one. */
export async function findStaffMember(
  auth: StaffAuth,
  request: FastifyRequest,
): Promise<StaffMemberOnRequest | undefined> {
  const check = await checkStaffSession(auth, request);
  return 'member' in check ? check.member : undefined;
}

/**
 * Guards every route registered in this scope: answers are never stored by a cache, cross-site
 * writes are refused (403), a request without a live session is refused (401), and one whose role
 * is below the route's `staffRole` too (403).
 */
export function guardStaffRoutes(app: FastifyInstance, auth: StaffAuth, siteUrl?: string): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    reply.header('x-robots-tag', 'noindex');
    if (STATE_CHANGING.has(request.method) && isCrossSiteRequest(request, siteUrl ?? requestOrigin(request))) {
      return refuse(reply, 403, STAFF_API_MESSAGES.crossSite);
    }

    // A session moved on (idle expiry) comes with a fresh cookie of the same lifetime.
    const check = await checkStaffSession(auth, request, (cookies) => reply.header('set-cookie', cookies));
    if ('refusal' in check) {
      const message = check.refusal === 401 ? STAFF_API_MESSAGES.signInRequired : STAFF_API_MESSAGES.forbidden;
      return refuse(reply, check.refusal, message);
    }
    const needed = request.routeOptions.config.staffRole ?? 'editor';
    if (ROLE_RANK[check.member.role] < ROLE_RANK[needed]) return refuse(reply, 403, STAFF_API_MESSAGES.forbidden);
    request.staff = check.member;
  });
}
