// An order's money, in whole cents, by one pure function the server charges by and the cart shows.

/** The German standard VAT rate, which lubricants, care products and shipping all carry. */
export const VAT_RATE_PERCENT = 19;

export interface ShippingRule {
  /** The one-time fee of an order up to the threshold, gross. */
  shippingFeeCents: number;
  /** Orders whose goods cost more than this ship free. */
  freeShippingAboveCents: number;
}

export interface OrderTotals {
  subtotalCents: number;
  shippingCents: number;
  totalCents: number;
  /** The VAT the gross total contains. */
  vatCents: number;
}

/** The totals of lines priced gross: shipping by the rule, and the VAT contained in the total. */
export function computeOrderTotals(
  lines: readonly { unitPriceCents: number; quantity: number }[],
  { shippingFeeCents, freeShippingAboveCents }: ShippingRule,
): OrderTotals {
  const subtotalCents = lines.reduce((sum, { unitPriceCents, quantity }) => sum + unitPriceCents * quantity, 0);
  const shippingCents = subtotalCents === 0 || subtotalCents > freeShippingAboveCents ? 0 : shippingFeeCents;
  const totalCents = subtotalCents + shippingCents;
  const vatCents = Math.round((totalCents * VAT_RATE_PERCENT) / (100 + VAT_RATE_PERCENT));
  return { subtotalCents, shippingCents, totalCents, vatCents };
}

/** Cents as the euros the API states ("12.90" as 12.9). */
export const centsToEuros = (cents: number): number => cents / 100;

/** Euros with at most two decimals as whole cents, as prices are stored. */
export const eurosToCents = (euros: number): number => Math.round(euros * 100);
