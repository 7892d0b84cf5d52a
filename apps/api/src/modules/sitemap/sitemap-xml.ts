import { SITE_PATHS, type SitemapEntry } from '@rennfeld/contract';

/** The sitemap protocol's limit of addresses per file (https://www.sitemaps.org/protocol.html). */
export const SITEMAP_MAX_URLS = 50_000;

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (character) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[character]};`,
  );

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function locAndLastmod(siteUrl: string, entry: SitemapEntry): string {
  const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : '';
  return `<loc>${escapeXml(new URL(entry.path, `${siteUrl}/`).href)}</loc>${lastmod}`;
}

export function renderUrlSet(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => `  <url>${locAndLastmod(siteUrl, entry)}</url>\n`).join('');
  return `${XML_DECLARATION}<urlset xmlns="${NAMESPACE}">\n${urls}</urlset>\n`;
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
    `Disallow: ${SITE_PATHS.search}`,
    'Disallow: /admin',
    'Disallow: /api/admin',
    'Disallow: /api/auth',
    'Allow: /',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
