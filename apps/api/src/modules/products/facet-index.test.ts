import {
  FILTER_GROUPS,
  LISTING_SORTS,
  type FilterGroup,
  type FilterSelection,
  type ListingSort,
} from '@rennfeld/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildCategoryFacetIndex,
  selectFromIndex,
  type ContainerQuantity,
  type FacetCounting,
  type FilterOptions,
  type IndexedProduct,
} from './facet-index.ts';

/*
 * The bitset index against the rule written out plainly, product by product, on arbitrary
 * categories (sizes around the 32-product word boundary), selections, sub-categories, pages and
 * orders.
 */

const OPTION_COUNT = 4;
const slugOf = (group: FilterGroup, id: number) => `${group}-${id}`;

/** Options 1..OPTION_COUNT per group, listed in reverse id order (display order is not id order). */
const options = Object.fromEntries(
  FILTER_GROUPS.map((group) => {
    const ordered = Array.from({ length: OPTION_COUNT }, (_, index) => OPTION_COUNT - index).map((id) => ({
      id,
      slug: slugOf(group, id),
    }));
    return [group, { ordered, idBySlug: new Map(ordered.map(({ id, slug }) => [slug, id])) }];
  }),
) as FilterOptions;

/** What the container sizes hold: size 1 holds 1 l, size 2 holds 2 kg and so on. */
const containerSizes = new Map<number, ContainerQuantity>(
  Array.from({ length: OPTION_COUNT }, (_, index) => [
    index + 1,
    { quantity: index + 1, unit: index % 2 === 0 ? 'l' : 'kg' },
  ]),
);

const optionId = fc.option(fc.integer({ min: 1, max: OPTION_COUNT }), { nil: null });
const product = (id: number) =>
  fc.record({
    id: fc.constant(id),
    subCategoryId: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
    attributes: fc.record({
      viscosity: optionId,
      specification_area: optionId,
      brand: optionId,
      manufacturer: optionId,
    }),
    containerSizeIds: fc.uniqueArray(fc.integer({ min: 1, max: OPTION_COUNT }), { maxLength: 3 }),
    approvalIds: fc.uniqueArray(fc.integer({ min: 1, max: OPTION_COUNT }), { maxLength: 4 }),
    cheapestSizeId: optionId,
    // Few prices and names, so that ties are common.
    lowestPrice: fc.option(fc.constantFrom(990, 1290, 4990), { nil: null }),
    name: fc.constantFrom('Alpha', 'alpha', 'Öl 9', 'Öl 10', 'Zeta'),
  });
const category = fc
  .integer({ min: 0, max: 70 })
  .chain((count) => fc.tuple(...Array.from({ length: count }, (_, index) => product(1000 + index))))
  .map((products): IndexedProduct[] => products);

/** A selection of known groups and values, now and then a value without an option or an unknown group. */
const selection = fc
  .dictionary(
    fc.oneof(fc.constantFrom(...FILTER_GROUPS), fc.constant('colour')),
    fc.uniqueArray(fc.integer({ min: 1, max: OPTION_COUNT + 1 }), { maxLength: 3 }),
    { maxKeys: 3 },
  )
  .map((groups): FilterSelection =>
    Object.fromEntries(
      Object.entries(groups).map(([group, ids]) => [group, ids.map((id) => slugOf(group as FilterGroup, id))]),
    ),
  );

function optionIdsOf(item: IndexedProduct, group: FilterGroup): number[] {
  if (group === 'container_size') return item.containerSizeIds;
  if (group === 'approvals') return item.approvalIds;
  const id = item.attributes[group];
  return id ? [id] : [];
}

/**
 * The products in a visitor's order, ties in display order: priced ones by price, then those
 * without; or by name as German sorts it, "Öl 9" before "Öl 10".
 */
function inOrder(items: IndexedProduct[], sort: ListingSort | undefined): IndexedProduct[] {
  if (sort === undefined) return items;
  if (sort === 'name') return [...items].sort((a, b) => a.name.localeCompare(b.name, 'de', { numeric: true }));
  const priced = items.filter((item) => item.lowestPrice !== null);
  const sign = sort === 'price-asc' ? 1 : -1;
  return [
    ...priced.sort((a, b) => sign * (a.lowestPrice! - b.lowestPrice!)),
    ...items.filter((item) => item.lowestPrice === null),
  ];
}

/** The rule, one product at a time. */
function reference(
  products: IndexedProduct[],
  subCategoryId: number | null,
  chosen: FilterSelection,
  page: { offset: number; limit: number; sort: ListingSort | undefined },
) {
  const groups = Object.entries(chosen);
  const unknown = groups.some(([group, values]) => !FILTER_GROUPS.includes(group as FilterGroup) || !values.length);
  const inScope = products.filter((item) => subCategoryId === null || item.subCategoryId === subCategoryId);
  const matches = (item: IndexedProduct, except: string | null) =>
    !unknown &&
    groups.every(
      ([group, values]) =>
        group === except ||
        optionIdsOf(item, group as FilterGroup).some((id) => values.includes(slugOf(group as FilterGroup, id))),
    );
  const matching = inOrder(
    inScope.filter((item) => matches(item, null)),
    page.sort,
  );
  const facets = Object.fromEntries(
    FILTER_GROUPS.map((group) => {
      const counted = inScope.filter((item) => matches(item, group));
      const facet: Record<string, number> = {};
      for (const { id, slug } of options[group].ordered) {
        const count = counted.filter((item) => optionIdsOf(item, group).includes(id)).length;
        if (count > 0) facet[slug] = count;
      }
      return [group, facet];
    }),
  );
  return {
    page: matching.slice(page.offset, page.offset + page.limit).map((item) => ({
      id: item.id,
      cheapestSize: item.cheapestSizeId === null ? null : containerSizes.get(item.cheapestSizeId)!,
    })),
    total: matching.length,
    facets,
  };
}

describe('selectFromIndex', () => {
  it.each<FacetCounting>(['option sets', 'products', 'cheaper'])(
    'gives the page (in the order asked for, with each product’s cheapest size), the total and the disjunctive facets the rule gives, counting by %s',
    (counting) => {
      fc.assert(
        fc.property(
          category,
          fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
          selection,
          fc.integer({ min: 0, max: 80 }),
          fc.integer({ min: 1, max: 40 }),
          fc.option(fc.constantFrom(...LISTING_SORTS), { nil: undefined }),
          (products, subCategoryId, chosen, offset, limit, sort) => {
            const index = buildCategoryFacetIndex(products, containerSizes);
            const page = { offset, limit, sort };
            const found = selectFromIndex(index, options, subCategoryId, chosen, page, counting);
            const expected = reference(products, subCategoryId, chosen, page);
            expect(found.total).toBe(expected.total);
            expect(found.page).toEqual(expected.page);
            // Key order is display order, as the API answers it.
            for (const group of FILTER_GROUPS) {
              expect(Object.entries(found.facets[group]!)).toEqual(Object.entries(expected.facets[group]!));
            }
          },
        ),
        { numRuns: 400 },
      );
    },
  );
});
