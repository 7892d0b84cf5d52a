import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { type CatalogueCacheLookup, countMailByStatus, type JobQueue, type MailAttemptResult } from '@rennfeld/api';
import { onQueryError, readPoolUse, type Database } from '@rennfeld/api/db';
import type { VitalsBeacon } from '@rennfeld/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PageCacheOutcome } from './page-cache.ts';

// Prometheus metrics (docs/metrics.md). Ours are named `rennfeld_…`; prom-client's process and
// Node.js metrics keep their standard names (`process_resident_memory_bytes`,
// `nodejs_eventloop_lag_seconds`), which ready-made dashboards expect.

export const METRICS_PATH = '/metrics';

/** Page answers come from the cache in a millisecond; renders and staff writes take up to seconds. */
const DURATION_BUCKETS_SECONDS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Page views' timings: Google's thresholds are bucket bounds (INP 0.2 and 0.5 s, TTFB 0.8 and
 * 1.8 s, LCP 2.5 and 4 s; CLS 0.1 and 0.25), so the share of good views is exact.
 */
const VITALS_BUCKETS_SECONDS = [0.05, 0.1, 0.2, 0.3, 0.5, 0.8, 1, 1.8, 2.5, 3, 4, 6, 10, 20];
const CLS_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1];

const PAGE_CACHE_OUTCOMES: PageCacheOutcome[] = ['hit', 'stale', 'miss', 'bypass'];
const CATALOGUE_CACHE_SPACES = ['catalogue', 'listing', 'detail', 'search', 'derived'] as const;

/** The metrics of one server instance, in a registry of its own (tests build several in one process). */
export interface ServerMetrics {
  readonly registry: Registry;
  countAnswer(answer: { method: string; route: string; statusCode: number; seconds: number }): void;
  countPageCacheLookup(outcome: PageCacheOutcome): void;
  countCatalogueCacheLookup: CatalogueCacheLookup;
  countPageStore(): void;
  countMailAttempt(result: MailAttemptResult): void;
  /** A page view's real-user timings, as the API took them (decision 053). */
  observeVitals(beacon: VitalsBeacon): void;
  countJobFailure(queue: string): void;
  /** Reads the job engine's queues at each scrape (the engine is made after the metrics). */
  watchJobs(jobs: JobQueue): void;
  /** Stops listening to the database handle. */
  close(): void;
}

/**
 * The answers (registerMetrics counts them), the caches, the database handle's pool and failed
 * queries, the mail outbox, the background jobs, and the process (event-loop lag, heap, RSS, GC).
 */
export function createServerMetrics(db: Kysely<Database>): ServerMetrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'rennfeld_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern (or page route id) and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers,
  });
  const durations = new Histogram({
    name: 'rennfeld_http_request_duration_seconds',
    help: 'Time from receiving a request to sending its answer, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: DURATION_BUCKETS_SECONDS,
    registers,
  });
  const pageCacheLookups = new Counter({
    name: 'rennfeld_page_cache_lookups_total',
    help: 'Page GETs by where the answer came from: hit (kept), stale (kept, while it renders anew), miss (rendered), bypass (database away).',
    labelNames: ['result'] as const,
    registers,
  });
  const pageStores = new Counter({
    name: 'rennfeld_page_cache_stores_total',
    help: 'Rendered pages kept for every visitor.',
    registers,
  });
  const catalogueCacheLookups = new Counter({
    name: 'rennfeld_catalogue_cache_lookups_total',
    help: 'Catalogue cache lookups by space and result: hit (kept answer) or miss (loaded, or joined a load under way).',
    labelNames: ['space', 'result'] as const,
    registers,
  });
  const queryErrors = new Counter({
    name: 'rennfeld_db_query_errors_total',
    help: 'Database queries that failed (constraint, broken connection, locked SQLite file).',
    registers,
  });
  const mailAttempts = new Counter({
    name: 'rennfeld_mail_send_attempts_total',
    help: 'Attempts to hand an e-mail to the mail server, by result (sent, failed).',
    labelNames: ['result'] as const,
    registers,
  });
  new Gauge({
    name: 'rennfeld_mail_outbox_messages',
    help: 'E-mails in the outbox by status (queued, held, failed, sent), counted at each scrape.',
    labelNames: ['status'] as const,
    registers,
    async collect() {
      this.reset();
      // A database that cannot answer leaves the gauge out of this scrape (and counts a query error).
      const counts = await countMailByStatus(db).catch(() => undefined);
      for (const [status, count] of Object.entries(counts ?? {})) this.set({ status }, count);
    },
  });
  const jobFailures = new Counter({
    name: 'rennfeld_job_failures_total',
    help: 'Background job runs that failed (each is retried until its attempts run out), by queue.',
    labelNames: ['queue'] as const,
    registers,
  });
  let jobs: JobQueue | undefined;
  new Gauge({
    name: 'rennfeld_job_queue_jobs',
    help: 'Background jobs by queue and state (waiting, delayed for a retry, active, failed for good), read from the job engine at each scrape.',
    labelNames: ['queue', 'state'] as const,
    registers,
    async collect() {
      this.reset();
      // An engine that cannot answer leaves the gauge out of this scrape.
      const counts = (await jobs?.countJobs().catch(() => undefined)) ?? [];
      for (const { queue, state, count } of counts) this.set({ queue, state }, count);
    },
  });
  const vitalTimes = new Histogram({
    name: 'rennfeld_web_vitals_seconds',
    help: "Page views' LCP, INP and TTFB as their browsers measured them (sampled), by metric, page route id and language.",
    labelNames: ['metric', 'route', 'language'] as const,
    buckets: VITALS_BUCKETS_SECONDS,
    registers,
  });
  const vitalShifts = new Histogram({
    name: 'rennfeld_web_vitals_cls',
    help: "Page views' cumulative layout shift (no unit) as their browsers measured it (sampled), by page route id and language.",
    labelNames: ['route', 'language'] as const,
    buckets: CLS_BUCKETS,
    registers,
  });
  if (readPoolUse(db)) registerPoolGauges(db, registers);

  // Every known series from zero, so a rate is defined from the first scrape.
  for (const result of PAGE_CACHE_OUTCOMES) pageCacheLookups.inc({ result }, 0);
  for (const space of CATALOGUE_CACHE_SPACES) {
    for (const result of ['hit', 'miss']) catalogueCacheLookups.inc({ space, result }, 0);
  }
  for (const result of ['sent', 'failed']) mailAttempts.inc({ result }, 0);

  const stopListening = [onQueryError(db, () => queryErrors.inc())];

  return {
    registry,
    countAnswer({ method, route, statusCode, seconds }) {
      const labels = { method, route, status_code: statusCode };
      requests.inc(labels);
      durations.observe(labels, seconds);
    },
    countPageCacheLookup: (result) => pageCacheLookups.inc({ result }),
    countCatalogueCacheLookup: (space, result) => catalogueCacheLookups.inc({ space, result }),
    countPageStore: () => pageStores.inc(),
    countMailAttempt: (result) => mailAttempts.inc({ result }),
    observeVitals({ route, language, metrics }) {
      for (const { name, value } of metrics) {
        if (name === 'CLS') vitalShifts.observe({ route, language }, value);
        else vitalTimes.observe({ metric: name, route, language }, value / 1000);
      }
    },
    countJobFailure: (queue) => jobFailures.inc({ queue }),
    watchJobs(watched) {
      jobs = watched;
    },
    close: () => stopListening.forEach((stop) => stop()),
  };
}

/** PostgreSQL's pool, read at each scrape (SQLite has one connection and no pool). */
function registerPoolGauges(db: Kysely<Database>, registers: Registry[]): void {
  new Gauge({
    name: 'rennfeld_db_pool_connections',
    help: 'Open connections of the PostgreSQL pool, by state (idle, used).',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const use = readPoolUse(db);
      if (!use) return;
      this.set({ state: 'idle' }, use.idle);
      this.set({ state: 'used' }, use.total - use.idle);
    },
  });
  new Gauge({
    name: 'rennfeld_db_pool_max_connections',
    help: 'Connections the PostgreSQL pool may open.',
    registers,
    collect() {
      this.set(readPoolUse(db)?.max ?? 0);
    },
  });
  new Gauge({
    name: 'rennfeld_db_pool_waiting_queries',
    help: 'Queries waiting for a connection because every one of the pool is in use.',
    registers,
    collect() {
      this.set(readPoolUse(db)?.waiting ?? 0);
    },
  });
}

/**
 * The route an answer is counted under: Fastify's route pattern (`/api/product-detail/:slug`), a
 * page's React Router route id, `static` for a file of the web build, `unmatched` for an address
 * no route took. Never the address itself, so the series stay few.
 */
function routeOf(request: FastifyRequest): string {
  return request.pageRoute ?? request.routeOptions.url ?? 'unmatched';
}

/**
 * Counts every answer of the app into `metrics`, and serves them at /metrics to a request that
 * carries `Authorization: Bearer <token>`; without a token, not at all (METRICS_PORT serves them).
 * Called first on the root instance, so its hook sees every route.
 */
export function registerMetrics(app: FastifyInstance, metrics: ServerMetrics, token: string | undefined): void {
  app.addHook('onResponse', (request, reply, done) => {
    const { method } = request;
    metrics.countAnswer({
      method,
      route: routeOf(request),
      statusCode: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
    });
    done();
  });

  if (token === undefined) return;
  const expected = digest(token);
  // Scrapes come every few seconds: their request lines are left out of the log (the token never is in it).
  app.get(METRICS_PATH, { logLevel: 'warn' }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!carriesToken(request.headers.authorization, expected)) {
      return reply.code(401).header('www-authenticate', 'Bearer').type(TEXT).send('Unauthorized.\n');
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}

const TEXT = 'text/plain; charset=utf-8';

/**
 * The metrics on a port of their own (METRICS_PORT), bound to `host`: GET /metrics and nothing
 * else, behind the token too when one is set. Resolves once it listens.
 */
export async function serveMetrics(
  metrics: ServerMetrics,
  { host, port, token }: { host: string; port: number; token?: string | undefined },
): Promise<Server> {
  const expected = token === undefined ? undefined : digest(token);
  const server = createServer((request, response) => {
    const path = request.url?.split('?', 1)[0];
    const answer = (status: number, headers: Record<string, string>, body?: string) =>
      response.writeHead(status, { 'cache-control': 'no-store', ...headers }).end(body);
    if (path !== METRICS_PATH || (request.method !== 'GET' && request.method !== 'HEAD')) {
      answer(404, { 'content-type': TEXT }, 'Not found.\n');
    } else if (expected && !carriesToken(request.headers.authorization, expected)) {
      answer(401, { 'content-type': TEXT, 'www-authenticate': 'Bearer' }, 'Unauthorized.\n');
    } else {
      metrics.registry.metrics().then(
        (text) => answer(200, { 'content-type': metrics.registry.contentType }, request.method === 'GET' ? text : ''),
        () => answer(500, { 'content-type': TEXT }, 'The metrics could not be collected.\n'),
      );
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** Compares digests, which have one length, in constant time: the answer's timing tells nothing of the token. */
function carriesToken(authorization: string | undefined, expected: Buffer): boolean {
  const match = /^Bearer +(\S+)\s*$/i.exec(authorization ?? '');
  return match !== null && timingSafeEqual(digest(match[1]!), expected);
}
