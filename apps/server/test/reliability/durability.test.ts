import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SQLite } from '@rennfeld/api/db';
import { afterAll, describe, expect, it } from 'vitest';
import { killServer, runBounded, startServerProcess, type ServerProcess } from './server-process.ts';

/*
 * Nothing acknowledged is lost: 500 contact messages (20 at a time) against the built server on a
 * fresh SQLite file, SIGKILL in the middle of the burst, a restart on the same file, and every
 * message that got a 2xx is in the database. A kill cannot lose what the OS already holds, so
 * this proves the server acknowledges a message only once it is committed; synchronous=FULL (the
 * commit reaches the disk before the answer) covers the power cut no test here can stage, and
 * database-unavailable.test.ts checks that setting.
 */

const TOTAL = 500;
const CONCURRENCY = 20;
const KILL_AFTER_ACKNOWLEDGED = 150;

describe('a SIGKILL in the middle of a burst of contact messages', () => {
  const dir = mkdtempSync(join(tmpdir(), 'rennfeld-durability-'));
  const databaseFile = join(dir, 'durability.sqlite');
  let server: ServerProcess | undefined;

  afterAll(async () => {
    await killServer(server);
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps every message that was answered with a 2xx', async () => {
    server = await startServerProcess({ databaseUrl: databaseFile });
    const first = server;
    const acknowledged: string[] = [];
    const failed: string[] = [];
    let killed = false;

    const ids = Array.from({ length: TOTAL }, (_, i) => `burst-${i}`);
    await runBounded(ids, CONCURRENCY, async (id) => {
      try {
        const response = await fetch(`${first.baseUrl}/api/contact-store`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'Burst', email: 'burst@example.com', subject: id, message: `Message ${id}` }),
        });
        await response.arrayBuffer();
        if (response.ok) acknowledged.push(id);
        else failed.push(id);
      } catch {
        failed.push(id);
      }
      if (!killed && acknowledged.length >= KILL_AFTER_ACKNOWLEDGED) {
        killed = true;
        first.child.kill('SIGKILL');
      }
    });
    expect(await first.exited).toMatchObject({ signal: 'SIGKILL' });

    // The kill landed in the middle: some were acknowledged, the rest never were.
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKNOWLEDGED);
    expect(acknowledged.length).toBeLessThan(TOTAL);
    expect(failed.length).toBe(TOTAL - acknowledged.length);

    // The server starts again on the same file (WAL recovery) and serves.
    server = await startServerProcess({ databaseUrl: databaseFile });
    expect((await fetch(`${server.baseUrl}/readyz`)).status).toBe(200);

    const database = new SQLite(databaseFile, { readonly: true });
    try {
      const stored = new Set(
        (database.prepare('select subject from contact_messages').all() as Array<{ subject: string }>).map(
          (row) => row.subject,
        ),
      );
      const lost = acknowledged.filter((id) => !stored.has(id));
      expect(lost).toEqual([]);
      // Nothing stored that was not sent, and nothing twice.
      expect([...stored].every((id) => ids.includes(id))).toBe(true);
      const count = database.prepare('select count(*) as n from contact_messages').get() as { n: number };
      expect(count.n).toBe(stored.size);
    } finally {
      database.close();
    }
  });
});
