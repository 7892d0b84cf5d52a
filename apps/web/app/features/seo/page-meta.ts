import { SITE_LOCALES, type SiteLocale } from '@rennfeld/contract/constants';
import { languageAlternates, localizePath } from '@rennfeld/contract/site-paths';
import type { MetaDescriptor } from 'react-router';
import type { Thing, WithContext } from 'schema-dts';
import { SITE_NAME } from '../../lib/brand.ts';
import { truncate } from '../../lib/format.ts';
import { toAbsoluteUrl, DEFAULT_SHARE_IMAGE } from './site.ts';

/** Search results show about this many characters of a description. */
const DESCRIPTION_MAX_LENGTH = 160;

interface ShareImage {
  /** A path on the site or an absolute URL. */
  url: string;
  alt: string;
  width?: number;
  height?: number;
}

/** Open Graph names languages with their territory: the site speaks to Germany (SPEC §1). */
const OPEN_GRAPH_LOCALES: Record<SiteLocale, string> = { en: 'en_GB', de: 'de_DE' };

export interface PageMetaInput {
  siteUrl: string;
  /** The page's language: its address, `og:locale`, and the other language as its alternate. */
  locale: SiteLocale;
  /**
   * The page's one URL as the English page has it (the German one adds /de): its path, plus the
   * query where the query changes the content.
   */
  path: string;
  /** The page's own title; the site name is added after it. */
  title: string;
  description: string;
  image?: ShareImage;
  type?: 'website' | 'article' | 'product';
  /**
   * A view that should not be indexed (a filtered listing, a Not Found page): `noindex,follow`
   * and no canonical link, since a page advertises one or the other.
   */
  noindex?: boolean;
  structuredData?: ReadonlyArray<WithContext<Thing>>;
}

/** The title, description, canonical link, sharing tags and JSON-LD blocks of one page. */
export function buildPageMeta({
  siteUrl,
  locale,
  path,
  title,
  description,
  image,
  type = 'website',
  noindex = false,
  structuredData = [],
}: PageMetaInput): MetaDescriptor[] {
  const fullTitle = title === SITE_NAME ? SITE_NAME : `${title} | ${SITE_NAME}`;
  const summary = truncate(description.replace(/\s+/g, ' ').trim(), DESCRIPTION_MAX_LENGTH);
  const url = toAbsoluteUrl(siteUrl, localizePath(path, locale));
  const share = image ?? {
    url: DEFAULT_SHARE_IMAGE.path,
    alt: SITE_NAME,
    width: DEFAULT_SHARE_IMAGE.width,
    height: DEFAULT_SHARE_IMAGE.height,
  };
  const shareUrl = toAbsoluteUrl(siteUrl, share.url);

  return [
    { title: fullTitle },
    { name: 'description', content: summary },
    noindex ? { name: 'robots', content: 'noindex,follow' } : { tagName: 'link', rel: 'canonical', href: url },
    ...buildLanguageAlternates(siteUrl, path),
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:locale', content: OPEN_GRAPH_LOCALES[locale] },
    ...SITE_LOCALES.filter((other) => other !== locale).map((other) => ({
      property: 'og:locale:alternate',
      content: OPEN_GRAPH_LOCALES[other],
    })),
    { property: 'og:type', content: type },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: summary },
    { property: 'og:url', content: url },
    { property: 'og:image', content: shareUrl },
    { property: 'og:image:alt', content: share.alt },
    ...(share.width && share.height
      ? [
          { property: 'og:image:width', content: String(share.width) },
          { property: 'og:image:height', content: String(share.height) },
        ]
      : []),
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: summary },
    { name: 'twitter:image', content: shareUrl },
    { name: 'twitter:image:alt', content: share.alt },
    ...structuredData.map((block) => ({ 'script:ld+json': block }) as MetaDescriptor),
  ];
}

/** The same page in every language, for search engines (`hreflang`). */
function buildLanguageAlternates(siteUrl: string, path: string): MetaDescriptor[] {
  return languageAlternates(path).map(({ hreflang, path: href }) => ({
    tagName: 'link',
    rel: 'alternate',
    hrefLang: hreflang,
    href: toAbsoluteUrl(siteUrl, href),
  }));
}

/** The meta of a page that does not exist or failed: a title that says so, and nothing to index. */
export function buildNoIndexMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | ${SITE_NAME}` }, { name: 'robots', content: 'noindex,follow' }];
}
