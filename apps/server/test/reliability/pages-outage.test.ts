import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSTGRES_URL, runOnPostgres } from './postgres.ts';
import { killServer, startServerProcess, type ServerProcess } from './server-process.ts';
import { TcpProxy } from './tcp-proxy.ts';

/*
 * The built server on PostgreSQL loses its database and gets it back: the pages show the SPEC §8
 * messages instead of failing, /readyz tells the load balancer, and once the database answers
 * again everything serves without a restart. PostgreSQL at 127.0.0.1:5432 (POSTGRES_TEST_URL), reached
 * through a proxy the test closes and reopens; without PostgreSQL the test fails.
 */

describe('pages while PostgreSQL is away', () => {
  const target = new URL(POSTGRES_URL);
  const proxy = new TcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const schema = `pages_outage_${process.pid}_${Date.now()}`;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    await runOnPostgres(`CREATE SCHEMA ${schema}`);
    await proxy.start();
    const viaProxy = new URL(POSTGRES_URL);
    viaProxy.port = String(proxy.port);
    viaProxy.searchParams.set('options', `-c search_path=${schema}`);
    server = await startServerProcess({ databaseUrl: viaProxy.toString() });
  });

  afterAll(async () => {
    await killServer(server);
    await proxy.stop();
    await runOnPostgres(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  });

  /** A page's status and its main content (the page's data, which holds every text, follows it). */
  const page = async (path: string) => {
    const response = await fetch(`${server!.baseUrl}${path}`);
    const html = await response.text();
    return { status: response.status, html: html.slice(html.indexOf('<main'), html.indexOf('</main>')) };
  };
  const status = async (path: string) => (await fetch(`${server!.baseUrl}${path}`)).status;

  /** Each page and the SPEC §8 message it shows when its data cannot be loaded. */
  const MESSAGES: Array<[string, RegExp]> = [
    ['/', /Error fetching categories/],
    ['/news', /Failed to load news\.|Error loading news/],
    ['/team', /Failed to load team members\./],
  ];

  it('shows the SPEC §8 messages while the database is away, and recovers on its own', async () => {
    for (const [path, message] of MESSAGES) {
      const { status: code, html } = await page(path);
      expect(code, path).toBe(200);
      expect(html, path).not.toMatch(message);
    }
    expect(await status('/readyz')).toBe(200);

    await proxy.stop();
    for (const [path, message] of MESSAGES) {
      const { status: code, html } = await page(path);
      expect([200, 503], path).toContain(code);
      expect(html, path).toMatch(message);
    }
    expect(await status('/readyz')).toBe(503);
    expect(await status('/healthz')).toBe(200);
    expect(server!.child.exitCode).toBeNull();

    await proxy.start();
    for (const [path, message] of MESSAGES) {
      const { status: code, html } = await page(path);
      expect(code, path).toBe(200);
      expect(html, path).not.toMatch(message);
    }
    expect(await status('/readyz')).toBe(200);
  });
});
