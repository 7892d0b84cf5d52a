import {
  ErrorResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  ORDER_MESSAGES,
  OrderConfirmationParamsSchema,
  OrderCreatedResponseSchema,
  OrderRequestHeadersSchema,
  OrderRequestSchema,
  OrderResponseSchema,
  type CompanyDetails,
  type SiteLocale,
} from '@rennfeld/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type AddressRateLimit,
  RATE_LIMITED_POST_REFUSALS,
  registerAddressRateLimit,
} from '../../lib/address-rate-limit.ts';
import { buildErrorBody, ensureFound } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mail/mail-sender.ts';
import type { ModuleOptions } from '../../lib/plugin.ts';
import { composeOrderConfirmation, composeOrderNotification } from './order-mails.ts';
import {
  deriveConfirmationKey,
  findOrderByConfirmationKey,
  PaymentNotSetUpError,
  placeOrder,
  toAddress,
} from './orders.repository.ts';

/** An order of the most lines with the longest addresses stays well under this. */
const ORDER_BODY_LIMIT = 64 * 1024;

/** Orders one client address may place per window: more than any buyer, less than a script. */
export const DEFAULT_ORDER_RATE_LIMIT: AddressRateLimit = { max: 20, timeWindowMs: 60_000 };

const ORDER_RATE_LIMIT_NAMESPACE = 'rennfeld:order-rate-limit:';

export interface OrdersOptions extends ModuleOptions {
  mailer: Mailer;
  /** The seller's identity and address, as the confirmation must state them. */
  readSeller: () => Promise<CompanyDetails>;
  /** The terms and conditions as plain text in a language, for the confirmation. */
  readTerms: (locale: SiteLocale) => Promise<string>;
  /** Where the brand hears of each new order (ORDER_NOTIFY_TO); nobody when absent. */
  orderNotifyTo?: string;
  /** Derives each order's confirmation key; the same on every instance. */
  confirmationSecret: string;
  rateLimit?: AddressRateLimit;
}

/** A page the buyer alone can open: never cached by anyone, never indexed. */
const PRIVATE_PAGE_HEADERS = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' };

export const ordersRoutes: FastifyPluginAsyncZod<OrdersOptions> = async (
  app,
  {
    db,
    mailer,
    readSeller,
    readTerms,
    orderNotifyTo,
    confirmationSecret,
    rateLimit: { max, timeWindowMs, redis } = DEFAULT_ORDER_RATE_LIMIT,
  },
) => {
  await registerAddressRateLimit(app, { redis, nameSpace: ORDER_RATE_LIMIT_NAMESPACE });

  app.post(
    '/orders',
    {
      bodyLimit: ORDER_BODY_LIMIT,
      config: { rateLimit: { max, timeWindow: timeWindowMs } },
      schema: {
        tags: ['orders'],
        summary: 'Place an order, paid in advance by bank transfer',
        description:
          'Prices, shipping and VAT come from the server. The same Idempotency-Key with the same body answers the order it made (200); with another body 422.',
        operationId: 'placeOrder',
        headers: OrderRequestHeadersSchema,
        body: OrderRequestSchema,
        response: {
          200: OrderCreatedResponseSchema,
          201: OrderCreatedResponseSchema,
          // A size has too little stock left: the message names it.
          409: ErrorResponseSchema,
          ...RATE_LIMITED_POST_REFUSALS,
        },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const [seller, terms] = await Promise.all([readSeller(), readTerms(body.locale)]);
      const customer = {
        email: body.customer.email,
        phone: body.customer.phone ?? null,
        vatId: body.customer.vatId ?? null,
        billing: toAddress(body.customer),
        ...(body.shippingAddress ? { shipping: toAddress(body.shippingAddress) } : {}),
      };
      const idempotencyKey = request.headers[IDEMPOTENCY_KEY_HEADER];
      const confirmationKey = deriveConfirmationKey(confirmationSecret, idempotencyKey);
      const placed = await placeOrder(db, body, { idempotencyKey, confirmationKey }, async (trx, order) => {
        const mails = [composeOrderConfirmation({ order, customer, seller, terms })];
        if (orderNotifyTo) mails.push(composeOrderNotification(orderNotifyTo, { order, customer }));
        const ids: number[] = [];
        for (const mail of mails) ids.push(await mailer.queue(trx, mail));
        return ids;
      }).catch((error: unknown) => {
        if (error instanceof PaymentNotSetUpError) return undefined;
        throw error;
      });
      if (!placed) return reply.code(503).send(buildErrorBody(ORDER_MESSAGES.paymentNotSetUp));
      for (const mailId of placed.mailIds) await mailer.dispatch(mailId);
      reply.headers({ 'cache-control': 'no-store' });
      return reply.code(placed.created ? 201 : 200).send({
        success: true,
        message: ORDER_MESSAGES.created,
        order: placed.order,
        confirmation_key: confirmationKey,
      });
    },
  );

  app.get(
    '/orders/:key',
    {
      schema: {
        tags: ['orders'],
        summary: 'Read an order through the key of its confirmation page',
        operationId: 'getOrderConfirmation',
        params: OrderConfirmationParamsSchema,
        response: { 200: OrderResponseSchema, 404: ErrorResponseSchema, 503: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.headers(PRIVATE_PAGE_HEADERS);
      const order = ensureFound(await findOrderByConfirmationKey(db, request.params.key), ORDER_MESSAGES.notFound);
      return { success: true, order } as const;
    },
  );
};
