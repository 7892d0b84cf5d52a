import { describe, expect, it } from 'vitest';
import { ENGINE_OILS } from './test-fixtures.ts';
import { buildListingTrail, buildProductTrail, findListingCategories } from './breadcrumb-trails.ts';

describe('findListingCategories', () => {
  it('finds the category and sub-category an address names, and nothing it does not know', () => {
    expect(
      findListingCategories([ENGINE_OILS], { categorySlug: 'engine-oils', subCategorySlug: 'racing-oils' }),
    ).toEqual({ category: ENGINE_OILS, subCategory: ENGINE_OILS.sub_categories[0] });
    expect(findListingCategories([ENGINE_OILS], { categorySlug: 'engine-oils', subCategorySlug: 'unknown' })).toEqual({
      category: ENGINE_OILS,
      subCategory: undefined,
    });
    expect(findListingCategories([], { categorySlug: 'engine-oils' })).toEqual({
      category: undefined,
      subCategory: undefined,
    });
  });
});

describe('buildListingTrail', () => {
  it('names the category and sub-category, each linking to its listing', () => {
    expect(buildListingTrail([ENGINE_OILS], { categorySlug: 'engine-oils', subCategorySlug: 'racing-oils' })).toEqual([
      { label: 'Engine Oils', to: '/products/engine-oils' },
      { label: 'Racing Oils', to: '/products/engine-oils/racing-oils' },
    ]);
  });

  it('falls back to the address for categories the header does not know', () => {
    expect(buildListingTrail([], { categorySlug: 'gear-oils', subCategorySlug: 'hypoid-gear-oils' })).toEqual([
      { label: 'gear oils', to: '/products/gear-oils' },
      { label: 'hypoid gear oils', to: '/products/gear-oils/hypoid-gear-oils' },
    ]);
  });
});

describe('trails on a German page (decision 049)', () => {
  it('marks a category or sub-category name answered in English, and only that one', () => {
    const partly = {
      ...ENGINE_OILS,
      name: 'Motorenöle',
      sub_categories: ENGINE_OILS.sub_categories.map((sub) => ({ ...sub, untranslated: ['name'] })),
    };
    expect(buildListingTrail([partly], { categorySlug: 'engine-oils', subCategorySlug: 'racing-oils' })).toEqual([
      { label: 'Motorenöle', to: '/products/engine-oils' },
      { label: 'Racing Oils', to: '/products/engine-oils/racing-oils', lang: 'en' },
    ]);
    const english = { ...ENGINE_OILS, untranslated: ['name', 'description'] };
    expect(
      buildProductTrail([english], {
        name: 'Track 5W-40',
        slug: 'track-5w-40',
        category_slug: 'engine-oils',
        sub_category_slug: null,
      }),
    ).toEqual([
      { label: 'Engine Oils', to: '/products/engine-oils', lang: 'en' },
      { label: 'Track 5W-40', to: '/product-detail/track-5w-40' },
    ]);
  });
});

describe('buildProductTrail', () => {
  const product = { name: 'Track 5W-40', slug: 'track-5w-40', category_slug: 'engine-oils' };

  it('leads through the category and sub-category listings to the product', () => {
    expect(buildProductTrail([ENGINE_OILS], { ...product, sub_category_slug: 'racing-oils' })).toEqual([
      { label: 'Engine Oils', to: '/products/engine-oils' },
      { label: 'Racing Oils', to: '/products/engine-oils/racing-oils' },
      { label: 'Track 5W-40', to: '/product-detail/track-5w-40' },
    ]);
  });

  it('leaves out what the header does not know', () => {
    expect(buildProductTrail([ENGINE_OILS], { ...product, sub_category_slug: null })).toEqual([
      { label: 'Engine Oils', to: '/products/engine-oils' },
      { label: 'Track 5W-40', to: '/product-detail/track-5w-40' },
    ]);
    expect(buildProductTrail([], { ...product, sub_category_slug: 'racing-oils' })).toEqual([
      { label: 'Track 5W-40', to: '/product-detail/track-5w-40' },
    ]);
  });
});
