import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../api/test/test-app.ts';
import { buildServer } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

/* The staff app under /admin: a build of its own shape (index.html, hashed assets), its headers. */

let database: TestDatabase;
let dir: string;
let app: FastifyInstance;
let unbuilt: FastifyInstance;

const INDEX =
  '<!doctype html><html><head><script type="module" src="/admin/assets/index-abc123.js"></script></head></html>';

beforeAll(async () => {
  database = await createTestDatabase();
  dir = mkdtempSync(join(tmpdir(), 'rennfeld-admin-app-'));
  const buildDir = join(dir, 'dist');
  mkdirSync(join(buildDir, 'assets'), { recursive: true });
  writeFileSync(join(buildDir, 'index.html'), INDEX);
  writeFileSync(join(buildDir, 'assets/index-abc123.js'), 'console.log("staff app")');
  const env = { AUTH_SECRET_FILE: join(dir, 'secret'), STORAGE_DIR: dir };
  app = await buildServer({
    config: loadConfig({ ...env, ADMIN_BUILD_DIR: buildDir }),
    db: database.db,
    withWeb: false,
  });
  unbuilt = await buildServer({
    config: loadConfig({ ...env, ADMIN_BUILD_DIR: join(dir, 'missing') }),
    db: database.db,
    withWeb: false,
  });
});

afterAll(async () => {
  await app?.close();
  await unbuilt?.close();
  await database.destroy();
  rmSync(dir, { recursive: true, force: true });
});

describe('/admin', () => {
  it.each(['/admin', '/admin/', '/admin/contact-messages/3/show', '/admin/account'])(
    '%s answers the app, never cached, never indexed, with the staff app’s policy',
    async (url) => {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-robots-tag']).toBe('noindex');
      const policy = String(response.headers['content-security-policy']);
      expect(policy).toContain("script-src 'self';");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).not.toMatch(/unsafe-eval|nonce-/);
      expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(response.headers['x-frame-options']).toBe('DENY');
    },
  );

  it('serves its hashed files for a year, and a missing one is a 404', async () => {
    const asset = await app.inject('/admin/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['x-robots-tag']).toBe('noindex');
    expect((await app.inject('/admin/assets/missing-000.js')).statusCode).toBe(404);
  });

  it('says how to build it when it is not built', async () => {
    const response = await unbuilt.inject('/admin');
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm run build');
  });

  it('leaves the public answers’ policy alone', async () => {
    const robots = await app.inject('/robots.txt');
    expect(String(robots.headers['content-security-policy'])).toMatch(/script-src 'self' 'nonce-/);
  });
});
