import { STAFF_PASSWORD_LIMITS, type StaffRole } from '@rennfeld/contract/staff';
import { betterAuth } from 'better-auth';
import { twoFactor } from 'better-auth/plugins';
import { type Kysely, PostgresAdapter } from 'kysely';
import type { Database } from '../db/database.ts';

export interface StaffAuthOptions {
  db: Kysely<Database>;
  /** Signs the session cookie; the same on every instance (AUTH_SECRET), at least 32 characters. */
  secret: string;
  /**
   * The site's public origin (PUBLIC_SITE_URL). Without it, each request's own host is the
   * origin, and cross-site requests are still refused: their Origin names another site.
   */
  siteUrl?: string;
  /** Cookies carry Secure: the site is served over HTTPS (an https PUBLIC_SITE_URL, or HSTS). */
  secureCookies: boolean;
}

/** Where better-auth's own routes live: the API's prefix plus `/auth`. */
const STAFF_AUTH_BASE_PATH = '/api/auth';

/** A session ends after this long without a request (ASVS 7.3.1)… */
const STAFF_SESSION_IDLE_SECONDS = 2 * 60 * 60;
/** …and after this long in any case (ASVS 7.3.2), however busy. */
export const STAFF_SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;

/**
 * Staff sign-in on better-auth: e-mail and password (scrypt, the library's default), sessions in
 * our database (the staff_* tables, SQLite or PostgreSQL), TOTP with recovery codes as a second
 * factor. Nobody signs up: accounts come from the command line or an admin.
 */
export function createStaffAuth({ db, secret, siteUrl, secureCookies }: StaffAuthOptions) {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return betterAuth({
    appName: 'Rennfeld staff area',
    basePath: STAFF_AUTH_BASE_PATH,
    baseURL: siteUrl ?? { allowedHosts: ['*'], protocol: secureCookies ? 'https' : 'http' },
    secret,
    database: { db, type: isPostgres ? 'postgres' : 'sqlite', transaction: true },
    telemetry: { enabled: false },
    // The API counts sign-in attempts itself (per address and per account, in Redis when there
    // is one); better-auth's own limiter would count per instance only.
    rateLimit: { enabled: false },
    logger: { disabled: true },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: STAFF_PASSWORD_LIMITS.min,
      maxPasswordLength: STAFF_PASSWORD_LIMITS.max,
      revokeSessionsOnPasswordReset: true,
    },
    user: {
      modelName: 'staff_user',
      additionalFields: {
        role: { type: 'string', required: true, input: false, defaultValue: 'editor' satisfies StaffRole },
      },
    },
    session: {
      modelName: 'staff_session',
      expiresIn: STAFF_SESSION_IDLE_SECONDS,
      // A request more than five minutes after the last refresh moves the expiry on.
      updateAge: 5 * 60,
      freshAge: 15 * 60,
    },
    account: { modelName: 'staff_account' },
    verification: { modelName: 'staff_verification' },
    advanced: {
      useSecureCookies: secureCookies,
      cookiePrefix: 'rennfeld-staff',
      ipAddress: { ipAddressHeaders: ['x-rennfeld-client-ip'] },
    },
    plugins: [
      twoFactor({
        issuer: 'Rennfeld',
        schema: { twoFactor: { modelName: 'staff_two_factor' } },
      }),
    ],
  });
}

export type StaffAuth = ReturnType<typeof createStaffAuth>;
