import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildIfChanged, REPOSITORY_ROOT } from '../../scripts/build-if-changed.mjs';
import { startTestServer } from './test-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared demo server every journey reads from. */
    baseUrl: string;
    storageDir: string;
  }
}

/** Builds if the sources changed, then starts one demo server for all browser journeys. */
export default async function setup(project: TestProject) {
  buildIfChanged();
  const storageDir = join(REPOSITORY_ROOT, 'data/e2e-storage');
  mkdirSync(storageDir, { recursive: true });
  const server = await startTestServer({ storageDir });
  project.provide('baseUrl', server.baseUrl);
  project.provide('storageDir', storageDir);
  return () => server.stop();
}
