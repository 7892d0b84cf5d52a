import type { JOB_ENGINES } from '@rennfeld/contract/staff';
import type { FastifyBaseLogger } from 'fastify';

// Background jobs on an existing engine (decision 052): pg-boss on PostgreSQL, BullMQ on Redis, or
// this process alone on SQLite. The rest of the API sees this interface only.

export type JobEngine = (typeof JOB_ENGINES)[number];

/** Where a job is: waiting to run, delayed (a retry's wait), running, or failed for good. */
export type JobState = 'waiting' | 'delayed' | 'active' | 'failed';
export const JOB_STATES: readonly JobState[] = ['waiting', 'delayed', 'active', 'failed'];

/** A job's data: small JSON with ids, never personal data (it is kept by the engine). */
export type JobData = Record<string, string | number | boolean>;

export interface RetryPolicy {
  /** The wait after the first failed run; it doubles after each further one. */
  firstDelayMs: number;
  /** Runs in all, the first included, before the job is failed for good. */
  maxAttempts: number;
}

/** The wait after failed run number `attempt` (1 for the first run). */
export function retryDelayMs(retry: RetryPolicy, attempt: number): number {
  return retry.firstDelayMs * 2 ** (attempt - 1);
}

/** A job's run that failed: what the staff area shows (the error's message, no job data). */
export interface JobFailure {
  queue: string;
  failedAt: Date;
  message: string;
  /** Which run failed (1 for the first). */
  attempt: number;
  /** True while the engine will run it again; false when it failed for good. */
  willRetry: boolean;
}

export interface JobCount {
  queue: string;
  state: JobState;
  count: number;
}

export type JobHandler = (data: JobData) => Promise<void>;

export interface JobQueue {
  readonly engine: JobEngine;
  /**
   * Declares a queue and runs its jobs in this process, one at a time. A handler that throws is
   * run again after the retry policy's wait, up to its attempts; then the job is failed.
   */
  work(queue: string, handler: JobHandler, options: { retry: RetryPolicy }): Promise<void>;
  /**
   * Sends a job to a declared queue. While a job with the same `key` waits, another is not added
   * (the handler must still bear running twice: a key does not cover a job under way).
   */
  send(queue: string, data: JobData, options?: { key?: string }): Promise<void>;
  /** Sends a job to a declared queue every minute or hour, once across all instances. */
  schedule(queue: string, every: 'minute' | 'hour'): Promise<void>;
  countJobs(): Promise<JobCount[]>;
  /** The latest failed runs, newest first. */
  listFailures(limit: number): Promise<JobFailure[]>;
  /** Stops taking jobs, waits for the ones under way, and lets go of the engine. */
  stop(): Promise<void>;
}

export interface JobQueueHooks {
  log: FastifyBaseLogger;
  /** Told of every failed run (metrics). */
  onFailure?: (queue: string) => void;
}

/** Wraps a handler so every failed run is logged and counted the same on every engine. */
export function observeFailures(queue: string, handler: JobHandler, { log, onFailure }: JobQueueHooks): JobHandler {
  return async (data) => {
    try {
      await handler(data);
    } catch (error) {
      onFailure?.(queue);
      log.warn({ queue, reason: (error as Error).message }, 'a background job failed');
      throw error;
    }
  };
}

export const SCHEDULE_MS = { minute: 60_000, hour: 3_600_000 } as const;
