import type { Browser } from 'playwright-core';

/** What one route transfers on a first load, by kind, in bytes as sent (compressed). */
export interface PageWeight {
  route: string;
  script: number;
  stylesheet: number;
  image: number;
  font: number;
  document: number;
  other: number;
  /**
   * Of `script`, the framework's modules: React, React DOM and React Router, with the app's few
   * hundred bytes of start-up code they share their entry chunks with (the entry module of React
   * Router's manifest and its imports), and the manifest itself, the table of routes React
   * Router's build writes (decision 067). The rest of `script` is the site's own.
   */
  frameworkScript: number;
  /** Anything the page fetched from the staff area (its app, its API, sign-in): must stay empty. */
  staffAreaRequests: string[];
}

export type WeightKind = Exclude<keyof PageWeight, 'route' | 'frameworkScript' | 'staffAreaRequests'>;

/** The staff app under /admin, the staff API under /api/admin and sign-in under /api/auth. */
const STAFF_AREA_PATH = /^\/(admin|api\/admin|api\/auth)(\/|$)/;
export const WEIGHT_KINDS: WeightKind[] = ['script', 'stylesheet', 'image', 'font', 'document', 'other'];

function kindOf(resourceType: string): WeightKind {
  if (resourceType === 'script' || resourceType === 'stylesheet' || resourceType === 'image') return resourceType;
  if (resourceType === 'font' || resourceType === 'document') return resourceType;
  return 'other';
}

/** How long no request may be under way before a page counts as loaded. */
const QUIET_MS = 500;

/**
 * Loads each route in a fresh phone-sized context (an empty cache) and sums the encoded body
 * sizes of every response until the network is idle, and idle again after the browser's first
 * idle period (what a page loads once idle, the real-user timings' reporter, is part of its first
 * load): images below the fold that load lazily are not part of a first load, and are not
 * counted. Notes every request to the staff area.
 */
export async function measurePageWeights(browser: Browser, baseUrl: string, routes: string[]): Promise<PageWeight[]> {
  const weights: PageWeight[] = [];
  for (const route of routes) {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const pending: Array<Promise<void>> = [];
    const weight: PageWeight = {
      route,
      script: 0,
      stylesheet: 0,
      image: 0,
      font: 0,
      document: 0,
      other: 0,
      frameworkScript: 0,
      staffAreaRequests: [],
    };
    const scriptBytes = new Map<string, number>();
    let underWay = 0;
    let lastChange = Date.now();
    const settle = (change: number) => {
      underWay += change;
      lastChange = Date.now();
    };
    page.on('requestfailed', () => settle(-1));
    page.on('request', (request) => {
      settle(1);
      const url = new URL(request.url());
      if (STAFF_AREA_PATH.test(url.pathname)) weight.staffAreaRequests.push(url.pathname);
    });
    page.on('requestfinished', (request) => {
      settle(-1);
      pending.push(
        request.sizes().then((sizes) => {
          const kind = kindOf(request.resourceType());
          weight[kind] += sizes.responseBodySize;
          if (kind === 'script') scriptBytes.set(new URL(request.url()).pathname, sizes.responseBodySize);
        }),
      );
    });
    await page.goto(route, { waitUntil: 'networkidle' });
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
    while (underWay > 0 || Date.now() - lastChange < QUIET_MS) await page.waitForTimeout(50);
    await Promise.all(pending);
    const framework = await page.evaluate(() => {
      const { entry, url } = (
        window as unknown as { __reactRouterManifest: { entry: { module: string; imports: string[] }; url: string } }
      ).__reactRouterManifest;
      return [url, entry.module, ...entry.imports];
    });
    weight.frameworkScript = framework.reduce((sum, path) => sum + (scriptBytes.get(path) ?? 0), 0);
    if (framework.some((path) => !scriptBytes.has(path))) {
      throw new Error(`${route}: the framework's modules ${framework.join(', ')} were not all loaded`);
    }
    weights.push(weight);
    await context.close();
  }
  return weights;
}
