import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeaderFrom, createTestStaffMember, type TestStaffMember } from '../../api/test/staff-session.ts';
import { createTestDatabase, type TestDatabase } from '../../api/test/test-app.ts';
import { buildServer } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

/*
 * The staff API as the server mounts it: its settings (the site's origin, HTTPS, the cookie
 * secret), its headers, and nothing of it in a public answer.
 */

let database: TestDatabase;
let dir: string;
let member: TestStaffMember;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  dir = mkdtempSync(join(tmpdir(), 'rennfeld-staff-area-'));
  member = await createTestStaffMember(database.db, 'admin');
});

afterAll(async () => {
  for (const app of apps) await app.close();
  await database.destroy();
  rmSync(dir, { recursive: true, force: true });
});

async function serverWith(env: Record<string, string> = {}) {
  const config = loadConfig({ AUTH_SECRET_FILE: join(dir, 'auth-secret'), STORAGE_DIR: dir, ...env });
  const app = await buildServer({ config, db: database.db, withWeb: false });
  apps.push(app);
  return app;
}

async function signInTo(app: FastifyInstance, headers: Record<string, string> = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email: member.email, password: member.password },
    headers,
  });
  expect(response.statusCode).toBe(200);
  return response;
}

describe('the staff API in the server', () => {
  it('is never stored by a cache, never framed, and tells an anonymous caller to sign in', async () => {
    const app = await serverWith();
    const cookie = cookieHeaderFrom((await signInTo(app)).headers['set-cookie']);
    for (let i = 0; i < 2; i++) {
      const response = await app.inject({ url: '/api/admin/me', headers: { cookie } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-robots-tag']).toBe('noindex');
      expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    }
    const anonymous = await app.inject({ url: '/api/admin/me' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain(member.email);
  });

  it('sets Secure cookies when the site is served over HTTPS, and checks origins against it', async () => {
    const app = await serverWith({ PUBLIC_SITE_URL: 'https://www.rennfeld.example' });
    const response = await signInTo(app, { origin: 'https://www.rennfeld.example' });
    expect([response.headers['set-cookie']].flat().join('\n')).toMatch(
      /__Secure-rennfeld-staff\.session_token=.*; Secure/,
    );
    const elsewhere = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: member.email, password: member.password },
      headers: { origin: 'http://127.0.0.1:3000' },
    });
    expect(elsewhere.statusCode).toBe(403);
  });

  it('signs cookies with AUTH_SECRET when given, so every instance reads every session', async () => {
    const secret = 'a-shared-secret-of-at-least-thirty-two-characters';
    const [first, second] = [await serverWith({ AUTH_SECRET: secret }), await serverWith({ AUTH_SECRET: secret })];
    const cookie = cookieHeaderFrom((await signInTo(first)).headers['set-cookie']);
    expect((await second.inject({ url: '/api/admin/me', headers: { cookie } })).statusCode).toBe(200);
    const other = await serverWith({ AUTH_SECRET: 'another-secret-of-at-least-thirty-two-characters' });
    expect((await other.inject({ url: '/api/admin/me', headers: { cookie } })).statusCode).toBe(401);
  });

  it('keeps the staff area out of the sitemap and out of crawlers’ reach', async () => {
    const app = await serverWith();
    const robots = await app.inject('/robots.txt');
    expect(robots.body.split('\n')).toEqual(expect.arrayContaining(['Disallow: /admin', 'Disallow: /api/admin']));
    const sitemap = await app.inject('/sitemap.xml');
    expect(sitemap.body).not.toMatch(/\/admin|\/api\/auth/);
  });
});
