import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { launchChromiumForTests } from './support/chromium.ts';
import { openVisitorPage } from './support/page.ts';
import { EDITOR, addStaffMember, openStaffPage, signIn } from './support/staff.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/**
 * Journey: a visitor's page view reports its real-user timings (decision 053). The reporter loads
 * only after the page has loaded; when the visitor leaves, the browser sends LCP, INP, CLS and TTFB
 * for the page's route in one beacon, and they show in /metrics and on the staff area's page.
 */

const storageDir = inject('storageDir');
const browser = launchChromiumForTests();
const METRICS_TOKEN = 'e2e-vitals-metrics-token-0123456789abcdef';
const PRODUCT_PAGE = '/product-detail/track-formula-10w-60';
const isReporter = (url: string) => new URL(url).pathname.startsWith('/assets/vitals-reporter-');
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ storageDir, env: { VITALS_SAMPLE_RATE: '1', METRICS_TOKEN } });
  addStaffMember(server, EDITOR, 'editor');
});
afterAll(async () => {
  await server?.stop();
});

async function readMetrics(): Promise<string> {
  const response = await fetch(`${server.baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(response.status).toBe(200);
  return response.text();
}

describe('real-user timings', () => {
  test('the reporter is not in the page: no preload, no script, nothing before the load event', async () => {
    const html = await (await fetch(`${server.baseUrl}${PRODUCT_PAGE}`)).text();
    // The page names the modules it loads (after its first paint, decision 056); not the reporter.
    expect(html).toMatch(/\/assets\/entry\.client-[\w-]+\.js/);
    expect(html).not.toMatch(/vitals-reporter|web-vitals/);
  });

  test('a page view’s timings reach /metrics and the staff page when the visitor leaves', async () => {
    const visitor = await openVisitorPage(browser(), server.baseUrl);
    try {
      const { page } = visitor;
      const reporter = page.waitForResponse((response) => isReporter(response.url()));
      await page.goto(PRODUCT_PAGE);
      await reporter;
      const { loadEnd, reporterStart } = await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        const chunk = performance.getEntriesByType('resource').find((entry) => entry.name.includes('vitals-reporter'));
        return { loadEnd: navigation!.loadEventEnd, reporterStart: chunk!.startTime };
      });
      expect(loadEnd).toBeGreaterThan(0);
      expect(reporterStart).toBeGreaterThanOrEqual(loadEnd);
      // The reporter has run and web-vitals has taken the page's first measures.
      await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => setTimeout(resolve))));

      // An interaction for INP, then the visitor moves on: the page is hidden and reports.
      await page.getByRole('heading', { level: 1 }).click();
      // INP counts an interaction once Chromium has timed it, after the frame that follows it is
      // presented; on a loaded machine that can take longer than a frame. The first input is
      // always timed and web-vitals observes it, so its entry in the timeline is the sign.
      await page.waitForFunction(() => performance.getEntriesByType('first-input').length > 0, null, {
        timeout: 10_000,
      });
      await page.goto('/about');
      expect(visitor.problems).toEqual([]);
    } finally {
      await visitor.close();
    }

    await expect
      .poll(readMetrics, { timeout: 10_000 })
      .toMatch(/^rennfeld_web_vitals_seconds_count\{metric="LCP",route="routes\/product-detail",language="en"\} 1$/m);
    const metrics = await readMetrics();
    // Every beacon taken (the contract refuses anything but a page, a language and values); the
    // product page's values counted once each (the page it led to reports too, once it is closed).
    expect(metrics).toMatch(
      /^rennfeld_http_requests_total\{method="POST",route="\/api\/vitals",status_code="204"\} \d+$/m,
    );
    expect(metrics).not.toMatch(/route="\/api\/vitals",status_code="(?!204)/);
    for (const metric of ['INP', 'TTFB']) {
      expect(metrics).toContain(
        `rennfeld_web_vitals_seconds_count{metric="${metric}",route="routes/product-detail",language="en"} 1`,
      );
    }
    expect(metrics).toContain('rennfeld_web_vitals_cls_count{route="routes/product-detail",language="en"} 1');

    const staff = await openStaffPage(browser(), server.baseUrl);
    try {
      await signIn(staff.page, EDITOR);
      await staff.page.getByRole('menuitem', { name: 'Real-user timings' }).click();
      for (const metric of ['LCP', 'INP', 'CLS', 'TTFB']) {
        await staff.page
          .getByRole('row', {
            name: new RegExp(
              `^Product page \\(/product-detail/…\\) en ${metric} \\S+( ms)? 1 (Good|Needs improvement|Poor)$`,
            ),
          })
          .waitFor();
      }
      expect(staff.problems).toEqual([]);
    } finally {
      await staff.close();
    }
  });

  test('with the sample rate at 0 the reporter is never loaded', async () => {
    const visitor = await openVisitorPage(browser(), inject('baseUrl'));
    try {
      const requested: string[] = [];
      visitor.page.on('request', (request) => requested.push(request.url()));
      await visitor.page.goto('/');
      await visitor.page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
      await visitor.page.goto('/contact');
      expect(requested.filter(isReporter)).toEqual([]);
      expect(requested.filter((url) => url.endsWith('/api/vitals'))).toEqual([]);
    } finally {
      await visitor.close();
    }
  });
});
