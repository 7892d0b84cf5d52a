import { STAFF_API_MESSAGES, StaffRoleSchema, type StaffRole } from '@rennfeld/contract/staff';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuditActor } from './audit-log.ts';
import { buildErrorBody } from './errors.ts';
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

/** A copy of the request's headers as the Fetch API's `Headers`, which better-auth reads. */
export function toFetchHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}

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

/** The origin a request was addressed to, by the proxy's X-Forwarded-* when TRUST_PROXY allows. */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

function refuse(reply: FastifyReply, status: 401 | 403, message: string) {
  return reply.code(status).send(buildErrorBody(message));
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Guards every route registered in this scope: answers are never stored by a cache, cross-site
 * writes are refused (403), a request without a live session is refused (401), and one whose role
 * is below the route's `staffRole` too (403). Sessions older than the absolute lifetime end here.
 */
export function guardStaffRoutes(app: FastifyInstance, auth: StaffAuth, siteUrl?: string): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    reply.header('x-robots-tag', 'noindex');
    if (STATE_CHANGING.has(request.method) && isCrossSiteRequest(request, siteUrl ?? requestOrigin(request))) {
      return refuse(reply, 403, STAFF_API_MESSAGES.crossSite);
    }

    const headers = toFetchHeaders(request);
    const { headers: answerHeaders, response: session } = await auth.api.getSession({ headers, returnHeaders: true });
    // A session moved on (idle expiry) comes with a fresh cookie of the same lifetime.
    const refreshedCookies = answerHeaders.getSetCookie();
    if (refreshedCookies.length > 0) reply.header('set-cookie', refreshedCookies);
    if (!session) return refuse(reply, 401, STAFF_API_MESSAGES.signInRequired);
    if (Date.now() - new Date(session.session.createdAt).getTime() > STAFF_SESSION_ABSOLUTE_MS) {
      await auth.api.revokeSession({ headers, body: { token: session.session.token } });
      return refuse(reply, 401, STAFF_API_MESSAGES.signInRequired);
    }
    const role = StaffRoleSchema.safeParse(session.user.role);
    if (!role.success) return refuse(reply, 403, STAFF_API_MESSAGES.forbidden);

    const needed = request.routeOptions.config.staffRole ?? 'editor';
    if (ROLE_RANK[role.data] < ROLE_RANK[needed]) return refuse(reply, 403, STAFF_API_MESSAGES.forbidden);
    request.staff = {
      id: session.user.id,
      email: session.user.email,
      name: session.user.name,
      role: role.data,
      twoFactorEnabled: session.user.twoFactorEnabled === true,
    };
  });
}
