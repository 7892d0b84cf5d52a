import { mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase } from './database.ts';

let directory: string | undefined;

afterEach(() => {
  if (directory) rmSync(directory, { recursive: true, force: true });
  directory = undefined;
});

describe('a SQLite database file', () => {
  it('is read through a memory map (decision 071)', async () => {
    directory = realpathSync(mkdtempSync(join(tmpdir(), 'rennfeld-mmap-')));
    const file = join(directory, 'catalogue.sqlite');
    // Closing moves the write-ahead log into the file; the next connection reads the file itself.
    const written = createDatabase({ url: file }).db;
    await sql`create table pages (body text)`.execute(written);
    await sql`insert into pages values (${'x'.repeat(10_000)})`.execute(written);
    await written.destroy();
    const mapped = () =>
      readFileSync('/proc/self/maps', 'utf8')
        .split('\n')
        .some((line) => line.endsWith(file));
    expect(mapped()).toBe(false);

    const { db } = createDatabase({ url: file });
    try {
      const { rows } = await sql<{ length: number }>`select length(body) as length from pages`.execute(db);

      expect(rows[0]?.length).toBe(10_000);
      expect(mapped()).toBe(true);
    } finally {
      await db.destroy();
    }
  });
});
