import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { currentCpuSlowdown, type HostSpeed, recordReferenceSlowdown } from '../lighthouse.ts';

/**
 * The slowdown is calibrated so that the reference page scores a point under its median on the
 * hosts where the benchmark index alone calibrates Lighthouse well (quality/README.md).
 */
export const REFERENCE_PAGE_SCORE = 98;
/**
 * The slowdowns searched, and how closely (as a ratio). Under 1× is for a host that, at moments,
 * loads the reference page slower than the phone: at 1× the pages would be audited on a slower
 * phone than elsewhere (decision 081).
 */
const SLOWDOWN_RANGE = { lowest: 0.25, highest: 12, precision: 1.02 } as const;
const GATHER_ATTEMPTS = 3;

/**
 * Loads the reference page once, in the Chromium listening on `chromePort` (the one the pages load
 * in), finds the largest CPU slowdown at which Lighthouse still scores it REFERENCE_PAGE_SCORE and
 * records it in `host`: the pages audited next are slowed by the median of the recent ones
 * (decisions 074, 075 and 081). Returns that slowdown.
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
  const flags = { port: chromePort, logLevel: 'error' as const, onlyCategories: ['performance'] };
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

    for (let attempt = 1; ; attempt++) {
      await lighthouse(referenceUrl, {
        ...flags,
        gatherMode: artifactsDir,
        // Only the idle callbacks' deadlines during the load depend on it.
        throttling: { cpuSlowdownMultiplier: currentCpuSlowdown(host) },
      });
      artifacts = JSON.parse(readFileSync(artifactsFile, 'utf8'));
      const { lhr } = await scoreAt(SLOWDOWN_RANGE.lowest);
      if (!lhr.runtimeError) break;
      if (attempt === GATHER_ATTEMPTS) {
        throw new Error(`Lighthouse could not measure the reference page: ${lhr.runtimeError.code}`);
      }
    }

    let passing: number = SLOWDOWN_RANGE.lowest;
    let failing: number = SLOWDOWN_RANGE.highest;
    if ((await scoreAt(failing)).score >= REFERENCE_PAGE_SCORE) passing = failing;
    while (failing / passing > SLOWDOWN_RANGE.precision) {
      const tried = Math.sqrt(passing * failing);
      if ((await scoreAt(tried)).score >= REFERENCE_PAGE_SCORE) passing = tried;
      else failing = tried;
    }
    recordReferenceSlowdown(host, passing);
    return passing;
  } finally {
    rmSync(artifactsDir, { recursive: true, force: true });
  }
}
