import { describe, expect, it } from 'vitest';
import {
  buildConceptCategoryPath,
  buildLegalDocumentPath,
  buildNewsArticlePath,
  buildProductListingPath,
  buildProductPath,
} from './site-paths.ts';

describe('site paths', () => {
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
});
