import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import { ErrorResponseSchema, ValidationErrorResponseSchema } from '@rennfeld/contract';
import {
  BackupCodesResponseSchema,
  ChangePasswordRequestSchema,
  ChangePasswordResponseSchema,
  EnableTwoFactorResponseSchema,
  PasswordConfirmationSchema,
  SignInRequestSchema,
  SignInResponseSchema,
  STAFF_API_MESSAGES,
  StaffSessionResponseSchema,
  StatusResponseSchema,
  SuccessFlagResponseSchema,
  TotpUriResponseSchema,
  VerifyBackupCodeRequestSchema,
  VerifyTotpRequestSchema,
  type AuditAction,
} from '@rennfeld/contract/staff';
import type { z } from 'zod';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { type AuditActor, recordAuditEvent } from '../../lib/audit-log.ts';
import { buildErrorBody, SERVICE_UNAVAILABLE_MESSAGE, TooManyRequestsError } from '../../lib/errors.ts';
import type { StaffAuth } from '../../lib/staff-auth.ts';
import { requestOrigin, toFetchHeaders } from '../../lib/origin.ts';
import { isCrossSiteRequest } from '../../lib/staff-guard.ts';

export interface SignInRateLimit {
  /** Sign-in attempts one client address may make per window. */
  perAddress: number;
  /** Sign-in attempts on one e-mail address per window, from anywhere. */
  perAccount: number;
  timeWindowMs: number;
  /** A shared store, so several server instances count together; in memory when absent. */
  redis?: RateLimitPluginOptions['redis'];
}

/** Enough for a person who mistypes, far too few for guessing (ASVS 6.3.1). */
export const DEFAULT_SIGN_IN_RATE_LIMIT: SignInRateLimit = {
  perAddress: 20,
  perAccount: 10,
  timeWindowMs: 15 * 60_000,
};

export interface StaffAuthRoutesOptions {
  db: Kysely<Database>;
  auth: StaffAuth;
  siteUrl?: string;
  rateLimit: SignInRateLimit;
}

/** Answers that prove who is signing in: the password, or the second factor after it. */
const SIGN_IN_PATHS = ['/sign-in/email', '/two-factor/verify-totp', '/two-factor/verify-backup-code'];

/** What a successful call does, for the audit log. */
const AUDITED_SUCCESS: Record<string, AuditAction> = {
  '/sign-out': 'staff.sign-out',
  '/change-password': 'staff.password-changed',
  '/two-factor/enable': 'staff.two-factor-enabled',
  '/two-factor/disable': 'staff.two-factor-disabled',
};

const AUTH_BODY_LIMIT = 8 * 1024;
const SIGN_IN_RATE_LIMIT_NAMESPACE = 'rennfeld:sign-in-rate-limit:';

function readEmail(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('email' in body)) return undefined;
  return typeof body.email === 'string' ? body.email.trim().toLowerCase() : undefined;
}

/**
 * better-auth's routes under /api/auth, passed from Fastify to the library's fetch handler. The
 * bridge adds what the library leaves to the host: only the routes the staff app needs, sign-in
 * limited per address and per account, a refusal of cross-site writes, our error shape, no-store,
 * and the audit log of sign-ins, failures, sign-outs and account changes.
 */
export const staffAuthRoutes: FastifyPluginAsyncZod<StaffAuthRoutesOptions> = async (
  app,
  { db, auth, siteUrl, rateLimit: { perAddress, perAccount, timeWindowMs, redis } },
) => {
  const limitPerAddress = await createSignInLimit(app, {
    max: perAddress,
    timeWindowMs,
    redis,
    keyGenerator: (request) => `address:${request.ip}`,
  });
  const limitPerAccount = await createSignInLimit(app, {
    max: perAccount,
    timeWindowMs,
    redis,
    keyGenerator: (request) => `account:${readEmail(request.body) ?? request.ip}`,
  });

  async function forward(request: FastifyRequest, reply: FastifyReply) {
    const path = request.url.slice(request.url.indexOf('/auth') + '/auth'.length).split('?')[0]!;
    reply.header('cache-control', 'no-store');
    if (request.method === 'POST' && isCrossSiteRequest(request, siteUrl ?? requestOrigin(request))) {
      return reply.code(403).send(buildErrorBody(STAFF_API_MESSAGES.crossSite));
    }

    const headers = toFetchHeaders(request.headers);
    // better-auth reads the client's address from this header: the one Fastify worked out under
    // TRUST_PROXY, never one the client sent.
    headers.set('x-rennfeld-client-ip', request.ip);
    headers.delete('content-length');
    // The body passed on is always JSON, even when the request had none (sign-out).
    if (request.method === 'POST') headers.set('content-type', 'application/json');
    const actorBefore = AUDITED_SUCCESS[path] ? await currentActor(headers) : undefined;

    const response = await auth.handler(
      new Request(new URL(request.url, requestOrigin(request)), {
        method: request.method,
        headers,
        ...(request.method === 'POST' ? { body: JSON.stringify(bodyFor(path, request.body)) } : {}),
      }),
    );
    const text = await response.text();
    const answer = text === '' ? null : (JSON.parse(text) as Record<string, unknown>);
    await audit(request, path, response.status, answer, actorBefore);

    reply.code(response.status);
    response.headers.forEach((value, name) => {
      if (name !== 'set-cookie' && name !== 'content-length' && name !== 'content-encoding') reply.header(name, value);
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    if (response.status >= 400) {
      const message = typeof answer?.message === 'string' ? answer.message : 'The request was refused.';
      return reply.send(buildErrorBody(message));
    }
    return reply.send(answer);
  }

  async function currentActor(headers: Headers): Promise<AuditActor | undefined> {
    const session = await auth.api.getSession({ headers });
    return session ? { id: session.user.id, email: session.user.email } : undefined;
  }

  async function audit(
    request: FastifyRequest,
    path: string,
    status: number,
    answer: Record<string, unknown> | null,
    actorBefore: AuditActor | undefined,
  ) {
    const ipAddress = request.ip;
    if (SIGN_IN_PATHS.includes(path)) {
      const user = answer?.user as { id?: string; email?: string } | undefined;
      if (status === 200 && user?.id) {
        await recordAuditEvent(db, {
          actor: { id: user.id, email: user.email ?? null },
          action: 'staff.sign-in',
          ipAddress,
        });
      } else if (status === 401 || status === 403) {
        await recordAuditEvent(db, {
          actor: { id: null, email: readEmail(request.body) ?? null },
          action: 'staff.sign-in-failed',
          ipAddress,
        });
      }
      return;
    }
    const action = AUDITED_SUCCESS[path];
    if (action && status === 200 && actorBefore) {
      await recordAuditEvent(db, {
        actor: actorBefore,
        action,
        target: { type: 'staff', id: actorBefore.id! },
        ipAddress,
      });
    }
  }

  // Only the routes the staff app uses are passed on; better-auth's others (sign-up, e-mail
  // change, password-reset mail…) meet the API's 404.
  const bodyLimit = AUTH_BODY_LIMIT;
  const post = (path: string, summary: string, operationId: string, body: z.ZodType | undefined, ok: z.ZodType) =>
    app.post(
      `/auth${path}`,
      {
        bodyLimit,
        ...(SIGN_IN_PATHS.includes(path) ? { onRequest: limitPerAddress } : {}),
        ...(path === '/sign-in/email' ? { preHandler: limitPerAccount } : {}),
        schema: {
          tags: ['staff'],
          summary,
          operationId,
          ...(body ? { body } : {}),
          response: { 200: ok, ...authErrors },
        },
      },
      forward,
    );
  post('/sign-in/email', 'Sign in with e-mail and password', 'signIn', SignInRequestSchema, SignInResponseSchema);
  post(
    '/two-factor/verify-totp',
    'Finish signing in with a TOTP code',
    'verifyTotp',
    VerifyTotpRequestSchema,
    SignInResponseSchema,
  );
  post(
    '/two-factor/verify-backup-code',
    'Finish signing in with a recovery code',
    'verifyBackupCode',
    VerifyBackupCodeRequestSchema,
    SignInResponseSchema,
  );
  post('/sign-out', 'Sign out: ends the session on the server', 'signOut', undefined, SuccessFlagResponseSchema);
  post(
    '/change-password',
    'Change one’s own password; ends one’s other sessions',
    'changePassword',
    ChangePasswordRequestSchema,
    ChangePasswordResponseSchema,
  );
  post(
    '/two-factor/enable',
    'Turn on TOTP: its secret as a URI, and recovery codes',
    'enableTwoFactor',
    PasswordConfirmationSchema,
    EnableTwoFactorResponseSchema,
  );
  post('/two-factor/disable', 'Turn off TOTP', 'disableTwoFactor', PasswordConfirmationSchema, StatusResponseSchema);
  post(
    '/two-factor/get-totp-uri',
    'Show the TOTP secret again',
    'getTotpUri',
    PasswordConfirmationSchema,
    TotpUriResponseSchema,
  );
  post(
    '/two-factor/generate-backup-codes',
    'Replace the recovery codes',
    'generateBackupCodes',
    PasswordConfirmationSchema,
    BackupCodesResponseSchema,
  );
  app.get(
    '/auth/get-session',
    {
      schema: {
        tags: ['staff'],
        summary: 'The current staff session, or null',
        operationId: 'getStaffSession',
        response: { 200: StaffSessionResponseSchema, ...authErrors },
      },
    },
    forward,
  );
};

interface SignInLimitOptions {
  max: number;
  timeWindowMs: number;
  redis: SignInRateLimit['redis'];
  keyGenerator: (request: FastifyRequest) => string;
}

/**
 * One sign-in limit as a route hook. Each limit gets a rate-limit registration of its own: within
 * one registration a request is counted once, so a second limit on the same route would be
 * skipped. The limit fails closed: while its store (Redis) cannot be reached, sign-in answers 503
 * rather than let guesses through uncounted.
 */
async function createSignInLimit(
  app: FastifyInstance,
  { max, timeWindowMs, redis, keyGenerator }: SignInLimitOptions,
): Promise<onRequestAsyncHookHandler> {
  let hook: onRequestAsyncHookHandler | undefined;
  await app.register(async (scope) => {
    await scope.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: SIGN_IN_RATE_LIMIT_NAMESPACE } : {}),
      skipOnError: false,
      errorResponseBuilder: () => new TooManyRequestsError(STAFF_API_MESSAGES.tooManySignIns),
    });
    hook = scope.rateLimit({ max, timeWindow: timeWindowMs, keyGenerator }) as onRequestAsyncHookHandler;
  });
  const limit = hook!;
  return async function signInLimit(this: FastifyInstance, request, reply) {
    try {
      await limit.call(this, request, reply);
    } catch (error) {
      if (error instanceof TooManyRequestsError) throw error;
      request.log.warn({ reason: (error as Error).message }, 'sign-in rate limit store unavailable');
      return reply.code(503).header('retry-after', '5').send(buildErrorBody(SERVICE_UNAVAILABLE_MESSAGE));
    }
  };
}

const authErrors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  422: ValidationErrorResponseSchema,
  429: ErrorResponseSchema,
  503: ErrorResponseSchema,
};

/** What better-auth receives: the validated body; a password change always ends the other sessions. */
function bodyFor(path: string, body: unknown): unknown {
  if (path === '/change-password') return { ...(body as object), revokeOtherSessions: true };
  return body ?? {};
}
