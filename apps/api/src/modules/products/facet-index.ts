import type { CompiledQuery, Kysely } from 'kysely';
import {
  FILTER_GROUPS,
  LISTING_SORTS,
  type FilterFacets,
  type FilterGroup,
  type FilterSelection,
  type ListingSort,
} from '@rennfeld/contract';
import type { Database } from '../../db/database.ts';
import { isPublicProduct } from '../../lib/publication.ts';
import { groupBy } from '../../lib/group-by.ts';
import {
  ATTRIBUTE_GROUPS,
  type AttributeGroup,
  isFilterGroup,
  isListGroup,
  LIST_GROUP_TABLES,
} from '../../db/filter-groups.ts';

/*
 * A category's products in display order, and for every filter option the set of them that has
 * it, as a bitset, kept in memory until the catalogue changes (see createCachedListingSource).
 * Counting the facets of a selection in SQL reads the category's index once per filter group,
 * a pass over the whole category for every selection nobody asked for before; a pass over
 * columns of option ids per product is faster, and over the bitsets a facet count is an AND and
 * a bit count per 32 products, the fastest of the three (bench/README.md has the figures). The
 * index also knows each product's cheapest size, whose quantity gives the card its unit price, so
 * the page's rows are then read by primary key alone. Each product's own options are kept too: a
 * selection that leaves few products counts their options instead of every option's set. So are
 * the category's products in each order a visitor may choose (by price, by name), walked instead
 * of the bits when a listing is sorted.
 */

type Db = Kysely<Database>;

/** A filter group's options in display order (position, id), and their slugs by id. */
interface GroupOptions {
  ordered: Array<{ id: number; slug: string }>;
  idBySlug: Map<string, number>;
}

export type FilterOptions = Record<FilterGroup, GroupOptions>;

const OPTION_TABLES = {
  viscosity: ATTRIBUTE_GROUPS.viscosity.table,
  specification_area: ATTRIBUTE_GROUPS.specification_area.table,
  brand: ATTRIBUTE_GROUPS.brand.table,
  manufacturer: ATTRIBUTE_GROUPS.manufacturer.table,
  ...LIST_GROUP_TABLES,
} satisfies Record<FilterGroup, string>;

/** Every filter group's options: one small query per group. */
export async function loadFilterOptions(db: Db): Promise<FilterOptions> {
  const groups = await Promise.all(
    FILTER_GROUPS.map(async (group): Promise<[FilterGroup, GroupOptions]> => {
      const rows = await db
        .selectFrom(db.dynamic.table(OPTION_TABLES[group]).as('o'))
        .select(['o.id', 'o.slug'])
        .orderBy('o.position')
        .orderBy('o.id')
        .execute();
      const ordered = rows.map((row) => ({ id: Number(row.id), slug: String(row.slug) }));
      return [group, { ordered, idBySlug: new Map(ordered.map(({ id, slug }) => [slug, id])) }];
    }),
  );
  return Object.fromEntries(groups) as FilterOptions;
}

const ATTRIBUTE_NAMES = Object.keys(ATTRIBUTE_GROUPS) as AttributeGroup[];

/** A set of a category's products: bit i (word i >>> 5, bit i & 31) is its i-th product in display order. */
type ProductSet = Uint32Array;

function addToSet(set: ProductSet, position: number): void {
  set[position >>> 5]! |= 1 << (position & 31);
}

/** The position of the lowest product in `bits`, the set's word number `word`. */
function lowestPosition(word: number, bits: number): number {
  return (word << 5) + 31 - Math.clz32(bits & -bits);
}

/** What a container size holds, from which a price per litre or kilogram is worked out. */
export interface ContainerQuantity {
  quantity: number | null;
  unit: string | null;
}

export interface CategoryFacetIndex {
  /** Product ids in display order (position, name, id). */
  productIds: Int32Array;
  /** Per product, in the same order, the container size id of its cheapest variant (0: none). */
  cheapestSizeIds: Int32Array;
  /** What each container size holds, by id. */
  containerSizes: Map<number, ContainerQuantity>;
  /** Every product of the category. */
  all: ProductSet;
  /** Per sub-category id, its products. */
  subCategories: Map<number, ProductSet>;
  /** Per filter group, per option id, the products that have the option. */
  options: Record<FilterGroup, Map<number, ProductSet>>;
  /** Per filter group, each product's options: a selection that leaves few products counts these. */
  productOptions: Record<FilterGroup, ProductOptions>;
  /** Per order a visitor may choose, the products' display positions in that order. */
  sorted: Record<ListingSort, Int32Array>;
}

/**
 * The options of each product of a category in one filter group, by their number in `ids`. An
 * attribute group gives a product at most one: product i's is `numbers[i]` (`ids.length` for
 * none), and `from` is null. Container sizes and approvals may be several: product i's are `numbers[from[i]]`
 * up to `numbers[from[i + 1]]`, excluded.
 */
interface ProductOptions {
  ids: number[];
  from: Int32Array | null;
  numbers: Int32Array;
}

/** A product of the category as the index is built from it: option ids, 0 or null for none. */
export interface IndexedProduct {
  id: number;
  subCategoryId: number | null;
  attributes: Record<AttributeGroup, number | null>;
  containerSizeIds: number[];
  approvalIds: number[];
  /** The size of its lowest price (the first such size in display order when several share it). */
  cheapestSizeId: number | null;
  /** Its lowest price in cents; null without a size. */
  lowestPrice: number | null;
  name: string;
}

/** The index of a category's products, given in display order. */
export function buildCategoryFacetIndex(
  products: IndexedProduct[],
  containerSizes: Map<number, ContainerQuantity>,
): CategoryFacetIndex {
  const words = (products.length + 31) >>> 5;
  const index: CategoryFacetIndex = {
    productIds: Int32Array.from(products, (product) => product.id),
    cheapestSizeIds: Int32Array.from(products, (product) => product.cheapestSizeId ?? 0),
    containerSizes,
    all: new Uint32Array(words),
    subCategories: new Map(),
    options: Object.fromEntries(FILTER_GROUPS.map((group) => [group, new Map()])) as CategoryFacetIndex['options'],
    productOptions: Object.fromEntries(
      FILTER_GROUPS.map((group) => [group, listProductOptions(products, group)]),
    ) as CategoryFacetIndex['productOptions'],
    sorted: Object.fromEntries(
      LISTING_SORTS.map((sort) => [sort, sortPositions(products, sort)]),
    ) as CategoryFacetIndex['sorted'],
  };
  const add = (sets: Map<number, ProductSet>, id: number | null, position: number) => {
    if (!id) return;
    let set = sets.get(id);
    if (!set) sets.set(id, (set = new Uint32Array(words)));
    addToSet(set, position);
  };
  products.forEach((product, position) => {
    addToSet(index.all, position);
    add(index.subCategories, product.subCategoryId, position);
    for (const group of FILTER_GROUPS) {
      for (const id of optionIdsOf(product, group)) add(index.options[group], id, position);
    }
  });
  return index;
}

const NAME_ORDER = new Intl.Collator('de', { numeric: true });

/**
 * The display positions of `products` in a visitor's order; products equal in it keep their
 * display order, and a product without a price comes last when sorted by price.
 */
function sortPositions(products: IndexedProduct[], sort: ListingSort): Int32Array {
  const byPrice = (direction: 1 | -1) => (a: number, b: number) => {
    const priceA = products[a]!.lowestPrice;
    const priceB = products[b]!.lowestPrice;
    if (priceA === priceB) return 0;
    if (priceA === null) return 1;
    if (priceB === null) return -1;
    return direction * (priceA - priceB);
  };
  const compare =
    sort === 'name'
      ? (a: number, b: number) => NAME_ORDER.compare(products[a]!.name, products[b]!.name)
      : byPrice(sort === 'price-asc' ? 1 : -1);
  return Int32Array.from([...products.keys()].sort((a, b) => compare(a, b) || a - b));
}

function optionIdsOf(product: IndexedProduct, group: FilterGroup): number[] {
  if (group === 'container_size') return product.containerSizeIds.filter((id) => id > 0);
  if (group === 'approvals') return product.approvalIds;
  const id = product.attributes[group];
  return id ? [id] : [];
}

function listProductOptions(products: IndexedProduct[], group: FilterGroup): ProductOptions {
  const numberOf = new Map<number, number>();
  const numberOfId = (id: number) => {
    let number = numberOf.get(id);
    if (number === undefined) numberOf.set(id, (number = numberOf.size));
    return number;
  };
  if (!isListGroup(group)) {
    const optionNumbers = products.map((product) => {
      const [id] = optionIdsOf(product, group);
      return id === undefined ? -1 : numberOfId(id);
    });
    const none = numberOf.size;
    return {
      ids: [...numberOf.keys()],
      from: null,
      numbers: Int32Array.from(optionNumbers, (number) => (number === -1 ? none : number)),
    };
  }
  const from = new Int32Array(products.length + 1);
  const numbers: number[] = [];
  products.forEach((product, position) => {
    for (const id of optionIdsOf(product, group)) numbers.push(numberOfId(id));
    from[position + 1] = numbers.length;
  });
  return { ids: [...numberOf.keys()], from, numbers: Int32Array.from(numbers) };
}

/**
 * The queries behind a category's index: its products, their variants and their approvals, each
 * walking the category through a database index, and the container sizes (a short vocabulary).
 */
function facetIndexQueries(db: Db, categoryId: number) {
  return {
    products: db
      .selectFrom('products')
      .select(['id', 'name', 'sub_category_id', ...ATTRIBUTE_NAMES.map((group) => ATTRIBUTE_GROUPS[group].column)])
      .where('category_id', '=', categoryId)
      .where(isPublicProduct)
      .orderBy('position')
      .orderBy('name')
      .orderBy('id'),
    variants: db
      .selectFrom('product_variants')
      .innerJoin('products', 'products.id', 'product_variants.product_id')
      .select(['product_variants.product_id', 'product_variants.container_size_id', 'product_variants.price_minor'])
      .where('products.category_id', '=', categoryId)
      .where(isPublicProduct),
    approvals: db
      .selectFrom('product_approvals')
      .innerJoin('products', 'products.id', 'product_approvals.product_id')
      .select(['product_approvals.product_id', 'product_approvals.approval_id'])
      .where('products.category_id', '=', categoryId)
      .where(isPublicProduct),
    containerSizes: db
      .selectFrom('container_sizes')
      .select(['id', 'quantity', 'unit'])
      .orderBy('position')
      .orderBy('id'),
  };
}

/** The SQL of a category's index, as it is sent (for query-plan tests). */
export function compileFacetIndexQueries(db: Db, categoryId: number): Record<string, CompiledQuery> {
  const queries = facetIndexQueries(db, categoryId);
  return {
    'index products': queries.products.compile(),
    'index variants': queries.variants.compile(),
    'index approvals': queries.approvals.compile(),
    'index container sizes': queries.containerSizes.compile(),
  };
}

/** One category's index, from its products, their variants and the container sizes. */
export async function loadCategoryFacetIndex(db: Db, categoryId: number): Promise<CategoryFacetIndex> {
  const queries = facetIndexQueries(db, categoryId);
  const [products, variants, approvals, sizes] = await Promise.all([
    queries.products.execute(),
    queries.variants.execute(),
    queries.approvals.execute(),
    queries.containerSizes.execute(),
  ]);
  const approvalIdsOf = groupBy(
    approvals,
    (approval) => Number(approval.product_id),
    (approval) => Number(approval.approval_id),
  );
  const containerSizes = new Map(
    sizes.map((size) => [Number(size.id), { quantity: size.quantity, unit: size.unit }] as const),
  );
  // The sizes come in display order: of two variants at the same price, the first size's is the cheapest.
  const sizeOrder = new Map(sizes.map((size, order) => [Number(size.id), order]));
  const sizeIdsOf = new Map<number, number[]>();
  const cheapestOf = new Map<number, { sizeId: number; price: number; order: number }>();
  for (const variant of variants) {
    const productId = Number(variant.product_id);
    const sizeId = Number(variant.container_size_id);
    const sizeIds = sizeIdsOf.get(productId) ?? [];
    sizeIds.push(sizeId);
    sizeIdsOf.set(productId, sizeIds);
    const price = Number(variant.price_minor);
    const order = sizeOrder.get(sizeId) ?? Number.MAX_SAFE_INTEGER;
    const cheapest = cheapestOf.get(productId);
    if (!cheapest || price < cheapest.price || (price === cheapest.price && order < cheapest.order)) {
      cheapestOf.set(productId, { sizeId, price, order });
    }
  }
  return buildCategoryFacetIndex(
    products.map((product) => ({
      id: Number(product.id),
      subCategoryId: product.sub_category_id === null ? null : Number(product.sub_category_id),
      attributes: Object.fromEntries(
        ATTRIBUTE_NAMES.map((group) => {
          const id = product[ATTRIBUTE_GROUPS[group].column];
          return [group, id === null ? null : Number(id)];
        }),
      ) as IndexedProduct['attributes'],
      containerSizeIds: sizeIdsOf.get(Number(product.id)) ?? [],
      approvalIds: approvalIdsOf.get(Number(product.id)) ?? [],
      cheapestSizeId: cheapestOf.get(Number(product.id))?.sizeId ?? null,
      lowestPrice: cheapestOf.get(Number(product.id))?.price ?? null,
      name: product.name,
    })),
    containerSizes,
  );
}

/** A product on the requested page: its id and what its cheapest size holds. */
interface ListedProduct {
  id: number;
  cheapestSize: ContainerQuantity | null;
}

export interface FacetSelection {
  /** The products on the requested page, in display order or the one asked for. */
  page: ListedProduct[];
  /** Products matching the whole selection. */
  total: number;
  facets: FilterFacets;
}

/**
 * The page, the total and the disjunctive facets of a selection: within a group the values are
 * alternatives (OR), across groups all must hold (AND); a group's facet counts, per option, the
 * products matching every other group. A group the API does not know, or one without values,
 * matches nothing, so the listing is empty. Options with no product are left out. The page is
 * cut from the products in display order, or in `sort`'s when one is given.
 */
export function selectFromIndex(
  index: CategoryFacetIndex,
  options: FilterOptions,
  subCategoryId: number | null,
  selection: FilterSelection,
  { offset, limit, sort }: { offset: number; limit: number; sort?: ListingSort | undefined },
  counting: FacetCounting = 'cheaper',
): FacetSelection {
  const words = index.all.length;
  const scope = subCategoryId === null ? index.all : (index.subCategories.get(subCategoryId) ?? new Uint32Array(words));

  // Per selected group, the products having any of its values.
  const matchingGroup = new Map<FilterGroup, ProductSet>();
  for (const [group, values] of Object.entries(selection)) {
    if (!isFilterGroup(group) || values.length === 0) {
      return { page: [], total: 0, facets: Object.fromEntries(FILTER_GROUPS.map((name) => [name, {}])) };
    }
    const set = new Uint32Array(words);
    for (const value of values) {
      const id = options[group].idBySlug.get(value);
      const having = id === undefined ? undefined : index.options[group].get(id);
      if (having) for (let w = 0; w < words; w++) set[w]! |= having[w]!;
    }
    matchingGroup.set(group, set);
  }

  /** The products in scope that match every selected group but `except`. */
  const matchingAllBut = (except: FilterGroup | null): ProductSet => {
    const set = scope.slice();
    for (const [group, matching] of matchingGroup) {
      if (group !== except) for (let w = 0; w < words; w++) set[w]! &= matching[w]!;
    }
    return set;
  };

  const matching = matchingAllBut(null);
  // The groups not selected all count `matching`: its size is taken once, when first needed.
  let matchingSize: number | undefined;
  const sizeOfMatching = () => (matchingSize ??= sizeOf(matching));
  const facets: FilterFacets = {};
  for (const group of FILTER_GROUPS) {
    const counted = matchingGroup.has(group) ? matchingAllBut(group) : matching;
    const countedSize = counted === matching ? sizeOfMatching : () => sizeOf(counted);
    const counts = countOptions(index, group, counted, countedSize, counting);
    const facet: Record<string, number> = {};
    for (const { id, slug } of options[group].ordered) {
      const count = counts.get(id) ?? 0;
      if (count > 0) facet[slug] = count;
    }
    facets[group] = facet;
  }

  const listed = (position: number): ListedProduct => ({
    id: index.productIds[position]!,
    cheapestSize: index.containerSizes.get(index.cheapestSizeIds[position]!) ?? null,
  });
  if (sort) {
    const page: ListedProduct[] = [];
    let total = 0;
    for (const position of index.sorted[sort]) {
      if ((matching[position >>> 5]! & (1 << (position & 31))) === 0) continue;
      if (total >= offset && page.length < limit) page.push(listed(position));
      total++;
    }
    return { page, total, facets };
  }

  let total = 0;
  const page: ListedProduct[] = [];
  for (let w = 0; w < words; w++) {
    let bits = matching[w]!;
    if (bits === 0) continue;
    const count = bitCount(bits);
    // Only the words the page reaches into are walked bit by bit.
    if (total + count > offset && page.length < limit) {
      for (let skip = offset - total; bits !== 0 && page.length < limit; bits &= bits - 1) {
        if (skip-- > 0) continue;
        page.push(listed(lowestPosition(w, bits)));
      }
    }
    total += count;
  }
  return { page, total, facets };
}

/**
 * How a facet is counted: over each option's set (an AND and a bit count per 32 products of the
 * category, for every option), over the counted products' own options (a step per product), or
 * whichever costs less for this set. Tests choose one to check both.
 */
export type FacetCounting = 'option sets' | 'products' | 'cheaper';

/**
 * A step through a counted product's options costs about as much as one or two words' AND and
 * bit count (timed on the benchmark catalogue's largest category: decision 062).
 */
const PRODUCT_STEP_IN_WORDS = 2;

/** Per option id of `group`, how many products of `counted` have it (options with none may be left out). */
function countOptions(
  index: CategoryFacetIndex,
  group: FilterGroup,
  counted: ProductSet,
  countedSize: () => number,
  counting: FacetCounting,
): Map<number, number> {
  const sets = index.options[group];
  const byProducts =
    counting === 'products' ||
    (counting === 'cheaper' && countedSize() * PRODUCT_STEP_IN_WORDS < sets.size * counted.length);
  if (byProducts) return countByProducts(index, group, counted);
  const counts = new Map<number, number>();
  for (const [id, having] of sets) counts.set(id, countCommon(having, counted));
  return counts;
}

/** The counts of `countOptions` for `group`, from the counted products' own options. */
function countByProducts(index: CategoryFacetIndex, group: FilterGroup, counted: ProductSet): Map<number, number> {
  const { ids, from, numbers } = index.productOptions[group];
  // One slot more: an attribute group's "none".
  const countOf = new Int32Array(ids.length + 1);
  for (let w = 0; w < counted.length; w++) {
    for (let bits = counted[w]!; bits !== 0; bits &= bits - 1) {
      const position = lowestPosition(w, bits);
      if (from === null) countOf[numbers[position]!]! += 1;
      else for (let at = from[position]!; at < from[position + 1]!; at++) countOf[numbers[at]!]! += 1;
    }
  }
  return new Map(ids.map((id, number) => [id, countOf[number]!]));
}

/** How many products a set holds. */
function sizeOf(set: ProductSet): number {
  let count = 0;
  for (let w = 0; w < set.length; w++) if (set[w] !== 0) count += bitCount(set[w]!);
  return count;
}

/** How many products two sets have in common. */
function countCommon(a: ProductSet, b: ProductSet): number {
  let count = 0;
  for (let w = 0; w < a.length; w++) {
    const both = a[w]! & b[w]!;
    if (both !== 0) count += bitCount(both);
  }
  return count;
}

/** The number of set bits of a 32-bit word. */
function bitCount(word: number): number {
  let bits = word - ((word >>> 1) & 0x55555555);
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  return (((bits + (bits >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
