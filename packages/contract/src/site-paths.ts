import {
  LEGAL_DOCUMENTS,
  PREVIEW_QUERY_PARAMETER,
  SITE_LOCALES,
  type LegalDocumentKind,
  type SiteLocale,
} from './constants.ts';

/*
 * The addresses of the public site (SPEC §2), in one place: the web app's route table declares
 * them and its links build them; the API's sitemap and robots.txt list them.
 */

/** The pages without parameters. */
export const SITE_PATHS = {
  home: '/',
  about: '/about',
  team: '/team',
  partnership: '/partnership',
  news: '/news',
  catalogue: '/catalogue',
  concepts: '/concepts',
  contact: '/contact',
  newsletter: '/newsletter',
  /** Beyond SPEC §2: the product search as a page. */
  search: '/search',
  /** Linked from the footer by SPEC §2, which leaves it a 404: a page saying the site sets no cookies (decision 048). */
  cookieSettings: '/cookie-settings',
  /** Linked from the footer by SPEC §2, which leaves them 404s: what shipping costs and how to pay (PAngV § 6). */
  shipping: '/shipping',
  paymentMethods: '/payment-methods',
  /** Beyond SPEC §2: where a newsletter confirmation link and an unsubscribe link lead (decision 045). */
  newsletterConfirm: '/newsletter/confirm',
  newsletterUnsubscribe: '/newsletter/unsubscribe',
  /** Beyond SPEC §2, which has no ordering: the guest checkout (decision 105). */
  checkout: '/checkout',
  /** Beyond SPEC §2: the statutory withdrawal information and model form (decision 106). */
  withdrawal: '/withdrawal',
  /** Beyond SPEC §2: the accessibility statement of BFSG Anlage 3 (decision 107). */
  accessibility: '/accessibility',
} as const;

/** The pages with parameters, in React Router's pattern syntax (`:name`, `:name?` optional). */
export const ROUTE_PATTERNS = {
  productListing: '/products/:categorySlug/:subCategorySlug?',
  product: '/product-detail/:slug',
  /** An order's confirmation, reachable only through its unguessable key (decision 102). */
  orderConfirmation: '/checkout/confirmation/:key',
  newsArticle: '/news-detail/:slug',
  conceptCategory: '/concept/:slug',
} as const;

/** A pattern with its parameters filled in; an optional parameter without a value drops its segment. */
function fillRoutePattern(pattern: string, params: Record<string, string | undefined>): string {
  return pattern.replace(/\/:(\w+)(\?)?/g, (_segment, name: string, optional?: string) =>
    optional && !params[name] ? '' : `/${params[name]}`,
  );
}

export function buildProductListingPath(categorySlug: string, subCategorySlug?: string): string {
  return fillRoutePattern(ROUTE_PATTERNS.productListing, { categorySlug, subCategorySlug });
}

export function buildProductPath(slug: string): string {
  return fillRoutePattern(ROUTE_PATTERNS.product, { slug });
}

export function buildOrderConfirmationPath(key: string): string {
  return fillRoutePattern(ROUTE_PATTERNS.orderConfirmation, { key });
}

export function buildNewsArticlePath(slug: string): string {
  return fillRoutePattern(ROUTE_PATTERNS.newsArticle, { slug });
}

export function buildConceptCategoryPath(slug: string): string {
  return fillRoutePattern(ROUTE_PATTERNS.conceptCategory, { slug });
}

export function buildLegalDocumentPath(kind: LegalDocumentKind): string {
  return `/${LEGAL_DOCUMENTS[kind].path}`;
}

/** A record's page as staff preview it (`/news-detail/{slug}?preview`): drafts shown to staff only. */
export function buildPreviewPath(path: string): string {
  return `${path}?${PREVIEW_QUERY_PARAMETER}`;
}

/** True when a page's address (a path with its query, or a URL) carries the preview marker. */
export function isPreviewAddress(address: string): boolean {
  if (!address.includes(PREVIEW_QUERY_PARAMETER)) return false;
  return new URL(address, 'http://localhost').searchParams.has(PREVIEW_QUERY_PARAMETER);
}

/** The confirmation link of a newsletter subscription: its single-use token. */
export function buildNewsletterConfirmPath(token: string): string {
  return `${SITE_PATHS.newsletterConfirm}?token=${encodeURIComponent(token)}`;
}

/** The unsubscribe link of a subscription: the subscription and its signature. */
export function buildNewsletterUnsubscribePath(subscriptionId: number, signature: string): string {
  return `${SITE_PATHS.newsletterUnsubscribe}?s=${subscriptionId}&t=${encodeURIComponent(signature)}`;
}

/** True for the addresses that carry a link's secret in their query: they are logged without it. */
export function isNewsletterLinkPath(path: string): boolean {
  const englishPath = pathWithoutLocale(path);
  return (
    englishPath.startsWith(SITE_PATHS.newsletterConfirm) || englishPath.startsWith(SITE_PATHS.newsletterUnsubscribe)
  );
}

/** English, the SPEC's language, keeps the SPEC's paths; German lives under /de (decision 047). */
export const DEFAULT_LOCALE: SiteLocale = 'en';
const GERMAN_PREFIX = '/de';

/** The language of a page, from its path: `/de` and what lies under it are German. */
export function localeOfPath(pathname: string): SiteLocale {
  return pathname === GERMAN_PREFIX || pathname.startsWith(`${GERMAN_PREFIX}/`) ? 'de' : DEFAULT_LOCALE;
}

/** A page's path without its language prefix: the same page's address in English. */
export function pathWithoutLocale(pathname: string): string {
  if (localeOfPath(pathname) === DEFAULT_LOCALE) return pathname;
  return pathname.slice(GERMAN_PREFIX.length) || '/';
}

/** An English path (with its query, if any) as the page's address in a language. */
export function localizePath(path: string, locale: SiteLocale): string {
  if (locale === DEFAULT_LOCALE || !path.startsWith('/')) return path;
  if (path === '/' || path.startsWith('/?') || path.startsWith('/#')) return `${GERMAN_PREFIX}${path.slice(1)}`;
  return `${GERMAN_PREFIX}${path}`;
}

/**
 * The same page in every language, as `hreflang` alternates and the sitemap name them: English is
 * also the page for readers of any other language (`x-default`).
 */
export function languageAlternates(pathname: string): { hreflang: SiteLocale | 'x-default'; path: string }[] {
  const englishPath = pathWithoutLocale(pathname);
  return [
    ...SITE_LOCALES.map((locale) => ({ hreflang: locale, path: localizePath(englishPath, locale) })),
    { hreflang: 'x-default', path: localizePath(englishPath, DEFAULT_LOCALE) },
  ];
}
