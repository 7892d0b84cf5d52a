import { CartRequestSchema, CartResponseSchema, type CartRequest } from '@rennfeld/contract/cart';
import type { ApiClient } from '../../lib/api-client.ts';

/**
 * Prices the lines of a cart as they would be ordered now. Apart from lib/api.ts, so that its
 * schemas load with the cart's drawer, not with every page.
 */
export const priceCart = async (api: ApiClient, lines: CartRequest['lines'], signal?: AbortSignal) =>
  (
    await api.request('/cart', CartResponseSchema, {
      method: 'POST',
      body: CartRequestSchema.parse({ lines }),
      signal,
    })
  ).cart;
