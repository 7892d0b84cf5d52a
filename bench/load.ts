import autocannon from 'autocannon';
import { startOpenLoopClient, type OpenLoopClient } from './processes.ts';

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
 * Where a target's walk round its paths stands: it goes on from there in the next slice. An
 * open-loop target's walk is kept by the open loop's client, under this id.
 */
interface Cursor {
  next: number;
  openLoop?: { client: OpenLoopClient; id: number };
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

/**
 * Open-loop load (`open-loop-client.mjs`): a request due every 1/rate seconds whatever the answers
 * do, each timed from when it was due. autocannon's `overallRate` cannot do this: each connection
 * sends its share of a second back to back and then waits, which loads the server in bursts.
 */
async function loadOpen(cursor: Cursor, rate: number, seconds: number, latencies: number[] | null) {
  const { client, id } = cursor.openLoop!;
  const result = await client.run(id, rate, seconds, latencies !== null);
  latencies?.push(...result.latencies);
  return result;
}

function load(target: LoadTarget, cursor: Cursor, connections: number, seconds: number, latencies: number[] | null) {
  return target.arrivalRate
    ? loadOpen(cursor, target.arrivalRate, seconds, latencies)
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
  const client = targets.some((target) => target.arrivalRate) ? await startOpenLoopClient() : undefined;
  try {
    for (const [index, target] of targets.entries()) {
      if (client && target.arrivalRate) cursors[index]!.openLoop = { client, id: await client.addTarget(target) };
    }
    return await loadInTurn(targets, cursors, settings);
  } finally {
    await client?.stop();
  }
}

async function loadInTurn(targets: LoadTarget[], cursors: Cursor[], settings: LoadSettings): Promise<LoadResult[]> {
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
