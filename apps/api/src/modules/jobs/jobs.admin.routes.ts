import { JobsOverviewSchema, type JobQueueState } from '@rennfeld/contract/staff';
import { JOB_STATES } from '../../lib/jobs/job-queue.ts';
import type { StaffModule } from '../../lib/plugin.ts';

/** Failed runs the staff area lists. */
const FAILURES_SHOWN = 20;

/**
 * The background jobs in the staff area (decision 052): per queue, how many wait, run or failed,
 * and the latest failed runs with their error. Editors and admins: it holds no personal data.
 */
export const jobsAdminRoutes: StaffModule = async (app, { jobs }) => {
  app.get(
    '/jobs',
    {
      schema: {
        tags: ['inbox'],
        summary: 'The background jobs: counts per queue and the latest failures',
        operationId: 'getBackgroundJobs',
        response: { 200: JobsOverviewSchema },
      },
    },
    async () => {
      const [counts, failures] = await Promise.all([jobs.countJobs(), jobs.listFailures(FAILURES_SHOWN)]);
      const queues = new Map<string, JobQueueState>();
      for (const { queue, state, count } of counts) {
        const entry =
          queues.get(queue) ??
          ({ name: queue, ...Object.fromEntries(JOB_STATES.map((known) => [known, 0])) } as JobQueueState);
        entry[state] = count;
        queues.set(queue, entry);
      }
      return {
        engine: jobs.engine,
        queues: [...queues.values()].sort((a, b) => a.name.localeCompare(b.name)),
        failures: failures.map((failure) => ({ ...failure, failedAt: failure.failedAt.toISOString() })),
      };
    },
  );
};
