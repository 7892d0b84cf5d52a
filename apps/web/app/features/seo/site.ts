import { buildProductPath } from '@rennfeld/contract/site-paths';
/** The share image of pages without one of their own (1200 × 630, as link previews show it). */
export const DEFAULT_SHARE_IMAGE = { path: '/images/share.png', width: 1200, height: 630 } as const;
export const LOGO_PATH = '/logo.svg';
/** Prices are euros (decision 044). */
export const PRICE_CURRENCY = 'EUR';

/** An absolute URL on the site for a path (or a URL that is already absolute); the path itself without a site URL. */
export function toAbsoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return siteUrl ? new URL(pathOrUrl, `${siteUrl}/`).href : pathOrUrl;
}

/** A product's page; a size other than the default one is a page of its own (`?size=`). */
export function buildProductSizePath(slug: string, size?: string): string {
  return `${buildProductPath(slug)}${size ? `?size=${encodeURIComponent(size)}` : ''}`;
}
