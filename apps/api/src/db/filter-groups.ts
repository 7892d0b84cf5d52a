import { FILTER_GROUPS, type FilterGroup } from '@rennfeld/contract';
import type { Database } from './database.ts';

/**
 * The filter groups that are a foreign key of the product, with the lookup table the option
 * values (slugs) come from. `container_size` is the one group that lives on the variants.
 */
export const ATTRIBUTE_GROUPS = {
  viscosity: { table: 'viscosities', column: 'viscosity_id' },
  specification_area: { table: 'specification_areas', column: 'specification_area_id' },
  brand: { table: 'brands', column: 'brand_id' },
  manufacturer: { table: 'manufacturers', column: 'manufacturer_id' },
} as const satisfies Record<Exclude<FilterGroup, 'container_size'>, { table: keyof Database; column: string }>;

export type AttributeGroup = keyof typeof ATTRIBUTE_GROUPS;

export function isFilterGroup(group: string): group is FilterGroup {
  return (FILTER_GROUPS as readonly string[]).includes(group);
}
