import {
  FILTER_GROUPS,
  filterSelectionToQuery,
  parseFilterQuery,
  type FilterSelection,
} from '@rennfeld/contract/values';

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

const isFilterKey = (key: string) => key.endsWith('[]');

/**
 * The query string (with its `?`, or empty) for a selection: filters first, groups sorted, values
 * in the order given; other parameters of `currentSearch` are kept after them.
 */
export function listingSearch(selection: FilterSelection, currentSearch = ''): string {
  const filters = filterSelectionToQuery(selection);
  const others = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(currentSearch)) if (!isFilterKey(key)) others.append(key, value);
  const rest = others.toString();
  const query = [filters, rest].filter((part) => part.length > 0).join('&');
  return query ? `?${query}` : '';
}

/**
 * The canonical form of a listing query: what the enhanced filter bar would write for the same
 * selection. A plain form GET (no JavaScript) lists groups in page order, so the loader redirects
 * such a query here to keep one URL per selection.
 */
export function canonicalListingSearch(search: string): string {
  return listingSearch(readFilterSelection(search), search);
}

/** A copy of the selection with one group's values replaced; an empty group is removed. */
export function withGroupValues(selection: FilterSelection, group: string, values: readonly string[]): FilterSelection {
  const next: FilterSelection = { ...selection };
  if (values.length > 0) next[group] = [...values];
  else delete next[group];
  return next;
}
