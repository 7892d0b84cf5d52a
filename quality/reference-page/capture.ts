// `npx tsx quality/reference-page/capture.ts`: records the home page, as the built server serves it
// on a fresh demo database, into home.har.gz, the Lighthouse gate's reference page (README.md).
// Run it only to anchor the gate anew: the reference's score on ordinary hosts
// (REFERENCE_PAGE_SCORE in calibrate.ts) must then be measured again.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Har } from 'har-format';
import { screenEmulationMetrics } from 'lighthouse/core/config/constants.js';
import { launchChromium } from '../../e2e/support/chromium.ts';
import { startTestServer } from '../../e2e/support/test-server.ts';
import { buildIfChanged } from '../../scripts/build-if-changed.mjs';
import { REFERENCE_PAGE_FILE } from './replay.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

buildIfChanged();
const storageDir = join(ROOT, 'data/e2e-storage');
mkdirSync(storageDir, { recursive: true });
// As in the gate: every page view loads the real-user timings' reporter.
const server = await startTestServer({ storageDir, env: { VITALS_SAMPLE_RATE: '1' } });
const harFile = join(tmpdir(), `reference-page-${process.pid}.har`);
try {
  const browser = await launchChromium();
  try {
    // Lighthouse's phone; the page is then scrolled to its end, so that what loads near the
    // viewport (and during Lighthouse's full-page screenshot) is recorded too.
    const phone = screenEmulationMetrics.mobile;
    const context = await browser.newContext({
      viewport: { width: phone.width, height: phone.height },
      deviceScaleFactor: phone.deviceScaleFactor,
      isMobile: phone.mobile,
      hasTouch: true,
      recordHar: { path: harFile, content: 'embed' },
    });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/`, { waitUntil: 'networkidle' });
    for (let scrolled = 0; scrolled < 40; scrolled++) {
      const atEnd = await page.evaluate(() => {
        window.scrollBy(0, window.innerHeight);
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight;
      });
      await page.waitForTimeout(150);
      if (atEnd) break;
    }
    await page.waitForLoadState('networkidle');
    await context.close();
  } finally {
    await browser.close();
  }
  // Kept: each URL's first complete answer (the video's ranges, which Lighthouse never asks for,
  // and the timings' report are left out).
  const har = JSON.parse(readFileSync(harFile, 'utf8')) as Har;
  const recorded = new Set<string>();
  har.log.entries = har.log.entries.filter(({ request, response }) => {
    const kept = request.method === 'GET' && response.status === 200 && !recorded.has(request.url);
    recorded.add(request.url);
    return kept;
  });
  writeFileSync(REFERENCE_PAGE_FILE, gzipSync(JSON.stringify(har), { level: 9 }));
  console.log(`Recorded ${REFERENCE_PAGE_FILE}`);
} finally {
  rmSync(harFile, { force: true });
  await server.stop();
}
