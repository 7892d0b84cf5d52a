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
  /** How far the host's speed during the run was from the speed its slowdown assumed, as a fraction. */
  calibrationError: number;
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

/** The slowdown the benchmark index alone sets for a host. */
function indexCpuSlowdown(benchmarkIndex: number): number {
  return (REFERENCE_HOST.cpuSlowdown * benchmarkIndex) / REFERENCE_HOST.benchmarkIndex;
}

/**
 * How far a run's own benchmark index may differ from the one its slowdown was set from. Lighthouse
 * measures the index at the start of a run, so the slowdown comes from the runs before it; a run
 * during which the host's speed changed more than this is run again.
 */
const CALIBRATION_TOLERANCE = 0.2;
const CALIBRATION_ATTEMPTS = 6;
/** The slowdown is set from the median of this many recent readings (indices, reference slowdowns), so one noisy reading does not steer it. */
const RECENT_READINGS = 5;

/**
 * The host's speed as the recent runs measured it; unknown before the first, which is then run
 * again. On a host whose memory is dear, the recent loads of the reference page
 * (`reference-page/calibrate.ts`) set the slowdown instead of the benchmark index (decision 075).
 */
export interface HostSpeed {
  recentIndices: number[];
  recentReferenceSlowdowns: number[];
}

export function unmeasuredHost(): HostSpeed {
  return { recentIndices: [], recentReferenceSlowdowns: [] };
}

export function median(values: number[]): number | undefined {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? undefined : sorted[Math.floor(sorted.length / 2)];
}

function assumedIndex(host: HostSpeed): number | undefined {
  return median(host.recentIndices);
}

function referenceSlowdown(host: HostSpeed): number | undefined {
  return median(host.recentReferenceSlowdowns);
}

/** The slowdown the next page is audited at. */
export function currentCpuSlowdown(host: HostSpeed): number {
  return referenceSlowdown(host) ?? indexCpuSlowdown(assumedIndex(host) ?? REFERENCE_HOST.benchmarkIndex);
}

export function recordReferenceSlowdown(host: HostSpeed, cpuSlowdown: number): void {
  host.recentReferenceSlowdowns = [...host.recentReferenceSlowdowns, cpuSlowdown].slice(-RECENT_READINGS);
}

function recordIndex(host: HostSpeed, measured: number): void {
  host.recentIndices = [...host.recentIndices, measured].slice(-RECENT_READINGS);
}

interface AuditedRun {
  runnerResult: RunnerResult;
  /** How far the host's speed during the run was from the speed its slowdown assumed, as a fraction. */
  calibrationError: number;
}

/**
 * Now and then Lighthouse fails to record a trace (NO_NAVSTART: "Please run Lighthouse again").
 * Such a run measured nothing and scores 0, which would drag the median down; it is run again.
 * On a host whose speed keeps changing, the run closest to its calibration is kept after
 * CALIBRATION_ATTEMPTS, and the table shows how far off it was.
 */
async function auditPage(url: string, port: number, host: HostSpeed): Promise<AuditedRun> {
  let closest: AuditedRun | undefined;
  for (let failed = 0, calibrations = 0; ;) {
    const assumed = assumedIndex(host);
    const cpuSlowdownMultiplier = currentCpuSlowdown(host);
    const runnerResult = await lighthouse(url, {
      port,
      output: 'html',
      logLevel: 'error',
      onlyCategories: [...LIGHTHOUSE_CATEGORIES],
      throttling: { cpuSlowdownMultiplier },
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
    recordIndex(host, measured);
    if (assumed === undefined) continue;
    const run = { runnerResult, calibrationError: Math.abs(measured - assumed) / assumed };
    if (run.calibrationError <= CALIBRATION_TOLERANCE) return run;
    if (!closest || run.calibrationError < closest.calibrationError) closest = run;
    if (++calibrations === CALIBRATION_ATTEMPTS) {
      console.warn(
        `The host's speed kept changing during ${calibrations} runs of ${url}; keeping the closest (${Math.round(closest.calibrationError * 100)} % off).`,
      );
      return closest;
    }
  }
}

/** Debian's Chromium, headless, with no network beyond loopback, for Lighthouse to drive. */
export function launchLighthouseChromium(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({ chromePath: findChromium(), chromeFlags: CHROMIUM_FLAGS, userDataDir: false });
}

/**
 * Lighthouse's default run (a mid-range phone on a slow 4G link, simulated), its CPU slowdown
 * calibrated to the host, on one route, in the Chromium listening on `chromePort`
 * (`launchLighthouseChromium`). The HTML report is written to `reportDir`.
 */
export async function runLighthouse(
  baseUrl: string,
  route: string,
  reportDir: string,
  host: HostSpeed,
  chromePort: number,
): Promise<LighthouseResult> {
  mkdirSync(reportDir, { recursive: true });
  const { runnerResult, calibrationError } = await auditPage(new URL(route, baseUrl).href, chromePort, host);
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
  return {
    route,
    scores,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
    calibrationError,
    failing,
    reportFile,
  };
}
