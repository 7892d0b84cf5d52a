import { describe, expect, it } from 'vitest';
import {
  conceptCategoryPath,
  legalDocumentPath,
  newsArticlePath,
  productListingPath,
  productPath,
} from './site-paths.ts';

describe('site paths', () => {
  it('fills the slugs into the route patterns', () => {
    expect(productPath('racing-5w-30')).toBe('/product-detail/racing-5w-30');
    expect(newsArticlePath('le-mans')).toBe('/news-detail/le-mans');
    expect(conceptCategoryPath('endurance')).toBe('/concept/endurance');
    expect(legalDocumentPath('privacyPolicy')).toBe('/privacy-policy');
  });

  it('drops the optional sub-category segment of a listing when it has no value', () => {
    expect(productListingPath('engine-oils')).toBe('/products/engine-oils');
    expect(productListingPath('engine-oils', '')).toBe('/products/engine-oils');
    expect(productListingPath('engine-oils', 'racing')).toBe('/products/engine-oils/racing');
  });
});
