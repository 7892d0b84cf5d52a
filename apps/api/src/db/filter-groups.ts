import { FILTER_GROUPS, type FilterGroup } from '@rennfeld/contract';
import type { Database } from './database.ts';

/**
 * The filter groups that are a foreign key of the product, with the lookup table the option
 * values (slugs) come from. A product may have several of the other two: container sizes (one per
 * variant) and approvals (a list of its own).
 */
export const ATTRIBUTE_GROUPS = {
  viscosity: { table: 'viscosities', column: 'viscosity_id' },
  specification_area: { table: 'specification_areas', column: 'specification_area_id' },
  brand: { table: 'brands', column: 'brand_id' },
  manufacturer: { table: 'manufacturers', column: 'manufacturer_id' },
} as const satisfies Record<Exclude<FilterGroup, ListGroup>, { table: keyof Database; column: string }>;

export type AttributeGroup = keyof typeof ATTRIBUTE_GROUPS;

/** The groups of which a product may have several options. */
export type ListGroup = 'container_size' | 'approvals';
export const LIST_GROUP_TABLES = {
  container_size: 'container_sizes',
  approvals: 'approvals',
} as const satisfies Record<ListGroup, keyof Database>;

export function isListGroup(group: FilterGroup): group is ListGroup {
  return Object.hasOwn(LIST_GROUP_TABLES, group);
}

export function isFilterGroup(group: string): group is FilterGroup {
  return (FILTER_GROUPS as readonly string[]).includes(group);
}
