import { LISTING_PAGE_LIMITS } from '@rennfeld/contract/constants';

/** A numbered link of the pager, or a gap ("…") standing for the pages left out. */
export type PagerItem = number | 'gap';

/** The last page a visitor can go to: deeper pages are not served (filters narrow the listing). */
export function findLastReachablePage(pages: number): number {
  return Math.min(pages, LISTING_PAGE_LIMITS.maxPage);
}

/**
 * The pages the listing's pager offers: the first, the last reachable one, and the current one
 * with its two neighbours. A gap of one page is shown as that page (a "…" would hide no more
 * than a number).
 */
export function buildListingPagerItems(current: number, pages: number): PagerItem[] {
  const last = findLastReachablePage(pages);
  const shown = new Set([1, last, current - 1, current, current + 1]);
  const numbers = [...shown].filter((page) => page >= 1 && page <= last).sort((a, b) => a - b);
  const items: PagerItem[] = [];
  for (const page of numbers) {
    const previous = items.at(-1);
    if (typeof previous === 'number' && page - previous === 2) items.push(previous + 1);
    else if (typeof previous === 'number' && page - previous > 2) items.push('gap');
    items.push(page);
  }
  return items;
}
