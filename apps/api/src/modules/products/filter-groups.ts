import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { FILTER_GROUPS, type FilterGroup } from '@rennfeld/contract';
import type { Database } from '../../db/database.ts';

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

/**
 * The condition "the product has one of these option values" for one group (OR within the group).
 * A group the API does not know matches nothing, so an unknown group narrows the listing to empty.
 */
export function productHasOption(
  eb: ExpressionBuilder<Database, 'products'>,
  group: string,
  values: readonly string[],
): Expression<SqlBool> {
  if (!isFilterGroup(group) || values.length === 0) return sql<SqlBool>`1 = 0`;
  if (group === 'container_size') {
    // The size ids are looked up once per query; each product then costs one probe of the
    // unique (product_id, container_size_id) index.
    return eb.exists(
      eb
        .selectFrom('product_variants')
        .select('product_variants.id')
        .whereRef('product_variants.product_id', '=', 'products.id')
        .where(
          'product_variants.container_size_id',
          'in',
          eb.selectFrom('container_sizes').select('container_sizes.id').where('container_sizes.slug', 'in', values),
        ),
    );
  }
  const { table, column } = ATTRIBUTE_GROUPS[group];
  return eb(
    `products.${column}`,
    'in',
    eb.selectFrom(table).select(`${table}.id`).where(`${table}.slug`, 'in', values),
  );
}
