/** SPEC §4/§5: the quantity is a whole number of at least 1; anything else typed becomes 1. */
export const MIN_QUANTITY = 1;

/** A typed quantity: a positive whole number stays, anything else (0, -3, 2.5, abc, empty) is 1. */
export function parseQuantity(typed: string): number {
  const text = typed.trim();
  if (!/^\d+$/.test(text)) return MIN_QUANTITY;
  const value = Number(text);
  return Number.isSafeInteger(value) && value >= MIN_QUANTITY ? value : MIN_QUANTITY;
}

/** Minus never goes below 1. */
export function decreaseQuantity(quantity: number): number {
  return Math.max(MIN_QUANTITY, quantity - 1);
}

export function increaseQuantity(quantity: number): number {
  return quantity + 1;
}
