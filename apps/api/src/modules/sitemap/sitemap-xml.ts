import { languageAlternates, localizePath, SITE_LOCALES, SITE_PATHS, type SitemapEntry } from '@rennfeld/contract';

/** The sitemap protocol's limit of addresses per file (https://www.sitemaps.org/protocol.html). */
export const SITEMAP_MAX_URLS = 50_000;

/** Each page is listed once per language, so a file holds this share of the protocol's limit in pages. */
export const pagesPerFile = (maxUrlsPerFile: number) => Math.max(1, Math.floor(maxUrlsPerFile / SITE_LOCALES.length));

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (character) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[character]};`,
  );

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

const absolute = (siteUrl: string, path: string) => escapeXml(new URL(path, `${siteUrl}/`).href);

function locAndLastmod(siteUrl: string, entry: SitemapEntry): string {
  const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : '';
  return `<loc>${absolute(siteUrl, entry.path)}</loc>${lastmod}`;
}

/** The page in every language, as Google reads language versions from a sitemap. */
function alternateLinks(siteUrl: string, path: string): string {
  return languageAlternates(path)
    .map(
      ({ hreflang, path: href }) =>
        `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${absolute(siteUrl, href)}"/>`,
    )
    .join('');
}

/** Every page once per language, each naming all its language versions. */
export function renderUrlSet(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries
    .flatMap((entry) =>
      SITE_LOCALES.map((locale) => {
        const localized = { ...entry, path: localizePath(entry.path, locale) };
        return `  <url>${locAndLastmod(siteUrl, localized)}${alternateLinks(siteUrl, entry.path)}</url>\n`;
      }),
    )
    .join('');
  return `${XML_DECLARATION}<urlset xmlns="${NAMESPACE}" xmlns:xhtml="${XHTML_NAMESPACE}">\n${urls}</urlset>\n`;
}

export function renderSitemapIndex(siteUrl: string, sitemaps: readonly SitemapEntry[]): string {
  const items = sitemaps.map((entry) => `  <sitemap>${locAndLastmod(siteUrl, entry)}</sitemap>\n`).join('');
  return `${XML_DECLARATION}<sitemapindex xmlns="${NAMESPACE}">\n${items}</sitemapindex>\n`;
}

/**
 * Crawlers read every page; the product search (the API's and the page) and the staff area (its
 * app, its API, sign-in) are no place for them.
 */
export function renderRobotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /api/product-list',
    ...SITE_LOCALES.map((locale) => `Disallow: ${localizePath(SITE_PATHS.search, locale)}`),
    'Disallow: /admin',
    'Disallow: /api/admin',
    'Disallow: /api/auth',
    'Allow: /',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
