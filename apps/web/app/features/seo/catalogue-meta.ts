import type { Category, ProductDetail } from '@rennfeld/contract';
import type { ApprovalKind, SiteLocale } from '@rennfeld/contract/constants';
import { localizePath } from '@rennfeld/contract/site-paths';
import type { MetaDescriptor } from 'react-router';
import type { MessageKey, Translate } from '../../i18n/translator.ts';
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
  locale: SiteLocale;
  t: Translate;
  storageBase: string;
  /** The header's categories, which name the listing. */
  categories: readonly Category[];
  params: ListingParams;
  /** The page of the listing shown, and its query string (empty for the first page). */
  page: number;
  pageSearch: string;
  /** Whether a filter or an order is chosen: the listing's products rearranged. */
  permuted: boolean;
  /** The products the page lists, in order. */
  products: ReadonlyArray<{ name: string; slug: string; image: string }>;
}

/** The meta of a product listing: its breadcrumb and the products it lists as structured data. */
export function buildListingMeta({
  siteUrl,
  locale,
  t,
  storageBase,
  categories,
  params,
  page,
  pageSearch,
  permuted,
  products,
}: ListingMetaInput): MetaDescriptor[] {
  const { category, subCategory } = findListingCategories(categories, params);
  const trail = buildListingTrail(categories, params);
  const name =
    category && subCategory
      ? `${subCategory.name} – ${category.name}`
      : (category?.name ?? t('catalogue.listing.products'));
  return buildPageMeta({
    siteUrl,
    locale,
    // Every page of a paged listing is a page of its own to search engines: its own canonical address.
    path: `${trail.at(-1)!.to}${pageSearch}`,
    title: page > 1 ? t('catalogue.listing.pagedTitle', { name, page }) : name,
    description: subCategory
      ? t('catalogue.listing.subCategoryDescription', {
          subCategory: subCategory.name,
          category: category!.name,
          description: category!.description,
        })
      : (category?.description ?? ''),
    ...(category
      ? { image: { url: buildStorageUrl(storageBase, 'category', category.image), alt: category.name } }
      : {}),
    // Any filter or order makes a permutation of this listing: followed, not indexed.
    noindex: permuted,
    structuredData: [
      buildBreadcrumbData(siteUrl, locale, t('catalogue.breadcrumb.home'), trail),
      buildItemListData(
        siteUrl,
        name,
        products.map((product) => ({
          name: product.name,
          path: localizePath(buildProductSizePath(product.slug), locale),
          image: buildStorageUrl(storageBase, 'product/thumb', product.image),
        })),
      ),
    ],
  });
}

export interface ProductMetaInput {
  siteUrl: string;
  locale: SiteLocale;
  t: Translate;
  storageBase: string;
  /** The header's categories, which name the product's breadcrumb. */
  categories: readonly Category[];
  product: Omit<ProductDetail, 'product_details'>;
  /** The product details as plain text. */
  summary: string;
  /** The price with its unit price, as the loader wrote it for the page's language. */
  price: string;
}

/** The name of an approval's property: only an OEM's official approval is called one. */
const APPROVAL_PROPERTY_NAMES = {
  approval: 'catalogue.approvals.property.approval',
  meets: 'catalogue.approvals.property.meets',
} as const satisfies Record<ApprovalKind, MessageKey>;

/** The meta of a product page, one per size: the product with an offer per size, and its breadcrumb. */
export function buildProductMeta({
  siteUrl,
  locale,
  t,
  storageBase,
  categories,
  product,
  summary,
  price,
}: ProductMetaInput): MetaDescriptor[] {
  const image = buildStorageUrl(storageBase, 'product', product.image);
  const defaultSize = product.variants[0]?.size_key;
  // One URL per product and size: the default size's page is the page without ?size=.
  const pathOf = (size: string) => buildProductSizePath(product.slug, size === defaultSize ? undefined : size);
  const title = product.container_size ? `${product.name}, ${product.container_size.name}` : product.name;
  const localizedPathOf = (size: string) => localizePath(pathOf(size), locale);
  return buildPageMeta({
    siteUrl,
    locale,
    path: pathOf(product.size),
    title,
    // Each size's page has its own description: the size and its price lead.
    description: `${title}, ${price}. ${summary}`,
    image: { url: image, alt: product.name },
    type: 'product',
    structuredData: [
      buildProductData(siteUrl, {
        name: product.name,
        description: summary,
        image,
        productNumber: product.product_number,
        brand: product.brand?.name ?? null,
        manufacturer: product.manufacturer?.name ?? null,
        category: product.product_category?.name ?? null,
        properties: product.approvals.map((approval) => ({
          name: t(APPROVAL_PROPERTY_NAMES[approval.kind]),
          value: approval.code,
        })),
        path: localizedPathOf(product.size),
        offers: product.variants.map((variant) => ({
          sizeLabel: variant.container_size,
          price: variant.price,
          unitPrice: variant.unit_price,
          productNumber: variant.product_number,
          gtin: variant.gtin,
          inStock: variant.in_stock,
          path: localizedPathOf(variant.size_key),
        })),
      }),
      buildBreadcrumbData(siteUrl, locale, t('catalogue.breadcrumb.home'), buildProductTrail(categories, product)),
    ],
  });
}
