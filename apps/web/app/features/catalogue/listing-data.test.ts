import type { ListingPagination, ProductsResponse, SearchMaterialsResponse } from '@rennfeld/contract';
import { describe, expect, it } from 'vitest';
import { serverTranslator } from '../../i18n/catalogue.server.ts';
import { ApiError } from '../../lib/api-client.ts';
import {
  describeListingCount,
  chooseListingErrorStatus,
  toFilterOptionsState,
  toListingState,
} from './listing-data.ts';

const fulfilled = <T>(value: T): PromiseSettledResult<T> => ({ status: 'fulfilled', value });
const rejected = <T>(reason: unknown): PromiseSettledResult<T> => ({ status: 'rejected', reason });

describe('toFilterOptionsState', () => {
  it('is ready with the groups of a successful answer', () => {
    const data = { brand: { rennfeld: 'Rennfeld' } };
    expect(toFilterOptionsState(fulfilled<SearchMaterialsResponse>({ success: true, data }))).toEqual({
      status: 'ready',
      groups: data,
    });
  });

  it('shows nothing for a 2xx answer that is not successful', () => {
    const unsuccessful = new ApiError('parse', 'unexpected shape', 200, { success: false, data: {} });
    expect(toFilterOptionsState(rejected(unsuccessful))).toEqual({ status: 'unavailable' });
  });

  it.each([
    ['an HTTP error', new ApiError('http', '500', 500, { success: false, message: 'Server error.' })],
    ['a failed fetch', new ApiError('fetch', 'failed')],
    ['a timeout', new ApiError('timeout', 'timed out')],
    ['an unparsable answer', new ApiError('parse', 'invalid JSON', 200)],
  ])('is an error for %s', (_case, error) => {
    expect(toFilterOptionsState(rejected(error))).toEqual({ status: 'error' });
  });
});

describe('toListingState', () => {
  it('keeps what a card shows, details cut to 100 characters, price and count written for the page', () => {
    const response: ProductsResponse = {
      success: true,
      facets: { brand: { rennfeld: 1 } },
      products: [
        {
          id: 1,
          name: 'Apex',
          slug: 'apex',
          image: 'apex.png',
          product_details: 'x'.repeat(150),
          price: 9.5,
          unit_price: { amount: 9.5, per: 'l' },
        },
      ],
      pagination: { page: 1, per_page: 48, total: 1, pages: 1 },
    };
    expect(toListingState(fulfilled(response), serverTranslator('en'), 'en')).toEqual({
      status: 'ready',
      facets: { brand: { rennfeld: 1 } },
      products: [
        {
          id: 1,
          name: 'Apex',
          slug: 'apex',
          image: 'apex.png',
          summary: `${'x'.repeat(100)}...`,
          price: '€9.50 (€9.50 / 1 l)',
        },
      ],
      pagination: { page: 1, per_page: 48, total: 1, pages: 1 },
      count: '1 product',
    });
  });

  it('is an error when the call failed', () => {
    expect(toListingState(rejected(new ApiError('fetch', 'failed')), serverTranslator('en'), 'en')).toEqual({
      status: 'error',
    });
  });

  it('keeps the mark of a summary answered in English on a German page, and adds none otherwise', () => {
    const card = { id: 1, name: 'Apex', slug: 'apex', image: 'apex.png', price: 9.5, unit_price: null };
    const state = toListingState(
      fulfilled<ProductsResponse>({
        success: true,
        facets: {},
        products: [
          { ...card, product_details: 'Fully synthetic.', untranslated: ['product_details'] },
          { ...card, id: 2, product_details: 'Vollsynthetisch.' },
        ],
        pagination: { page: 1, per_page: 48, total: 2, pages: 1 },
      }),
      serverTranslator('de'),
      'de',
    );
    if (state.status !== 'ready') throw new Error('expected a listing');
    expect(state.products[0]!.untranslated).toEqual(['product_details']);
    expect(state.products[1]).not.toHaveProperty('untranslated');
    expect(state.products[1]!.price).toMatch(/^9,50\s€$/);
    expect(state.count).toBe('2 Produkte');
  });
});

describe('describeListingCount', () => {
  const english = (pagination: ListingPagination) => describeListingCount(pagination, serverTranslator('en'), 'en');
  const german = (pagination: ListingPagination) => describeListingCount(pagination, serverTranslator('de'), 'de');

  it('counts a listing that fits on one page', () => {
    expect(english({ page: 1, per_page: 48, total: 0, pages: 0 })).toBe('0 products');
    expect(english({ page: 1, per_page: 48, total: 1, pages: 1 })).toBe('1 product');
    expect(english({ page: 1, per_page: 48, total: 28, pages: 1 })).toBe('28 products');
    expect(german({ page: 1, per_page: 48, total: 1, pages: 1 })).toBe('1 Produkt');
    expect(german({ page: 1, per_page: 48, total: 28, pages: 1 })).toBe('28 Produkte');
  });

  it('tells which products of how many a page shows', () => {
    expect(english({ page: 2, per_page: 48, total: 40_000, pages: 834 })).toBe('Showing 49–96 of 40,000 products');
    expect(english({ page: 834, per_page: 48, total: 40_000, pages: 834 })).toBe(
      'Showing 39,985–40,000 of 40,000 products',
    );
    expect(german({ page: 834, per_page: 48, total: 40_000, pages: 834 })).toBe('39.985–40.000 von 40.000 Produkten');
  });
});

describe('statuses', () => {
  it('answers 400 for a rejected filter and 503 for anything else', () => {
    expect(chooseListingErrorStatus(new ApiError('http', '400', 400))).toBe(400);
    expect(chooseListingErrorStatus(new ApiError('fetch', 'failed'))).toBe(503);
  });
});
