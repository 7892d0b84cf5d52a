import type {
  FilterFacets,
  ListingPagination,
  ProductsResponse,
  SearchMaterials,
  SearchMaterialsResponse,
} from '@rennfeld/contract';
import { ApiError, isUnsuccessfulAnswer } from '../../lib/api-client.ts';
import type { SiteLocale } from '@rennfeld/contract/constants';
import type { Translate } from '../../i18n/translator.ts';
import { formatCount, formatPriceWithUnitPrice, truncate } from '../../lib/format.ts';

/**
 * A listed product as the card shows it: `summary` already cut to 100 characters, `price` already
 * written with its unit price in the page's language (formatted on the server, so the browser
 * makes no number formatter while hydrating: decision 057).
 */
export interface ProductCardData {
  id: number;
  name: string;
  slug: string;
  image: string;
  summary: string;
  price: string;
  /** On a German page: `product_details` when the summary is the English (decision 049). */
  untranslated?: string[];
}

/** SPEC §4: the product list is loaded or in error (its loading state comes from the navigation). */
export type ListingState =
  | {
      status: 'ready';
      products: ProductCardData[];
      facets: FilterFacets;
      pagination: ListingPagination;
      /** What the listing says of its size, written on the server (see `describeListingCount`). */
      count: string;
    }
  | { status: 'error' };

/** SPEC §4: the filter bar is loading, in error, absent (unsuccessful answer) or ready. */
export type FilterOptionsState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'unavailable' }
  | { status: 'ready'; groups: SearchMaterials };

export function toListingState(
  result: PromiseSettledResult<ProductsResponse>,
  t: Translate,
  locale: SiteLocale,
): ListingState {
  if (result.status === 'rejected') return { status: 'error' };
  return {
    status: 'ready',
    facets: result.value.facets,
    pagination: result.value.pagination,
    count: describeListingCount(result.value.pagination, t, locale),
    // Only what a card shows travels to the browser.
    products: result.value.products.map(
      ({ id, name, slug, image, product_details, price, unit_price, untranslated }) => ({
        id,
        name,
        slug,
        image,
        summary: truncate(product_details),
        price: formatPriceWithUnitPrice(price, unit_price, locale),
        ...(untranslated && { untranslated }),
      }),
    ),
  };
}

export function toFilterOptionsState(result: PromiseSettledResult<SearchMaterialsResponse>): FilterOptionsState {
  if (result.status === 'fulfilled') return { status: 'ready', groups: result.value.data };
  return isUnsuccessfulAnswer(result.reason) ? { status: 'unavailable' } : { status: 'error' };
}

/**
 * What the listing says of its size: "12 products" while it fits on one page (every demo
 * category), "Showing 49–96 of 40,000 products" when it is paged.
 */
export function describeListingCount(
  { page, per_page, total, pages }: ListingPagination,
  t: Translate,
  locale: SiteLocale,
): string {
  if (pages <= 1) return t('catalogue.listing.count', { count: total });
  const first = (page - 1) * per_page + 1;
  const last = Math.min(page * per_page, total);
  return t('catalogue.listing.pageCount', {
    first: formatCount(first, locale),
    last: formatCount(last, locale),
    total,
  });
}

/** The page's status when the list failed: a rejected filter (too many values) is the visitor's 400. */
export function chooseListingErrorStatus(error: unknown): number {
  return error instanceof ApiError && error.status === 400 ? 400 : 503;
}
