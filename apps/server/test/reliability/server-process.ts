import { type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ProductRecordSchema, ProductSummaryListSchema, type ProductRecord } from '@rennfeld/contract/staff';
import { startServerProcess as startBuiltServer } from '../../../../scripts/start-server-process.mjs';

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
  let output = '';
  const listeners = new Set<() => void>();
  const { baseUrl, child, exited } = await startBuiltServer({
    env: {
      DATABASE_URL: databaseUrl,
      STORAGE_DIR: mkdtempSync(join(tmpdir(), 'rennfeld-storage-')),
      SEED_DEMO_CONTENT: 'false',
      FORM_RATE_LIMIT_MAX: '1000000',
      ...env,
    },
    onOutput: (text) => {
      output += text;
      for (const listener of listeners) listener();
    },
  });

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

/** A loopback port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
  });
}

interface SlowRequest {
  /** Sends the rest of the body. */
  finish(): void;
  response: Promise<{ status: number; body: string }>;
}

/**
 * A POST whose headers and first half of the body are sent now, the rest when asked; from
 * `localAddress` (a loopback address such as 127.3.2.1) when given.
 */
export function startSlowPost(
  baseUrl: string,
  path: string,
  contentType: string,
  body: string,
  { localAddress }: { localAddress?: string } = {},
): SlowRequest {
  const url = new URL(path, baseUrl);
  const half = Math.floor(body.length / 2);
  const request = httpRequest(url, {
    method: 'POST',
    headers: { 'content-type': contentType, 'content-length': Buffer.byteLength(body) },
    ...(localAddress ? { localAddress } : {}),
  });
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (res: IncomingMessage) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      res.on('error', reject);
    });
    request.on('error', reject);
  });
  request.write(body.slice(0, half));
  return { finish: () => request.end(body.slice(half)), response };
}

/** Fresh SQLite files, each in a folder of its own under the system's temporary folder. */
export function createDatabaseFiles(name: string) {
  const dirs: string[] = [];
  return {
    fresh(): string {
      const dir = mkdtempSync(join(tmpdir(), `rennfeld-${name}-`));
      dirs.push(dir);
      return join(dir, `${name}.sqlite`);
    },
    removeAll(): void {
      for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Saves a product as an editor does in the staff area, through one instance's staff API: found
 * by its name, opened, changed by `change`, saved over its version. The save's answer.
 */
export async function editProductThroughStaffApi(
  baseUrl: string,
  { cookie, origin }: { cookie: string; origin: string },
  productName: string,
  change: (record: ProductRecord) => Partial<ProductRecord>,
): Promise<Response> {
  const staff = (path: string, init: RequestInit = {}) =>
    fetch(`${baseUrl}/api/admin${path}`, {
      ...init,
      headers: { cookie, origin, 'content-type': 'application/json', ...init.headers },
    });
  const found = ProductSummaryListSchema.parse(
    await (await staff(`/products?q=${encodeURIComponent(productName)}`)).json(),
  );
  const record = ProductRecordSchema.parse(await (await staff(`/products/${found.data[0]!.id}`)).json());
  const { id, updatedAt: _updatedAt, ...fields } = record;
  return staff(`/products/${id}`, { method: 'PUT', body: JSON.stringify({ ...fields, ...change(record) }) });
}
