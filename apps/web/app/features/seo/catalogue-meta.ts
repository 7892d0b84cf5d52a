import type { Category, ProductDetail } from '@rennfeld/contract';
import type { MetaDescriptor } from 'react-router';
import { formatPriceWithUnitPrice } from '../../lib/format.ts';
import { buildStorageUrl } from '../../lib/storage.ts';
import {
  buildListingTrail,
  buildProductTrail,
  findListingCategories,
  type ListingParams,
} from './breadcrumb-trails.ts';
import { buildPageMeta } from './page-meta.ts';
import { buildProductSizePath } from './site.ts';
import { buildBreadcrumbData, buildItemListData, buildProductData } from './structured-data.ts';

export interface ListingMetaInput {
  siteUrl: string;
  storageBase: string;
  /** The header's categories, which name the listing. */
  categories: readonly Category[];
  params: ListingParams;
  /** The page of the listing shown, and its query string (empty for the first page). */
  page: number;
  pageSearch: string;
  /** Whether a filter is selected. */
  filtered: boolean;
  /** The products the page lists, in order. */
  products: ReadonlyArray<{ name: string; slug: string; image: string }>;
}

/** The meta of a product listing: its breadcrumb and the products it lists as structured data. */
export function buildListingMeta({
  siteUrl,
  storageBase,
  categories,
  params,
  page,
  pageSearch,
  filtered,
  products,
}: ListingMetaInput): MetaDescriptor[] {
  const { category, subCategory } = findListingCategories(categories, params);
  const trail = buildListingTrail(categories, params);
  const name = category && subCategory ? `${subCategory.name} – ${category.name}` : (category?.name ?? 'Products');
  return buildPageMeta({
    siteUrl,
    // Every page of a paged listing is a page of its own to search engines: its own canonical address.
    path: `${trail.at(-1)!.to}${pageSearch}`,
    title: page > 1 ? `${name} – Page ${page}` : name,
    description: subCategory
      ? `${subCategory.name} from the ${category!.name} range of Rennfeld Motorsport Lubricants. ${category!.description}`
      : (category?.description ?? ''),
    ...(category
      ? { image: { url: buildStorageUrl(storageBase, 'category', category.image), alt: category.name } }
      : {}),
    // Any filter makes a permutation of this listing: followed, not indexed.
    noindex: filtered,
    structuredData: [
      buildBreadcrumbData(siteUrl, trail),
      buildItemListData(
        siteUrl,
        name,
        products.map((product) => ({
          name: product.name,
          path: buildProductSizePath(product.slug),
          image: buildStorageUrl(storageBase, 'product/thumb', product.image),
        })),
      ),
    ],
  });
}

export interface ProductMetaInput {
  siteUrl: string;
  storageBase: string;
  /** The header's categories, which name the product's breadcrumb. */
  categories: readonly Category[];
  product: Omit<ProductDetail, 'product_details'>;
  /** The product details as plain text. */
  summary: string;
}

/** The meta of a product page, one per size: the product with an offer per size, and its breadcrumb. */
export function buildProductMeta({
  siteUrl,
  storageBase,
  categories,
  product,
  summary,
}: ProductMetaInput): MetaDescriptor[] {
  const image = buildStorageUrl(storageBase, 'product', product.image);
  const defaultSize = product.variants[0]?.size_key;
  // One URL per product and size: the default size's page is the page without ?size=.
  const pathOf = (size: string) => buildProductSizePath(product.slug, size === defaultSize ? undefined : size);
  const title = product.container_size ? `${product.name}, ${product.container_size.name}` : product.name;
  return buildPageMeta({
    siteUrl,
    path: pathOf(product.size),
    title,
    // Each size's page has its own description: the size and its price lead.
    description: `${title}, ${formatPriceWithUnitPrice(product.price, product.unit_price)}. ${summary}`,
    image: { url: image, alt: product.name },
    type: 'product',
    structuredData: [
      buildProductData(siteUrl, {
        name: product.name,
        description: summary,
        image,
        productNumber: product.product_number,
        brand: product.brand?.name ?? null,
        category: product.product_category?.name ?? null,
        path: pathOf(product.size),
        offers: product.variants.map((variant) => ({
          sizeLabel: variant.container_size,
          price: variant.price,
          unitPrice: variant.unit_price,
          productNumber: variant.product_number,
          inStock: variant.in_stock,
          path: pathOf(variant.size_key),
        })),
      }),
      buildBreadcrumbData(siteUrl, buildProductTrail(categories, product)),
    ],
  });
}
