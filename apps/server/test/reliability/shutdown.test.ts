import { Agent, request as httpRequest } from 'node:http';
import { SQLite } from '@rennfeld/api/db';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createDatabaseFiles,
  killServer,
  startServerProcess,
  startSlowPost,
  type ServerProcess,
} from './server-process.ts';

/*
 * Graceful shutdown of the built server on SIGTERM: it stops accepting connections at once,
 * finishes every request in flight (form posts to the API, and contact forms posted to the page,
 * whose action calls the API in-process), closes the database and exits 0; a request that never
 * ends does not hold the process past SHUTDOWN_TIMEOUT.
 */

const databases = createDatabaseFiles('shutdown');
let server: ServerProcess | undefined;

afterEach(async () => {
  await killServer(server);
  databases.removeAll();
});

const count = (text: string, pattern: RegExp) => text.match(new RegExp(pattern.source, 'g'))?.length ?? 0;

describe('SIGTERM', () => {
  it('stops accepting, finishes every request in flight, closes the database and exits 0', async () => {
    const databaseFile = databases.fresh();
    server = await startServerProcess({ databaseUrl: databaseFile, env: { LOG_LEVEL: 'info' } });
    const { baseUrl } = server;

    // An idle kept-alive connection must not hold the shutdown up.
    const agent = new Agent({ keepAlive: true });
    await new Promise<void>((resolve, reject) =>
      httpRequest(new URL('/healthz', baseUrl), { agent }, (res) => res.resume().on('end', resolve))
        .on('error', reject)
        .end(),
    );

    const apiPosts = Array.from({ length: 10 }, (_, i) =>
      startSlowPost(
        baseUrl,
        '/api/contact-store',
        'application/json',
        JSON.stringify({ name: 'Slow', email: 'slow@example.com', subject: `api-${i}`, message: 'x'.repeat(2_000) }),
      ),
    );
    const pagePosts = Array.from({ length: 3 }, (_, i) =>
      startSlowPost(
        baseUrl,
        '/contact',
        'application/x-www-form-urlencoded',
        new URLSearchParams({
          name: 'Slow Visitor',
          phone: '',
          email: 'visitor@example.com',
          subject: `page-${i}`,
          message: 'y'.repeat(2_000),
        }).toString(),
      ),
    );
    const inFlight = [...apiPosts, ...pagePosts];
    // Every one of them has reached the server (it logs each request as its headers arrive).
    await expect
      .poll(() => count(server!.output(), /"msg":"incoming request"/), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(1 + inFlight.length);

    server.child.kill('SIGTERM');
    await server.waitForOutput(/shutting down/);

    // No new connection is accepted any more.
    const refused = await fetch(`${baseUrl}/healthz`).then(
      () => 'accepted',
      (error: { cause?: { code?: string } }) => error.cause?.code,
    );
    expect(refused).toBe('ECONNREFUSED');

    // The requests in flight finish, and every one of them gets its full answer.
    for (const slow of inFlight) slow.finish();
    const api = await Promise.all(apiPosts.map((slow) => slow.response));
    expect(api.map((answer) => answer.status)).toEqual(Array(apiPosts.length).fill(201));
    const pages = await Promise.all(pagePosts.map((slow) => slow.response));
    expect(pages.map((answer) => answer.status)).toEqual(Array(pagePosts.length).fill(200));
    for (const page of pages) expect(page.body).toContain('Thank you for contacting us!');

    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.output()).toContain('shut down cleanly');
    agent.destroy();

    const database = new SQLite(databaseFile, { readonly: true });
    try {
      const subjects = (database.prepare('select subject from contact_messages').all() as Array<{ subject: string }>)
        .map((row) => row.subject)
        .sort();
      expect(subjects).toEqual([...apiPosts.map((_, i) => `api-${i}`), ...pagePosts.map((_, i) => `page-${i}`)].sort());
    } finally {
      database.close();
    }
  });

  it('exits non-zero after SHUTDOWN_TIMEOUT when a request never finishes', async () => {
    server = await startServerProcess({
      databaseUrl: databases.fresh(),
      env: { LOG_LEVEL: 'info', SHUTDOWN_TIMEOUT: '1s' },
    });
    const stuck = startSlowPost(server.baseUrl, '/api/contact-store', 'application/json', '{"name":"never ends"}');
    stuck.response.catch(() => {});
    await expect
      .poll(() => count(server!.output(), /"msg":"incoming request"/), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(1);

    const started = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 1, signal: null });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(server.output()).toContain('requests still in flight after 1000 ms');
  });
});
