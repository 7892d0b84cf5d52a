import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SQLite } from '@rennfeld/api/db';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { REPOSITORY_ROOT } from '../../../../scripts/build-if-changed.mjs';
import { POSTGRES_URL, runOnPostgres } from './postgres.ts';
import { killServer, startServerProcess, type ServerProcess } from './server-process.ts';

/*
 * `npm run db -- backup FILE` while the built server takes a stream of contact messages, then
 * `npm run db -- restore FILE` into a fresh database: every message acknowledged before the
 * backup started is there, no write failed while it ran, and a server started on the restored
 * database serves. On SQLite (online backup) and on PostgreSQL (pg_dump and pg_restore, a new
 * database each); PostgreSQL at 127.0.0.1:5432 (POSTGRES_TEST_URL), without which this fails.
 * Operators' mistakes end with one line and exit code 1.
 */

const CLI = join(REPOSITORY_ROOT, 'apps/server/dist/db-cli.js');
const CONCURRENCY = 8;
/** Written before the backup starts, so it has something to find. */
const WRITES_BEFORE_BACKUP = 100;

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** The built command line `npm run db` runs, on the given database; asynchronous, so the load goes on. */
function db(args: string[], databaseUrl: string, env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      env: { PATH: process.env.PATH, DATABASE_URL: databaseUrl, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (status) => resolve({ status, stdout: stdout.trim(), stderr: stderr.trim() }));
  });
}

/** A refusal: exit code 1 and one line, never a stack trace. */
function expectRefusal(run: Run, message: RegExp): void {
  expect(run, run.stderr).toMatchObject({ status: 1, stdout: '' });
  expect(run.stderr).toMatch(message);
  expect(run.stderr).not.toContain('\n');
}

/** Contact messages posted `CONCURRENCY` at a time until stopped; each one answered 2xx is recorded. */
function startWriteLoad(baseUrl: string) {
  const acknowledged: string[] = [];
  const failures: string[] = [];
  let stopped = false;
  let next = 0;
  const writers = Array.from({ length: CONCURRENCY }, async () => {
    while (!stopped) {
      const subject = `write-${next++}`;
      try {
        const response = await fetch(`${baseUrl}/api/contact-store`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'Load', email: 'load@example.com', subject, message: `Message ${subject}` }),
        });
        await response.arrayBuffer();
        if (response.ok) acknowledged.push(subject);
        else failures.push(`${subject}: ${response.status}`);
      } catch (error) {
        failures.push(`${subject}: ${(error as Error).message}`);
      }
    }
  });
  return {
    acknowledged,
    failures,
    sent: () => next,
    async until(count: number) {
      while (acknowledged.length < count && failures.length === 0) await new Promise((r) => setTimeout(r, 10));
    },
    async stop() {
      stopped = true;
      await Promise.all(writers);
    },
  };
}

/** Backs up under load; returns what was acknowledged before the backup started. */
async function backUpUnderLoad(server: ServerProcess, databaseUrl: string, file: string): Promise<string[]> {
  const load = startWriteLoad(server.baseUrl);
  try {
    await load.until(WRITES_BEFORE_BACKUP);
    const before = [...load.acknowledged];
    const backup = await db(['backup', file], databaseUrl);
    expect(backup.stderr).toBe('');
    expect(backup.status).toBe(0);
    expect(backup.stdout).toMatch(/^Backed up .* to .* \(\d+(\.\d)? [KM]B\)\.$/);
    // Personal data and password hashes: for its owner's eyes only.
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // The load went on while the backup ran, and none of it failed.
    expect(load.acknowledged.length).toBeGreaterThan(before.length);
    return before;
  } finally {
    await load.stop();
    expect(load.failures).toEqual([]);
  }
}

/** Every acknowledged write is in the restored database, and nothing that was never sent. */
function expectRestored(stored: string[], acknowledgedBefore: string[]): void {
  const restored = new Set(stored);
  expect(acknowledgedBefore.filter((subject) => !restored.has(subject))).toEqual([]);
  expect(stored.every((subject) => /^write-\d+$/.test(subject))).toBe(true);
  expect(restored.size).toBe(stored.length);
}

function subjectsIn(databaseFile: string): string[] {
  const database = new SQLite(databaseFile, { readonly: true });
  try {
    const rows = database.prepare('select subject from contact_messages').all() as Array<{ subject: string }>;
    return rows.map((row) => row.subject);
  } finally {
    database.close();
  }
}

async function expectServes(server: ServerProcess): Promise<void> {
  expect((await fetch(`${server.baseUrl}/readyz`)).status).toBe(200);
  const page = await fetch(`${server.baseUrl}/contact`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('<html');
}

const dir = mkdtempSync(join(tmpdir(), 'rennfeld-backup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run db on SQLite', () => {
  const databaseFile = join(dir, 'live.sqlite');
  const backupFile = join(dir, 'sqlite.backup');
  const restoredFile = join(dir, 'restored', 'restored.sqlite');
  let live: ServerProcess | undefined;
  let restored: ServerProcess | undefined;

  afterAll(async () => {
    await killServer(live);
    await killServer(restored);
  });

  it('backs up under write load and restores every acknowledged write into a fresh file', async () => {
    live = await startServerProcess({ databaseUrl: databaseFile });
    // A reader on a snapshot from before the load (a long report, say): SQLite then keeps every
    // write of the load in the WAL, so a copy of the database file alone would miss them all.
    const reader = new SQLite(databaseFile, { readonly: true });
    reader.exec('begin');
    reader.prepare('select count(*) from contact_messages').get();
    let acknowledgedBefore: string[];
    try {
      acknowledgedBefore = await backUpUnderLoad(live, databaseFile, backupFile);
    } finally {
      reader.exec('commit');
      reader.close();
    }

    // Not over the database the running site has open.
    expectRefusal(await db(['restore', backupFile], databaseFile), /is in use .*stop the site first/);
    expect((await fetch(`${live.baseUrl}/readyz`)).status).toBe(200);

    const restore = await db(['restore', backupFile], restoredFile);
    expect(restore).toEqual({
      status: 0,
      stdout: `Restored ${backupFile} to ${restoredFile}. Start the site again.`,
      stderr: '',
    });
    const restoredSubjects = subjectsIn(restoredFile);
    expectRestored(restoredSubjects, acknowledgedBefore);

    restored = await startServerProcess({ databaseUrl: restoredFile });
    await expectServes(restored);
  });

  it('restores over the database of a site that crashed, its WAL left behind', async () => {
    const crashed = live!;
    crashed.child.kill('SIGKILL');
    await crashed.exited;
    expect(existsSync(`${databaseFile}-wal`)).toBe(true);
    const fromBackup = subjectsIn(restoredFile);
    expect(subjectsIn(databaseFile).length).toBeGreaterThan(fromBackup.length);

    chmodSync(databaseFile, 0o640);
    expect(await db(['restore', backupFile], databaseFile)).toMatchObject({ status: 0, stderr: '' });
    // The site's file still, with the mode it had.
    expect(statSync(databaseFile).mode & 0o777).toBe(0o640);
    // The backup, whole: nothing of the old file or its WAL.
    expect(existsSync(`${databaseFile}-wal`)).toBe(false);
    expect(subjectsIn(databaseFile).sort()).toEqual(fromBackup.sort());
    const database = new SQLite(databaseFile, { readonly: true });
    try {
      expect(database.pragma('integrity_check', { simple: true })).toBe('ok');
    } finally {
      database.close();
    }
  });

  it('refuses a missing file name, an unwritable path and a file that is no backup of this site', async () => {
    expectRefusal(await db(['backup'], databaseFile), /^Name the backup file: npm run db -- backup FILE$/);
    expectRefusal(await db(['restore'], databaseFile), /^Name the backup file: npm run db -- restore FILE$/);
    expectRefusal(
      await db(['backup', join(dir, 'no-such-folder', 'x.backup')], databaseFile),
      /^Cannot write .*x\.backup: the folder .*no-such-folder does not exist\.$/,
    );
    writeFileSync(join(dir, 'a-file'), 'text');
    expectRefusal(
      await db(['backup', join(dir, 'a-file', 'x.backup')], databaseFile),
      /^Cannot write .*: .*a-file is not a folder\.$/,
    );
    mkdirSync(join(dir, 'a-folder'));
    expectRefusal(await db(['backup', join(dir, 'a-folder')], databaseFile), /a-folder is a folder: name the backup/);
    expectRefusal(await db(['backup', databaseFile], databaseFile), /is the database itself/);
    expectRefusal(await db(['backup', backupFile], join(dir, 'missing.sqlite')), /^No database at .*missing\.sqlite/);

    const target = join(dir, 'untouched.sqlite');
    expectRefusal(await db(['restore', join(dir, 'nothing-here')], target), /^No backup at .*nothing-here\.$/);
    expectRefusal(await db(['restore', join(dir, 'a-file')], target), /a-file is not a backup made by npm run db/);
    const foreign = join(dir, 'foreign.sqlite');
    const other = new SQLite(foreign);
    other.exec('create table notes (id integer primary key)');
    other.close();
    expectRefusal(await db(['restore', foreign], target), /foreign\.sqlite is not a backup of this site/);
    writeFileSync(join(dir, 'dump.backup'), 'PGDMP and more');
    expectRefusal(await db(['restore', join(dir, 'dump.backup')], target), /is a PostgreSQL backup, but/);
    expectRefusal(await db(['export', backupFile], target), /^Unknown command: export\. The commands: backup, restore/);
  });
});

describe('npm run db on PostgreSQL', () => {
  const suffix = `${process.pid}_${Date.now()}`;
  const sourceName = `backup_source_${suffix}`;
  const restoredName = `backup_restored_${suffix}`;
  const urlOf = (name: string) => {
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const backupFile = join(dir, 'postgres.backup');
  let live: ServerProcess | undefined;
  let restored: ServerProcess | undefined;

  afterAll(async () => {
    await killServer(live);
    await killServer(restored);
    await runOnPostgres(`DROP DATABASE IF EXISTS ${sourceName} WITH (FORCE)`);
    await runOnPostgres(`DROP DATABASE IF EXISTS ${restoredName} WITH (FORCE)`);
  });

  it('backs up under write load and restores every acknowledged write into a new database', async () => {
    await runOnPostgres(`CREATE DATABASE ${sourceName}`);
    await runOnPostgres(`CREATE DATABASE ${restoredName}`);
    live = await startServerProcess({ databaseUrl: urlOf(sourceName) });
    const acknowledgedBefore = await backUpUnderLoad(live, urlOf(sourceName), backupFile);

    const restore = await db(['restore', backupFile], urlOf(restoredName));
    expect(restore).toEqual({
      status: 0,
      stdout: `Restored ${backupFile} into database ${restoredName}. Start the site again.`,
      stderr: '',
    });
    const client = new pg.Client({ connectionString: urlOf(restoredName) });
    await client.connect();
    try {
      const { rows } = await client.query<{ subject: string }>('select subject from contact_messages');
      expectRestored(
        rows.map((row) => row.subject),
        acknowledgedBefore,
      );
    } finally {
      await client.end();
    }

    restored = await startServerProcess({ databaseUrl: urlOf(restoredName) });
    await expectServes(restored);
    // Not into a database the running site uses.
    expectRefusal(
      await db(['restore', backupFile], urlOf(restoredName)),
      /session.* use database .*stop the site first/,
    );
  });

  it('refuses an SQLite backup, and names the package when pg_dump is missing', async () => {
    const url = urlOf(restoredName);
    writeFileSync(join(dir, 'sqlite-header'), 'SQLite format 3\0');
    expectRefusal(await db(['restore', join(dir, 'sqlite-header')], url), /is an SQLite backup, but DATABASE_URL/);
    writeFileSync(join(dir, 'notes.txt'), 'not a backup');
    expectRefusal(await db(['restore', join(dir, 'notes.txt')], url), /notes\.txt is not a backup made by npm run db/);
    const emptyPath = mkdtempSync(join(tmpdir(), 'rennfeld-no-tools-'));
    try {
      expectRefusal(
        await db(['backup', join(dir, 'x.backup')], url, { PATH: emptyPath }),
        /^pg_dump is not installed: install PostgreSQL's client programs .*postgresql-client/,
      );
    } finally {
      rmSync(emptyPath, { recursive: true, force: true });
    }
  });
});
