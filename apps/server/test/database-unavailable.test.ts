import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SQLite, type SQLiteDatabase } from '@rennfeld/api/db';
import { createDatabase, migrateToLatest } from '@rennfeld/api/db';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

/*
 * SQLite as the database that cannot be reached: another process holds the write lock longer
 * than the busy timeout. The API answers 503 JSON quickly, reads go on (WAL), and the next post
 * after the lock is released is stored: no restart needed. Runs on SQLite whatever DATABASE_URL
 * says (it is about SQLite); PostgreSQL outages are in reliability/postgres-unavailable.test.ts.
 */

const BUSY_TIMEOUT_MS = 200;

describe('SQLite locked by another process', () => {
  let dir: string;
  let handle: ReturnType<typeof createDatabase>;
  let app: FastifyInstance;
  let other: SQLiteDatabase;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'rennfeld-busy-'));
    const file = join(dir, 'busy.sqlite');
    handle = createDatabase({ url: file, busyTimeoutMs: BUSY_TIMEOUT_MS });
    await migrateToLatest(handle.db);
    app = await buildServer({
      config: loadConfig({ FORM_RATE_LIMIT_MAX: '100' }),
      db: handle.db,
      withWeb: false,
    });
    other = new SQLite(file);
  });

  afterAll(async () => {
    other.close();
    await app.close();
    await handle.db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  const message = { name: 'Lukas', email: 'lukas@example.com', subject: 'Oil', message: 'Hi' };
  const post = () => app.inject({ method: 'POST', url: '/api/contact-store', payload: message });

  it('answers 503 JSON quickly while the lock is held, and stores the next post once it is released', async () => {
    other.exec('BEGIN IMMEDIATE');
    try {
      const started = Date.now();
      const refused = await post();
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({
        success: false,
        message: 'The service is temporarily unavailable. Please try again in a moment.',
      });
      expect(Date.now() - started).toBeLessThan(BUSY_TIMEOUT_MS + 1_000);
      // Readers are not blocked by a writer in WAL mode: the catalogue still answers.
      expect((await app.inject({ method: 'GET', url: '/api/categories' })).statusCode).toBe(200);
    } finally {
      other.exec('ROLLBACK');
    }
    expect((await post()).statusCode).toBe(201);
    expect(other.prepare('select count(*) as n from contact_messages').get()).toEqual({ n: 1 });
  });

  it('opens the file in WAL mode, with synchronous=FULL and a busy timeout', async () => {
    const probe = createDatabase({ url: join(dir, 'pragmas.sqlite') });
    try {
      const pragma = async (name: string) =>
        Object.values((await sql.raw(`pragma ${name}`).execute(probe.db)).rows[0]!)[0];
      expect(await pragma('journal_mode')).toBe('wal');
      expect(await pragma('synchronous')).toBe(2); // FULL: a commit is on disk before it returns
      expect(await pragma('busy_timeout')).toBe(5_000);
    } finally {
      await probe.db.destroy();
    }
  });
});
