import { createBullmqQueue, createInProcessQueue, createPgBossQueue, type JobQueue } from '@rennfeld/api';
import { currentPostgresSchema, type Database } from '@rennfeld/api/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { type Config, resolveJobEngine } from './config.ts';

/**
 * The job engine JOB_ENGINE names (decision 052). pg-boss's tables go into `<site schema>_jobs`,
 * so two sites (or test runs) in one database, each in its own schema, never share jobs.
 */
export async function createJobQueue({
  config,
  db,
  log,
  onFailure,
}: {
  config: Config;
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  onFailure?: (queue: string) => void;
}): Promise<JobQueue> {
  const hooks = { log, ...(onFailure ? { onFailure } : {}) };
  switch (resolveJobEngine(config)) {
    case 'pg-boss': {
      const schema = await currentPostgresSchema(db);
      return createPgBossQueue({ ...hooks, connectionString: config.DATABASE_URL, schema: `${schema}_jobs` });
    }
    case 'bullmq':
      return createBullmqQueue({ ...hooks, redisUrl: config.REDIS_URL! });
    case 'in-process':
      return createInProcessQueue(hooks);
  }
}
