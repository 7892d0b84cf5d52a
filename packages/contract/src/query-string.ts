/* The query-string rules of SPEC §2 and §7, as plain functions (no zod): the browser uses them too. */

/** Selected filter values per group, e.g. `{ viscosity: ['5w-30', '10w-40'] }`. */
export type FilterSelection = Record<string, string[]>;

type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

/**
 * SPEC §2: filters are read from the query string; keys ending in `[]` are grouped into
 * lists per key with the brackets stripped. Other keys are ignored. Empty values are dropped.
 */
export function parseFilterQuery(entries: Iterable<readonly [string, string]>): FilterSelection {
  // A Map, not an object: a group named like an Object.prototype member (`__proto__[]`,
  // `toString[]`) is a plain key, not an inherited property.
  const selection = new Map<string, string[]>();
  for (const [key, value] of entries) {
    if (!key.endsWith('[]') || key.length <= 2 || value === '') continue;
    const group = key.slice(0, -2);
    const values = selection.get(group) ?? [];
    if (!values.includes(value)) values.push(value);
    selection.set(group, values);
  }
  return Object.fromEntries(selection);
}

/** Entries of a parsed query object, such as Fastify's `request.query`, for parseFilterQuery. */
export function queryObjectEntries(query: Record<string, unknown>): Array<[string, string]> {
  const entries: Array<[string, string]> = [];
  for (const [key, raw] of Object.entries(query)) {
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values) if (typeof value === 'string') entries.push([key, value]);
  }
  return entries;
}

/**
 * SPEC §7: array values are sent as repeated `key[]=value`; undefined or null values are skipped.
 * Values are sent in the order given.
 */
export function serializeQuery(params: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value as readonly QueryValue[]) {
        if (item === undefined || item === null) continue;
        search.append(`${key}[]`, String(item));
      }
    } else {
      search.append(key, String(value));
    }
  }
  return search.toString();
}

/** The selection as query parameters (`group[]=value`), groups and values in a stable order. */
export function filterSelectionToQuery(selection: FilterSelection): string {
  const sorted: QueryParams = {};
  for (const group of Object.keys(selection).sort()) {
    const values = selection[group];
    if (values && values.length > 0) sorted[group] = [...values];
  }
  return serializeQuery(sorted);
}

/** A `page` or `per_page` query value: a whole number from 1 to `max`, written plainly; else undefined. */
export function parsePageNumber(value: string | null | undefined, max: number): number | undefined {
  if (value == null || !/^[1-9]\d{0,5}$/.test(value)) return undefined;
  const number = Number(value);
  return number <= max ? number : undefined;
}
