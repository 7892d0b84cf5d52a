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

/** Attempts at one page before a run that measured nothing fails the gate. */
const ATTEMPTS_PER_PAGE = 3;

/**
 * Now and then Lighthouse fails to record a trace (NO_NAVSTART: "Please run Lighthouse again").
 * Such a run measured nothing and scores 0, which would drag the median down; it is run again.
 */
async function auditPage(url: string, port: number): Promise<RunnerResult> {
  for (let attempt = 1; ; attempt++) {
    const runnerResult = await lighthouse(url, {
      port,
      output: 'html',
      logLevel: 'error',
      onlyCategories: [...LIGHTHOUSE_CATEGORIES],
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

/**
 * Lighthouse's default run (a mid-range phone on a slow 4G link, simulated) on each route, in
 * Debian's Chromium, headless, with no network beyond loopback. The HTML report of each page is
 * written to `reportDir`.
 */
export async function runLighthouse(baseUrl: string, routes: string[], reportDir: string): Promise<LighthouseResult[]> {
  mkdirSync(reportDir, { recursive: true });
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: CHROMIUM_FLAGS,
    userDataDir: false,
  });
  const results: LighthouseResult[] = [];
  try {
    for (const route of routes) {
      const runnerResult = await auditPage(new URL(route, baseUrl).href, chrome.port);
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
      results.push({ route, scores, failing, reportFile });
    }
  } finally {
    chrome.kill();
  }
  return results;
}
