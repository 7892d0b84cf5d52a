import { SlugSchema } from './common.ts';
import { OrderLinesSchema } from './orders.ts';
import { UnitPriceSchema } from './products.ts';
import { z } from './zod.ts';

// The cart lives in the browser (decision 105); the server prices it whenever it is shown, so a
// changed price or a sold-out size is seen before the order, never charged unseen.

export const CartRequestSchema = z.object({ lines: OrderLinesSchema });
export type CartRequest = z.infer<typeof CartRequestSchema>;

export const CART_AVAILABILITIES = ['available', 'short', 'unavailable'] as const;
export type CartAvailability = (typeof CART_AVAILABILITIES)[number];

const euros = z.number().nonnegative();

export const CartItemSchema = z.object({
  name: z.string(),
  container_size: z.string(),
  product_number: z.string(),
  /** The product's image file, as every product answer names it. */
  image: z.string(),
  unit_price: euros,
  /** The price per litre or kilogram (PAngV § 4). */
  base_price: UnitPriceSchema.nullable(),
});

export const CartLineSchema = z.object({
  product: SlugSchema,
  size: z.string(),
  quantity: z.number().int().positive(),
  /** "short": fewer in stock than asked for; "unavailable": sold out or no longer sold. */
  availability: z.enum(CART_AVAILABILITIES),
  /** How many are left when fewer than asked for; null otherwise. */
  in_stock: z.number().int().nonnegative().nullable(),
  /** What the line is, unless the product or size is no longer sold. */
  item: CartItemSchema.nullable(),
  total: euros,
});
export type CartLine = z.infer<typeof CartLineSchema>;

/** The lines and totals of what can be ordered: unavailable lines count for nothing. */
export const CartSchema = z.object({
  lines: z.array(CartLineSchema),
  subtotal: euros,
  shipping: euros,
  /** The German VAT the total contains. */
  vat: euros,
  total: euros,
  currency: z.literal('EUR'),
});
export type Cart = z.infer<typeof CartSchema>;

export const CartResponseSchema = z.object({ success: z.literal(true), cart: CartSchema });
