import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import {
  currentCpuSlowdown,
  type HostSpeed,
  indexCpuSlowdown,
  launchLighthouseChromium,
  recordPageLoadFactor,
} from '../lighthouse.ts';

/**
 * The slowdown is calibrated so that the reference page scores a point under its median on the
 * hosts where the benchmark index alone calibrates Lighthouse well (quality/README.md).
 */
export const REFERENCE_PAGE_SCORE = 98;
/** The slowdowns searched, and how closely. */
const SLOWDOWN_RANGE = { lowest: 1, highest: 12, precision: 0.05 } as const;
const GATHER_ATTEMPTS = 3;

export interface ReferenceCalibration {
  benchmarkIndex: number;
  /** The slowdown at which the reference page scores REFERENCE_PAGE_SCORE. */
  cpuSlowdown: number;
  /** That slowdown over the one the benchmark index alone sets. */
  factor: number;
}

/**
 * Loads the reference page once and finds the largest CPU slowdown at which Lighthouse still scores
 * it REFERENCE_PAGE_SCORE; records that slowdown's ratio to the benchmark index's own in `host`, so
 * that the pages audited next are slowed by the index's slowdown times the median of the recent
 * ratios (decision 074).
 *
 * Lighthouse's default throttling is simulated: the page loads at the host's own speed and the
 * slowdown enters only the simulation, so one load is scored at any slowdown by auditing its saved
 * artifacts again. Lighthouse refuses to audit with settings other than those it gathered with,
 * so the saved settings are set to each slowdown tried.
 */
export async function calibrateOnReferencePage(referenceUrl: string, host: HostSpeed): Promise<ReferenceCalibration> {
  const chrome = await launchLighthouseChromium();
  const artifactsDir = mkdtempSync(join(tmpdir(), 'rennfeld-reference-page-'));
  const flags = { port: chrome.port, logLevel: 'error' as const, onlyCategories: ['performance'] };
  try {
    const artifactsFile = join(artifactsDir, 'artifacts.json');
    let artifacts: { settings: { throttling: { cpuSlowdownMultiplier: number } } };
    const scoreAt = async (cpuSlowdown: number) => {
      artifacts.settings.throttling.cpuSlowdownMultiplier = cpuSlowdown;
      writeFileSync(artifactsFile, JSON.stringify(artifacts));
      const result = await lighthouse(referenceUrl, {
        ...flags,
        auditMode: artifactsDir,
        throttling: { cpuSlowdownMultiplier: cpuSlowdown },
      });
      if (!result) throw new Error('Lighthouse returned nothing for the reference page');
      return { score: Math.round((result.lhr.categories.performance?.score ?? 0) * 100), lhr: result.lhr };
    };

    let benchmarkIndex: number | undefined;
    for (let attempt = 1; benchmarkIndex === undefined; attempt++) {
      await lighthouse(referenceUrl, {
        ...flags,
        gatherMode: artifactsDir,
        // Only the idle callbacks' deadlines during the load depend on it.
        throttling: { cpuSlowdownMultiplier: currentCpuSlowdown(host) },
      });
      artifacts = JSON.parse(readFileSync(artifactsFile, 'utf8'));
      const { lhr } = await scoreAt(SLOWDOWN_RANGE.lowest);
      if (!lhr.runtimeError) benchmarkIndex = lhr.environment.benchmarkIndex;
      else if (attempt === GATHER_ATTEMPTS) {
        throw new Error(`Lighthouse could not measure the reference page: ${lhr.runtimeError.code}`);
      }
    }

    let passing: number = SLOWDOWN_RANGE.lowest;
    let failing: number = SLOWDOWN_RANGE.highest;
    if ((await scoreAt(failing)).score >= REFERENCE_PAGE_SCORE) passing = failing;
    while (failing - passing > SLOWDOWN_RANGE.precision) {
      const tried = (passing + failing) / 2;
      if ((await scoreAt(tried)).score >= REFERENCE_PAGE_SCORE) passing = tried;
      else failing = tried;
    }
    const factor = passing / indexCpuSlowdown(benchmarkIndex);
    recordPageLoadFactor(host, factor);
    return { benchmarkIndex, cpuSlowdown: passing, factor };
  } finally {
    chrome.kill();
    rmSync(artifactsDir, { recursive: true, force: true });
  }
}
