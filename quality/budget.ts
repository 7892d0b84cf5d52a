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

/**
 * The pages Lighthouse audits: home, a listing, a product page, a news article and the contact
 * form, in English and in German.
 */
export function lighthouseRoutes(routes: string[]): string[] {
  const pick = (prefix: string) => {
    const route = routes.find((candidate) => candidate === prefix || candidate.startsWith(prefix));
    if (!route) throw new Error(`No route starts with ${prefix}`);
    return route;
  };
  return ['', '/de'].flatMap((language) =>
    ['/', '/products/', '/product-detail/', '/news-detail/', '/contact'].map((prefix) =>
      pick(language && prefix === '/' ? language : `${language}${prefix}`),
    ),
  );
}
