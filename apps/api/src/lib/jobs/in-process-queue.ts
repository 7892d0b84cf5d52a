import {
  observeFailures,
  retryDelayMs,
  SCHEDULE_MS,
  type JobCount,
  type JobData,
  type JobFailure,
  type JobHandler,
  type JobQueue,
  type JobQueueHooks,
  type RetryPolicy,
} from './job-queue.ts';

/** Failed runs kept for the staff area. */
const FAILURES_KEPT = 50;

interface PendingJob {
  data: JobData;
  key: string | undefined;
  attempt: number;
  timer?: NodeJS.Timeout;
}

interface InProcessQueue {
  handler: JobHandler;
  retry: RetryPolicy;
  ready: PendingJob[];
  delayed: Set<PendingJob>;
  active: Promise<void> | undefined;
  failed: number;
  keys: Set<string>;
}

/**
 * Jobs in this process's memory, for SQLite, which serves one process by definition. Nothing
 * survives a restart, and needs not: the outbox rows are the durable record, and the sweeps that
 * run at start find what was left.
 */
export function createInProcessQueue(hooks: JobQueueHooks): JobQueue {
  const queues = new Map<string, InProcessQueue>();
  const failures: JobFailure[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let stopped = false;

  const declared = (name: string) => {
    const queue = queues.get(name);
    if (!queue) throw new Error(`No worker for the job queue ${name}.`);
    return queue;
  };

  const pump = (name: string) => {
    const queue = declared(name);
    if (stopped || queue.active) return;
    const job = queue.ready.shift();
    if (!job) return;
    queue.active = queue
      .handler(job.data)
      .then(
        () => release(queue, job),
        (error: unknown) => {
          const willRetry = job.attempt < queue.retry.maxAttempts;
          failures.unshift({
            queue: name,
            failedAt: new Date(),
            message: (error as Error).message,
            attempt: job.attempt,
            willRetry,
          });
          failures.length = Math.min(failures.length, FAILURES_KEPT);
          if (!willRetry) {
            queue.failed += 1;
            release(queue, job);
            return;
          }
          queue.delayed.add(job);
          job.timer = later(
            () => {
              queue.delayed.delete(job);
              job.attempt += 1;
              queue.ready.push(job);
              pump(name);
            },
            retryDelayMs(queue.retry, job.attempt),
          );
        },
      )
      .finally(() => {
        queue.active = undefined;
        pump(name);
      });
  };

  const release = (queue: InProcessQueue, job: PendingJob) => {
    if (job.key !== undefined) queue.keys.delete(job.key);
  };

  const later = (run: () => void, ms: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timer.unref();
    timers.add(timer);
    return timer;
  };

  const send = async (name: string, data: JobData, { key }: { key?: string } = {}) => {
    const queue = declared(name);
    if (stopped || (key !== undefined && queue.keys.has(key))) return;
    if (key !== undefined) queue.keys.add(key);
    queue.ready.push({ data, key, attempt: 1 });
    pump(name);
  };

  return {
    engine: 'in-process',
    async work(name, handler, { retry }) {
      queues.set(name, {
        handler: observeFailures(name, handler, hooks),
        retry,
        ready: [],
        delayed: new Set(),
        active: undefined,
        failed: 0,
        keys: new Set(),
      });
    },
    send,
    async schedule(name, every) {
      const run = () => void send(name, {}, { key: name });
      const timer = setInterval(run, SCHEDULE_MS[every]);
      timer.unref();
      timers.add(timer);
      run();
    },
    async countJobs() {
      return [...queues].flatMap(([queue, { ready, delayed, active, failed }]): JobCount[] => [
        { queue, state: 'waiting', count: ready.length },
        { queue, state: 'delayed', count: delayed.size },
        { queue, state: 'active', count: active ? 1 : 0 },
        { queue, state: 'failed', count: failed },
      ]);
    },
    async listFailures(limit) {
      return failures.slice(0, limit);
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all([...queues.values()].map((queue) => queue.active));
    },
  };
}
