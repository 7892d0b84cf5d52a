import { mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname } from 'node:path';
import {
  Kysely,
  Migrator,
  PostgresAdapter,
  PostgresDialect,
  sql,
  SqliteDialect,
  type LogEvent,
  type MigrationResultSet,
} from 'kysely';
import { LRUCache } from 'lru-cache';
import pg from 'pg';
import { createSingleFlight } from '../lib/single-flight.ts';
import { migrations } from './migrations/index.ts';
import { SQLite, type SQLiteDatabase, type SQLiteStatement } from './sqlite-driver.ts';
import type { Database } from './schema.ts';

export type { Database } from './schema.ts';
export { SQLite, type SQLiteDatabase } from './sqlite-driver.ts';
export type DatabaseDialect = 'sqlite' | 'postgres';

export interface DatabaseConfig {
  /** `postgres://…` selects PostgreSQL; anything else is a SQLite file path. */
  url: string;
  /** How long a SQLite write waits for another writer's lock before it fails with SQLITE_BUSY. */
  busyTimeoutMs?: number;
  /** Connections to PostgreSQL this process may hold at once. */
  poolSize?: number;
  /**
   * Told about a PostgreSQL connection that broke (the server restarted, the network dropped it),
   * idle in the pool or in use by a query, which then fails with it. The pool discards the
   * connection and connects anew on the next query.
   */
  onConnectionError?: (error: Error) => void;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DatabaseDialect;
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

/**
 * As many connections as this machine's cores, two to ten: each busy connection is a PostgreSQL
 * process of its own, and more of them than the database's cores share the cores instead of
 * answering sooner (decision 080). Two at least: the start-up lock holds one while migrations
 * use another.
 */
export const DEFAULT_POSTGRES_POOL_SIZE = Math.min(10, Math.max(2, availableParallelism()));

/** A PostgreSQL server that does not answer fails a request after this long instead of hanging it. */
export const POSTGRES_CONNECTION_TIMEOUT_MS = 2_000;

/**
 * Address space (not memory) for SQLite's memory map; a database larger than this reads the rest
 * with read() calls. The pages themselves are the operating system's file cache either way.
 */
const SQLITE_MMAP_BYTES = 2 ** 30;

export function createDatabase({
  url,
  busyTimeoutMs = 5_000,
  poolSize = DEFAULT_POSTGRES_POOL_SIZE,
  onConnectionError = () => {},
}: DatabaseConfig): DatabaseHandle {
  if (isPostgresUrl(url)) {
    const pool = new pg.Pool({
      connectionString: url,
      max: poolSize,
      connectionTimeoutMillis: POSTGRES_CONNECTION_TIMEOUT_MS,
    });
    // A connection that breaks emits 'error'; unheard, that event would end the process. The pool
    // hears it for idle connections only, so every connection gets a listener of its own (it
    // reports idle and busy ones alike; the pool's listener has nothing left to add).
    pool.on('connect', (client) => client.on('error', onConnectionError));
    pool.on('error', () => {});
    const watch = createWatch(pool);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: watch.log });
    watches.set(db, watch);
    return { db, dialect: 'postgres' };
  }
  if (url !== ':memory:') mkdirSync(dirname(url), { recursive: true });
  const sqlite = new SQLite(url);
  // WAL lets readers run beside the one writer; FULL makes every commit survive a crash.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma(`busy_timeout = ${Math.trunc(busyTimeoutMs)}`);
  sqlite.pragma('foreign_keys = ON');
  // Pages are read through a memory map rather than a read() call each, once per page fault instead
  // of once per page the statement visits (decision 071).
  sqlite.pragma(`mmap_size = ${SQLITE_MMAP_BYTES}`);
  const watch = createWatch();
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    log: watch.log,
  });
  watches.set(db, watch);
  return { db, dialect: 'sqlite' };
}

/** What a PostgreSQL pool holds at a moment (for metrics). */
export interface PoolUse {
  /** Connections open, idle or running a query. */
  total: number;
  idle: number;
  /** Queries waiting for a connection because all `max` are busy. */
  waiting: number;
  max: number;
}

/** What the process may watch of a handle made by createDatabase: its pool and its failed queries. */
interface DatabaseWatch {
  pool: pg.Pool | undefined;
  queryErrorListeners: Set<(error: unknown) => void>;
  log: (event: LogEvent) => void;
}

const watches = new WeakMap<Kysely<Database>, DatabaseWatch>();

function createWatch(pool?: pg.Pool): DatabaseWatch {
  const queryErrorListeners = new Set<(error: unknown) => void>();
  return {
    pool,
    queryErrorListeners,
    // Kysely calls this after every query (transactions' too); only a failure is of interest.
    log: (event) => {
      if (event.level === 'error') for (const listener of queryErrorListeners) listener(event.error);
    },
  };
}

/** The pool's use now; undefined for SQLite (one connection in the process, no pool). */
export function readPoolUse(db: Kysely<Database>): PoolUse | undefined {
  const pool = watches.get(db)?.pool;
  if (!pool) return undefined;
  return { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max };
}

/**
 * Calls `listener` with the error of each query the database failed (a constraint, a broken
 * connection, a locked SQLite file; not a connection that could not be opened). Returns the
 * function that stops it.
 */
export function onQueryError(db: Kysely<Database>, listener: (error: unknown) => void): () => void {
  const listeners = watches.get(db)?.queryErrorListeners;
  listeners?.add(listener);
  return () => listeners?.delete(listener);
}

/** Distinct SQL texts whose prepared statements are kept (least recently used go first). */
const PREPARED_STATEMENTS_KEPT = 500;

/**
 * Kysely prepares every query anew, which costs more than running a short one: `prepare` took a
 * large share of the CPU of a cached API answer. Statements are kept by SQL text instead. Reusing
 * one is safe: Kysely runs one query at a time on its one SQLite connection.
 */
function withStatementCache(sqlite: SQLiteDatabase) {
  const statements = new LRUCache<string, SQLiteStatement>({ max: PREPARED_STATEMENTS_KEPT });
  return {
    close: () => sqlite.close(),
    prepare(text: string): SQLiteStatement {
      let statement = statements.get(text);
      if (!statement) {
        statement = sqlite.prepare(text);
        statements.set(text, statement);
      }
      return statement;
    },
  };
}

/** Readiness: one round trip to the database. Rejects when it cannot answer. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}

/**
 * The content's revision: `content_revision`'s counter, which triggers move on every write to a
 * table whose rows the site shows (the catalogue and the editorial content), by this process or
 * any other. The query is compiled once and callers arriving while a read is in flight share it
 * (one primary-key lookup), so a cache may ask on every request.
 */
export function createContentRevisionReader(db: Kysely<Database>): () => Promise<string> {
  const query = db.selectFrom('content_revision').select('revision').where('id', '=', 1).compile();
  const readOnce = createSingleFlight<string>();
  return () =>
    readOnce('content_revision', async () => {
      const result = await db.executeQuery(query);
      return String(result.rows[0]?.revision ?? 'none');
    });
}

/**
 * The revision of what pages show: the content's counter, and the latest news publication time
 * that has come. An article scheduled ahead appears when its time comes, with no write to move
 * the counter; the second part moves then, so pages kept from before are rendered anew.
 */
export function createPageRevisionReader(db: Kysely<Database>): () => Promise<string> {
  const readOnce = createSingleFlight<string>();
  return () =>
    readOnce('page_revision', async () => {
      const now = new Date().toISOString();
      const row = await db
        .selectFrom('content_revision')
        .select('revision')
        .select((eb) =>
          eb
            .selectFrom('news')
            .select((news) => news.fn.max('published_at').as('due'))
            .where('status', '=', 'published')
            .where('published_at', '<=', now)
            .as('latest_publication'),
        )
        .where('id', '=', 1)
        .executeTakeFirst();
      const latestPublication = row?.latest_publication ? toIsoTimestamp(row.latest_publication) : '';
      return `${row?.revision ?? 'none'}:${latestPublication}`;
    });
}

/**
 * Applies every pending migration; already applied ones are skipped, so it is safe on every start.
 * On PostgreSQL the migration bookkeeping lives in `schema`, by default the connection's current
 * schema (the first of its search_path): without a schema, Kysely takes the bookkeeping tables of
 * any other schema in the database for its own.
 */
export async function migrateToLatest(
  db: Kysely<Database>,
  options: { schema?: string } = {},
): Promise<MigrationResultSet> {
  const schema = options.schema ?? (await currentPostgresSchema(db));
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const result = await migrator.migrateToLatest();
  if (result.error) throw result.error;
  return result;
}

/**
 * Runs an instance's start-up work (migrations, the demo seed) one instance at a time. On
 * PostgreSQL it holds a session lock keyed by the schema: instances started together on an empty
 * database wait for the first, then find the work done (a seed checks for an empty database and
 * generates media into the shared STORAGE_DIR, which two at once would both do). SQLite serves
 * one process: no lock.
 */
export async function withStartupLock<T>(db: Kysely<Database>, work: () => Promise<T>): Promise<T> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return work();
  const key = sql`hashtext('rennfeld:start-up:' || current_schema())`;
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${key})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(connection);
    }
  });
}

/** The schema the site's tables live in on PostgreSQL (its search_path); undefined on SQLite. */
export async function currentPostgresSchema(db: Kysely<Database>): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}

/** Dates come back as Date from PostgreSQL and as text from SQLite; both leave as ISO-8601 UTC. */
export function toIsoTimestamp(value: Date | string): string {
  if (value instanceof Date) return value.toISOString();
  const hasZone = /(?:Z|[+-]\d\d:?\d\d)$/.test(value);
  return new Date(hasZone ? value : `${value.replace(' ', 'T')}Z`).toISOString();
}
