/** A price in euros (major units, two decimals) as stored: whole cents. */
export function toMinorUnits(price: number): number {
  return Math.round(price * 100);
}
