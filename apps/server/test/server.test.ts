import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { get, type ServerResponse } from 'node:http';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../api/test/test-app.ts';
import { buildServer } from '../src/app.ts';
import { loadConfig, resolveJobEngine } from '../src/config.ts';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe('127.0.0.1');
    expect(config.DATABASE_URL).toMatch(/data\/rennfeld\.sqlite$/);
  });

  it('reads PORT and HOST from the environment', () => {
    const config = loadConfig({ PORT: '8080', HOST: '0.0.0.0' });
    expect(config.PORT).toBe(8080);
    expect(config.HOST).toBe('0.0.0.0');
  });

  it('reads the hardening settings, with strict defaults', () => {
    const defaults = loadConfig({});
    expect(defaults).toMatchObject({
      HSTS: false,
      TRUST_PROXY: false,
      CORS_ORIGINS: [],
      FORM_RATE_LIMIT_MAX: 5,
      FORM_RATE_LIMIT_WINDOW: 60_000,
      SHUTDOWN_TIMEOUT: 10_000,
    });
    expect(defaults.REDIS_URL).toBeUndefined();

    const config = loadConfig({
      HSTS: 'true',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
      CORS_ORIGINS: 'https://shop.example.com,https://www.example.com',
      REDIS_URL: 'redis://127.0.0.1:6379',
      FORM_RATE_LIMIT_MAX: '20',
      FORM_RATE_LIMIT_WINDOW: '10m',
      SHUTDOWN_TIMEOUT: '1500ms',
    });
    expect(config).toMatchObject({
      HSTS: true,
      TRUST_PROXY: ['10.0.0.0/8', '127.0.0.1'],
      CORS_ORIGINS: ['https://shop.example.com', 'https://www.example.com'],
      REDIS_URL: 'redis://127.0.0.1:6379',
      FORM_RATE_LIMIT_MAX: 20,
      FORM_RATE_LIMIT_WINDOW: 600_000,
      SHUTDOWN_TIMEOUT: 1_500,
    });
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ FORM_RATE_LIMIT_WINDOW: '90' }).FORM_RATE_LIMIT_WINDOW).toBe(90_000);
  });

  it('holds as many PostgreSQL connections as the machine has cores (two to ten), or as many as it is told', () => {
    expect(loadConfig({}).DATABASE_POOL_SIZE).toBe(Math.min(10, Math.max(2, availableParallelism())));
    expect(loadConfig({ DATABASE_POOL_SIZE: '16' }).DATABASE_POOL_SIZE).toBe(16);
    // The start-up lock holds one connection while the migrations use another.
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '1' })).toThrow(/DATABASE_POOL_SIZE: /);
  });

  it('runs jobs on pg-boss on PostgreSQL and in the process on SQLite, and refuses an engine without its store', () => {
    expect(resolveJobEngine(loadConfig({}))).toBe('in-process');
    expect(resolveJobEngine(loadConfig({ DATABASE_URL: 'postgres://db/rennfeld' }))).toBe('pg-boss');
    expect(resolveJobEngine(loadConfig({ JOB_ENGINE: 'bullmq', REDIS_URL: 'redis://127.0.0.1:6379' }))).toBe('bullmq');
    expect(() => loadConfig({ JOB_ENGINE: 'pg-boss' })).toThrow(/JOB_ENGINE: pg-boss needs a PostgreSQL DATABASE_URL/);
    expect(() => loadConfig({ JOB_ENGINE: 'bullmq', DATABASE_URL: 'postgres://db/rennfeld' })).toThrow(
      /JOB_ENGINE: bullmq needs REDIS_URL/,
    );
  });

  it('refuses bad hardening settings', () => {
    expect(() =>
      loadConfig({
        HSTS: 'yes',
        TRUST_PROXY: 'my-proxy',
        CORS_ORIGINS: 'shop.example.com',
        REDIS_URL: 'localhost:6379',
        FORM_RATE_LIMIT_MAX: '0',
        FORM_RATE_LIMIT_WINDOW: 'a minute',
        SHUTDOWN_TIMEOUT: '0s',
      }),
    ).toThrow(
      /HSTS: .*\n.*TRUST_PROXY: .*\n.*CORS_ORIGINS.*\n.*REDIS_URL: .*\n.*FORM_RATE_LIMIT_MAX: .*\n.*FORM_RATE_LIMIT_WINDOW: .*\n.*SHUTDOWN_TIMEOUT: /,
    );
  });

  it('accepts .env.example as it stands, and it and docs/configuration.md document the hardening settings', () => {
    const root = new URL('../../../', import.meta.url);
    const example = readFileSync(new URL('.env.example', root), 'utf8');
    const assignments = [...example.matchAll(/^#? ?([A-Z_]+)=(.*)$/gm)].map(([, key, value]) => [key!, value!]);
    expect(() => loadConfig(Object.fromEntries(assignments))).not.toThrow();
    const reference = readFileSync(new URL('docs/configuration.md', root), 'utf8');
    for (const key of [
      'HSTS',
      'TRUST_PROXY',
      'CORS_ORIGINS',
      'REDIS_URL',
      'JOB_ENGINE',
      'FORM_RATE_LIMIT_MAX',
      'FORM_RATE_LIMIT_WINDOW',
      'SHUTDOWN_TIMEOUT',
      'PAGE_CACHE_MB',
      'DATABASE_POOL_SIZE',
    ]) {
      expect(assignments.map(([name]) => name)).toContain(key);
      expect(reference).toMatch(new RegExp(`^\\| \`${key}\`\\s+\\|`, 'm'));
    }
  });

  it('refuses a bad value with a readable list of what is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud' })).toThrow(
      /Invalid configuration:\n {2}PORT: .*\n {2}LOG_LEVEL: /,
    );
  });
});

/** Ways out of the storage folder, sent as written: a client library would tidy most of them away. */
const TRAVERSALS = [
  '/storage/../canary.json',
  '/storage/%2e%2e/canary.json',
  '/storage/..%2fcanary.json',
  '/storage/%2E%2E%2Fcanary.json',
  '/storage/product/../../canary.json',
  '/storage/product/..%2f..%2fcanary.json',
  '/storage/..%5ccanary.json',
];

/** A GET whose path reaches the server byte for byte, not normalised as `fetch` and `inject` do. */
function getRaw(address: string, path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(address);
  return new Promise((resolve, reject) => {
    get({ hostname, port, path }, (response) => {
      let body = '';
      response.setEncoding('latin1');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, body }));
    }).on('error', reject);
  });
}

describe('stored files under /storage', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let storageDir: string;
  let parentDir: string;

  beforeAll(async () => {
    // Canaries beside the storage folder: a way out of it would find them.
    parentDir = mkdtempSync(join(tmpdir(), 'rennfeld-storage-'));
    storageDir = join(parentDir, 'storage');
    writeFileSync(join(parentDir, 'canary.json'), '{"canary":"outside storage"}');
    await sharp({ create: { width: 400, height: 300, channels: 3, background: '#000' } })
      .png()
      .toFile(join(parentDir, 'outside.png'));
    mkdirSync(join(storageDir, 'product/thumb'), { recursive: true });
    writeFileSync(join(storageDir, 'product/thumb/can.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
    writeFileSync(join(storageDir, 'catalogue.pdf'), '%PDF-1.4');
    database = await createTestDatabase();
    app = await buildServer({ config: loadConfig({ STORAGE_DIR: storageDir }), db: database.db, withWeb: false });
  });

  afterAll(async () => {
    await app.close();
    await database.destroy();
    rmSync(parentDir, { recursive: true, force: true });
  });

  let listening: Promise<string> | undefined;
  /** The app on a port, for requests that must not be tidied on the way; the first caller starts it. */
  const listenOnce = () => (listening ??= app.listen({ port: 0, host: '127.0.0.1' }));

  it('serves a stored file with its content type', async () => {
    const response = await app.inject({ method: 'GET', url: '/storage/product/thumb/can.png' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
  });

  it('answers 404 JSON for a missing file', async () => {
    const response = await app.inject({ method: 'GET', url: '/storage/product/missing.png' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'File not found.' });
  });

  it('never serves a file from outside the storage folder', async () => {
    const address = await listenOnce();
    for (const path of TRAVERSALS) {
      const { status, body } = await getRaw(address, path);
      expect([400, 403, 404], path).toContain(status);
      expect(body, path).not.toContain('outside storage');
    }
  });

  describe('image variants (?w=)', () => {
    beforeAll(async () => {
      mkdirSync(join(storageDir, 'news'), { recursive: true });
      await sharp({ create: { width: 1200, height: 675, channels: 3, background: '#c8102e' } })
        .png()
        .toFile(join(storageDir, 'news/race.png'));
    });

    it('sends a listed width as WebP, made once and then read from disk', async () => {
      const first = await app.inject({ method: 'GET', url: '/storage/news/race.png?w=480' });
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toBe('image/webp');
      expect(first.headers['cache-control']).toBe('public, max-age=86400');
      const { format, width, height } = await sharp(first.rawPayload).metadata();
      expect({ format, width, height }).toEqual({ format: 'webp', width: 480, height: 270 });

      const variant = join(storageDir, '.variants/news/race.png.480.webp');
      expect(existsSync(variant)).toBe(true);
      const madeAt = statSync(variant).mtimeMs;
      const second = await app.inject({ method: 'GET', url: '/storage/news/race.png?w=480' });
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(statSync(variant).mtimeMs).toBe(madeAt);
    });

    it('never enlarges: a width beyond the original gives the original width', async () => {
      const response = await app.inject({ method: 'GET', url: '/storage/news/race.png?w=1200' });
      expect((await sharp(response.rawPayload).metadata()).width).toBe(1200);
    });

    it('sends the original when an image cannot be read to make a variant of it', async () => {
      const response = await app.inject({ method: 'GET', url: '/storage/product/thumb/can.png?w=160' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
    });

    it('still makes a variant for a visitor who left while it was made, and sends nothing after them', async () => {
      const warnings: Error[] = [];
      const onWarning = (warning: Error) => warnings.push(warning);
      process.on('warning', onWarning);
      try {
        const address = await listenOnce();
        const response = new Promise<ServerResponse>((resolve) =>
          app.server.once('request', (_request, raw) => resolve(raw)),
        );
        // As a browser drops a lazy image scrolled past: the request is sent, then the connection closed.
        await new Promise<void>((resolve) => {
          const request = get(`${address}/storage/news/race.png?w=640`);
          request.on('error', () => {});
          request.on('close', resolve);
          request.on('finish', () => request.destroy());
        });
        const variant = join(storageDir, '.variants/news/race.png.640.webp');
        await expect.poll(() => existsSync(variant), { timeout: 10_000 }).toBe(true);
        // Until the server has ended the dropped response, or warned while trying to answer it.
        const dropped = await response;
        await expect.poll(() => dropped.writableEnded || warnings.length > 0, { timeout: 10_000 }).toBe(true);
        expect(warnings.map((warning) => warning.message)).toEqual([]);

        const next = await fetch(`${address}/storage/news/race.png?w=640`);
        expect(next.status).toBe(200);
        expect(next.headers.get('content-type')).toBe('image/webp');
      } finally {
        process.off('warning', onWarning);
      }
    });

    it('refuses widths that are not listed, so nobody can make it encode arbitrary sizes', async () => {
      for (const w of ['481', '0', '-160', 'big', '1e3']) {
        const response = await app.inject({ method: 'GET', url: `/storage/news/race.png?w=${w}` });
        expect(response.statusCode, w).toBe(400);
        expect(response.json().message, w).toMatch(/^w must be one of 160, 320/);
      }
    });

    it('has no variants of files that are not images, missing, or outside storage', async () => {
      for (const url of ['/storage/catalogue.pdf?w=320', '/storage/news/missing.png?w=320']) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
      }
      const address = await listenOnce();
      for (const path of TRAVERSALS) {
        const { status, body } = await getRaw(address, `${path.replace('canary.json', 'outside.png')}?w=320`);
        expect(status, path).toBe(404);
        expect(body, path).not.toContain('WEBP');
      }
    });

    it('does not serve the variants folder by its own path', async () => {
      await app.inject({ method: 'GET', url: '/storage/news/race.png?w=320' });
      const response = await app.inject({ method: 'GET', url: '/storage/.variants/news/race.png.320.webp' });
      expect(response.statusCode).toBe(404);
    });

    it('still sends the original when no width is asked for, whatever else the query holds', async () => {
      const response = await app.inject({ method: 'GET', url: '/storage/news/race.png?v=2' });
      expect(response.headers['content-type']).toBe('image/png');
    });
  });

  it('mounts the API under /api', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/categories' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, categories: [] });
  });
});
