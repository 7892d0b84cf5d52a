import { relative } from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files started first in their project. Without the timings of an earlier run (a fresh clone, as
 * in CI) Vitest starts the largest files first, which left the accessibility sweep, a small file
 * that visits every route four times, to start last and run alone for minutes at the end.
 */
const STARTED_FIRST = new Set(['e2e/accessibility.test.ts']);

class LongestKnownFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const projects = [...new Set(sorted.map((file) => file.project.name))];
    const place = (file: TestSpecification) =>
      projects.indexOf(file.project.name) * 2 +
      (STARTED_FIRST.has(relative(this.ctx.config.root, file.moduleId)) ? 0 : 1);
    return sorted.sort((a, b) => place(a) - place(b));
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: LongestKnownFirst },
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/web/app/**/*.test.{ts,tsx}',
            'apps/admin/src/**/*.test.ts',
            'quality/**/*.test.ts',
          ],
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'apps/server/test/reliability/**', 'apps/server/test/scale/**'],
          // Each file builds its own database and app, so a worker imports the API's modules once
          // for all its files instead of once per file (decision 077).
          isolate: false,
          // Vitest's default on two cores is one worker, which leaves the other core idle while
          // tests wait on their database, mail peer and timers.
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Process-level and outage tests: the built server killed, stopped and loaded; Redis and
        // PostgreSQL (127.0.0.1) taken away. One file at a time, so timings are not shared.
        test: {
          name: 'reliability',
          include: ['apps/server/test/reliability/**/*.test.ts'],
          globalSetup: ['apps/server/test/reliability/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          maxWorkers: 1,
        },
      },
      {
        // Two built instances behind nginx (deploy/nginx/) on PostgreSQL and Redis, all on loopback.
        test: {
          name: 'scale',
          include: ['apps/server/test/scale/**/*.test.ts'],
          globalSetup: ['apps/server/test/reliability/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          maxWorkers: 1,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          maxWorkers: 2,
          // A page's address and contents change when its data has arrived, which on two cores
          // shared by two browsers and the server can take longer than expect.poll's default of
          // 1 s (a listing's data held back 1.5 s fails a journey's wait for its address).
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
