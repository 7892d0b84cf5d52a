import { Agent, request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';

export interface LoadSettings {
  connections: number;
  /** Seconds of measured load per target. */
  duration: number;
  /** Seconds of unmeasured load per target before it (JIT, caches, connection setup). */
  warmup: number;
}

export interface LoadTarget {
  baseUrl: string;
  /** Walked round in order, one path per request. */
  paths: string[];
  /** Request headers, e.g. the Accept-Encoding a browser sends. */
  headers?: Record<string, string>;
  /** Concurrent connections for this target, instead of the settings' number. */
  connections?: number;
  /** Requests a second that arrive whatever the answers do (open loop), instead of connections. */
  arrivalRate?: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  /** Latency of 2xx answers, milliseconds. */
  p50: number;
  p99: number;
  /** Answers that were not 2xx, and connection errors or timeouts. */
  failures: number;
}

/** Longest stretch of load on one target before the other takes its turn. */
const SLICE_SECONDS = 1.5;

/**
 * Where a target's walk round its paths stands: it goes on from there in the next slice. The
 * open loop's connections stay open from slice to slice, as a proxy's pooled connections do.
 */
interface Cursor {
  next: number;
  agent?: Agent;
}

/** What one slice of load did. */
interface SliceResult {
  requests: number;
  seconds: number;
  failures: number;
}

function nextPath(target: LoadTarget, cursor: Cursor): string {
  const path = target.paths[cursor.next % target.paths.length]!;
  cursor.next += 1;
  return path;
}

async function loadClosed(
  target: LoadTarget,
  cursor: Cursor,
  connections: number,
  seconds: number,
  latencies: number[] | null,
): Promise<SliceResult> {
  const run = autocannon({
    url: target.baseUrl,
    connections,
    duration: seconds,
    timeout: 10,
    ...(target.headers ? { headers: target.headers } : {}),
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: nextPath(target, cursor) }),
      },
    ],
  });
  if (latencies) {
    run.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
  }
  const result = await run;
  return {
    requests: result.requests.total,
    seconds: result.duration,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** Sockets the open loop may hold: far more than a healthy server ever needs at once. */
const OPEN_LOOP_SOCKETS = 256;

/**
 * Open-loop load: requests start at a fixed rate, one every 1/rate seconds, whatever the answers
 * do, as visitors arrive. Each latency counts from the moment its request was due, so a stall of
 * the server (or of this process) shows in full instead of delaying the next requests. autocannon's
 * `overallRate` cannot do this: each connection sends its share of a second back to back and then
 * waits, which loads the server in bursts.
 */
async function loadOpen(
  target: LoadTarget,
  cursor: Cursor,
  rate: number,
  seconds: number,
  latencies: number[] | null,
): Promise<SliceResult> {
  const agent = (cursor.agent ??= new Agent({ keepAlive: true, maxSockets: OPEN_LOOP_SOCKETS }));
  const { hostname, port } = new URL(target.baseUrl);
  const count = Math.max(1, Math.round(rate * seconds));
  const start = performance.now();
  let failures = 0;
  const answers: Promise<void>[] = [];
  for (let index = 0; index < count; index += 1) {
    const due = start + (index * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const path = nextPath(target, cursor);
    answers.push(
      new Promise<void>((resolve) => {
        const sent = request({ hostname, port, path, agent, headers: target.headers ?? {} }, (response) => {
          response.resume();
          response.on('end', () => {
            const status = response.statusCode ?? 0;
            if (status >= 200 && status < 300) latencies?.push(performance.now() - due);
            else failures += 1;
            resolve();
          });
        });
        sent.setTimeout(10_000, () => sent.destroy(new Error('timeout')));
        sent.on('error', () => {
          failures += 1;
          resolve();
        });
        sent.end();
      }),
    );
  }
  await Promise.all(answers);
  return { requests: count, seconds: (performance.now() - start) / 1000, failures };
}

function load(target: LoadTarget, cursor: Cursor, connections: number, seconds: number, latencies: number[] | null) {
  return target.arrivalRate
    ? loadOpen(target, cursor, target.arrivalRate, seconds, latencies)
    : loadClosed(target, cursor, connections, seconds, latencies);
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
}

/**
 * Closed-loop load at a fixed concurrency over keep-alive connections (each connection sends its
 * next request when the previous answer arrived), or open-loop load at a target's arrival rate,
 * on several targets in turn: short slices
 * alternate between them, so a neighbour's burst on a shared machine hits all of them alike and
 * their ratio stays meaningful. Bounded in time: it always stops by itself.
 */
export async function measureInTurn(targets: LoadTarget[], settings: LoadSettings): Promise<LoadResult[]> {
  const cursors: Cursor[] = targets.map(() => ({ next: 0 }));
  if (settings.warmup > 0) {
    for (const [index, target] of targets.entries()) {
      await load(target, cursors[index]!, target.connections ?? settings.connections, settings.warmup, null);
    }
  }
  const slices = Math.max(1, Math.ceil(settings.duration / SLICE_SECONDS));
  const totals = targets.map(() => ({ requests: 0, seconds: 0, failures: 0, latencies: [] as number[] }));
  for (let slice = 0; slice < slices; slice += 1) {
    for (const [index, target] of targets.entries()) {
      const total = totals[index]!;
      const result = await load(
        target,
        cursors[index]!,
        target.connections ?? settings.connections,
        settings.duration / slices,
        total.latencies,
      );
      total.requests += result.requests;
      total.seconds += result.seconds;
      total.failures += result.failures;
    }
  }
  for (const cursor of cursors) cursor.agent?.destroy();
  return totals.map((total) => {
    const sorted = total.latencies.sort((a, b) => a - b);
    return {
      requestsPerSecond: total.requests / total.seconds,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      failures: total.failures,
    };
  });
}
