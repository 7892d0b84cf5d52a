import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type RunnerResult } from 'lighthouse';
import { CHROMIUM_FLAGS, findChromium } from '../e2e/support/chromium.ts';

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type LighthouseCategory = (typeof LIGHTHOUSE_CATEGORIES)[number];

export interface LighthouseResult {
  route: string;
  scores: Record<LighthouseCategory, number>;
  /** Audits that cost points, worst first (id and score), to say what to fix. */
  failing: string[];
  reportFile: string;
}

/** Attempts at one page before a run that measured nothing fails the gate (decision 032). */
const ATTEMPTS_PER_PAGE = 3;

/** Lighthouse's default mobile CPU slowdown, meant for a host of its reference speed. */
const DEFAULT_CPU_SLOWDOWN = 4;

/**
 * The CPU slowdown that makes this host stand for Lighthouse's reference phone, as Lighthouse's own
 * CPU throttling calculator gives it for a benchmark index of 1 300 or more (1 533 = 4×, 2 000 = 6×).
 * A host slower than the reference keeps the default (decision 085).
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  const calculated = 3 + (benchmarkIndex - 1300) / 233;
  return Math.max(DEFAULT_CPU_SLOWDOWN, Math.round(calculated * 10) / 10);
}

/** Debian's Chromium, headless, with no network beyond loopback, for Lighthouse to drive. */
export function launchLighthouseChromium(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({ chromePath: findChromium(), chromeFlags: CHROMIUM_FLAGS, userDataDir: false });
}

async function audit(url: string, chromePort: number, cpuSlowdownMultiplier: number): Promise<RunnerResult> {
  for (let attempt = 1; ; attempt++) {
    const runnerResult = await lighthouse(url, {
      port: chromePort,
      output: 'html',
      logLevel: 'error',
      onlyCategories: [...LIGHTHOUSE_CATEGORIES],
      throttling: { cpuSlowdownMultiplier },
    });
    if (!runnerResult) throw new Error(`Lighthouse returned nothing for ${url}`);
    const failure = runnerResult.lhr.runtimeError;
    if (!failure) return runnerResult;
    if (attempt === ATTEMPTS_PER_PAGE) {
      throw new Error(`Lighthouse could not measure ${url} in ${attempt} attempts: ${failure.code} ${failure.message}`);
    }
    console.warn(`Lighthouse could not measure ${url} (${failure.code}); running it again.`);
  }
}

/** The host's benchmark index, as Lighthouse measures it at the start of a run of `url`. */
export async function measureBenchmarkIndex(url: string, chromePort: number): Promise<number> {
  const { lhr } = await audit(url, chromePort, DEFAULT_CPU_SLOWDOWN);
  return Math.round(lhr.environment.benchmarkIndex);
}

/**
 * Lighthouse's default mobile run (a mid-range phone on a slow 4G link, simulated) of one route at
 * `cpuSlowdown`, in the Chromium listening on `chromePort`. The HTML report goes to `reportDir`.
 */
export async function runLighthouse(
  baseUrl: string,
  route: string,
  reportDir: string,
  cpuSlowdown: number,
  chromePort: number,
): Promise<LighthouseResult> {
  mkdirSync(reportDir, { recursive: true });
  const runnerResult = await audit(new URL(route, baseUrl).href, chromePort, cpuSlowdown);
  const { lhr } = runnerResult;
  const scores = Object.fromEntries(
    LIGHTHOUSE_CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
  ) as Record<LighthouseCategory, number>;
  const failing = Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative')
    .filter((audit) => audit.scoreDisplayMode !== 'manual' && audit.scoreDisplayMode !== 'notApplicable')
    .sort((a, b) => (a.score ?? 0) - (b.score ?? 0))
    .map(
      (audit) =>
        `${audit.id} (${Math.round((audit.score ?? 0) * 100)}${audit.displayValue ? `, ${audit.displayValue}` : ''})`,
    );
  const reportFile = join(reportDir, `${route.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}.html`);
  writeFileSync(reportFile, runnerResult.report as string);
  return { route, scores, failing, reportFile };
}
