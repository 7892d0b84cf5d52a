import type { WeightKind } from './page-weight.ts';

/**
 * What a route may transfer on a first load, compressed, per kind of resource. quality/README.md shows
 * the same table; `npm run test:quality` fails when a route exceeds any of it.
 */
export const PAGE_WEIGHT_BUDGET_KB: Record<Exclude<WeightKind, 'document' | 'other'>, number> = {
  // With React Router's route manifest on every route (decision 067) and the listing's order (095).
  script: 129,
  stylesheet: 14,
  image: 200,
  font: 0,
};

/**
 * The site's own script on a first load (`script` less React, React DOM and React Router), in KB
 * compressed, on any route: issue 18's goal (decisions 060, 066), plus the listing's order and
 * the phone's Filter button (decision 095).
 */
export const SITE_SCRIPT_BUDGET_KB = 31;

/**
 * Lighthouse (mobile) scores below which CI fails: under the pages' usual scores by more than this
 * host's spread between runs, so a real regression fails and a slow load does not (decision 085).
 */
export const LIGHTHOUSE_MINIMUM = { performance: 90, accessibility: 100, 'best-practices': 100, seo: 100 } as const;

/** CI's one run a page: home, a listing and a product page, the way to buy, and German home and product. */
const GATED_PAGES = ['/', '/products/', '/product-detail/', '/de', '/de/product-detail/'];
/** The five-run table adds a news article, the contact form and the German listing, article and form. */
const TABLE_PAGES = [...GATED_PAGES, '/news-detail/', '/contact', '/de/products/', '/de/news-detail/', '/de/contact'];

/** The pages Lighthouse audits: in CI the gated ones, in the five-run table every page type. */
export function lighthouseRoutes(routes: string[], scope: 'gate' | 'table'): string[] {
  const pick = (prefix: string) => {
    const route = routes.find((candidate) => candidate === prefix || candidate.startsWith(prefix));
    if (!route) throw new Error(`No route starts with ${prefix}`);
    return route;
  };
  return (scope === 'gate' ? GATED_PAGES : TABLE_PAGES).map(pick);
}
