import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { currentCpuSlowdown, type HostSpeed, recordReferenceSlowdown } from '../lighthouse.ts';
import { largestPassingSlowdown, withinSlowdownRange } from './slowdown-search.ts';

/**
 * The slowdown is calibrated so that the reference page scores a point under its median on the
 * hosts where the benchmark index alone calibrates Lighthouse well (quality/README.md).
 */
export const REFERENCE_PAGE_SCORE = 98;
const GATHER_ATTEMPTS = 3;
/**
 * Audits whose artifacts are gathered after the load, which enter no score: the page's images
 * (ImageElements, a second) and whether it can use the back-forward cache (a navigation away and
 * back). With the full-page screenshot (two seconds) they took a quarter of a calibration's time.
 * What is gathered during the load, the trace included, is unchanged (decision 082).
 */
const AUDITS_AFTER_THE_LOAD = [
  'bf-cache',
  'lcp-lazy-loaded',
  'modern-image-formats',
  'offscreen-images',
  'unsized-images',
  'uses-optimized-images',
  'uses-responsive-images',
  'uses-responsive-images-snapshot',
];

/**
 * Loads the reference page once, in the Chromium listening on `chromePort` (the one the pages load
 * in), finds the largest CPU slowdown at which Lighthouse still scores it REFERENCE_PAGE_SCORE and
 * records it in `host`: the pages audited next are slowed by the median of the recent ones
 * (decisions 074, 075, 081 and 082). Returns that slowdown.
 *
 * Lighthouse's default throttling is simulated: the page loads at the host's own speed and the
 * slowdown enters only the simulation, so one load is scored at any slowdown by auditing its saved
 * artifacts again. Lighthouse refuses to audit with settings other than those it gathered with,
 * so the saved settings are set to each slowdown tried.
 */
export async function calibrateOnReferencePage(
  referenceUrl: string,
  host: HostSpeed,
  chromePort: number,
): Promise<number> {
  const artifactsDir = mkdtempSync(join(tmpdir(), 'rennfeld-reference-page-'));
  const flags = {
    port: chromePort,
    logLevel: 'error' as const,
    onlyCategories: ['performance'],
    skipAudits: AUDITS_AFTER_THE_LOAD,
    disableFullPageScreenshot: true,
  };
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

    const start = withinSlowdownRange(currentCpuSlowdown(host));
    let startScore: number;
    for (let attempt = 1; ; attempt++) {
      await lighthouse(referenceUrl, {
        ...flags,
        gatherMode: artifactsDir,
        // Only the idle callbacks' deadlines during the load depend on it.
        throttling: { cpuSlowdownMultiplier: currentCpuSlowdown(host) },
      });
      artifacts = JSON.parse(readFileSync(artifactsFile, 'utf8'));
      const { score, lhr } = await scoreAt(start);
      if (!lhr.runtimeError) {
        startScore = score;
        break;
      }
      if (attempt === GATHER_ATTEMPTS) {
        throw new Error(`Lighthouse could not measure the reference page: ${lhr.runtimeError.code}`);
      }
    }

    const passing = await largestPassingSlowdown(
      async (cpuSlowdown) => (await scoreAt(cpuSlowdown)).score >= REFERENCE_PAGE_SCORE,
      start,
      startScore >= REFERENCE_PAGE_SCORE,
    );
    recordReferenceSlowdown(host, passing);
    return passing;
  } finally {
    rmSync(artifactsDir, { recursive: true, force: true });
  }
}
