import { spawn } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { createDatabase, SQLite, type SQLiteDatabase } from '@rennfeld/api/db';
import { sql } from 'kysely';

/** An operator's mistake or a refusal: told in one line, never as a stack trace. */
export class BackupError extends Error {}

/** The table Kysely records applied migrations in: every database of this site has it. */
const MIGRATIONS_TABLE = 'kysely_migration';
const SQLITE_HEADER = 'SQLite format 3\0';
/** The first bytes of pg_dump's custom format. */
const PG_DUMP_HEADER = 'PGDMP';
const POSTGRES_CLIENT_PACKAGE =
  "PostgreSQL's client programs of the server's major version or newer (Debian: apt-get install postgresql-client)";

function readHeader(file: string): string {
  const descriptor = openSync(file, 'r');
  try {
    const bytes = Buffer.alloc(16);
    const read = readSync(descriptor, bytes, 0, bytes.length, 0);
    return bytes.subarray(0, read).toString('latin1');
  } finally {
    closeSync(descriptor);
  }
}

/** Flushes a file, or the entry of a renamed file in its folder, to the disk. */
function syncToDisk(path: string): void {
  const descriptor = openSync(path, 'r');
  try {
    fsyncSync(descriptor);
  } catch {
    // Some file systems cannot sync a folder; the rename itself is still atomic.
  } finally {
    closeSync(descriptor);
  }
}

/** A file written beside `target` and moved over it once whole: `target` is never half written. */
function partialFileFor(target: string): string {
  return join(dirname(target), `.${basename(target)}.${process.pid}.partial`);
}

function moveIntoPlace(partial: string, target: string): void {
  syncToDisk(partial);
  renameSync(partial, target);
  syncToDisk(dirname(target));
}

/**
 * A backup holds personal data (messages, subscribers) and staff password hashes: it and the
 * files made on the way are readable by their owner only. Set for this process and pg_dump.
 */
function writeOwnerOnlyFiles(): void {
  process.umask(0o077);
}

/** The restored database keeps the old file's owner and mode, so the site can still write it. */
function keepOwnership(partial: string, databaseFile: string): void {
  const { mode, uid, gid } = statSync(databaseFile);
  chmodSync(partial, mode & 0o777);
  try {
    chownSync(partial, uid, gid);
  } catch {
    // Only root may give a file away; anyone else made the file as its owner anyway.
  }
}

/** The backup file must be writable before any work starts. */
function checkWritable(file: string): void {
  const folder = dirname(file);
  if (!existsSync(folder)) throw new BackupError(`Cannot write ${file}: the folder ${folder} does not exist.`);
  if (!statSync(folder).isDirectory()) throw new BackupError(`Cannot write ${file}: ${folder} is not a folder.`);
  if (existsSync(file) && statSync(file).isDirectory()) {
    throw new BackupError(`${file} is a folder: name the backup file, e.g. ${join(file, 'rennfeld.backup')}.`);
  }
}

/** The backup to restore must exist and be of the database DATABASE_URL names. */
function checkReadableBackup(file: string, kind: 'sqlite' | 'postgres'): void {
  if (!existsSync(file)) throw new BackupError(`No backup at ${file}.`);
  if (!statSync(file).isFile()) throw new BackupError(`${file} is not a file.`);
  const header = readHeader(file);
  const isSqlite = header === SQLITE_HEADER;
  const isPgDump = header.startsWith(PG_DUMP_HEADER);
  if (kind === 'sqlite' && isPgDump) {
    throw new BackupError(`${file} is a PostgreSQL backup, but DATABASE_URL names an SQLite file.`);
  }
  if (kind === 'postgres' && isSqlite) {
    throw new BackupError(`${file} is an SQLite backup, but DATABASE_URL names a PostgreSQL database.`);
  }
  if ((kind === 'sqlite' && !isSqlite) || (kind === 'postgres' && !isPgDump)) {
    throw new BackupError(`${file} is not a backup made by npm run db -- backup.`);
  }
}

/** Turns a failure to write into one line; anything else is a bug and keeps its stack. */
function asWriteError(error: unknown, file: string): unknown {
  if (error instanceof BackupError) return error;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && /^(E[A-Z]+|SQLITE_(CANTOPEN|FULL|IOERR|READONLY|PERM).*)$/.test(code)) {
    return new BackupError(`Cannot write ${file}: ${(error as Error).message}`);
  }
  return error;
}

function hasMigrationsTable(database: SQLiteDatabase): boolean {
  const row = database
    .prepare(`select count(*) as tables from sqlite_master where type = 'table' and name = ?`)
    .get(MIGRATIONS_TABLE) as { tables: number };
  return row.tables === 1;
}

/**
 * Copies an SQLite database with SQLite's online backup: a read transaction sees one moment of
 * it while the site's writers go on (WAL). All pages are copied in one step: a copy made in
 * several steps starts over whenever another process writes, which under load may be forever.
 * The copy is one self-contained file (no -wal beside it).
 */
async function copySqliteDatabase(source: SQLiteDatabase, target: string): Promise<void> {
  await source.backup(target, { progress: () => 0x7fffffff });
  const copy = new SQLite(target, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
}

export async function backupSqlite(databaseFile: string, file: string): Promise<string> {
  if (databaseFile === ':memory:') throw new BackupError('DATABASE_URL is :memory:: there is nothing to back up.');
  if (!existsSync(databaseFile)) throw new BackupError(`No database at ${databaseFile} (DATABASE_URL).`);
  checkWritable(file);
  writeOwnerOnlyFiles();
  if (existsSync(file) && statSync(file).ino === statSync(databaseFile).ino) {
    throw new BackupError(`${file} is the database itself: name another file.`);
  }
  const source = new SQLite(databaseFile, { readonly: true, fileMustExist: true });
  const partial = partialFileFor(file);
  try {
    source.pragma('busy_timeout = 10000');
    await copySqliteDatabase(source, partial);
    moveIntoPlace(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    throw asWriteError(error, file);
  } finally {
    source.close();
  }
  return `Backed up ${databaseFile} to ${file} (${formatSize(statSync(file).size)}).`;
}

/**
 * Replaces the SQLite file with a copy of the backup, checked first: an SQLite database, intact,
 * with the site's migrations table. The copy is made beside the database and renamed over it, so
 * the database is either the old one or the restored one, never a mix. Refused while another
 * process (the site) has the database open: its open file and WAL would outlive the rename.
 */
export async function restoreSqlite(databaseFile: string, file: string): Promise<string> {
  if (databaseFile === ':memory:') throw new BackupError('DATABASE_URL is :memory:: there is nothing to restore to.');
  checkReadableBackup(file, 'sqlite');
  const backup = openBackup(file);
  mkdirSync(dirname(databaseFile), { recursive: true });
  const partial = partialFileFor(databaseFile);
  try {
    await copySqliteDatabase(backup, partial);
    if (existsSync(databaseFile)) {
      closeCurrentDatabase(databaseFile);
      keepOwnership(partial, databaseFile);
    }
    moveIntoPlace(partial, databaseFile);
  } catch (error) {
    rmSync(partial, { force: true });
    throw asWriteError(error, databaseFile);
  } finally {
    backup.close();
  }
  return `Restored ${file} to ${databaseFile}. Start the site again.`;
}

/** Opens an SQLite backup once it proved intact and of this site (it has the migrations table). */
function openBackup(file: string): SQLiteDatabase {
  let backup: SQLiteDatabase | undefined;
  try {
    backup = new SQLite(file, { readonly: true, fileMustExist: true });
    const check = backup.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new BackupError(`${file} is damaged (SQLite's quick_check: ${String(check)}).`);
    if (!hasMigrationsTable(backup)) {
      throw new BackupError(`${file} is not a backup of this site: it has no ${MIGRATIONS_TABLE} table.`);
    }
    return backup;
  } catch (error) {
    backup?.close();
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${file} cannot be read as an SQLite database: ${(error as Error).message}`);
  }
}

/**
 * Takes the database out of WAL mode, which SQLite allows only to the one connection that has it
 * open: so it fails while the site runs, and otherwise folds the WAL into the file and removes
 * it, leaving nothing of the old database that SQLite would apply to the restored one. A file
 * that is no database at all (the reason for many a restore) is simply replaced.
 */
function closeCurrentDatabase(databaseFile: string): void {
  let current: SQLiteDatabase | undefined;
  try {
    current = new SQLite(databaseFile, { fileMustExist: true });
    current.pragma('busy_timeout = 0');
    const mode = current.pragma('journal_mode = DELETE', { simple: true });
    if (mode !== 'delete') throw new BackupError('busy');
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'SQLITE_NOTADB' || code === 'SQLITE_CORRUPT') return;
    if (error instanceof BackupError || code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED') {
      throw new BackupError(`${databaseFile} is in use (is the site running?): stop the site first, then restore.`);
    }
    throw error;
  } finally {
    current?.close();
  }
  // Written by no one now (the check above): left over from a crash, they belong to the old file.
  rmSync(`${databaseFile}-wal`, { force: true });
  rmSync(`${databaseFile}-shm`, { force: true });
}

function formatSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(0)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * The connection of a postgres:// URL as libpq's environment variables, for pg_dump and
 * pg_restore: a password on their command line would show in `ps` to every user of the machine.
 */
function postgresEnvironment(url: string): NodeJS.ProcessEnv {
  const parsed = new URL(url);
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  const set = (variable: string, value: string | null) => {
    if (value) env[variable] = value;
  };
  set('PGHOST', parsed.hostname.replace(/^\[(.*)\]$/, '$1'));
  set('PGPORT', parsed.port);
  set('PGUSER', decodeURIComponent(parsed.username));
  set('PGPASSWORD', decodeURIComponent(parsed.password));
  set('PGDATABASE', decodeURIComponent(parsed.pathname.slice(1)));
  const parameters: Array<[string, string]> = [
    ['host', 'PGHOST'],
    ['port', 'PGPORT'],
    ['user', 'PGUSER'],
    ['password', 'PGPASSWORD'],
    ['dbname', 'PGDATABASE'],
    ['sslmode', 'PGSSLMODE'],
    ['sslrootcert', 'PGSSLROOTCERT'],
    ['sslcert', 'PGSSLCERT'],
    ['sslkey', 'PGSSLKEY'],
    ['options', 'PGOPTIONS'],
  ];
  for (const [parameter, variable] of parameters) set(variable, parsed.searchParams.get(parameter));
  return env;
}

/** libpq's `dbname='…'`: names the database on the command line without the password. */
function databaseNameArgument(env: NodeJS.ProcessEnv): string {
  const name = env.PGDATABASE ?? env.PGUSER ?? 'postgres';
  return `dbname='${name.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

interface ToolResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

function runTool(program: string, args: string[], env: NodeJS.ProcessEnv): Promise<ToolResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new BackupError(`${program} is not installed: install ${POSTGRES_CLIENT_PACKAGE}.`)
          : error,
      );
    });
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The first error line pg_dump or pg_restore wrote, without its program prefix. */
function firstError(stderr: string): string {
  const lines = stderr
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const line = lines.find((text) => /error|fatal/i.test(text)) ?? lines[0] ?? 'no message';
  return line.replace(/^pg_(dump|restore): (error: )?/, '');
}

/** pg_dump's custom format: a consistent snapshot (one transaction), taken while the site writes. */
export async function backupPostgres(url: string, file: string): Promise<string> {
  checkWritable(file);
  writeOwnerOnlyFiles();
  const env = postgresEnvironment(url);
  const partial = partialFileFor(file);
  try {
    const result = await runTool('pg_dump', ['--format=custom', `--file=${partial}`], env);
    if (result.code !== 0) throw new BackupError(`pg_dump failed: ${firstError(result.stderr)}`);
    moveIntoPlace(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    throw asWriteError(error, file);
  }
  return `Backed up database ${env.PGDATABASE} to ${file} (${formatSize(statSync(file).size)}).`;
}

/**
 * pg_restore into the database of DATABASE_URL in one transaction: the site's tables are dropped
 * and made anew from the backup, or, when anything fails, left as they were. Refused while other
 * sessions use the database: the site's caches would outlive the restore.
 */
export async function restorePostgres(url: string, file: string): Promise<string> {
  checkReadableBackup(file, 'postgres');
  const env = postgresEnvironment(url);
  const contents = await runTool('pg_restore', ['--list', file], env);
  if (contents.code !== 0) throw new BackupError(`${file} cannot be read: ${firstError(contents.stderr)}`);
  if (!new RegExp(`^\\d+; \\d+ \\d+ TABLE \\S+ ${MIGRATIONS_TABLE} `, 'm').test(contents.stdout)) {
    throw new BackupError(`${file} is not a backup of this site: it has no ${MIGRATIONS_TABLE} table.`);
  }

  const others = await countOtherSessions(url);
  if (others > 0) {
    throw new BackupError(
      `${others} other session(s) use database ${env.PGDATABASE} (is the site running?): stop the site first, then restore.`,
    );
  }
  const result = await runTool(
    'pg_restore',
    ['--clean', '--if-exists', '--no-owner', '--single-transaction', `--dbname=${databaseNameArgument(env)}`, file],
    env,
  );
  if (result.code !== 0) {
    throw new BackupError(`pg_restore failed, the database is unchanged: ${firstError(result.stderr)}`);
  }
  return `Restored ${file} into database ${env.PGDATABASE}. Start the site again.`;
}

async function countOtherSessions(url: string): Promise<number> {
  const { db } = createDatabase({ url });
  try {
    const { rows } = await sql<{ sessions: number | string }>`
      select count(*) as sessions from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'
    `.execute(db);
    return Number(rows[0]?.sessions ?? 0);
  } catch (error) {
    throw new BackupError(`Cannot connect to the database of DATABASE_URL: ${(error as Error).message}`);
  } finally {
    await db.destroy();
  }
}
