import type { Category, SubCategory } from '@rennfeld/contract';
import { buildProductListingPath, buildProductPath } from '@rennfeld/contract/site-paths';
import { fallbackLang } from '../../lib/untranslated.ts';
import type { BreadcrumbStep } from './structured-data.ts';

/*
 * The breadcrumb trails of the catalogue's pages: the visible breadcrumb shows them and the
 * BreadcrumbList of the page's structured data repeats them (after Home).
 */

/** A step of a trail; `lang` marks a name answered in English on a German page (decision 049). */
export interface TrailStep extends BreadcrumbStep {
  lang?: 'en';
}

/** The step of a category's or sub-category's name, marked when it is the English. */
function namedStep(record: { name: string; untranslated?: string[] }, to: string): TrailStep {
  const lang = fallbackLang(record, 'name');
  return { label: record.name, to, ...(lang && { lang }) };
}

/** The address of a listing: a category, and maybe one of its sub-categories. */
export interface ListingParams {
  categorySlug: string;
  subCategorySlug?: string;
}

/** The category and sub-category a listing's address names, when the header's categories know them. */
export function findListingCategories(
  categories: readonly Category[],
  { categorySlug, subCategorySlug }: ListingParams,
): { category: Category | undefined; subCategory: SubCategory | undefined } {
  const category = categories.find((candidate) => candidate.slug === categorySlug);
  const subCategory = category?.sub_categories.find((candidate) => candidate.slug === subCategorySlug);
  return { category, subCategory };
}

/** The listing's breadcrumb: its category, then its sub-category; every step links to its listing. */
export function buildListingTrail(categories: readonly Category[], params: ListingParams): TrailStep[] {
  const { category, subCategory } = findListingCategories(categories, params);
  const categoryPath = buildProductListingPath(params.categorySlug);
  return [
    category ? namedStep(category, categoryPath) : { label: params.categorySlug.replace(/-/g, ' '), to: categoryPath },
    ...(params.subCategorySlug
      ? [
          subCategory
            ? namedStep(subCategory, buildProductListingPath(params.categorySlug, params.subCategorySlug))
            : {
                label: params.subCategorySlug.replace(/-/g, ' '),
                to: buildProductListingPath(params.categorySlug, params.subCategorySlug),
              },
        ]
      : []),
  ];
}

/** The product's breadcrumb: its category and sub-category listings, then the product. */
export function buildProductTrail(
  categories: readonly Category[],
  product: { name: string; slug: string; category_slug: string; sub_category_slug: string | null },
): TrailStep[] {
  const category = categories.find((candidate) => candidate.slug === product.category_slug);
  const subCategory = category?.sub_categories.find((candidate) => candidate.slug === product.sub_category_slug);
  return [
    ...(category ? [namedStep(category, buildProductListingPath(category.slug))] : []),
    ...(category && subCategory
      ? [namedStep(subCategory, buildProductListingPath(category.slug, subCategory.slug))]
      : []),
    { label: product.name, to: buildProductPath(product.slug) },
  ];
}
