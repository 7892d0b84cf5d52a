import type { Page } from 'playwright-core';

type UrlMatcher = string | RegExp | ((url: URL) => boolean);

/**
 * Holds the page's requests to matching URLs (of one method, if given) until released, so a
 * loading state can be seen without sleeps; other requests go through.
 */
export async function holdRequests(page: Page, url: UrlMatcher, method?: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    if (method === undefined || route.request().method() === method) await released;
    await route.continue();
  });
  return release;
}

/** Holds the client-side data requests (React Router's `*.data`) of every route. */
export function holdDataRequests(page: Page): Promise<() => void> {
  return holdRequests(page, /\.data(\?|$)/);
}

/** Holds the client-side data request of one route (`*.data?_routes=<routeId>`). */
export function holdRouteData(page: Page, routeId: string): Promise<() => void> {
  return holdRequests(page, (url) => url.pathname.endsWith('.data') && url.searchParams.get('_routes') === routeId);
}
