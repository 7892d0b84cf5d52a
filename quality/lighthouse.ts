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
  /** The host's speed as Lighthouse measured it in this run, and the CPU slowdown it was audited at. */
  benchmarkIndex: number;
  cpuSlowdown: number;
  /** Audits that cost points, worst first (id and score), to say what to fix. */
  failing: string[];
  reportFile: string;
}

/** Attempts at one page before a run that measured nothing fails the gate. */
const ATTEMPTS_PER_PAGE = 3;

/**
 * Lighthouse's default slows the CPU 4×, which stands for its reference phone only on a host whose
 * benchmark index is 1 533 (the 4× point of Lighthouse's CPU throttling calculator). On any other
 * host the slowdown is scaled by the host's index, so every run audits the same phone however fast
 * the machine is at that moment (decision 057).
 */
const REFERENCE_HOST = { benchmarkIndex: 1533, cpuSlowdown: 4 } as const;

function calibratedCpuSlowdown(benchmarkIndex: number): number {
  return Math.max(1, (REFERENCE_HOST.cpuSlowdown * benchmarkIndex) / REFERENCE_HOST.benchmarkIndex);
}

/**
 * How far a run's own benchmark index may differ from the one its slowdown was set from. Lighthouse
 * measures the index at the start of a run, so the slowdown comes from the previous run's; a run
 * during which the host's speed changed more than this is run again.
 */
const CALIBRATION_TOLERANCE = 0.2;
const CALIBRATION_ATTEMPTS = 6;

/** The host's speed as the last run measured it; unknown before the first, which is then run again. */
export interface HostSpeed {
  benchmarkIndex?: number;
}

/**
 * Now and then Lighthouse fails to record a trace (NO_NAVSTART: "Please run Lighthouse again").
 * Such a run measured nothing and scores 0, which would drag the median down; it is run again.
 */
async function auditPage(url: string, port: number, host: HostSpeed): Promise<RunnerResult> {
  for (let failed = 0, calibrations = 0; ;) {
    const assumed = host.benchmarkIndex ?? REFERENCE_HOST.benchmarkIndex;
    const runnerResult = await lighthouse(url, {
      port,
      output: 'html',
      logLevel: 'error',
      onlyCategories: [...LIGHTHOUSE_CATEGORIES],
      throttling: { cpuSlowdownMultiplier: calibratedCpuSlowdown(assumed) },
    });
    if (!runnerResult) throw new Error(`Lighthouse returned nothing for ${url}`);
    const failure = runnerResult.lhr.runtimeError;
    if (failure) {
      if (++failed === ATTEMPTS_PER_PAGE) {
        throw new Error(
          `Lighthouse could not measure ${url} in ${failed} attempts: ${failure.code} ${failure.message}`,
        );
      }
      console.warn(`Lighthouse could not measure ${url} (${failure.code}); running it again.`);
      continue;
    }
    const measured = runnerResult.lhr.environment.benchmarkIndex;
    const calibrated =
      host.benchmarkIndex !== undefined && Math.abs(measured - assumed) <= assumed * CALIBRATION_TOLERANCE;
    host.benchmarkIndex = measured;
    if (calibrated) return runnerResult;
    if (++calibrations === CALIBRATION_ATTEMPTS) {
      throw new Error(`The host's speed changed too much to calibrate Lighthouse in ${calibrations} runs of ${url}`);
    }
  }
}

/**
 * Lighthouse's default run (a mid-range phone on a slow 4G link, simulated), its CPU slowdown
 * calibrated to the host, on each route, in Debian's Chromium, headless, with no network beyond
 * loopback. The HTML report of each page is written to `reportDir`.
 */
export async function runLighthouse(
  baseUrl: string,
  routes: string[],
  reportDir: string,
  host: HostSpeed,
): Promise<LighthouseResult[]> {
  mkdirSync(reportDir, { recursive: true });
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: CHROMIUM_FLAGS,
    userDataDir: false,
  });
  const results: LighthouseResult[] = [];
  try {
    for (const route of routes) {
      const runnerResult = await auditPage(new URL(route, baseUrl).href, chrome.port, host);
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
      results.push({
        route,
        scores,
        benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
        cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
        failing,
        reportFile,
      });
    }
  } finally {
    chrome.kill();
  }
  return results;
}
