import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { api, type ApiOptions } from '../src/app.ts';
import { createStaffAuth } from '../src/lib/staff-auth.ts';
import { withSchemaChangeLock } from './schema-change-lock.ts';
import {
  createDatabase,
  isPostgresUrl,
  migrateToLatest,
  type Database,
  type DatabaseDialect,
} from '../src/db/database.ts';

export interface TestDatabase {
  db: Kysely<Database>;
  dialect: DatabaseDialect;
  /** Runs a test's own migrations, in turn with other files' on PostgreSQL. */
  changeSchema<T>(change: () => Promise<T>): Promise<T>;
  destroy(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: a temporary SQLite file, or, when DATABASE_URL
 * names PostgreSQL, a schema of its own in that database (dropped afterwards).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (url && isPostgresUrl(url)) {
    const schema = `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    const separator = url.includes('?') ? '&' : '?';
    const { db, dialect } = createDatabase({ url: `${url}${separator}options=-c%20search_path%3D${schema}` });
    await withSchemaChangeLock(url, async (admin) => {
      await admin.query(`CREATE SCHEMA ${schema}`);
      await migrateToLatest(db, { schema });
    });
    return {
      db,
      dialect,
      changeSchema: (change) => withSchemaChangeLock(url, change),
      async destroy() {
        await db.destroy();
        await withSchemaChangeLock(url, async (admin) => {
          await admin.query(`DROP SCHEMA ${schema} CASCADE`);
          // Where a server built on it kept its pg-boss jobs (apps/server/src/jobs.ts).
          await admin.query(`DROP SCHEMA IF EXISTS ${schema}_jobs CASCADE`);
        });
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'rennfeld-test-'));
  const { db, dialect } = createDatabase({ url: join(dir, 'test.sqlite') });
  await migrateToLatest(db);
  return {
    db,
    dialect,
    changeSchema: (change) => change(),
    async destroy() {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A form and order rate limit no functional test reaches (they post far more than five times a
 * minute from one address); the rate-limit tests set their own.
 */
const UNREACHED_FORM_RATE_LIMIT = { max: 1_000_000, timeWindowMs: 60_000 } as const;

/** Signs test newsletter links; never used outside tests. */
export const TEST_LINK_SECRET = 'test-secret-of-newsletter-links-not-used-anywhere-else';

/** Signs test sessions; never used outside tests. */
export const TEST_AUTH_SECRET = 'test-secret-of-the-staff-area-not-used-anywhere-else';

/** Rate limits no functional test reaches; the rate-limit tests set their own. */
const UNREACHED_SIGN_IN_RATE_LIMIT = { perAddress: 1_000_000, perAccount: 1_000_000, timeWindowMs: 60_000 } as const;

/** The API's options other than its database and staff sign-in; each test may override any. */
export type TestApiPluginOptions = Partial<Omit<ApiOptions, 'db'>>;

/** The API plugin alone, mounted under /api as the server mounts it, for `inject()` calls. */
export async function buildTestApi(db: Kysely<Database>, options: TestApiPluginOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  // A storage folder of its own unless the test names one; removed with the app.
  let storageDir = options.storageDir;
  if (!storageDir) {
    const temporary = mkdtempSync(join(tmpdir(), 'rennfeld-storage-'));
    app.addHook('onClose', async () => rmSync(temporary, { recursive: true, force: true }));
    storageDir = temporary;
  }
  await app.register(api, {
    prefix: '/api',
    db,
    staffAuth: createStaffAuth({ db, secret: TEST_AUTH_SECRET, secureCookies: false }),
    formRateLimit: UNREACHED_FORM_RATE_LIMIT,
    orderRateLimit: UNREACHED_FORM_RATE_LIMIT,
    signInRateLimit: UNREACHED_SIGN_IN_RATE_LIMIT,
    // No mail server unless a test brings one: e-mails are held in the outbox.
    mail: { linkSecret: TEST_LINK_SECRET },
    ...options,
    storageDir,
  });
  await app.ready();
  return app;
}

export interface TestApi {
  /** The API of this test file; read it inside tests and hooks, once it is built. */
  readonly app: FastifyInstance;
  /** The API's database; read it inside tests and hooks, once it is created. */
  readonly db: Kysely<Database>;
}

export interface TestApiOptions {
  /** Fills the fresh database before the API is built. */
  seed?: (db: Kysely<Database>) => Promise<void>;
  /** Options of the API plugin other than its database; by default rate limits no test reaches. */
  apiOptions?: TestApiPluginOptions;
}

/**
 * A fresh database and the API over it for the test file that calls this: created before its
 * tests, closed and dropped after them.
 */
export function useTestApi({ seed, apiOptions }: TestApiOptions = {}): TestApi {
  let database: TestDatabase | undefined;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seed?.(database.db);
    app = await buildTestApi(database.db, apiOptions);
  });
  afterAll(async () => {
    await app?.close();
    await database?.destroy();
  });
  return {
    get app() {
      if (!app) throw new Error('The test API is built in beforeAll: read it inside tests and hooks.');
      return app;
    },
    get db() {
      if (!database) throw new Error('The test database is created in beforeAll: read it inside tests and hooks.');
      return database.db;
    },
  };
}
