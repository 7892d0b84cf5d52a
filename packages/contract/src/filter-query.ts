import { z } from 'zod';
import { FILTER_GROUPS, FILTER_LIMITS, type FilterGroup } from './products.ts';

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

/** Bounds on what a visitor can put in a listing's query string (anything beyond answers 400). */
export const FilterSelectionSchema = z
  .record(
    z.string().max(FILTER_LIMITS.valueLength),
    z
      .array(z.string().max(FILTER_LIMITS.valueLength, 'A filter value is too long.'))
      .max(FILTER_LIMITS.valuesPerGroup, `At most ${FILTER_LIMITS.valuesPerGroup} values per filter.`),
  )
  .refine((selection) => Object.keys(selection).length <= FILTER_LIMITS.groups, {
    message: `At most ${FILTER_LIMITS.groups} filter groups.`,
  });

/** One `group[]` query parameter: a single value or, repeated, a list. */
const FilterQueryValueSchema = z.union([z.string(), z.array(z.string())]);

/**
 * The query string of GET /products/{categorySlug}[/{subCategorySlug}] as Fastify parses it
 * (`{ 'viscosity[]': ['5w-30', '10w-40'] }`), turned into a bounded FilterSelection. The known
 * groups are listed so OpenAPI documents them; other keys are accepted (an unknown group narrows
 * the listing to nothing, keys without `[]` are ignored).
 */
export const ProductListingQuerySchema = z
  .object(
    Object.fromEntries(
      FILTER_GROUPS.map((group) => [
        `${group}[]`,
        FilterQueryValueSchema.optional().describe(`Selected ${group} values (repeat the key for several).`),
      ]),
    ) as Record<`${FilterGroup}[]`, z.ZodOptional<typeof FilterQueryValueSchema>>,
  )
  .catchall(FilterQueryValueSchema)
  .transform((query) => parseFilterQuery(queryObjectEntries(query)))
  .pipe(FilterSelectionSchema);
