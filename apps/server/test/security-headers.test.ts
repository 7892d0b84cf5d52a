import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../api/test/test-app.ts';
import { buildServer } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { PERMISSIONS_POLICY } from '../src/security.ts';

/*
 * The security headers on an API answer, an API error, a stored file and a missing file, with the
 * server built as in production (pages left out: the page's headers and its nonces are checked in
 * a browser by e2e/security-headers.test.ts).
 */

let database: TestDatabase;
let storageDir: string;
const apps: FastifyInstance[] = [];

async function serverWith(env: Record<string, string> = {}) {
  const app = await buildServer({
    config: loadConfig({ STORAGE_DIR: storageDir, ...env }),
    db: database.db,
    withWeb: false,
  });
  apps.push(app);
  return app;
}

beforeAll(async () => {
  storageDir = mkdtempSync(join(tmpdir(), 'rennfeld-storage-'));
  mkdirSync(join(storageDir, 'product'), { recursive: true });
  writeFileSync(join(storageDir, 'product/can.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
  database = await createTestDatabase();
});

afterAll(async () => {
  for (const app of apps) await app.close();
  await database.destroy();
  rmSync(storageDir, { recursive: true, force: true });
});

/** Parses a Content-Security-Policy header into directive → sources. */
function parseCsp(header: unknown): Map<string, string[]> {
  expect(typeof header).toBe('string');
  const directives = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name, sources);
  }
  return directives;
}

/** The policy of a document (a page, an image, a PDF): scripts from this origin and by this answer's nonce. */
function expectDocumentPolicy(headers: Record<string, unknown>) {
  const csp = parseCsp(headers['content-security-policy']);
  const scripts = csp.get('script-src') ?? [];
  expect(scripts).toContain("'self'");
  expect(scripts.some((source) => /^'nonce-[A-Za-z0-9+/]{22}==?'$/.test(source))).toBe(true);
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(csp.get('script-src-attr')).toEqual(["'none'"]);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
  expect(csp.get('media-src')).toEqual(["'self'"]);
  expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
}

/** The policy of a JSON answer: it loads nothing, runs nothing, and nobody frames it. */
function expectJsonPolicy(headers: Record<string, unknown>) {
  expect(headers['content-type']).toMatch(/^application\/json/);
  const csp = parseCsp(headers['content-security-policy']);
  expect([...csp.keys()]).toEqual(['default-src', 'frame-ancestors']);
  expect(csp.get('default-src')).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
}

function expectSecurityHeaders(headers: Record<string, unknown>) {
  if (String(headers['content-type']).startsWith('application/json')) expectJsonPolicy(headers);
  else expectDocumentPolicy(headers);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
  expect(headers['permissions-policy']).toMatch(/camera=\(\)/);
  expect(headers['permissions-policy']).toMatch(/geolocation=\(\)/);
  // HSTS only when configured (a TLS proxy in front).
  expect(headers['strict-transport-security']).toBeUndefined();
}

describe('security headers', () => {
  it.each([
    ['an API answer', '/api/categories', 200],
    ['an API error', '/api/news/show/missing', 404],
    ['a stored file', '/storage/product/can.png', 200],
    ['a missing stored file', '/storage/product/missing.png', 404],
    ['the liveness check', '/healthz', 200],
  ])('are on %s', async (_what, url, status) => {
    const app = await serverWith();
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expectSecurityHeaders(response.headers);
  });

  it('give JSON answers the policy of data and documents the policy of a page', async () => {
    const app = await serverWith();
    expectJsonPolicy((await app.inject({ method: 'GET', url: '/api/categories' })).headers);
    expectJsonPolicy((await app.inject({ method: 'GET', url: '/api/news/show/missing' })).headers);
    expectDocumentPolicy((await app.inject({ method: 'GET', url: '/storage/product/can.png' })).headers);
  });

  it('are on a rate-limited form post and a refused body', async () => {
    const app = await serverWith({ FORM_RATE_LIMIT_MAX: '1' });
    const post = () => app.inject({ method: 'POST', url: '/api/newsletter-store', payload: {} });
    expect((await post()).statusCode).toBe(422);
    const limited = await post();
    expect(limited.statusCode).toBe(429);
    expectSecurityHeaders(limited.headers);
  });

  it('give each answer its own nonce', async () => {
    const app = await serverWith();
    const nonceOf = async () => {
      const response = await app.inject({ method: 'GET', url: '/storage/product/can.png' });
      return parseCsp(response.headers['content-security-policy'])
        .get('script-src')!
        .find((source) => source.startsWith("'nonce-"));
    };
    const nonces = new Set(await Promise.all(Array.from({ length: 20 }, nonceOf)));
    expect(nonces.size).toBe(20);
  });

  it('let other origins embed stored files, and nothing else', async () => {
    const app = await serverWith();
    const file = await app.inject({ method: 'GET', url: '/storage/product/can.png' });
    expect(file.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const api = await app.inject({ method: 'GET', url: '/api/categories' });
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('send HSTS and upgrade-insecure-requests only with HSTS=true', async () => {
    const app = await serverWith({ HSTS: 'true' });
    const api = await app.inject({ method: 'GET', url: '/api/categories' });
    expect(api.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const file = await app.inject({ method: 'GET', url: '/storage/product/can.png' });
    expect(file.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(parseCsp(file.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(true);
  });

  it('allow the API and storage hosts when they live elsewhere', async () => {
    const app = await serverWith({
      PUBLIC_API_BASE: 'https://admin.rennfeld.example/api',
      PUBLIC_STORAGE_BASE: 'https://admin.rennfeld.example/storage',
    });
    const file = await app.inject({ method: 'GET', url: '/storage/product/can.png' });
    const csp = parseCsp(file.headers['content-security-policy']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://admin.rennfeld.example']);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'https://admin.rennfeld.example']);
  });
});

describe('CORS', () => {
  const preflight = (app: FastifyInstance, origin: string) =>
    app.inject({
      method: 'OPTIONS',
      url: '/api/contact-store',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });

  it('is closed by default: no origin is allowed, no preflight passes', async () => {
    const app = await serverWith();
    const read = await app.inject({
      method: 'GET',
      url: '/api/categories',
      headers: { origin: 'https://evil.example' },
    });
    expect(read.statusCode).toBe(200);
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    const options = await preflight(app, 'https://evil.example');
    expect(options.headers['access-control-allow-origin']).toBeUndefined();
    expect(options.headers['access-control-allow-methods']).toBeUndefined();
  });

  it('opens to the origins CORS_ORIGINS lists, and only to them', async () => {
    const app = await serverWith({ CORS_ORIGINS: 'https://shop.rennfeld.example, https://www.rennfeld.example' });
    const allowed = await preflight(app, 'https://shop.rennfeld.example');
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://shop.rennfeld.example');
    expect(allowed.headers['access-control-allow-methods']).toMatch(/POST/);

    const read = await app.inject({
      method: 'GET',
      url: '/api/categories',
      headers: { origin: 'https://www.rennfeld.example' },
    });
    expect(read.headers['access-control-allow-origin']).toBe('https://www.rennfeld.example');

    const other = await preflight(app, 'https://evil.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
