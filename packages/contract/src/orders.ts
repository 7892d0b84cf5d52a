import { IDEMPOTENCY_KEY_HEADER, ORDER_LIMITS, ORDER_STATUSES, PAYMENT_METHODS, SHOP_COUNTRY } from './constants.ts';
import { SlugSchema, TimestampSchema } from './common.ts';
import { SiteLocaleSchema } from './newsletter.ts';
import { aString, emailField, optionalText, requiredText } from './text-fields.ts';
import { z } from './zod.ts';

// A guest's order with prepayment (decision 102): the browser names what it buys and where it
// goes; every price, the shipping, the VAT and the total come from the server.

export const ORDER_MESSAGES = {
  noLines: 'The order must contain at least one product.',
  tooManyLines: `An order may contain at most ${ORDER_LIMITS.lines} different sizes.`,
  quantity: `The quantity must be a whole number from 1 to ${ORDER_LIMITS.quantity}.`,
  duplicateLine: 'This size is already in the order once.',
  postalCode: 'The postal code must be five digits.',
  street: 'The street field must include the house number.',
  country: 'We deliver to Germany only.',
  vatId: 'The VAT ID must start with its country code, for example DE123456789.',
  phone: 'The phone field may contain only digits, spaces and + ( ) - . /',
  acceptTerms: 'Please accept the terms and conditions.',
  payment: 'Choose a payment method the shop offers: prepayment.',
  created: 'Thank you for your order.',
  unknownProduct: (line: number) => `Line ${line}: this product is not available.`,
  unknownSize: (line: number) => `Line ${line}: this size is not available.`,
  soldOut: (name: string, available: number) =>
    available === 0 ? `${name} is sold out.` : `Only ${available} of ${name} are in stock. Please lower the quantity.`,
  idempotencyConflict: 'This Idempotency-Key was used for a different order.',
  paymentNotSetUp: 'The shop cannot take orders at the moment. Please try again later.',
  notFound: 'Order not found.',
} as const;

export const OrderLineRequestSchema = z.object({
  product: SlugSchema,
  size: z.string().min(1).max(100),
  quantity: z
    .number({ error: ORDER_MESSAGES.quantity })
    .int(ORDER_MESSAGES.quantity)
    .min(1, ORDER_MESSAGES.quantity)
    .max(ORDER_LIMITS.quantity, ORDER_MESSAGES.quantity),
});

const addressFields = {
  name: requiredText('name', ORDER_LIMITS.name),
  company: optionalText('company', ORDER_LIMITS.company),
  street: requiredText('street', ORDER_LIMITS.street).refine((street) => /\d/.test(street), ORDER_MESSAGES.street),
  postalCode: aString('postal code').pipe(
    z
      .string()
      .trim()
      .regex(/^\d{5}$/, ORDER_MESSAGES.postalCode),
  ),
  city: requiredText('city', ORDER_LIMITS.city),
  country: z.literal(SHOP_COUNTRY, { error: ORDER_MESSAGES.country }),
};

export const OrderAddressSchema = z.object(addressFields);
export type OrderAddress = z.infer<typeof OrderAddressSchema>;

export const OrderCustomerSchema = z.object({
  ...addressFields,
  email: emailField,
  phone: aString('phone')
    .pipe(
      z
        .string()
        .trim()
        .max(40)
        .regex(/^[0-9+()\-./ ]*$/, ORDER_MESSAGES.phone),
    )
    .optional()
    .transform((phone) => (phone ? phone : undefined)),
  vatId: aString('VAT ID')
    .pipe(
      z
        .string()
        .trim()
        .transform((id) => id.replace(/\s/g, '').toUpperCase())
        .pipe(z.string().regex(/^([A-Z]{2}[A-Z0-9]{2,12})?$/, ORDER_MESSAGES.vatId)),
    )
    .optional()
    .transform((id) => (id ? id : undefined)),
});
export type OrderCustomer = z.infer<typeof OrderCustomerSchema>;

/** Up to the most lines an order may have, each size once. */
export const OrderLinesSchema = z
  .array(OrderLineRequestSchema)
  .max(ORDER_LIMITS.lines, ORDER_MESSAGES.tooManyLines)
  .superRefine((lines, context) => {
    const seen = new Set<string>();
    lines.forEach(({ product, size }, index) => {
      const key = `${product}\u0000${size}`;
      if (seen.has(key)) context.addIssue({ code: 'custom', message: ORDER_MESSAGES.duplicateLine, path: [index] });
      seen.add(key);
    });
  });

export const OrderRequestSchema = z.object({
  lines: OrderLinesSchema.refine((lines) => lines.length > 0, ORDER_MESSAGES.noLines),
  customer: OrderCustomerSchema,
  /** Where the parcel goes when not to the billing address. */
  shippingAddress: OrderAddressSchema.optional(),
  payment: z.enum(PAYMENT_METHODS, { error: ORDER_MESSAGES.payment }),
  acceptTerms: z.literal(true, { error: ORDER_MESSAGES.acceptTerms }),
  locale: SiteLocaleSchema,
});
export type OrderRequest = z.infer<typeof OrderRequestSchema>;
export type OrderLineRequest = z.infer<typeof OrderLineRequestSchema>;

/** An order's Idempotency-Key: required, so a repeated press or a retried request never orders twice. */
export const OrderRequestHeadersSchema = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string({ error: 'The Idempotency-Key header is required.' })
    .regex(/^[A-Za-z0-9_-]{16,100}$/, 'The Idempotency-Key header must be 16 to 100 letters, digits, - or _.'),
});

/** Amounts are euros with two decimals, as every price of this API; the server computes them in cents. */
const euros = z.number().nonnegative();

export const OrderLineSchema = z.object({
  product: SlugSchema,
  size: z.string(),
  name: z.string(),
  container_size: z.string(),
  product_number: z.string(),
  quantity: z.number().int().positive(),
  unit_price: euros,
  total: euros,
});
export type OrderLine = z.infer<typeof OrderLineSchema>;

export const PrepaymentSchema = z.object({
  method: z.literal('prepayment'),
  account_holder: z.string(),
  iban: z.string(),
  bic: z.string(),
  amount: euros,
  /** The transfer's reference: the order number. */
  reference: z.string(),
  /** The last day the transfer is awaited (Europe/Berlin), `YYYY-MM-DD`. */
  due_date: z.iso.date(),
  /** The EPC QR code's text (EPC069-12, "GiroCode"), for a banking app to scan. */
  qr_payload: z.string(),
});

export const OrderSchema = z.object({
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  created_at: TimestampSchema,
  locale: SiteLocaleSchema,
  lines: z.array(OrderLineSchema),
  subtotal: euros,
  shipping: euros,
  /** The German VAT the total contains. */
  vat: euros,
  vat_rate: z.number(),
  total: euros,
  currency: z.literal('EUR'),
  payment: PrepaymentSchema,
});
export type Order = z.infer<typeof OrderSchema>;

export const OrderCreatedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  order: OrderSchema,
  /** The unguessable key of the order's confirmation page (`/checkout/confirmation/{key}`). */
  confirmation_key: z.string(),
});
export type OrderCreatedResponse = z.infer<typeof OrderCreatedResponseSchema>;

export const OrderConfirmationParamsSchema = z.object({
  key: z.string().min(1).max(100),
});

export const OrderResponseSchema = z.object({ success: z.literal(true), order: OrderSchema });
export type OrderResponse = z.infer<typeof OrderResponseSchema>;

/**
 * What the shop states before anything is in the cart (PAngV § 6): its shipping rule and how it
 * is paid. One source for the shipping information, the footer, the cart, the checkout and the
 * shipping and payment pages.
 */
export const ShopTermsSchema = z.object({
  currency: z.literal('EUR'),
  /** The one-time fee of an order whose goods cost up to `free_shipping_above`, gross. */
  shipping_fee: euros,
  free_shipping_above: euros,
  delivery_days: z.object({ fastest: z.number().int(), slowest: z.number().int() }),
  payment_methods: z.array(z.enum(PAYMENT_METHODS)),
  /** The days a buyer has to transfer the amount. */
  payment_days: z.number().int().positive(),
});
export type ShopTerms = z.infer<typeof ShopTermsSchema>;

export const ShopTermsResponseSchema = z.object({ success: z.literal(true), shop: ShopTermsSchema });
