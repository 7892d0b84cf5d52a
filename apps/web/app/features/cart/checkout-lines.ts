import { ORDER_LIMITS } from '@rennfeld/contract/constants';
import { SITE_PATHS } from '@rennfeld/contract/site-paths';
import { parseQuantity } from '../../lib/quantity.ts';

export interface CheckoutLine {
  product: string;
  size: string;
  quantity: number;
}

// The checkout reads what to order from its address, so that it works without JavaScript (the
// product page's form) and the cart, kept in the browser, can hand its lines to the server page:
// `?product=a&size=1l&quantity=2&product=b&size=5l&quantity=1`, the nth of each making line n.

/** The checkout's address for these lines. */
export function buildCheckoutPath(lines: readonly CheckoutLine[]): string {
  const query = new URLSearchParams();
  for (const { product, size, quantity } of lines) {
    query.append('product', product);
    query.append('size', size);
    query.append('quantity', String(quantity));
  }
  return `${SITE_PATHS.checkout}?${query}`;
}

/**
 * The lines an address or a form names. A quantity is read as the stepper reads it (anything but a
 * positive whole number is 1), capped at what a line may hold; a size named twice keeps its first
 * line; the server checks the rest.
 */
export function readCheckoutLines(query: URLSearchParams): CheckoutLine[] {
  const products = query.getAll('product');
  const sizes = query.getAll('size');
  const quantities = query.getAll('quantity');
  const lines: CheckoutLine[] = [];
  for (const [index, product] of products.slice(0, ORDER_LIMITS.lines).entries()) {
    const size = sizes[index];
    if (!product || !size || lines.some((line) => line.product === product && line.size === size)) continue;
    lines.push({ product, size, quantity: Math.min(parseQuantity(quantities[index] ?? ''), ORDER_LIMITS.quantity) });
  }
  return lines;
}
