import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverBundle } from '../../../../scripts/build-if-changed.mjs';
import { serverNodeFlags } from '../../../../scripts/server-node-flags.mjs';

const REPOSITORY_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves when the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resolves once the output matches. */
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<void>;
}

/**
 * The built server (`node apps/server/dist/server.js` with the heap limits `npm start` sets) on a free port
 * with the given database, no demo content, and a form rate limit high enough for bursts.
 */
export async function startServerProcess({
  databaseUrl,
  env = {},
}: {
  databaseUrl: string;
  env?: Record<string, string>;
}): Promise<ServerProcess> {
  const child = spawn(process.execPath, [...serverNodeFlags, serverBundle], {
    cwd: REPOSITORY_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      STORAGE_DIR: mkdtempSync(join(tmpdir(), 'rennfeld-storage-')),
      SEED_DEMO_CONTENT: 'false',
      LOG_LEVEL: 'warn',
      FORM_RATE_LIMIT_MAX: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );

  const waitForOutput = (pattern: RegExp, timeoutMs = 60_000) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (pattern.test(output)) {
          cleanup();
          resolve();
        }
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`No ${pattern} in the server's output within ${timeoutMs} ms:\n${output}`));
      }, timeoutMs);
      const onExit = () => {
        cleanup();
        if (!pattern.test(output)) reject(new Error(`The server exited before ${pattern}:\n${output}`));
        else resolve();
      };
      const cleanup = () => {
        clearTimeout(timer);
        listeners.delete(check);
        child.off('exit', onExit);
      };
      listeners.add(check);
      child.once('exit', onExit);
      check();
    });

  await waitForOutput(/Rennfeld is ready at http:\/\/\S+/);
  const baseUrl = /Rennfeld is ready at (http:\/\/\S+)/.exec(output)![1]!;
  return { baseUrl, child, output: () => output, exited, waitForOutput };
}

/** Stops a server that is still running (SIGKILL: tests that care about shutdown send their own signal). */
export async function killServer(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGKILL');
  await server.exited;
}

/** Runs `task` over `items` with at most `concurrency` at a time. */
export async function runBounded<T>(items: T[], concurrency: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const item = items[next++]!;
        await task(item);
      }
    }),
  );
}
