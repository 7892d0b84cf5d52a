import { describe, expect, it } from 'vitest';
import { LISTING_PAGE_LIMITS } from '@rennfeld/contract/constants';
import { findLastReachablePage, buildListingPagerItems } from './listing-pager-items.ts';

describe('buildListingPagerItems', () => {
  it('offers nothing to choose from for a single page', () => {
    expect(buildListingPagerItems(1, 1)).toEqual([1]);
  });

  it('lists every page of a short listing', () => {
    expect(buildListingPagerItems(1, 3)).toEqual([1, 2, 3]);
    expect(buildListingPagerItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the first, the last and the neighbours of the current page, with gaps between', () => {
    expect(buildListingPagerItems(1, 150)).toEqual([1, 2, 'gap', 150]);
    expect(buildListingPagerItems(50, 150)).toEqual([1, 'gap', 49, 50, 51, 'gap', 150]);
    expect(buildListingPagerItems(150, 150)).toEqual([1, 'gap', 149, 150]);
  });

  it('offers no page past the deepest one served', () => {
    const deepest = LISTING_PAGE_LIMITS.maxPage;
    expect(findLastReachablePage(834)).toBe(deepest);
    expect(buildListingPagerItems(1, 834)).toEqual([1, 2, 'gap', deepest]);
    expect(buildListingPagerItems(deepest, 834)).toEqual([1, 'gap', deepest - 1, deepest]);
  });

  it('shows a single left-out page as its number, not as a gap', () => {
    expect(buildListingPagerItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
    expect(buildListingPagerItems(7, 10)).toEqual([1, 'gap', 6, 7, 8, 9, 10]);
  });
});
