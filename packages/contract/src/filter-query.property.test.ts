import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FilterSelectionSchema, ProductListingQuerySchema } from './filter-query.ts';
import { parseFilterQuery } from './query-string.ts';
import { FILTER_GROUPS, FILTER_LIMITS } from './constants.ts';

/*
 * The query-string rule of SPEC §2 (keys ending in [] grouped into lists, brackets stripped) and
 * the bounds on a listing's query, against arbitrary input.
 */

/** Keys a query string can carry, biased towards the ones that matter and the ones that bite. */
const queryKey = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.string({ maxLength: 12 }).map((key) => `${key}[]`),
  fc.constantFrom(...FILTER_GROUPS.map((group) => `${group}[]`)),
  fc.constantFrom('[]', '[][]', '__proto__[]', 'constructor[]', 'toString[]', 'hasOwnProperty[]', 'valueOf'),
);
const queryValue = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('', '5w-30', '10w-40'));

/** The rule written out another way: first-seen order of groups and of their distinct non-empty values. */
function referenceParse(entries: ReadonlyArray<readonly [string, string]>): Array<[string, string[]]> {
  const groups: string[] = [];
  for (const [key, value] of entries) {
    if (key.length > 2 && key.endsWith('[]') && value !== '' && !groups.includes(key.slice(0, -2))) {
      groups.push(key.slice(0, -2));
    }
  }
  return groups.map((group) => [
    group,
    entries
      .filter(([key, value]) => key === `${group}[]` && value !== '')
      .map(([, value]) => value)
      .filter((value, index, all) => all.indexOf(value) === index),
  ]);
}

describe('parseFilterQuery', () => {
  it('groups exactly the [] keys, strips the brackets, drops empty and repeated values, never throws', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(queryKey, queryValue), { maxLength: 40 }), (entries) => {
        const selection = parseFilterQuery(entries);
        // Groups compared by name: an object lists integer-like keys ("0[]") first, whatever their order.
        const byGroup = (a: [string, string[]], b: [string, string[]]) => (a[0] < b[0] ? -1 : 1);
        expect(Object.entries(selection).sort(byGroup)).toEqual(referenceParse(entries).sort(byGroup));
        for (const values of Object.values(selection)) expect(Array.isArray(values)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('treats a group named like an Object.prototype member as a plain group', () => {
    const selection = parseFilterQuery([
      ['__proto__[]', 'a'],
      ['toString[]', 'b'],
      ['toString[]', 'c'],
    ]);
    expect(Object.keys(selection)).toEqual(['__proto__', 'toString']);
    expect(selection.toString).toEqual(['b', 'c']);
    expect(Object.getPrototypeOf(selection)).toBe(Object.prototype);
  });
});

describe('FilterSelectionSchema', () => {
  // zod drops a `__proto__` key from records (it cannot be an own key of what it returns), so the
  // identity below is checked over every other key; the listing test covers `__proto__[]`.
  const groupName = fc.oneof(
    fc.string({ maxLength: 8 }),
    fc.constantFrom(...FILTER_GROUPS),
    fc.integer({ min: 95, max: 105 }).map((length) => 'g'.repeat(length)),
  );
  const value = fc.oneof(
    fc.string({ maxLength: 8 }),
    fc.integer({ min: 95, max: 105 }).map((length) => 'v'.repeat(length)),
  );
  const selection = fc
    .uniqueArray(
      fc.tuple(
        groupName.filter((name) => name !== '__proto__'),
        fc.oneof(fc.array(value, { maxLength: 4 }), fc.array(value, { minLength: 48, maxLength: 52 })),
      ),
      { selector: ([name]) => name, maxLength: 13 },
    )
    .map((entries) => Object.fromEntries(entries) as Record<string, string[]>);

  it('accepts exactly the selections within the bounds and returns them unchanged', () => {
    fc.assert(
      fc.property(selection, (input) => {
        const result = FilterSelectionSchema.safeParse(input);
        const entries = Object.entries(input);
        const withinBounds =
          entries.length <= FILTER_LIMITS.groups &&
          entries.every(
            ([group, values]) =>
              group.length <= FILTER_LIMITS.valueLength &&
              values.length <= FILTER_LIMITS.valuesPerGroup &&
              values.every((item) => item.length <= FILTER_LIMITS.valueLength),
          );
        expect(result.success).toBe(withinBounds);
        if (result.success) expect(result.data).toEqual(input);
      }),
      { numRuns: 500 },
    );
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        expect(() => FilterSelectionSchema.safeParse(input)).not.toThrow();
      }),
    );
  });
});

describe('ProductListingQuerySchema', () => {
  it('never throws on a query object of arbitrary keys and values, and never returns more than the bounds', () => {
    const queryObject = fc
      .array(fc.tuple(queryKey, fc.oneof(queryValue, fc.array(queryValue, { maxLength: 60 }))), { maxLength: 15 })
      .map((entries) => Object.fromEntries(entries));
    fc.assert(
      fc.property(queryObject, (query) => {
        let result: ReturnType<typeof ProductListingQuerySchema.safeParse> | undefined;
        expect(() => (result = ProductListingQuerySchema.safeParse(query))).not.toThrow();
        if (!result?.success) return;
        const groups = Object.entries(result.data);
        expect(groups.length).toBeLessThanOrEqual(FILTER_LIMITS.groups);
        for (const [, values] of groups) expect(values.length).toBeLessThanOrEqual(FILTER_LIMITS.valuesPerGroup);
      }),
      { numRuns: 500 },
    );
  });
});
