import { ErrorResponseSchema, ValidationErrorResponseSchema } from '@rennfeld/contract';
import { CartRequestSchema, CartResponseSchema } from '@rennfeld/contract/cart';
import type { ApiModule } from '../../lib/plugin.ts';
import { priceCart } from './orders.repository.ts';

/** A cart of the most lines stays well under this. */
const CART_BODY_LIMIT = 16 * 1024;

/** Prices the cart a browser keeps, as an order of it would be priced now. */
export const cartRoutes: ApiModule = async (app, { db }) => {
  app.post(
    '/cart',
    {
      bodyLimit: CART_BODY_LIMIT,
      schema: {
        tags: ['orders'],
        summary: 'Price a cart: each line as it would be ordered now, and the totals',
        description:
          'Changes nothing. A line whose size is sold out or no longer sold is "unavailable" and counts for nothing; one with fewer in stock than asked for is "short".',
        operationId: 'priceCart',
        body: CartRequestSchema,
        response: {
          200: CartResponseSchema,
          400: ErrorResponseSchema,
          413: ErrorResponseSchema,
          415: ErrorResponseSchema,
          422: ValidationErrorResponseSchema,
          503: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true, cart: await priceCart(db, request.body.lines) } as const;
    },
  );
};
