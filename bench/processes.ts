import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startServerProcess } from '../scripts/start-server-process.mjs';

export interface RunningServer {
  baseUrl: string;
  pid: number;
  /**
   * Peak resident set size sampled since the last reset, in bytes: all of it (VmRSS), and its
   * anonymous part (RssAnon: heaps and native allocations, without mapped files such as the
   * SQLite database's pages, which are the operating system's file cache).
   */
  peakRss(): { total: number; anonymous: number };
  resetPeakRss(): void;
  /** The kernel's high-water mark of the process (VmHWM), in bytes. */
  highWaterMark(): number;
  stop(): Promise<void>;
}

type MemoryField = 'VmRSS' | 'RssAnon' | 'VmHWM';

/** Fields of a process's /proc status, in bytes (0 where /proc is missing), from one read. */
function readMemory<F extends MemoryField>(pid: number, ...fields: F[]): Record<F, number> {
  let status = '';
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    // The process has ended, or this system has no /proc.
  }
  const values = {} as Record<F, number>;
  for (const field of fields) {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
    values[field] = match ? Number(match[1]) * 1024 : 0;
  }
  return values;
}

/**
 * The built server (`apps/server/dist/server.js`, as `npm start` runs it) on a free loopback
 * port. Its RSS is polled every 50 ms while it runs.
 */
export async function startServer(
  bundle: string,
  env: Record<string, string>,
  readyTimeoutMs = 600_000,
): Promise<RunningServer> {
  const server = await startServerProcess({ bundle, env, readyTimeoutMs });
  const pid = server.child.pid!;
  let peak = { total: 0, anonymous: 0 };
  const sample = () => {
    const now = readMemory(pid, 'VmRSS', 'RssAnon');
    peak = { total: Math.max(peak.total, now.VmRSS), anonymous: Math.max(peak.anonymous, now.RssAnon) };
    return peak;
  };
  const sampler = setInterval(sample, 50);
  sampler.unref();

  return {
    baseUrl: server.baseUrl,
    pid,
    peakRss: sample,
    resetPeakRss: () => {
      peak = { total: 0, anonymous: 0 };
      sample();
    },
    highWaterMark: () => readMemory(pid, 'VmHWM').VmHWM,
    async stop() {
      clearInterval(sampler);
      await server.stop();
    },
  };
}

export interface FloorServer {
  baseUrl: string;
  /** Makes the floor answer these headers and body at the returned path. */
  serve(id: string, headers: [string, string][], body: Buffer): Promise<string>;
  stop(): Promise<void>;
}

/** The bare http server of `floor-server.mjs`, in a process of its own. */
export async function startFloorServer(): Promise<FloorServer> {
  const child = fork(fileURLToPath(new URL('./floor-server.mjs', import.meta.url)), [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    execArgv: [],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message: { port?: number }) => resolve(message.port ?? 0));
    child.once('exit', (code) => reject(new Error(`The floor server exited with code ${code}`)));
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    serve(id, headers, body) {
      return new Promise((resolve) => {
        const onMessage = (message: { stored?: string }) => {
          if (message.stored !== id) return;
          child.off('message', onMessage);
          resolve(`/floor/${id}`);
        };
        child.on('message', onMessage);
        child.send({ id, headers, body: body.toString('base64') });
      });
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.disconnect();
      await exited;
    },
  };
}

/** What one slice of open-loop load did, with the latencies of its 2xx answers when recorded. */
interface OpenLoopSlice {
  requests: number;
  seconds: number;
  failures: number;
  latencies: number[];
}

export interface OpenLoopClient {
  /** Makes the client know a target: its paths are walked round in order. Returns its id. */
  addTarget(target: { baseUrl: string; paths: string[]; headers?: Record<string, string> }): Promise<number>;
  run(id: number, rate: number, seconds: number, record: boolean): Promise<OpenLoopSlice>;
  stop(): Promise<void>;
}

/** The open loop's client of `open-loop-client.mjs`, in a process of its own; one call at a time. */
export async function startOpenLoopClient(): Promise<OpenLoopClient> {
  const child = fork(fileURLToPath(new URL('./open-loop-client.mjs', import.meta.url)), [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    execArgv: [],
  });
  const reply = <T>(type: string) =>
    new Promise<T>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`The open-loop client exited with code ${code}`));
      child.once('exit', onExit);
      const onMessage = (message: { type: string } & T) => {
        if (message.type !== type) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(message);
      };
      child.on('message', onMessage);
    });
  await reply('ready');
  let targets = 0;
  return {
    async addTarget({ baseUrl, paths, headers }) {
      const id = (targets += 1);
      const added = reply('target');
      child.send({ type: 'target', id, baseUrl, paths, headers });
      await added;
      return id;
    },
    run(id, rate, seconds, record) {
      const slice = reply<OpenLoopSlice>('run');
      child.send({ type: 'run', id, rate, seconds, record });
      return slice;
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.disconnect();
      await exited;
    },
  };
}
