import { CATEGORIES, CONTAINER_SIZES } from './content/categories.ts';
import { ABOUT_BLOCKS, CATALOGUES, CONCEPT_CATEGORIES, PARTNERSHIPS, TEAM_MEMBERS } from './content/company.ts';
import { LEGAL_TEXTS } from './content/legal.ts';
import { NEWS, REFERENCE_DATE } from './content/news.ts';
import { PRODUCTS, VISCOSITY_ORDER } from './content/products.ts';
import type { DemoCatalogue, DemoContent, DemoProduct } from './content/types.ts';

/**
 * The demo content of the fictional brand: the one source the content import and the media
 * generator both read, so every stored file name has a matching file. Dates are fixed relative to
 * REFERENCE_DATE, never to the clock, so two seeds produce the same rows.
 */
export const demoContent: DemoContent = {
  updatedAt: REFERENCE_DATE,
  containerSizes: CONTAINER_SIZES,
  brands: distinctSorted(PRODUCTS.map((product) => product.brand)),
  manufacturers: distinctSorted(PRODUCTS.map((product) => product.manufacturer)),
  viscosities: VISCOSITY_ORDER.filter((grade) => PRODUCTS.some((product) => product.viscosity === grade)),
  specificationAreas: distinctSorted(PRODUCTS.map((product) => product.specificationArea)),
  categories: CATEGORIES,
  products: PRODUCTS,
  news: NEWS,
  conceptCategories: CONCEPT_CATEGORIES,
  catalogues: CATALOGUES,
  teamMembers: TEAM_MEMBERS,
  aboutBlocks: ABOUT_BLOCKS,
  partnerships: PARTNERSHIPS,
  legal: LEGAL_TEXTS,
};

assertConsistent(demoContent);

/** The products a catalogue lists, in catalogue order (category, then product order). */
export function listProductsOfCatalogue(catalogue: DemoCatalogue, content: DemoContent = demoContent): DemoProduct[] {
  return content.products.filter(
    (product) =>
      catalogue.categorySlugs.includes(product.categorySlug) ||
      (product.subCategorySlug !== null && (catalogue.subCategorySlugs ?? []).includes(product.subCategorySlug)) ||
      (product.brand !== null && (catalogue.brands ?? []).includes(product.brand)),
  );
}

function distinctSorted(values: Array<string | null>): string[] {
  const present = values.filter((value): value is string => value !== null);
  return [...new Set(present)].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
}

/** Mistakes in hand-written data fail when this module loads, not halfway through an import. */
function assertConsistent(content: DemoContent): void {
  const problems: string[] = [];
  const unique = (label: string, values: string[]) => {
    const seen = new Set<string>();
    for (const value of values) {
      if (seen.has(value)) problems.push(`duplicate ${label}: ${value}`);
      seen.add(value);
    }
  };
  unique(
    'category slug',
    content.categories.map((category) => category.slug),
  );
  unique(
    'product slug',
    content.products.map((product) => product.slug),
  );
  unique(
    'product number',
    content.products.flatMap((product) => product.variants.map((variant) => variant.productNumber)),
  );
  unique(
    'news slug',
    content.news.map((news) => news.slug),
  );
  unique(
    'concept category slug',
    content.conceptCategories.map((category) => category.slug),
  );
  unique(
    'catalogue slug',
    content.catalogues.map((catalogue) => catalogue.slug),
  );
  for (const product of content.products) {
    if (product.variants.length < 1 || product.variants.length > 5) {
      problems.push(`${product.slug}: ${product.variants.length} container sizes`);
    }
    if (product.viscosity && !content.viscosities.includes(product.viscosity)) {
      problems.push(`${product.slug}: viscosity ${product.viscosity} is missing from the viscosity order`);
    }
    product.variants.forEach((variant, index) => {
      const previous = product.variants[index - 1];
      if (previous && previous.price >= variant.price) problems.push(`${product.slug}: prices must rise with size`);
    });
  }
  for (const catalogue of content.catalogues) {
    if (listProductsOfCatalogue(catalogue, content).length === 0) problems.push(`${catalogue.slug}: no products`);
  }
  if (problems.length > 0) throw new Error(`Inconsistent demo content:\n  ${problems.join('\n  ')}`);
}
