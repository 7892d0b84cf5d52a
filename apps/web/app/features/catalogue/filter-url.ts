import { FILTER_GROUPS, isListingSort, LISTING_PAGE_LIMITS, type ListingSort } from '@rennfeld/contract/constants';
import {
  filterSelectionToQuery,
  parseFilterQuery,
  parsePageNumber,
  type FilterSelection,
} from '@rennfeld/contract/query-string';

/**
 * The listing's filter selection lives in the address only (SPEC §2): `group[]=value`, repeated.
 * The page reads it from the URL when a history entry loads (first load, reload, Back/Forward)
 * and every change writes a new URL with history REPLACE, so the address is the one store.
 */

const KNOWN_GROUPS: ReadonlySet<string> = new Set(FILTER_GROUPS);

/** Filter keys of the query string (keys ending in `[]`, brackets stripped), known groups only. */
export function readFilterSelection(search: string | URLSearchParams): FilterSelection {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const selection: FilterSelection = {};
  for (const [group, values] of Object.entries(parseFilterQuery(params.entries()))) {
    if (KNOWN_GROUPS.has(group)) selection[group] = values;
  }
  return selection;
}

const PAGE_KEY = 'page';

/** Which page of the listing the address asks for: a valid `page`, else the first. */
export function readListingPage(search: string | URLSearchParams): number {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const values = params.getAll(PAGE_KEY);
  return (values.length === 1 && parsePageNumber(values[0], LISTING_PAGE_LIMITS.maxPage)) || 1;
}

const SORT_KEY = 'sort';

/** The order the address asks for: a known `sort`, else none (the brand's own order). */
export function readListingSort(search: string | URLSearchParams): ListingSort | undefined {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const values = params.getAll(SORT_KEY);
  return values.length === 1 && isListingSort(values[0]) ? values[0] : undefined;
}

const isFilterKey = (key: string) => key.endsWith('[]');

/**
 * The query string (with its `?`, or empty) for a selection and a page of it: filters first,
 * groups sorted, values in the order given, then `page` (left out for the first) and the order of
 * `currentSearch` if it names a known one; its other parameters are kept after them. A new
 * selection starts on its first page.
 */
export function buildListingSearch(selection: FilterSelection, currentSearch = '', page = 1): string {
  const filters = filterSelectionToQuery(selection);
  const others = new URLSearchParams();
  if (page > 1) others.set(PAGE_KEY, String(page));
  const sort = readListingSort(currentSearch);
  if (sort) others.set(SORT_KEY, sort);
  for (const [key, value] of new URLSearchParams(currentSearch)) {
    if (!isFilterKey(key) && key !== PAGE_KEY && key !== SORT_KEY) others.append(key, value);
  }
  const rest = others.toString();
  const query = [filters, rest].filter((part) => part.length > 0).join('&');
  return query ? `?${query}` : '';
}

/** The query string of another page of the same selection (for the pager's links). */
export function buildListingPageSearch(currentSearch: string, page: number): string {
  return buildListingSearch(readFilterSelection(currentSearch), currentSearch, page);
}

/** The query string of the same selection in another order (none: the brand's own), from its first page. */
export function buildListingSortSearch(currentSearch: string, sort: ListingSort | undefined): string {
  const params = new URLSearchParams(currentSearch);
  params.delete(SORT_KEY);
  if (sort) params.set(SORT_KEY, sort);
  return buildListingSearch(readFilterSelection(params), params.toString(), 1);
}

/**
 * The canonical form of a listing query: what the enhanced filter bar would write for the same
 * selection, page and order. A plain form GET (no JavaScript) lists groups in page order and
 * sends an empty `sort` for the brand's own order, and a page number can be written many ways (or
 * be no number), so the loader redirects such a query here to keep one URL per page of a selection.
 */
export function toCanonicalListingSearch(search: string): string {
  return buildListingPageSearch(search, readListingPage(search));
}

/** A copy of the selection with one group's values replaced; an empty group is removed. */
export function replaceGroupValues(
  selection: FilterSelection,
  group: string,
  values: readonly string[],
): FilterSelection {
  const next: FilterSelection = { ...selection };
  if (values.length > 0) next[group] = [...values];
  else delete next[group];
  return next;
}
