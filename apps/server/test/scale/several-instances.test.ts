import { randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase } from '@rennfeld/api/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, ensureAttribute } from '../../../api/test/builders.ts';
import { startSmtpPeer, type SmtpPeer } from '../../../api/test/smtp-peer.ts';
import { cookieHeaderFrom, createTestStaffMember, type TestStaffMember } from '../../../api/test/staff-session.ts';
import { readSamples } from '../prometheus-text.ts';
import { POSTGRES_URL, runOnPostgres } from '../reliability/postgres.ts';
import {
  editProductThroughStaffApi,
  freePort,
  killServer,
  runBounded,
  startServerProcess,
  startSlowPost,
  type ServerProcess,
} from '../reliability/server-process.ts';
import { startNginx, type Nginx } from './nginx.ts';

/*
 * The same build as two instances on one PostgreSQL schema and one Redis, behind nginx with the
 * proxy settings production uses (deploy/nginx/rennfeld-proxy.conf), all on loopback: started at
 * the same moment on an empty schema, they migrate it (and seed the demo) once; nginx shares the
 * traffic between them; a change saved through one is what the other serves; the form and sign-in
 * limits and the staff session are one for both; each e-mail goes out once, from whichever
 * instance's job worker takes it (pg-boss in the same PostgreSQL); one stopped with SIGTERM under load finishes what
 * it holds while nginx sends the rest to the other. Needs nginx (/usr/sbin/nginx), PostgreSQL at 127.0.0.1:5432
 * (POSTGRES_TEST_URL) and Redis at 127.0.0.1:6379 (REDIS_TEST_URL); without them it fails.
 */

const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
const FORM_RATE_LIMIT_MAX = 3;
/** The server's default: attempts on one staff account per window, counted in Redis. */
const SIGN_IN_ATTEMPTS_PER_ACCOUNT = 10;

/**
 * Awaits instances started at the same moment and keeps each one that started in `instances`, so
 * the suite stops it even when another did not start.
 */
async function startTogether(instances: ServerProcess[], starts: Promise<ServerProcess>[]) {
  const results = await Promise.allSettled(starts);
  for (const result of results) if (result.status === 'fulfilled') instances.push(result.value);
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * A request from a loopback address of its own (127.x.y.z): Redis keeps the rate limits' counts
 * between runs, so each run's client is a new address, which nginx forwards as the client's.
 */
function send(
  url: string,
  {
    method = 'GET',
    headers = {},
    body,
    from,
  }: { method?: string; headers?: Record<string, string>; body?: string; from: string },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method, headers, localAddress: from, agent: false }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

const freshAddress = () => `127.${randomInt(1, 255)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** Answers counted by an instance's /metrics, summed over the samples `match` picks. */
async function countAnswers(metricsOrigin: string, match: (labels: Record<string, string>) => boolean) {
  const response = await fetch(`${metricsOrigin}/metrics`);
  expect(response.status).toBe(200);
  return readSamples(await response.text())
    .filter((sample) => sample.name === 'rennfeld_http_requests_total' && match(sample.labels))
    .reduce((sum, sample) => sum + sample.value, 0);
}

const isPage = (labels: Record<string, string>) => labels.method === 'GET' && labels.route!.startsWith('routes/');

describe('two instances behind nginx on PostgreSQL and Redis', () => {
  const schema = `scale_${process.pid}_${Date.now()}`;
  const url = new URL(POSTGRES_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const database = createDatabase({ url: url.toString() });
  let storageDir = '';
  const instances: ServerProcess[] = [];
  const metricsOrigins: string[] = [];
  let nginx: Nginx | undefined;
  let smtp: SmtpPeer | undefined;
  let siteUrl: string;
  let product: { name: string; slug: string };
  let editor: TestStaffMember;

  beforeAll(async () => {
    await runOnPostgres(`CREATE SCHEMA ${schema}`);
    storageDir = mkdtempSync(join(tmpdir(), 'rennfeld-shared-storage-'));
    smtp = await startSmtpPeer();
    const nginxPort = await freePort();
    siteUrl = `http://127.0.0.1:${nginxPort}`;
    const metricsPorts = [await freePort(), await freePort()];
    metricsOrigins.push(...metricsPorts.map((port) => `http://127.0.0.1:${port}`));
    // Both at the same moment, on the empty schema: each would migrate it at start.
    await startTogether(
      instances,
      metricsPorts.map((metricsPort) =>
        startServerProcess({
          databaseUrl: url.toString(),
          env: {
            LOG_LEVEL: 'info',
            LOG_FORMAT: 'json',
            STORAGE_DIR: storageDir,
            AUTH_SECRET: 'one secret for both instances, as deploy.md asks',
            REDIS_URL,
            TRUST_PROXY: '1',
            PUBLIC_SITE_URL: siteUrl,
            FORM_RATE_LIMIT_MAX: String(FORM_RATE_LIMIT_MAX),
            METRICS_PORT: String(metricsPort),
            SMTP_URL: smtp!.url,
          },
        }),
      ),
    );
    nginx = await startNginx({ port: nginxPort, instances: instances.map((instance) => instance.baseUrl) });

    const category = await createCategory(database.db, { name: 'Engine Oils', slug: 'engine-oils' });
    product = await createProduct(database.db, {
      name: 'Rennfeld Endurance Oil',
      categoryId: category.id,
      viscosity: '5W-30',
      sizes: [{ size: '1l', price: 19.9 }],
    });
    editor = await createTestStaffMember(database.db, 'editor');
  });

  afterAll(async () => {
    await nginx?.stop();
    for (const instance of instances) await killServer(instance);
    await smtp?.stop();
    await database.db.destroy();
    await runOnPostgres(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    if (storageDir) rmSync(storageDir, { recursive: true, force: true });
  });

  /** Signs the member in on one instance's own port, as the staff app would from the site's origin. */
  async function signIn(instance: ServerProcess, member: TestStaffMember): Promise<string> {
    const answer = await send(`${instance.baseUrl}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: siteUrl },
      body: JSON.stringify({ email: member.email, password: member.password }),
      from: freshAddress(),
    });
    expect(answer.status, answer.body).toBe(200);
    return cookieHeaderFrom(answer.headers['set-cookie']);
  }

  it('migrated the empty schema once, under a lock, and both instances serve', async () => {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(database.db);
    expect(rows.length).toBeGreaterThan(0);
    // Each migration was applied by exactly one of the two.
    const applied = instances.flatMap((instance) =>
      instance
        .output()
        .split('\n')
        .filter((line) => line.includes('"migration applied"'))
        .map((line) => (JSON.parse(line) as { migration: string }).migration),
    );
    expect(applied.sort()).toEqual(rows.map((row) => row.name));
    for (const instance of instances) expect((await fetch(`${instance.baseUrl}/readyz`)).status).toBe(200);
  });

  it('shares the traffic between both instances, with no 5xx', async () => {
    const pages = ['/', '/products/engine-oils', `/product-detail/${product.slug}`];
    const api = ['/api/products/engine-oils', `/api/product-detail/${product.slug}`, '/api/search-materials'];
    const before = await Promise.all(metricsOrigins.map((origin) => countAnswers(origin, isPage)));
    const paths = Array.from({ length: 40 }, () => [...pages, ...api]).flat();
    const statuses: number[] = [];
    await runBounded(paths, 8, async (path) => {
      const response = await fetch(`${nginx!.baseUrl}${path}`);
      await response.arrayBuffer();
      statuses.push(response.status);
    });
    expect(statuses.filter((status) => status !== 200)).toEqual([]);

    // Every page a visitor asked for was rendered (or taken from the cache) by exactly one instance.
    // An answer is counted once its last byte is written, which can be after nginx passed it on.
    const servedSince = async () =>
      (await Promise.all(metricsOrigins.map((origin) => countAnswers(origin, isPage)))).map(
        (count, index) => count - before[index]!,
      );
    await expect.poll(async () => (await servedSince()).reduce((sum, count) => sum + count)).toBe(40 * pages.length);
    const served = await servedSince();
    for (const count of served) expect(count).toBeGreaterThanOrEqual(40 * pages.length * 0.25);
    // nginx answers /metrics itself: the instances' metrics are never public.
    expect((await fetch(`${nginx!.baseUrl}/metrics`)).status).toBe(404);
  });

  it('serves a change saved through one instance from the other within a second', async () => {
    const [editing, serving] = instances as [ServerProcess, ServerProcess];
    const newName = 'Rennfeld Qualifying Oil';
    const newViscosity = await ensureAttribute(database.db, 'viscosities', '10W-60');
    const checks: Array<{ path: string; before: (body: string) => boolean; after: (body: string) => boolean }> = [
      {
        path: `/product-detail/${product.slug}`,
        before: (b) => b.includes(product.name),
        after: (b) => b.includes(newName),
      },
      { path: '/products/engine-oils', before: (b) => b.includes(product.name), after: (b) => b.includes(newName) },
      { path: '/api/products/engine-oils', before: (b) => b.includes('19.9'), after: (b) => b.includes('1.23') },
      { path: '/api/search-materials', before: (b) => !b.includes('10W-60'), after: (b) => b.includes('10W-60') },
      {
        path: '/api/product-list?q=qualifying',
        before: (b) => !b.includes(product.slug),
        after: (b) => b.includes(product.slug),
      },
    ];
    // Both instances keep every answer before the change: through nginx (which alternates) and
    // on the serving instance's own port.
    const read = async (origin: string, path: string) => (await fetch(`${origin}${path}`)).text();
    for (const { path, before } of checks) {
      for (const origin of [nginx!.baseUrl, nginx!.baseUrl, nginx!.baseUrl, nginx!.baseUrl, serving.baseUrl]) {
        expect(before(await read(origin, path)), `${origin}${path} before`).toBe(true);
      }
    }
    const kept = await fetch(`${serving.baseUrl}/product-detail/${product.slug}`);
    expect(kept.headers.get('x-page-cache')).toBe('hit');

    // An editor saves a new name, viscosity and price through the other instance's own port.
    const cookie = await signIn(editing, editor);
    const saved = await editProductThroughStaffApi(
      editing.baseUrl,
      { cookie, origin: siteUrl },
      product.name,
      (record) => ({
        name: newName,
        viscosityId: newViscosity.id,
        variants: [{ ...record.variants[0]!, price: 1.23 }],
      }),
    );
    expect(saved.status).toBe(200);
    const savedAt = Date.now();

    // Through nginx (both instances) and on the serving instance's port, every answer has it.
    await expect
      .poll(
        async () => {
          const stale: string[] = [];
          for (const { path, after } of checks) {
            for (const origin of [nginx!.baseUrl, nginx!.baseUrl, serving.baseUrl]) {
              if (!after(await read(origin, path))) stale.push(`${origin}${path}`);
            }
          }
          return stale;
        },
        { timeout: 1_000, interval: 50 },
      )
      .toEqual([]);
    expect(Date.now() - savedAt).toBeLessThan(1_000);
  });

  it('counts the form limit once for both instances, whichever one a post reaches', async () => {
    const isContactPost = (labels: Record<string, string>) =>
      labels.method === 'POST' && labels.route!.endsWith('/contact-store') && labels.status_code === '429';
    const before = await Promise.all(metricsOrigins.map((origin) => countAnswers(origin, isContactPost)));
    const from = freshAddress();
    const statuses = [];
    for (let i = 0; i < FORM_RATE_LIMIT_MAX * 2 + 1; i++) {
      const answer = await send(`${nginx!.baseUrl}/api/contact-store`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Lukas', email: 'lukas@example.com', subject: `Oil ${i}`, message: 'Hi' }),
        from,
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([
      ...Array<number>(FORM_RATE_LIMIT_MAX).fill(201),
      ...Array<number>(FORM_RATE_LIMIT_MAX + 1).fill(429),
    ]);
    // Both instances refused some: the count is one, in Redis, keyed by the address nginx forwarded.
    for (const [index, origin] of metricsOrigins.entries()) {
      await expect
        .poll(async () => (await countAnswers(origin, isContactPost)) - before[index]!, {
          message: `instance ${index}`,
        })
        .toBeGreaterThan(0);
    }
  });

  it('sends each e-mail once, whichever instance took the form and whichever worker took the job', async () => {
    const emails = Array.from({ length: 8 }, (_, i) => `scale-${i}-${randomInt(1e9)}@example.com`);
    for (const email of emails) {
      const answer = await send(`${nginx!.baseUrl}/api/newsletter-store`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Lukas', email }),
        from: freshAddress(),
      });
      expect(answer.status, answer.body).toBe(201);
    }
    await smtp!.waitFor(emails.length, 20_000);
    // Each row says sent after one claim: no worker can claim it again (a claim takes queued rows
    // only), so what the mail server holds now is all it will ever get.
    await expect
      .poll(
        async () =>
          database.db
            .selectFrom('mail_outbox')
            .select(['status', 'attempts'])
            .where('to_address', 'in', emails)
            .execute(),
        { timeout: 20_000 },
      )
      .toEqual(emails.map(() => ({ status: 'sent', attempts: 1 })));
    const recipients = smtp!.received.map((mail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.text);
    expect(recipients.sort()).toEqual([...emails].sort());
  });

  it('counts sign-in attempts on an account once for both instances', async () => {
    const member = await createTestStaffMember(database.db, 'editor');
    const attempt = (instance: ServerProcess, password: string) =>
      send(`${instance.baseUrl}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: siteUrl },
        body: JSON.stringify({ email: member.email, password }),
        from: freshAddress(),
      });
    const statuses = [];
    for (let i = 0; i < SIGN_IN_ATTEMPTS_PER_ACCOUNT; i++) {
      statuses.push((await attempt(instances[i % 2]!, 'a wrong guess')).status);
    }
    expect(statuses).toEqual(Array<number>(SIGN_IN_ATTEMPTS_PER_ACCOUNT).fill(401));
    // The first instance saw only half the attempts, yet refuses even the right password now.
    expect((await attempt(instances[0]!, member.password)).status).toBe(429);
  });

  it('keeps a staff session made on one instance valid on the other', async () => {
    const [first, second] = instances as [ServerProcess, ServerProcess];
    const cookie = await signIn(first, editor);
    const onSecond = (headers: Record<string, string>) =>
      fetch(`${second.baseUrl}/api/admin/products`, { headers: { origin: siteUrl, ...headers } });
    expect((await onSecond({ cookie })).status).toBe(200);
    expect((await onSecond({})).status).toBe(401);
  });

  it('lets an instance stopped with SIGTERM under load finish what it holds; no GET fails', async () => {
    const [staying, stopping] = instances as [ServerProcess, ServerProcess];
    // A form post the stopping instance holds (half its body sent) when the signal comes.
    const held = startSlowPost(
      stopping.baseUrl,
      '/api/contact-store',
      'application/json',
      JSON.stringify({ name: 'Held', email: 'held@example.com', subject: 'held', message: 'x'.repeat(2_000) }),
      { localAddress: freshAddress() },
    );
    const paths = ['/', '/products/engine-oils', `/product-detail/${product.slug}`, '/api/products/engine-oils'];
    const statuses: number[] = [];
    let sent = 0;
    let stoppedAt = -1;
    const load = Array.from({ length: 600 }, (_, index) => paths[index % paths.length]!);
    await runBounded(load, 8, async (path) => {
      sent += 1;
      if (sent === 150) {
        stoppedAt = statuses.length;
        stopping.child.kill('SIGTERM');
        void stopping.waitForOutput(/shutting down/).then(() => held.finish());
      }
      const response = await fetch(`${nginx!.baseUrl}${path}`);
      await response.arrayBuffer();
      statuses.push(response.status);
    });
    expect(stoppedAt).toBeGreaterThan(0);
    expect(statuses).toHaveLength(load.length);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);

    expect((await held.response).status).toBe(201);
    expect(await stopping.exited).toEqual({ code: 0, signal: null });
    expect(stopping.output()).toContain('shut down cleanly');
    expect(staying.child.exitCode).toBeNull();
    const stored = await database.db
      .selectFrom('contact_messages')
      .where('subject', '=', 'held')
      .select('id')
      .execute();
    expect(stored).toHaveLength(1);
  });
});

describe('two instances started together on an empty database with the demo seed', () => {
  const schema = `scale_seed_${process.pid}_${Date.now()}`;
  const url = new URL(POSTGRES_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  let storageDir = '';
  const instances: ServerProcess[] = [];

  beforeAll(async () => {
    await runOnPostgres(`CREATE SCHEMA ${schema}`);
    storageDir = mkdtempSync(join(tmpdir(), 'rennfeld-shared-storage-'));
  });

  afterAll(async () => {
    for (const instance of instances) await killServer(instance);
    await runOnPostgres(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    if (storageDir) rmSync(storageDir, { recursive: true, force: true });
  });

  it('seed it once: one import, the media written once into the shared folder, both serve', async () => {
    const env = { LOG_LEVEL: 'info', LOG_FORMAT: 'json', STORAGE_DIR: storageDir, SEED_DEMO_CONTENT: 'true' };
    await startTogether(
      instances,
      [0, 1].map(() => startServerProcess({ databaseUrl: url.toString(), env })),
    );
    const said = (pattern: RegExp) =>
      instances.map((instance) => instance.output().match(new RegExp(pattern.source, 'g'))?.length ?? 0);
    // One instance did the work; the other waited for it, then found it done.
    expect(said(/demo content: imported/).sort()).toEqual([0, 1]);
    expect(said(/seed skipped/).sort()).toEqual([0, 1]);
    expect(said(/demo content: wrote demo images/).sort()).toEqual([0, 1]);
    expect(said(/demo media already present/).sort()).toEqual([0, 1]);

    const database = createDatabase({ url: url.toString() });
    try {
      const imports = await database.db
        .selectFrom('audit_events')
        .where('action', '=', 'content.imported')
        .select('id')
        .execute();
      expect(imports).toHaveLength(1);
    } finally {
      await database.db.destroy();
    }
    for (const instance of instances) {
      expect((await fetch(`${instance.baseUrl}/readyz`)).status).toBe(200);
      expect((await fetch(`${instance.baseUrl}/api/products/engine-oils`)).status).toBe(200);
    }
  });
});
