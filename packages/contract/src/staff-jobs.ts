import { TimestampSchema } from './common.ts';
import { z } from './zod.ts';

// The staff area's view of the background jobs (decision 052): how many wait, run or failed per
// queue, and the latest failed runs, so a failing job is never silent.

export const JOB_ENGINES = ['pg-boss', 'bullmq', 'in-process'] as const;

export const JobQueueStateSchema = z.object({
  name: z.string(),
  waiting: z.number().int().min(0),
  /** Waiting for a later time: a retry after a failed run. */
  delayed: z.number().int().min(0),
  active: z.number().int().min(0),
  /** Failed for good, after every attempt. */
  failed: z.number().int().min(0),
});
export type JobQueueState = z.infer<typeof JobQueueStateSchema>;

/** A failed run: its queue, when, which attempt and the error's message. Never the job's data. */
export const JobFailureSchema = z.object({
  queue: z.string(),
  failedAt: TimestampSchema,
  attempt: z.number().int().min(1),
  willRetry: z.boolean(),
  message: z.string(),
});
export type JobFailure = z.infer<typeof JobFailureSchema>;

export const JobsOverviewSchema = z.object({
  engine: z.enum(JOB_ENGINES),
  queues: z.array(JobQueueStateSchema),
  failures: z.array(JobFailureSchema),
});
export type JobsOverview = z.infer<typeof JobsOverviewSchema>;
