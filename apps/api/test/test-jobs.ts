import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { createBullmqQueue } from '../src/lib/jobs/bullmq-queue.ts';
import { createInProcessQueue } from '../src/lib/jobs/in-process-queue.ts';
import type { JobEngine, JobQueue, JobQueueHooks } from '../src/lib/jobs/job-queue.ts';
import { createPgBossQueue } from '../src/lib/jobs/pg-boss-queue.ts';
import type { DatabaseDialect } from '../src/db/database.ts';
import { withSchemaChangeLock } from './schema-change-lock.ts';

/** The Redis server of the tests (.ci/run starts it); REDIS_TEST_URL points elsewhere. */
const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';

/** The engines a test file runs against: pg-boss on PostgreSQL, this process on SQLite, BullMQ on both. */
export function enginesFor(dialect: DatabaseDialect): JobEngine[] {
  return dialect === 'postgres' ? ['pg-boss', 'bullmq'] : ['in-process', 'bullmq'];
}

export interface TestJobStore {
  /** A queue on this store: several opened on one store are instances sharing their jobs. */
  open(hooks?: Partial<JobQueueHooks>): Promise<JobQueue>;
  /** Drops the store's jobs (pg-boss's schema, BullMQ's keys). */
  drop(): Promise<void>;
}

const silentLog = Fastify({ logger: false }).log;

/** A job store of its own for one test: a pg-boss schema or a BullMQ key prefix nobody else uses. */
export function createTestJobStore(engine: JobEngine): TestJobStore {
  const name = `jobs_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const hooksOf = (hooks: Partial<JobQueueHooks>) => ({ log: silentLog, ...hooks });
  switch (engine) {
    case 'in-process':
      return { open: async (hooks = {}) => createInProcessQueue(hooksOf(hooks)), drop: async () => {} };
    case 'pg-boss': {
      const connectionString = process.env.DATABASE_URL!;
      return {
        open: (hooks = {}) =>
          createPgBossQueue({ ...hooksOf(hooks), connectionString, schema: name, pollingIntervalSeconds: 0.5 }),
        async drop() {
          await withSchemaChangeLock(connectionString, (admin) => admin.query(`DROP SCHEMA IF EXISTS ${name} CASCADE`));
        },
      };
    }
    case 'bullmq':
      return {
        open: (hooks = {}) => createBullmqQueue({ ...hooksOf(hooks), redisUrl: REDIS_URL, prefix: name }),
        async drop() {
          const redis = new Redis(REDIS_URL);
          const keys = await redis.keys(`${name}:*`);
          if (keys.length > 0) await redis.del(...keys);
          await redis.quit();
        },
      };
  }
}
