import { describe, expect, it } from 'vitest';
import { PREVIEW_QUERY_PARAMETER } from './constants.ts';
import { PreviewQuerySchema } from './preview.ts';
import {
  buildConceptCategoryPath,
  buildLegalDocumentPath,
  buildNewsArticlePath,
  buildPreviewPath,
  buildProductListingPath,
  buildProductPath,
  isNewsletterLinkPath,
  isPreviewAddress,
  localeOfPath,
  localizePath,
  languageAlternates,
  pathWithoutLocale,
} from './site-paths.ts';

describe('site paths', () => {
  it('keeps English at the SPEC paths and puts German under /de, the same page in both', () => {
    expect(localizePath('/', 'de')).toBe('/de');
    expect(localizePath('/?q=1', 'de')).toBe('/de?q=1');
    expect(localizePath('/products/engine-oils?page=2', 'de')).toBe('/de/products/engine-oils?page=2');
    expect(localizePath('/about', 'en')).toBe('/about');
    expect(localeOfPath('/de')).toBe('de');
    expect(localeOfPath('/de/about')).toBe('de');
    expect(localeOfPath('/design-notes')).toBe('en');
    expect(localeOfPath('/about')).toBe('en');
    expect(pathWithoutLocale('/de')).toBe('/');
    expect(pathWithoutLocale('/de/product-detail/x')).toBe('/product-detail/x');
    expect(pathWithoutLocale('/about')).toBe('/about');
    expect(languageAlternates('/de/news')).toEqual([
      { hreflang: 'en', path: '/news' },
      { hreflang: 'de', path: '/de/news' },
      { hreflang: 'x-default', path: '/news' },
    ]);
    expect(languageAlternates('/').map((alternate) => alternate.path)).toEqual(['/', '/de', '/']);
  });

  it('knows the newsletter links in both languages (their query holds a secret)', () => {
    expect(isNewsletterLinkPath('/newsletter/confirm?token=x')).toBe(true);
    expect(isNewsletterLinkPath('/de/newsletter/unsubscribe?s=1&t=x')).toBe(true);
    expect(isNewsletterLinkPath('/de/newsletter')).toBe(false);
  });

  it('fills the slugs into the route patterns', () => {
    expect(buildProductPath('racing-5w-30')).toBe('/product-detail/racing-5w-30');
    expect(buildNewsArticlePath('le-mans')).toBe('/news-detail/le-mans');
    expect(buildConceptCategoryPath('endurance')).toBe('/concept/endurance');
    expect(buildLegalDocumentPath('privacyPolicy')).toBe('/privacy-policy');
  });

  it('drops the optional sub-category segment of a listing when it has no value', () => {
    expect(buildProductListingPath('engine-oils')).toBe('/products/engine-oils');
    expect(buildProductListingPath('engine-oils', '')).toBe('/products/engine-oils');
    expect(buildProductListingPath('engine-oils', 'racing')).toBe('/products/engine-oils/racing');
  });

  it('marks a staff preview, and tells a previewed address from any other', () => {
    const preview = buildPreviewPath(buildNewsArticlePath('le-mans'));
    expect(preview).toBe('/news-detail/le-mans?preview');
    expect(isPreviewAddress(preview)).toBe(true);
    expect(isPreviewAddress('/product-detail/racing-5w-30?size=5l&preview')).toBe(true);
    expect(isPreviewAddress('/news-detail/le-mans.data?preview=&_routes=routes%2Fnews-detail')).toBe(true);
    expect(isPreviewAddress('http://127.0.0.1:3000/concept/endurance?preview=1')).toBe(true);
    expect(isPreviewAddress('/news-detail/le-mans')).toBe(false);
    expect(isPreviewAddress('/news-detail/preview-of-the-season')).toBe(false);
    expect(isPreviewAddress('/search?q=preview')).toBe(false);
  });

  it('reads the marker the pages send: present with any value or none', () => {
    expect(Object.keys(PreviewQuerySchema.shape)).toEqual([PREVIEW_QUERY_PARAMETER]);
    const read = (query: Record<string, string>) => PreviewQuerySchema.parse(query).preview;
    expect(read({ [PREVIEW_QUERY_PARAMETER]: '' })).toBe(true);
    expect(read({ [PREVIEW_QUERY_PARAMETER]: '1' })).toBe(true);
    expect(read({})).toBe(false);
  });
});
