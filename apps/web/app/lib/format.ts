import type { UnitPrice } from '@rennfeld/contract';
/** SPEC §9: the default cut is 100 characters followed by an ellipsis. */
export const DEFAULT_TRUNCATE_LENGTH = 100;
export const ELLIPSIS = '...';
/** SPEC §9: concept and news short descriptions are cut to 300 characters (the news carousel cuts to its own 180). */
export const SHORT_DESCRIPTION_LENGTH = 300;

export function truncate(text: string, maxLength: number = DEFAULT_TRUNCATE_LENGTH): string {
  const characters = Array.from(text);
  if (characters.length <= maxLength) return text;
  return `${characters.slice(0, maxLength).join('').trimEnd()}${ELLIPSIS}`;
}

/** Prices are euros: the brand sells in Germany (decision 044; the SPEC's taka sign was a leftover). */
const priceFormat = new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' });

export function formatPrice(price: number): string {
  return priceFormat.format(price);
}

/** A price with its unit price (PAngV §4), as every price visitors see is shown: `€89.90 (€17.98 / 1 l)`. */
export function formatPriceWithUnitPrice(price: number, unitPrice: UnitPrice | null): string {
  return unitPrice ? `${formatPrice(price)} (${formatUnitPrice(unitPrice)})` : formatPrice(price);
}

/** `€17.98 / 1 l`, or per 1 kg for what is sold by weight. */
export function formatUnitPrice({ amount, per }: UnitPrice): string {
  return `${formatPrice(amount)} / 1 ${per}`;
}

const relativeFormat = new Intl.RelativeTimeFormat('en', { numeric: 'always' });
const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "3 days ago", "1 month ago"; anything under a minute is "just now". */
export function formatRelativeTime(date: string | Date, now: Date = new Date()): string {
  const seconds = Math.round((now.getTime() - new Date(date).getTime()) / 1000);
  const magnitude = Math.abs(seconds);
  for (const [unit, size] of UNITS) {
    if (magnitude >= size) return relativeFormat.format(-Math.trunc(seconds / size), unit);
  }
  return 'just now';
}
