import { Queue, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import {
  observeFailures,
  retryDelayMs,
  SCHEDULE_MS,
  type JobCount,
  type JobData,
  type JobFailure,
  type JobQueue,
  type JobQueueHooks,
  type RetryPolicy,
} from './job-queue.ts';

const BACKOFF_TYPE = 'doubling';
/** Failed jobs kept in Redis for the staff area and the failed count. */
const FAILED_KEPT = 100;

/**
 * Jobs on BullMQ in Redis (REDIS_URL), under a key prefix of their own. Keys are BullMQ's
 * deduplication ids: a second job is not added while the first waits, is delayed or runs.
 */
export async function createBullmqQueue({
  redisUrl,
  prefix = 'rennfeld-jobs',
  ...hooks
}: JobQueueHooks & { redisUrl: string; prefix?: string }): Promise<JobQueue> {
  // BullMQ's workers block on Redis and must never give a command up: a connection of their own.
  const connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
  connection.on('error', (error: Error) => hooks.log.warn({ reason: error.message }, 'the job engine (Redis) failed'));
  const queues = new Map<string, { queue: Queue; worker: Worker; retry: RetryPolicy }>();

  const declared = (name: string) => {
    const entry = queues.get(name);
    if (!entry) throw new Error(`No worker for the job queue ${name}.`);
    return entry;
  };

  return {
    engine: 'bullmq',
    async work(name, handler, { retry }) {
      const queue = new Queue(name, {
        connection,
        prefix,
        defaultJobOptions: {
          attempts: retry.maxAttempts,
          backoff: { type: BACKOFF_TYPE },
          removeOnComplete: true,
          removeOnFail: { count: FAILED_KEPT },
        },
      });
      const run = observeFailures(name, handler, hooks);
      const worker = new Worker(name, async (job: Job<JobData>) => run(job.data), {
        connection,
        prefix,
        concurrency: 1,
        settings: { backoffStrategy: (attemptsMade) => retryDelayMs(retry, attemptsMade) },
      });
      worker.on('error', (error: Error) => hooks.log.warn({ reason: error.message }, 'a job worker (BullMQ) failed'));
      queues.set(name, { queue, worker, retry });
    },
    async send(name, data, { key } = {}) {
      await declared(name).queue.add(name, data, key === undefined ? {} : { deduplication: { id: key } });
    },
    async schedule(name, every) {
      await declared(name).queue.upsertJobScheduler(name, { every: SCHEDULE_MS[every] }, { name, data: {} });
    },
    async countJobs() {
      const counts = await Promise.all(
        [...queues].map(async ([name, { queue }]): Promise<JobCount[]> => {
          const {
            waiting = 0,
            delayed = 0,
            active = 0,
            failed = 0,
          } = await queue.getJobCounts('waiting', 'delayed', 'active', 'failed');
          return [
            { queue: name, state: 'waiting', count: waiting },
            { queue: name, state: 'delayed', count: delayed },
            { queue: name, state: 'active', count: active },
            { queue: name, state: 'failed', count: failed },
          ];
        }),
      );
      return counts.flat();
    },
    async listFailures(limit) {
      const failures = await Promise.all(
        [...queues].map(async ([name, { queue, retry }]) => {
          const jobs = await queue.getJobs(['failed', 'delayed'], 0, limit - 1);
          return jobs
            .filter((job) => job.failedReason)
            .map((job): JobFailure => ({
              queue: name,
              failedAt: new Date(job.finishedOn ?? job.processedOn ?? job.timestamp),
              message: job.failedReason,
              attempt: job.attemptsMade,
              willRetry: job.attemptsMade < retry.maxAttempts,
            }));
        }),
      );
      return failures
        .flat()
        .sort((a, b) => b.failedAt.getTime() - a.failedAt.getTime())
        .slice(0, limit);
    },
    async stop() {
      // Workers first: each finishes the job under way and takes no other.
      await Promise.all([...queues.values()].map(({ worker }) => worker.close()));
      await Promise.all([...queues.values()].map(({ queue }) => queue.close()));
      await connection.quit().catch(() => connection.disconnect());
    },
  };
}
