import { ErrorResponseSchema } from '@rennfeld/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffAuth } from '../../lib/staff-auth.ts';
import { cookieHeaderFrom, createTestStaffMember, signIn, type TestStaffMember } from '../../../test/staff-session.ts';
import { buildTestApi, TEST_AUTH_SECRET, useTestApi } from '../../../test/test-app.ts';
import { totpCodeFor } from '../../../test/totp.ts';

const api = useTestApi();

const post = (url: string, payload: object, headers: Record<string, string> = {}, remoteAddress?: string) =>
  api.app.inject({ method: 'POST', url, payload, headers, ...(remoteAddress ? { remoteAddress } : {}) });
const me = (cookie: string) => api.app.inject({ url: '/api/admin/me', headers: { cookie } });
const sessionToken = (cookie: string) => /session_token=([^;.]+)/.exec(cookie)?.[1];

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Lax, for the whole site, and not Secure over plain HTTP', async () => {
    const member = await createTestStaffMember(api.db, 'editor');
    const response = await post('/api/auth/sign-in/email', { email: member.email, password: member.password });
    const [cookie] = [response.headers['set-cookie']].flat().filter((c) => c?.includes('session_token'));
    expect(cookie).toMatch(/^rennfeld-staff\.session_token=/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/; Secure/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(Object.keys(response.json())).toEqual(['user']);
  });

  describe('over HTTPS', () => {
    let secureApp: FastifyInstance;
    beforeAll(async () => {
      secureApp = await buildTestApi(api.db, {
        staffAuth: createStaffAuth({ db: api.db, secret: TEST_AUTH_SECRET, secureCookies: true }),
      });
    });
    afterAll(() => secureApp.close());

    it('is Secure, with the __Secure- prefix', async () => {
      const member = await createTestStaffMember(api.db, 'editor');
      const response = await secureApp.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: member.email, password: member.password },
      });
      expect(response.statusCode).toBe(200);
      const cookie = [response.headers['set-cookie']].flat().find((c) => c?.includes('session_token'));
      expect(cookie).toMatch(/^__Secure-rennfeld-staff\.session_token=.*; Secure/);
    });
  });
});

describe('sessions', () => {
  let member: TestStaffMember;
  beforeAll(async () => {
    member = await createTestStaffMember(api.db, 'editor');
  });

  it('gets a new token at every sign-in, whatever cookie came with it (no fixation)', async () => {
    const first = await signIn(api.app, member);
    const planted = 'rennfeld-staff.session_token=planted-by-an-attacker.signature';
    const response = await post(
      '/api/auth/sign-in/email',
      { email: member.email, password: member.password },
      { cookie: `${planted}; ${first}` },
    );
    const second = cookieHeaderFrom(response.headers['set-cookie']);
    expect(sessionToken(second)).toBeDefined();
    expect(sessionToken(second)).not.toBe(sessionToken(first));
    expect(sessionToken(second)).not.toBe('planted-by-an-attacker');
    expect((await me(second)).statusCode).toBe(200);
  });

  it('ends on the server at sign-out: the old cookie opens nothing', async () => {
    const cookie = await signIn(api.app, member);
    const rows = () =>
      api.db.selectFrom('staff_session').select('token').where('token', '=', sessionToken(cookie)!).execute();
    expect(await rows()).toHaveLength(1);
    expect((await post('/api/auth/sign-out', {}, { cookie })).statusCode).toBe(200);
    expect(await rows()).toEqual([]);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('ends after inactivity, and after twelve hours however busy', async () => {
    const idle = await signIn(api.app, member);
    await api.db
      .updateTable('staff_session')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('token', '=', sessionToken(idle)!)
      .execute();
    expect((await me(idle)).statusCode).toBe(401);

    const old = await signIn(api.app, member);
    await api.db
      .updateTable('staff_session')
      .set({ createdAt: new Date(Date.now() - 13 * 3_600_000).toISOString() })
      .where('token', '=', sessionToken(old)!)
      .execute();
    expect((await me(old)).statusCode).toBe(401);
  });

  it("ends the member's other sessions when they change their password", async () => {
    const changing = await createTestStaffMember(api.db, 'editor');
    const here = await signIn(api.app, changing);
    const elsewhere = await signIn(api.app, changing);
    const response = await post(
      '/api/auth/change-password',
      { currentPassword: changing.password, newPassword: 'a brand new long password' },
      { cookie: here },
    );
    expect(response.statusCode).toBe(200);
    const current = cookieHeaderFrom(response.headers['set-cookie']) || here;
    expect((await me(current)).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
    await expect(signIn(api.app, changing)).rejects.toThrow(/401/);
  });
});

describe('sign-in failures', () => {
  it('answer a wrong e-mail and a wrong password alike, in about the same time', async () => {
    const member = await createTestStaffMember(api.db, 'editor');
    const differences: number[] = [];
    const durations: number[] = [];
    const bodies = new Set<string>();
    const attemptTime = async (email: string) => {
      const started = performance.now();
      const response = await post('/api/auth/sign-in/email', { email, password: 'not the password at all' });
      const elapsed = performance.now() - started;
      expect(response.statusCode).toBe(401);
      bodies.add(response.body);
      return elapsed;
    };
    // Paired and in alternating order, so that a load change on the host falls on both sides of a difference.
    for (let attempt = 0; attempt < 12; attempt++) {
      const unknownEmail = `nobody-${attempt}@rennfeld.test`;
      let unknown: number, wrong: number;
      if (attempt % 2 === 0) {
        unknown = await attemptTime(unknownEmail);
        wrong = await attemptTime(member.email);
      } else {
        wrong = await attemptTime(member.email);
        unknown = await attemptTime(unknownEmail);
      }
      differences.push(wrong - unknown);
      durations.push(unknown, wrong);
    }
    expect(bodies.size).toBe(1);
    expect(ErrorResponseSchema.parse(JSON.parse([...bodies][0]!)).message).toBe('Invalid email or password');
    const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
    expect(Math.abs(median(differences))).toBeLessThan(Math.max(0.25 * median(durations), 40));
  });

  it('are recorded, and no audit entry holds a password', async () => {
    await post(
      '/api/auth/sign-in/email',
      { email: 'Someone@Example.com', password: 'guessed password 1' },
      {},
      '203.0.113.9',
    );
    const entry = await api.db.selectFrom('audit_events').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(entry).toMatchObject({
      action: 'staff.sign-in-failed',
      actor_id: null,
      actor_email: 'someone@example.com',
      ip_address: '203.0.113.9',
    });
    const everything = JSON.stringify(await api.db.selectFrom('audit_events').selectAll().execute());
    expect(everything).not.toContain('guessed password');
    expect(everything).not.toContain('not the password at all');
  });

  it('meet 429 per address and per account', async () => {
    const limited = await buildTestApi(api.db, {
      signInRateLimit: { perAddress: 5, perAccount: 3, timeWindowMs: 60_000 },
    });
    try {
      const attempt = (email: string, remoteAddress: string) =>
        limited.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          payload: { email, password: 'wrong password guess' },
          remoteAddress,
        });
      // One account from ever new addresses: the fourth attempt is refused.
      const perAccount = [];
      for (let i = 1; i <= 4; i++) perAccount.push((await attempt('target@example.com', `198.51.100.${i}`)).statusCode);
      expect(perAccount).toEqual([401, 401, 401, 429]);
      // One address trying ever new accounts: the sixth attempt is refused.
      const perAddress = [];
      for (let i = 1; i <= 6; i++) perAddress.push((await attempt(`user${i}@example.com`, '192.0.2.7')).statusCode);
      expect(perAddress).toEqual([401, 401, 401, 401, 401, 429]);
      const refused = await attempt('user7@example.com', '192.0.2.7');
      expect(refused.json()).toEqual({ success: false, message: 'Too many sign-in attempts. Please try again later.' });
    } finally {
      await limited.close();
    }
  });
});

describe('cross-site requests', () => {
  it('are refused at sign-in and on every staff write; same-origin ones pass', async () => {
    const admin = await createTestStaffMember(api.db, 'admin');
    const credentials = { email: admin.email, password: admin.password };
    const evil = await post('/api/auth/sign-in/email', credentials, { origin: 'https://evil.example' });
    expect(evil.statusCode).toBe(403);
    expect(evil.json().message).toBe('Cross-site requests are refused.');
    const fetchSite = await post('/api/auth/sign-in/email', credentials, { 'sec-fetch-site': 'cross-site' });
    expect(fetchSite.statusCode).toBe(403);

    const sameOrigin = await post('/api/auth/sign-in/email', credentials, {
      origin: 'http://localhost:80',
      'sec-fetch-site': 'same-origin',
    });
    expect(sameOrigin.statusCode).toBe(200);
    const cookie = cookieHeaderFrom(sameOrigin.headers['set-cookie']);
    const newMember = { email: 'victim-made@example.com', name: 'X', role: 'admin', password: 'a long password here' };
    const forged = await post('/api/admin/staff', newMember, { cookie, origin: 'https://evil.example' });
    expect(forged.statusCode).toBe(403);
    expect(await api.db.selectFrom('staff_user').selectAll().where('email', '=', newMember.email).execute()).toEqual(
      [],
    );
    const genuine = await post('/api/admin/staff', newMember, { cookie, origin: 'http://localhost:80' });
    expect(genuine.statusCode).toBe(201);
  });
});

describe("better-auth's other routes", () => {
  it.each([
    '/api/auth/sign-up/email',
    '/api/auth/request-password-reset',
    '/api/auth/update-user',
    '/api/auth/change-email',
  ])('%s is not open', async (url) => {
    const response = await post(url, { email: 'new@example.com', password: 'a long password here', name: 'New' });
    expect(response.statusCode).toBe(404);
  });
});

describe('the second factor (TOTP)', () => {
  it('once on, sign-in needs a code or a one-time recovery code', async () => {
    const member = await createTestStaffMember(api.db, 'editor');
    const cookie = await signIn(api.app, member);
    const enabled = await post('/api/auth/two-factor/enable', { password: member.password }, { cookie });
    expect(enabled.statusCode).toBe(200);
    const { totpURI, backupCodes } = enabled.json<{ totpURI: string; backupCodes: string[] }>();
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Rennfeld:/);
    expect(backupCodes.length).toBeGreaterThanOrEqual(8);
    const confirmed = await post('/api/auth/two-factor/verify-totp', { code: totpCodeFor(totpURI) }, { cookie });
    expect(confirmed.statusCode).toBe(200);
    const afterConfirm = cookieHeaderFrom(confirmed.headers['set-cookie']) || cookie;
    expect((await me(afterConfirm)).json()).toMatchObject({ twoFactorEnabled: true });

    const passwordOnly = await post('/api/auth/sign-in/email', { email: member.email, password: member.password });
    expect(passwordOnly.json()).toEqual({ twoFactorRedirect: true });
    const pending = cookieHeaderFrom(passwordOnly.headers['set-cookie']);
    expect((await me(pending)).statusCode).toBe(401);

    const wrongCode = String((Number(totpCodeFor(totpURI)) + 1) % 1_000_000).padStart(6, '0');
    const refused = await post('/api/auth/two-factor/verify-totp', { code: wrongCode }, { cookie: pending });
    expect(refused.statusCode).toBe(401);
    const failed = await api.db.selectFrom('audit_events').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(failed.action).toBe('staff.sign-in-failed');

    const accepted = await post(
      '/api/auth/two-factor/verify-totp',
      { code: totpCodeFor(totpURI) },
      { cookie: pending },
    );
    expect(accepted.statusCode).toBe(200);
    expect((await me(cookieHeaderFrom(accepted.headers['set-cookie']))).statusCode).toBe(200);

    const useRecoveryCode = async () => {
      const again = await post('/api/auth/sign-in/email', { email: member.email, password: member.password });
      return post(
        '/api/auth/two-factor/verify-backup-code',
        { code: backupCodes[0]! },
        { cookie: cookieHeaderFrom(again.headers['set-cookie']) },
      );
    };
    expect((await useRecoveryCode()).statusCode).toBe(200);
    expect((await useRecoveryCode()).statusCode).toBe(401);
  });
});
