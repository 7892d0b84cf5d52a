import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { buildProductSearchText } from './product-search.ts';
import { groupBy } from '../group-by.ts';

type Db = Kysely<Database>;

/**
 * What a product is found by: its name first, its filter values, its category's names in both
 * languages, its approvals' codes and issuers ("504 00", "VW 504" and "Volkswagen" all find VW 504 00).
 */
export interface ProductSearchParts {
  name: string;
  viscosity: string | null;
  specificationArea: string | null;
  brand: string | null;
  category: string | null;
  categoryDe: string | null;
  subCategory: string | null;
  subCategoryDe: string | null;
  approvals: string[];
}

/** The stored search text: "Motoröl" finds the engine oils through their category's German name. */
export function searchTextOf(parts: ProductSearchParts): string {
  return buildProductSearchText([
    parts.name,
    parts.viscosity,
    parts.specificationArea,
    parts.brand,
    parts.category,
    parts.categoryDe,
    parts.subCategory,
    parts.subCategoryDe,
    ...parts.approvals,
  ]);
}

/** The columns by which the products whose search text is written again are chosen. */
type SearchTextSource =
  'id' | 'category_id' | 'sub_category_id' | 'viscosity_id' | 'specification_area_id' | 'brand_id' | 'approval_id';

/**
 * Writes again the search text of the products whose `column` is `value`: after a product's
 * save, or the rename of a filter value or a category its search text holds.
 */
export async function rewriteProductSearchText(db: Db, column: SearchTextSource, value: number): Promise<void> {
  const productIds =
    column === 'approval_id'
      ? db.selectFrom('product_approvals').select('product_id').where('approval_id', '=', value)
      : db.selectFrom('products').select('id').where(column, '=', value);
  const [rows, approvals] = await Promise.all([
    db
      .selectFrom('products')
      .leftJoin('viscosities', 'viscosities.id', 'products.viscosity_id')
      .leftJoin('specification_areas', 'specification_areas.id', 'products.specification_area_id')
      .leftJoin('brands', 'brands.id', 'products.brand_id')
      .leftJoin('categories', 'categories.id', 'products.category_id')
      .leftJoin('sub_categories', 'sub_categories.id', 'products.sub_category_id')
      .select([
        'products.id',
        'products.name',
        'products.search_text',
        'viscosities.name as viscosity',
        'specification_areas.name as specificationArea',
        'brands.name as brand',
        'categories.name as category',
        'categories.name_de as categoryDe',
        'sub_categories.name as subCategory',
        'sub_categories.name_de as subCategoryDe',
      ])
      .where('products.id', 'in', productIds)
      .execute(),
    db
      .selectFrom('product_approvals')
      .innerJoin('approvals', 'approvals.id', 'product_approvals.approval_id')
      .select(['product_approvals.product_id', 'approvals.name', 'approvals.issuer'])
      .where('product_approvals.product_id', 'in', productIds)
      .orderBy('product_approvals.position')
      .execute(),
  ]);
  const approvalsOf = groupBy(
    approvals,
    (approval) => approval.product_id,
    (approval) => [approval.name, approval.issuer],
  );
  for (const { id, search_text: stored, ...parts } of rows) {
    const text = searchTextOf({ ...parts, approvals: approvalsOf.get(id)?.flat() ?? [] });
    if (text !== stored) await db.updateTable('products').set({ search_text: text }).where('id', '=', id).execute();
  }
}
