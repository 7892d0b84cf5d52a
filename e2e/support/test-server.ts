import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess } from '../../scripts/start-server-process.mjs';

export interface TestServer {
  baseUrl: string;
  databaseFile: string;
  stop(): Promise<void>;
}

export interface TestServerOptions {
  /** Generated demo media is shared between servers of one run (it is written once). */
  storageDir: string;
  env?: Record<string, string>;
}

/**
 * The real server (the built bundle, as `npm start` runs it) on a free port with a fresh SQLite
 * database seeded with the demo content.
 */
export async function startTestServer({ storageDir, env = {} }: TestServerOptions): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rennfeld-e2e-'));
  const databaseFile = join(dataDir, 'e2e.sqlite');
  const server = await startServerProcess({
    env: {
      DATABASE_URL: databaseFile,
      STORAGE_DIR: storageDir,
      // Every journey posts from 127.0.0.1: the production limit (5 a minute per form) would
      // throttle the suite, not a visitor. The rate limit has tests of its own.
      FORM_RATE_LIMIT_MAX: '100000',
      // No journey reports its timings (at random, and past their rate limit); e2e/vitals.test.ts does.
      VITALS_SAMPLE_RATE: '0',
      ...env,
    },
    onOutput: (text, stream) => {
      if (stream === 'stderr') process.stderr.write(text);
    },
  });
  return {
    baseUrl: server.baseUrl,
    databaseFile,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
