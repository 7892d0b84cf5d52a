import { localizePath } from '@rennfeld/contract/site-paths';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromiumForTests } from './support/chromium.ts';
import { holdRequests } from './support/hold-requests.ts';
import { openVisitorPage, PHONE } from './support/page.ts';
import { siteRoutes } from './support/site-routes.ts';

/**
 * Decisions 055, 056, 068 and 084: a page paints from its own HTML (its rules inlined), and shows
 * its largest image, before the browser so much as asks for the application's modules, which then
 * hydrate it, or for its stylesheets; without scripts, the stylesheets load as ever.
 */

const baseUrl = inject('baseUrl');
const browser = launchChromiumForTests();
let pages: string[];

beforeAll(async () => {
  const routes = await siteRoutes(baseUrl);
  // Home, a listing, a product page, a news article and the contact page (Lighthouse's pages).
  pages = [routes[0]!, routes[1]!, routes[3]!, routes[8]!, '/contact'].flatMap((route) => [
    route,
    localizePath(route, 'de'),
  ]);
});

describe('the first paint', () => {
  it('comes before any module or stylesheet is asked for, and the page hydrates after it, without a problem', async () => {
    const timings: Record<string, { paint: number; firstModule: number; firstStylesheet: number }> = {};
    const problems: string[] = [];
    for (const path of pages) {
      // A browser of its own for each page: with nothing cached, each page asks for its modules
      // and stylesheets, so each has a time to compare (one from the memory cache has none).
      const visitor = await openVisitorPage(browser(), baseUrl, { viewport: PHONE });
      try {
        await visitor.page.goto(path);
        // The stylesheets switch on once all have arrived (decision 084).
        await visitor.page.waitForFunction(
          () => document.querySelectorAll('link[data-deferred-style][media="print"]').length === 0,
        );
        timings[path] = await visitor.page.evaluate(() => {
          const paint = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
          const firstAsked = (file: RegExp) =>
            Math.min(
              ...performance
                .getEntriesByType('resource')
                .filter((entry) => file.test(new URL(entry.name).pathname))
                .map((entry) => entry.startTime),
            );
          return {
            paint,
            firstModule: firstAsked(/\/assets\/[^/]+\.js$/),
            firstStylesheet: firstAsked(/\/assets\/[^/]+\.css$/),
          };
        });
        problems.push(...visitor.problems.map((problem) => `${path}: ${problem}`));
      } finally {
        await visitor.close();
      }
    }
    for (const [path, { paint, firstModule, firstStylesheet }] of Object.entries(timings)) {
      expect(firstModule, path).toBeLessThan(Infinity);
      expect(firstStylesheet, path).toBeLessThan(Infinity);
      expect(firstModule, path).toBeGreaterThan(paint);
      expect(firstStylesheet, path).toBeGreaterThan(paint);
    }
    expect(problems).toEqual([]);
  });

  it("waits for the page's high-priority image too, and the frame that shows it (decision 068)", async () => {
    const visitor = await openVisitorPage(browser(), baseUrl, { viewport: PHONE });
    try {
      const { page } = visitor;
      const modules = recordModuleRequests(page);
      const releaseImage = await holdRequests(page, (url) => url.pathname.startsWith('/storage/product/'));
      // A product page: its picture is the largest element, marked fetchpriority="high". The
      // frame's own goto: the visitor's waits for hydration, which waits for the picture.
      await page.mainFrame().goto(pages[4]!, { waitUntil: 'domcontentloaded' });
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
      await expect(page.locator('img[fetchpriority="high"]').count()).resolves.toBe(1);
      await page.waitForTimeout(500);
      expect(modules).toEqual([]);

      releaseImage();
      await expect.poll(() => modules.length).toBeGreaterThan(0);
      const { imageArrived, firstModule } = await page.evaluate(() => {
        const image = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')!;
        const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const scripts = resources.filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname));
        return {
          imageArrived: resources.find((entry) => entry.name === image.currentSrc)!.responseEnd,
          firstModule: Math.min(...scripts.map((entry) => entry.startTime)),
        };
      });
      expect(firstModule).toBeGreaterThan(imageArrived);
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      expect(visitor.problems).toEqual([]);
    } finally {
      await visitor.close();
    }
  });

  it('is styled by the rules the page carries before its stylesheets arrive', async () => {
    const visitor = await openVisitorPage(browser(), baseUrl, { viewport: PHONE });
    try {
      // The stylesheets never arrive: what shows is what the page's own <style> says.
      await visitor.page.route(/\/assets\/.*\.css$/, (route) => route.abort());
      await visitor.page.goto('/');
      const header = await visitor.page.evaluate(() => {
        const style = getComputedStyle(document.querySelector('.navbar')!);
        return { display: style.display, flexWrap: style.flexWrap };
      });
      expect(header).toEqual({ display: 'flex', flexWrap: 'wrap' });
    } finally {
      await visitor.close();
    }
  });
});

describe('scripts a first load leaves out (decision 059)', () => {
  it("loads the carousel's when it comes near the viewport, and the focus trap when a toggle is reached", async () => {
    const visitor = await openVisitorPage(browser(), baseUrl, { viewport: PHONE });
    try {
      const { page } = visitor;
      const modules = recordModuleRequests(page);
      const asked = (name: RegExp) => modules.some((path) => name.test(path));
      await page.goto('/', { waitUntil: 'networkidle' });
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
      await page.waitForLoadState('networkidle');
      expect(modules.length).toBeGreaterThan(0);
      expect(asked(/\/news-carousel-/)).toBe(false);
      expect(asked(/\/focus-trap[.-]/)).toBe(false);
      await expect(page.locator('.news-carousel .swiper-initialized').count()).resolves.toBe(0);

      await page.locator('.news-carousel').scrollIntoViewIfNeeded();
      await page.locator('.news-carousel .swiper-initialized').waitFor();
      expect(asked(/\/news-carousel-/)).toBe(true);

      await page.getByRole('button', { name: 'Open menu' }).focus();
      await expect.poll(() => asked(/\/focus-trap[.-]/)).toBe(true);
      expect(visitor.problems).toEqual([]);
    } finally {
      await visitor.close();
    }
  });
});

describe("V8's compile hint (decision 066)", () => {
  it('marks every script a first load runs, and none of those it leaves out', async () => {
    const visitor = await openVisitorPage(browser(), baseUrl, { viewport: PHONE });
    try {
      const { page } = visitor;
      const modules = recordModuleRequests(page);
      const hinted = async (path: string) => {
        const script = await (await fetch(new URL(path, baseUrl))).text();
        return /^\/\/# allFunctionsCalledOnLoad$/m.test(script);
      };
      await page.goto('/', { waitUntil: 'networkidle' });
      // The modules the page hydrates with: those its start-up script preloads (decision 056).
      const { firstLoad, routeManifest } = await page.evaluate(() => ({
        firstLoad: Array.from(
          document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'),
          (link) => new URL(link.href).pathname,
        ),
        routeManifest: (window as unknown as { __reactRouterManifest: { url: string } }).__reactRouterManifest.url,
      }));
      expect(firstLoad).toContain(routeManifest);
      // React Router's route manifest (decision 067) is one assignment of data: no function to hint.
      const code = firstLoad.filter((path) => path !== routeManifest);
      expect(code.length).toBeGreaterThan(0);
      for (const path of code) expect(await hinted(path), path).toBe(true);

      await page.locator('.news-carousel').scrollIntoViewIfNeeded();
      await page.locator('.news-carousel .swiper-initialized').waitFor();
      const later = modules.filter((path) => !firstLoad.includes(path));
      expect(later.some((path) => /\/news-carousel-/.test(path))).toBe(true);
      for (const path of later) expect(await hinted(path), path).toBe(false);
      expect(visitor.problems).toEqual([]);
    } finally {
      await visitor.close();
    }
  });
});

/** The application's modules a page asks for, in the order it asks. */
function recordModuleRequests(page: Page): string[] {
  const modules: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/^\/assets\/[^/]+\.js$/.test(path)) modules.push(path);
  });
  return modules;
}

describe('without scripts', () => {
  it('the stylesheets load as render-blocking links', async () => {
    const visitor = await openVisitorPage(browser(), baseUrl, { viewport: PHONE, javaScriptEnabled: false });
    try {
      await visitor.page.goto(pages[4]!);
      const { deferredLinks, sheets } = await visitor.page.evaluate(() => ({
        deferredLinks: document.querySelectorAll('link[data-deferred-style]').length,
        sheets: Array.from(document.styleSheets)
          .filter((sheet) => sheet.href !== null)
          .map((sheet) => ({ media: sheet.media.mediaText, rules: sheet.cssRules.length > 0 })),
      }));
      expect(deferredLinks).toBeGreaterThan(0);
      // The deferred copies are not even asked for without scripts (decision 084); each one's
      // <noscript> copy applies.
      expect(sheets).toEqual(Array.from({ length: deferredLinks }, () => ({ media: '', rules: true })));
    } finally {
      await visitor.close();
    }
  });
});
