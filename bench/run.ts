// npm run bench [-- --sizes 1000,10000 --duration 3 ...]: see bench/README.md.
import { execSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { get } from 'node:http';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createDatabase, isPostgresUrl, migrateToLatest, type DatabaseDialect } from '../apps/api/src/db/database.ts';
import { buildIfChanged, REPOSITORY_ROOT, serverBundle } from '../scripts/build-if-changed.mjs';
import { generateCatalogue, type GeneratedCatalogue } from './catalogue.ts';
import { measureInTurn, type LoadSettings } from './load.ts';
import { startFloorServer, startServer, type FloorServer, type RunningServer } from './processes.ts';
import { apiRoutes, pageRoutes, type BenchRoute } from './routes.ts';
import { addBenchEditor, BENCH_AUTH_SECRET, signInBenchEditor, staffRoutes } from './staff.ts';

interface Row {
  route: string;
  dialect: DatabaseDialect;
  size: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  floorRequestsPerSecond: number;
  floorP99: number;
  /** The `--against` bundle's figures, loaded in the same turns. */
  against?: { requestsPerSecond: number; p50: number; p99: number };
  bodyBytes: number;
  /** The server's peak VmRSS and RssAnon while the route was loaded, in bytes. */
  peakRss: { total: number; anonymous: number };
  failures: number;
  note: string;
}

interface Generation {
  dialect: DatabaseDialect;
  catalogue: GeneratedCatalogue;
  databaseBytes: number | null;
  serverHighWaterMark: number;
}

const { values: args } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1000,10000,100000' },
    duration: { type: 'string', default: '6' },
    warmup: { type: 'string', default: '1' },
    connections: { type: 'string', default: '50' },
    dialects: { type: 'string' },
    routes: { type: 'string' },
    'no-pages': { type: 'boolean', default: false },
    server: { type: 'string' },
    against: { type: 'string' },
    out: { type: 'string', default: 'reports/bench/latest.md' },
    lighthouse: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

if (args.help) {
  console.log(`npm run bench -- [options]
  --sizes 1000,10000,100000   catalogue sizes (products)
  --duration 6                seconds of measured load per route (and as many for its floor, in turns)
  --warmup 1                  seconds of unmeasured load before each measurement
  --connections 50            concurrent keep-alive connections
  --dialects sqlite,postgres  databases (postgres needs DATABASE_URL=postgres://…; default: sqlite, plus postgres when set)
  --routes <regexp>           only routes whose name matches
  --no-pages                  skip the server-rendered pages (demo catalogue)
  --server <file>             measure this server bundle instead of building apps/server/dist/server.js
  --against <file>            also measure this bundle (an earlier build) on the same database, in the same turns (API routes)
  --out reports/bench/latest.md
  --lighthouse                instead of the load: the quality gates with five Lighthouse runs a page`);
  process.exit(0);
}

if (args.lighthouse) {
  const gates = spawnSync(process.execPath, ['--import', 'tsx', 'quality/run.ts', '--runs', '5'], { stdio: 'inherit' });
  process.exit(gates.status ?? 1);
}

const settings: LoadSettings = {
  connections: Number(args.connections),
  duration: Number(args.duration),
  warmup: Number(args.warmup),
};
const sizes = args.sizes.split(',').map((size) => Number(size.replace(/_/g, '')));
const postgresUrl =
  process.env.DATABASE_URL && isPostgresUrl(process.env.DATABASE_URL) ? process.env.DATABASE_URL : null;
const dialects = (args.dialects?.split(',') ??
  (postgresUrl ? ['sqlite', 'postgres'] : ['sqlite'])) as DatabaseDialect[];
const routeFilter = args.routes ? new RegExp(args.routes, 'i') : null;
const withPages = !args['no-pages'];

for (const value of [...sizes, settings.connections, settings.duration, settings.warmup]) {
  if (!Number.isFinite(value) || value < 0) throw new Error(`Invalid number in the options: ${value}`);
}
if (dialects.includes('postgres') && !postgresUrl)
  throw new Error('--dialects postgres needs DATABASE_URL=postgres://…');

interface BenchDatabase {
  dialect: DatabaseDialect;
  /** What the server gets as DATABASE_URL. */
  url: string;
  sizeBytes(): number | null;
  destroy(): Promise<void>;
}

/**
 * A fresh SQLite file, or a fresh database on the PostgreSQL server of DATABASE_URL (dropped
 * afterwards, so a run leaves nothing behind in the database it was pointed at).
 */
async function createBenchDatabase(dialect: DatabaseDialect, label: string): Promise<BenchDatabase> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'rennfeld-bench-'));
    const file = join(dir, `${label}.sqlite`);
    return {
      dialect,
      url: file,
      sizeBytes: () => statSync(file).size + (statSync(`${file}-wal`, { throwIfNoEntry: false })?.size ?? 0),
      destroy: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `rennfeld_bench_${process.pid}_${label}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: postgresUrl! });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(postgresUrl!);
  url.pathname = `/${name}`;
  return {
    dialect,
    url: url.toString(),
    sizeBytes: () => null,
    destroy: () => admin(`drop database if exists ${name} with (force)`),
  };
}

const loadAverageBefore = loadavg();
const rows: Row[] = [];
const generations: Generation[] = [];

function log(message: string) {
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
}

// Headers that describe the connection or the moment, not the answer: Node's http server writes
// its own. Everything else the route sent (content type and encoding, the security headers) the
// floor sends too.
const CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/** One answer as it went over the wire: its headers and the body still encoded, as the load receives it. */
function fetchAsSent(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: [string, string][]; body: Buffer }>((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const answerHeaders: [string, string][] = [];
        for (let i = 0; i < response.rawHeaders.length; i += 2) {
          const name = response.rawHeaders[i]!;
          if (!CONNECTION_HEADERS.has(name.toLowerCase())) answerHeaders.push([name, response.rawHeaders[i + 1]!]);
        }
        resolve({ status: response.statusCode ?? 0, headers: answerHeaders, body: Buffer.concat(chunks) });
      });
      response.on('error', reject);
    }).on('error', reject);
  });
}

/** Loads one route and, in turns with it, the floor answering the same bytes (headers and body). */
async function measureRoute(
  server: RunningServer,
  floor: FloorServer,
  route: BenchRoute,
  dialect: DatabaseDialect,
  size: string,
  against?: RunningServer,
): Promise<void> {
  if (routeFilter && !routeFilter.test(route.name)) return;
  // The floor answers a copy of a typical answer of the route (the median body of a sample).
  const samples = [];
  for (const path of route.paths.slice(0, 25)) {
    samples.push(await fetchAsSent(`${server.baseUrl}${path}`, route.headers ?? {}));
  }
  const failed = samples.filter((sample) => sample.status >= 300);
  const typical = [...samples].sort((a, b) => a.body.length - b.body.length)[Math.floor(samples.length / 2)]!;
  const floorPath = await floor.serve(`${rows.length}`, typical.headers, typical.body);

  server.resetPeakRss();
  const loadOf = (baseUrl: string, paths: string[]) => ({
    baseUrl,
    paths,
    ...(route.headers ? { headers: route.headers } : {}),
    ...(route.connections ? { connections: route.connections } : {}),
    ...(route.arrivalRate ? { arrivalRate: route.arrivalRate } : {}),
  });
  const [result, floorResult, againstResult] = await measureInTurn(
    [
      loadOf(server.baseUrl, route.paths),
      loadOf(floor.baseUrl, [floorPath]),
      ...(against ? [loadOf(against.baseUrl, route.paths)] : []),
    ],
    settings,
  );
  const peakRss = server.peakRss();
  const floorRequestsPerSecond = floorResult!.requestsPerSecond;

  const row: Row = {
    route: route.name,
    dialect,
    size,
    ...result!,
    floorRequestsPerSecond,
    floorP99: floorResult!.p99,
    ...(againstResult ? { against: againstResult } : {}),
    bodyBytes: typical.body.length,
    peakRss,
    note: failed.length > 0 ? `HTTP ${[...new Set(failed.map((sample) => sample.status))].join('/')}` : '',
  };
  rows.push(row);
  log(
    `${route.name} ${dialect} ${size}: ${Math.round(row.requestsPerSecond)} req/s, p50 ${ms(row.p50)}, p99 ${ms(row.p99)}, floor ${Math.round(floorRequestsPerSecond)} req/s, p99 ${ms(row.floorP99)}` +
      (row.against
        ? `; against ${Math.round(row.against.requestsPerSecond)} req/s, p50 ${ms(row.against.p50)}, p99 ${ms(row.against.p99)}`
        : ''),
  );
}

async function benchCatalogue(bundle: string, floor: FloorServer, dialect: DatabaseDialect, size: number) {
  const database = await createBenchDatabase(dialect, `n${size}`);
  try {
    const { db } = createDatabase({ url: database.url });
    let catalogue: GeneratedCatalogue;
    try {
      await migrateToLatest(db);
      catalogue = await generateCatalogue(db, dialect, size);
      await addBenchEditor(db);
    } finally {
      await db.destroy();
    }
    log(
      `${dialect} ${size}: ${catalogue.products} products, ${catalogue.variants} variants in ${(catalogue.durationMs / 1000).toFixed(1)} s`,
    );
    const storage = mkdtempSync(join(tmpdir(), 'rennfeld-bench-storage-'));
    const serverEnv = {
      DATABASE_URL: database.url,
      SEED_DEMO_CONTENT: 'false',
      STORAGE_DIR: storage,
      AUTH_SECRET: BENCH_AUTH_SECRET,
    };
    const server = await startServer(bundle, serverEnv);
    let against: RunningServer | undefined;
    try {
      if (args.against) against = await startServer(args.against, serverEnv);
      for (const route of apiRoutes(catalogue))
        await measureRoute(server, floor, route, dialect, size.toLocaleString('en'), against);
      const { db: reader } = createDatabase({ url: database.url });
      try {
        for (const route of await staffRoutes(reader, await signInBenchEditor(server.baseUrl)))
          await measureRoute(server, floor, route, dialect, size.toLocaleString('en'));
      } finally {
        await reader.destroy();
      }
      generations.push({
        dialect,
        catalogue,
        databaseBytes: database.sizeBytes(),
        serverHighWaterMark: server.highWaterMark(),
      });
    } finally {
      await server.stop();
      await against?.stop();
      rmSync(storage, { recursive: true, force: true });
    }
  } finally {
    await database.destroy();
  }
}

/** The pages need the demo catalogue (its images, texts and links), seeded by the server itself. */
async function benchPages(bundle: string, floor: FloorServer) {
  const database = await createBenchDatabase('sqlite', 'demo');
  const storage = join(tmpdir(), 'rennfeld-bench-demo-storage');
  try {
    const server = await startServer(bundle, {
      DATABASE_URL: database.url,
      SEED_DEMO_CONTENT: 'true',
      STORAGE_DIR: storage,
    });
    try {
      const categories = (await (await fetch(`${server.baseUrl}/api/categories`)).json()) as {
        categories: Array<{ slug: string }>;
      };
      const categorySlug = categories.categories[0]?.slug ?? 'none';
      const listing = (await (await fetch(`${server.baseUrl}/api/products/${categorySlug}`)).json()) as {
        products?: Array<{ slug: string }>;
      };
      const productSlug = listing.products?.[0]?.slug ?? 'none';
      for (const route of pageRoutes(categorySlug, productSlug))
        await measureRoute(server, floor, route, 'sqlite', 'demo');
    } finally {
      await server.stop();
    }
  } finally {
    await database.destroy();
  }
}

const ms = (value: number) => (Number.isNaN(value) ? 'n/a' : `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`);
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const kb = (bytes: number) => (bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`);

function table(): string {
  const routeOrder = [...new Set(rows.map((row) => row.route))];
  const sorted = [...rows].sort(
    (a, b) =>
      routeOrder.indexOf(a.route) - routeOrder.indexOf(b.route) ||
      dialects.indexOf(a.dialect) - dialects.indexOf(b.dialect) ||
      Number(a.size.replace(/\D/g, '') || 0) - Number(b.size.replace(/\D/g, '') || 0),
  );
  const compared = sorted.some((row) => row.against);
  const lines = [
    `| Route | DB | N | req/s | p50 | p99 | floor req/s | floor p99 | ratio | body | peak RSS | anonymous | failed |${compared ? ' against req/s | against p50 | against p99 |' : ''}`,
    `|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|${compared ? '--:|--:|--:|' : ''}`,
  ];
  for (const row of sorted) {
    const against = row.against
      ? ` ${Math.round(row.against.requestsPerSecond)} | ${ms(row.against.p50)} | ${ms(row.against.p99)} |`
      : compared
        ? ' | | |'
        : '';
    lines.push(
      `| ${row.route} | ${row.dialect} | ${row.size} | ${Math.round(row.requestsPerSecond)} | ${ms(row.p50)} | ${ms(row.p99)} | ${Math.round(row.floorRequestsPerSecond)} | ${ms(row.floorP99)} | ${(row.requestsPerSecond / row.floorRequestsPerSecond).toFixed(2)} | ${kb(row.bodyBytes)} | ${mb(row.peakRss.total)} | ${mb(row.peakRss.anonymous)} | ${[row.failures || '', row.note].filter(Boolean).join(' ')} |${against}`,
    );
  }
  return lines.join('\n');
}

function report(): string {
  const commit = (() => {
    try {
      const head = execSync('git rev-parse --short HEAD', { cwd: REPOSITORY_ROOT }).toString().trim();
      const dirty = execSync('git status --porcelain --untracked-files=no', { cwd: REPOSITORY_ROOT }).toString().trim();
      return dirty ? `${head} (with uncommitted changes)` : head;
    } catch {
      return 'unknown';
    }
  })();
  const cpu = cpus();
  const generationLines = generations.map(
    (g) =>
      `- ${g.dialect}, N = ${g.catalogue.products.toLocaleString('en')}: ${g.catalogue.variants.toLocaleString('en')} variants, generated in ${(g.catalogue.durationMs / 1000).toFixed(1)} s${g.databaseBytes === null ? '' : `, ${mb(g.databaseBytes)} on disk`}; largest category ${g.catalogue.categorySizes[0]!.slug} (${g.catalogue.categorySizes[0]!.products.toLocaleString('en')} products); server VmHWM ${mb(g.serverHighWaterMark)}`,
  );
  return [
    `# Benchmark ${new Date().toISOString()}`,
    '',
    `Commit ${commit}; Node ${process.version}; ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}; load average before ${loadAverageBefore.map((l) => l.toFixed(2)).join(' ')}, after ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}.`,
    `${settings.connections} connections, ${settings.warmup} s warm-up + ${settings.duration} s measured per route, in slices of at most 1.5 s that alternate with the floor (a bare Node http server answering a prebuilt copy of an answer of the route, headers and body, loaded the same way).`,
    '',
    table(),
    '',
    `req/s: answers per second over the measured seconds. p50/p99: latency of 2xx answers. floor p99: the p99 of the floor under the same load. ratio: req/s ÷ floor req/s.${args.against ? ` against: ${args.against} on the same database, loaded in the same turns.` : ''} peak RSS: highest VmRSS of the server process while the route was loaded; anonymous: highest RssAnon, the part that is not mapped files (on SQLite the database's pages are mapped in, decision 071). failed: non-2xx answers, errors and timeouts under load, and the status of a sample request when it was not 2xx.`,
    '',
    ...generationLines,
    '',
  ].join('\n');
}

async function main() {
  const bundle = args.server ?? (buildIfChanged(), serverBundle);
  log(`server bundle ${relative(REPOSITORY_ROOT, bundle)}; sizes ${sizes.join(', ')}; ${dialects.join(', ')}`);
  const floor = await startFloorServer();
  try {
    for (const dialect of dialects) for (const size of sizes) await benchCatalogue(bundle, floor, dialect, size);
    if (withPages && (!routeFilter || pageRoutes('x', 'x').some((route) => routeFilter.test(route.name)))) {
      await benchPages(bundle, floor);
    }
  } finally {
    await floor.stop();
  }
  const markdown = report();
  const out = resolve(REPOSITORY_ROOT, args.out);
  mkdirSync(join(out, '..'), { recursive: true });
  writeFileSync(out, markdown);
  console.log(`\n${table()}\n`);
  console.log(`Written to ${relative(REPOSITORY_ROOT, out)}`);
}

await main();
