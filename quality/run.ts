// `npm run test:quality`: the page-weight budget and the Lighthouse gate, on the built server with
// a fresh demo database. Prints both tables, writes them and the Lighthouse HTML reports under
// reports/quality/ (git ignores reports/), and exits 1 when a route breaks a budget or a minimum.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LaunchedChrome } from 'chrome-launcher';
import { launchChromium } from '../e2e/support/chromium.ts';
import { inBothLanguages, siteRoutes } from '../e2e/support/site-routes.ts';
import { startTestServer } from '../e2e/support/test-server.ts';
import { buildIfChanged } from '../scripts/build-if-changed.mjs';
import { LIGHTHOUSE_MINIMUM, lighthouseRoutes, PAGE_WEIGHT_BUDGET_KB, SITE_SCRIPT_BUDGET_KB } from './budget.ts';
import { hasDearPageFaults, measurePageFaultMicroseconds } from './host-memory.ts';
import {
  LIGHTHOUSE_CATEGORIES,
  launchLighthouseChromium,
  type LighthouseResult,
  median,
  runLighthouse,
  unmeasuredHost,
} from './lighthouse.ts';
import { measurePageWeights, type PageWeight, WEIGHT_KINDS } from './page-weight.ts';
import { calibrateOnReferencePage, REFERENCE_PAGE_SCORE } from './reference-page/calibrate.ts';
import { type ReferencePage, startReferencePage } from './reference-page/replay.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const REPORT_DIR = join(ROOT, 'reports/quality');
/** Lighthouse runs per page; the run with the median performance score is reported. */
const LIGHTHOUSE_RUNS = 5;
/**
 * Where the reference page calibrates (decision 074), one load of it before each page, and this
 * many before the first: the slowdown of a single load spreads widely (quality/README.md).
 */
const FIRST_PAGE_REFERENCE_LOADS = 3;
/** `always` calibrates on the reference page whatever a page fault costs, to compare the two ways on one host. */
const REFERENCE_PAGE_SETTING = process.env.QUALITY_REFERENCE_PAGE;

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function weightTable(weights: PageWeight[]): { table: string; failures: string[] } {
  const failures: string[] = [];
  const rows = weights.map((weight) => {
    const siteScript = weight.script - weight.frameworkScript;
    const over = Object.entries(PAGE_WEIGHT_BUDGET_KB)
      .filter(([kind, budget]) => weight[kind as keyof typeof PAGE_WEIGHT_BUDGET_KB] / 1024 > budget)
      .map(([kind]) => kind);
    for (const kind of over)
      failures.push(
        `${weight.route}: ${kind} over its ${PAGE_WEIGHT_BUDGET_KB[kind as keyof typeof PAGE_WEIGHT_BUDGET_KB]} KB budget`,
      );
    if (siteScript / 1024 > SITE_SCRIPT_BUDGET_KB) {
      over.push("site's script");
      failures.push(`${weight.route}: the site's own script over its ${SITE_SCRIPT_BUDGET_KB} KB budget`);
    }
    // A public page never loads the staff app's code nor calls its API.
    for (const path of weight.staffAreaRequests) failures.push(`${weight.route}: requested the staff area (${path})`);
    return `| ${weight.route} | ${WEIGHT_KINDS.map((kind) => kb(weight[kind])).join(' | ')} | ${kb(siteScript)} | ${over.length === 0 ? 'yes' : `**no** (${over.join(', ')})`} |`;
  });
  const budget = `| budget | ${WEIGHT_KINDS.map((kind) => (kind in PAGE_WEIGHT_BUDGET_KB ? String(PAGE_WEIGHT_BUDGET_KB[kind as keyof typeof PAGE_WEIGHT_BUDGET_KB]) : '–')).join(' | ')} | ${SITE_SCRIPT_BUDGET_KB} | |`;
  return {
    table: [
      `| Route | ${WEIGHT_KINDS.map((kind) => `${kind} KB`).join(' | ')} | site's own script KB | within budget |`,
      `| --- | ${WEIGHT_KINDS.map(() => '---:').join(' | ')} | ---: | --- |`,
      ...rows,
      budget,
    ].join('\n'),
    failures,
  };
}

function medianRun(runs: LighthouseResult[]): LighthouseResult {
  return [...runs].sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor(runs.length / 2)]!;
}

function lighthouseTable(results: LighthouseResult[]): { table: string; failures: string[] } {
  const failures: string[] = [];
  const rows = results.map((result) => {
    for (const category of LIGHTHOUSE_CATEGORIES) {
      if (result.scores[category] < LIGHTHOUSE_MINIMUM[category]) {
        failures.push(
          `${result.route}: ${category} ${result.scores[category]} < ${LIGHTHOUSE_MINIMUM[category]} (${result.failing.slice(0, 6).join('; ')})`,
        );
      }
    }
    const scores = LIGHTHOUSE_CATEGORIES.map((category) => result.scores[category]).join(' | ');
    return `| ${result.route} | ${scores} | ${result.benchmarkIndex} | ${result.cpuSlowdown.toFixed(1)}× | ${Math.round(result.calibrationError * 100)} % |`;
  });
  return {
    table: [
      `| Page | ${LIGHTHOUSE_CATEGORIES.join(' | ')} | host's benchmark index | CPU slowdown | speed off calibration |`,
      `| --- | ${LIGHTHOUSE_CATEGORIES.map(() => '---:').join(' | ')} | ---: | ---: | ---: |`,
      ...rows,
      `| minimum | ${LIGHTHOUSE_CATEGORIES.map((category) => LIGHTHOUSE_MINIMUM[category]).join(' | ')} | | | |`,
    ].join('\n'),
    failures,
  };
}

buildIfChanged();
const storageDir = join(ROOT, 'data/e2e-storage');
mkdirSync(storageDir, { recursive: true });
mkdirSync(REPORT_DIR, { recursive: true });
// Every page view reports its real-user timings, so the gates count the reporter on every route.
const server = await startTestServer({ storageDir, env: { VITALS_SAMPLE_RATE: '1' } });
let failures: string[] = [];
let referencePage: ReferencePage | undefined;
let lighthouseChromium: LaunchedChrome | undefined;
try {
  const routes = inBothLanguages(await siteRoutes(server.baseUrl));

  const browser = await launchChromium();
  const weights = await measurePageWeights(browser, server.baseUrl, routes).finally(() => browser.close());
  const weight = weightTable(weights);
  console.log(`\nFirst-load transfer per route (KB, compressed, phone viewport):\n\n${weight.table}\n`);

  const audited = lighthouseRoutes(routes);
  const runs: LighthouseResult[][] = audited.map(() => []);
  const pageFaultMicroseconds = measurePageFaultMicroseconds();
  const hostSpeed = unmeasuredHost();
  // Where memory is dear, the reference page calibrates each page's slowdown (decisions 074, 075, 081).
  const calibratesOnReferencePage = REFERENCE_PAGE_SETTING === 'always' || hasDearPageFaults(pageFaultMicroseconds);
  referencePage = calibratesOnReferencePage ? await startReferencePage() : undefined;
  // One Chromium for every load, the reference page's too, so that each is as warm as the others.
  lighthouseChromium = await launchLighthouseChromium();
  const referenceSlowdowns: number[] = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
    const roundSlowdowns: number[] = [];
    for (const [index, route] of audited.entries()) {
      const referenceLoads = run === 0 && index === 0 ? FIRST_PAGE_REFERENCE_LOADS : 1;
      for (let load = 0; referencePage && load < referenceLoads; load++) {
        roundSlowdowns.push(await calibrateOnReferencePage(referencePage.url, hostSpeed, lighthouseChromium.port));
      }
      runs[index]!.push(
        await runLighthouse(
          server.baseUrl,
          route,
          join(REPORT_DIR, `lighthouse-run-${run + 1}`),
          hostSpeed,
          lighthouseChromium.port,
        ),
      );
    }
    if (referencePage) {
      const slowdowns = roundSlowdowns.map((slowdown) => `${slowdown.toFixed(2)}×`).join(', ');
      console.log(`Round ${run + 1}: the reference page scored ${REFERENCE_PAGE_SCORE} up to ${slowdowns}.`);
      referenceSlowdowns.push(...roundSlowdowns);
    }
  }
  const lighthouse = lighthouseTable(runs.map(medianRun));
  const slowdowns = `${Math.min(...referenceSlowdowns).toFixed(2)}× to ${Math.max(...referenceSlowdowns).toFixed(2)}× (median ${median(referenceSlowdowns)?.toFixed(2)}×)`;
  const pageFaults = `This host's page faults: ${pageFaultMicroseconds.toFixed(1)} µs each (first writes to fresh memory: quality/README.md); ${
    referencePage
      ? `each page was audited at the median of the reference page's last five slowdowns, one measured before each page (decisions 074, 075, 081 and 082): ${slowdowns}.`
      : 'the slowdown is set by the benchmark index alone.'
  }`;
  console.log(
    `Lighthouse (mobile, median of ${LIGHTHOUSE_RUNS} runs by performance):\n\n${lighthouse.table}\n\n${pageFaults}\n`,
  );

  writeFileSync(
    join(REPORT_DIR, 'latest.md'),
    `# Quality gates\n\n## Page weight (KB)\n\n${weight.table}\n\n## Lighthouse\n\n${lighthouse.table}\n\n${pageFaults}\n`,
  );
  failures = [...weight.failures, ...lighthouse.failures];
} finally {
  lighthouseChromium?.kill();
  await referencePage?.stop();
  await server.stop();
}

if (failures.length > 0) {
  console.error(`Quality gates failed:\n${failures.map((failure) => `- ${failure}`).join('\n')}`);
  process.exit(1);
}
console.log(`Quality gates passed. Reports: ${REPORT_DIR}`);
