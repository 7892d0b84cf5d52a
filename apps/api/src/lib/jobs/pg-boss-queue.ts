import PgBoss from 'pg-boss';
import {
  observeFailures,
  type JobCount,
  type JobData,
  type JobFailure,
  type JobQueue,
  type JobQueueHooks,
  type JobState,
} from './job-queue.ts';

const CRON = { minute: '* * * * *', hour: '0 * * * *' } as const;

/** pg-boss's own queues (its cron) are not ours to count or show. */
const OWN_QUEUES = `name NOT LIKE '\\_\\_pgboss\\_\\_%'`;

/**
 * Jobs on pg-boss (10.x: 11 needs Node 22) in a schema of its own in the site's PostgreSQL
 * database. Its `short` queue policy keeps out a second waiting job with the same key.
 */
export async function createPgBossQueue({
  connectionString,
  schema,
  pollingIntervalSeconds = 2,
  ...hooks
}: JobQueueHooks & {
  connectionString: string;
  /** pg-boss's schema: one per site schema, so sites (and test files) sharing a database stay apart. */
  schema: string;
  pollingIntervalSeconds?: number;
}): Promise<JobQueue> {
  const boss = new PgBoss({ connectionString, schema, max: 4, application_name: 'rennfeld-jobs' });
  boss.on('error', (error: Error) => hooks.log.warn({ reason: error.message }, 'the job engine (pg-boss) failed'));
  await boss.start();
  const db = boss.getDb();
  const workers = new Map<string, string>();

  const send = async (queue: string, data: JobData, { key }: { key?: string } = {}) => {
    await boss.send(queue, data, key === undefined ? {} : { singletonKey: key });
    // A worker of this instance looks at once, rather than at its next poll.
    const worker = workers.get(queue);
    if (worker) boss.notifyWorker(worker);
  };

  return {
    engine: 'pg-boss',
    async work(queue, handler, { retry }) {
      const options = {
        name: queue,
        retryLimit: retry.maxAttempts - 1,
        // pg-boss counts its waits in whole seconds.
        retryDelay: Math.max(1, Math.ceil(retry.firstDelayMs / 1000)),
        retryBackoff: true,
      };
      await boss.createQueue(queue, { ...options, policy: 'short' });
      await boss.updateQueue(queue, options);
      const run = observeFailures(queue, handler, hooks);
      const id = await boss.work<JobData>(queue, { pollingIntervalSeconds, batchSize: 1 }, async ([job]) => {
        if (job) await run(job.data);
      });
      workers.set(queue, id);
    },
    send,
    async schedule(queue, every) {
      await boss.schedule(queue, CRON[every], {}, { singletonKey: queue });
      // Also once now, as BullMQ's and the in-process schedules do: pg-boss's clock looks at
      // schedules only every half minute, and an hourly one would first run at the hour.
      await send(queue, {}, { key: queue });
    },
    async countJobs() {
      const { rows } = await db.executeSql(
        `SELECT name, CASE
           WHEN state = 'created' AND start_after > now() THEN 'delayed'
           WHEN state = 'created' THEN 'waiting'
           WHEN state = 'retry' THEN 'delayed'
           ELSE state::text END AS state, count(*)::int AS count
         FROM ${schema}.job
         WHERE state IN ('created', 'retry', 'active', 'failed') AND ${OWN_QUEUES}
         GROUP BY 1, 2`,
        [],
      );
      const counts = new Map<string, number>();
      for (const row of rows as Array<{ name: string; state: JobState; count: number }>) {
        counts.set(`${row.name}\n${row.state}`, row.count);
      }
      return [...workers.keys()].flatMap((queue): JobCount[] =>
        (['waiting', 'delayed', 'active', 'failed'] as const).map((state) => ({
          queue,
          state,
          count: counts.get(`${queue}\n${state}`) ?? 0,
        })),
      );
    },
    async listFailures(limit) {
      const { rows } = await db.executeSql(
        `SELECT name, state, retry_count, output->>'message' AS message, COALESCE(completed_on, started_on) AS failed_at
         FROM ${schema}.job
         WHERE (state = 'failed' OR (state = 'retry' AND output IS NOT NULL)) AND ${OWN_QUEUES}
         ORDER BY failed_at DESC NULLS LAST
         LIMIT $1`,
        [limit],
      );
      return (
        rows as Array<{ name: string; state: string; retry_count: number; message: string | null; failed_at: Date }>
      ).map((row): JobFailure => ({
        queue: row.name,
        failedAt: new Date(row.failed_at),
        message: row.message ?? 'The job failed.',
        attempt: row.retry_count + 1,
        willRetry: row.state === 'retry',
      }));
    },
    async stop() {
      // Graceful: no new jobs are fetched, the ones under way finish, then the pool closes.
      await boss.stop({ graceful: true, wait: true, timeout: 30_000 });
    },
  };
}
