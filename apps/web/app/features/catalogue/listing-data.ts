import type { FilterFacets, ProductsResponse, SearchMaterials, SearchMaterialsResponse } from '@rennfeld/contract';
import { ApiError, isUnsuccessfulAnswer } from '../../lib/api-client.ts';
import { truncate } from '../../lib/format.ts';

/** A listed product as the card shows it; `summary` is already cut to 100 characters. */
export interface ProductCardData {
  id: number;
  name: string;
  slug: string;
  image: string;
  summary: string;
  price: number;
}

/** SPEC §4: the product list is loaded or in error (its loading state comes from the navigation). */
export type ListingState = { status: 'ready'; products: ProductCardData[]; facets: FilterFacets } | { status: 'error' };

/** SPEC §4: the filter bar is loading, in error, absent (unsuccessful answer) or ready. */
export type FilterMaterialsState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'unavailable' }
  | { status: 'ready'; groups: SearchMaterials };

export function toListingState(result: PromiseSettledResult<ProductsResponse>): ListingState {
  if (result.status === 'rejected') return { status: 'error' };
  return {
    status: 'ready',
    facets: result.value.facets,
    // Only what a card shows travels to the browser.
    products: result.value.products.map(({ id, name, slug, image, product_details, price }) => ({
      id,
      name,
      slug,
      image,
      summary: truncate(product_details),
      price,
    })),
  };
}

export function toFilterMaterialsState(result: PromiseSettledResult<SearchMaterialsResponse>): FilterMaterialsState {
  if (result.status === 'fulfilled') return { status: 'ready', groups: result.value.data };
  return isUnsuccessfulAnswer(result.reason) ? { status: 'unavailable' } : { status: 'error' };
}

/** The page's status when the list failed: a rejected filter (too many values) is the visitor's 400. */
export function listingErrorStatus(error: unknown): number {
  return error instanceof ApiError && error.status === 400 ? 400 : 503;
}
