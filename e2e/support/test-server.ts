import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverBundle } from '../../scripts/build-if-changed.mjs';
import { serverNodeFlags } from '../../scripts/server-node-flags.mjs';

const REPOSITORY_ROOT = fileURLToPath(new URL('../../', import.meta.url));

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
  const child = spawn(process.execPath, [...serverNodeFlags, serverBundle], {
    cwd: REPOSITORY_ROOT,
    env: {
      ...process.env,
      // What `npm start` runs: React's production server code (vitest itself sets NODE_ENV=test).
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseFile,
      STORAGE_DIR: storageDir,
      LOG_LEVEL: 'warn',
      // Every journey posts from 127.0.0.1: the production limit (5 a minute per form) would
      // throttle the suite, not a visitor. The rate limit has tests of its own.
      FORM_RATE_LIMIT_MAX: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const baseUrl = await readyAddress(child);
  return {
    baseUrl,
    databaseFile,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function readyAddress(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`The server did not start in time:\n${output}`)), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /ready at (http:\/\/[^\s]+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stderr.write(chunk);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited with code ${code}:\n${output}`));
    });
  });
}
