import {
  centsToEuros,
  DELIVERY_DAYS,
  ErrorResponseSchema,
  PAYMENT_METHODS,
  ShopTermsResponseSchema,
} from '@rennfeld/contract';
import { sendJson, toJson } from '../../lib/catalogue-cache.ts';
import type { ApiModule } from '../../lib/plugin.ts';
import { readShopSettings } from './shop-settings.repository.ts';

/** The shop's shipping rule and payment methods, as every page states them. */
export const shopTermsRoutes: ApiModule = async (app, { db, catalogueCache: cache }) => {
  app.get(
    '/shop',
    {
      schema: {
        tags: ['orders'],
        summary: "The shop's shipping costs, delivery time and payment methods",
        operationId: 'showShopTerms',
        response: { 200: ShopTermsResponseSchema, 503: ErrorResponseSchema },
      },
    },
    // Every server-rendered page asks for it: kept like the catalogue, until the settings change.
    async (request, reply) => {
      const json = await cache.json('catalogue', 'shop-terms', async () => {
        const settings = await readShopSettings(db);
        return toJson(ShopTermsResponseSchema, {
          success: true,
          shop: {
            currency: 'EUR',
            shipping_fee: centsToEuros(settings.shippingFeeCents),
            free_shipping_above: centsToEuros(settings.freeShippingAboveCents),
            delivery_days: DELIVERY_DAYS,
            payment_methods: [...PAYMENT_METHODS],
            payment_days: settings.paymentDays,
          },
        });
      });
      return sendJson(request, reply, json!);
    },
  );
};
