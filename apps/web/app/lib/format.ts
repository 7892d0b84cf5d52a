import { memoize, strategies } from '@formatjs/fast-memoize';
import type { UnitPrice } from '@rennfeld/contract';
import type { SiteLocale } from '@rennfeld/contract/constants';
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

const variadic = { strategy: strategies.variadic };

/**
 * Each Intl formatter made once per language and options, as FormatJS advises (they are costly to
 * make, the first of a page very costly, and cheap to use): for the messages (`i18n/translator.ts`)
 * and the helpers below alike.
 */
export const intlFormatters = {
  getNumberFormat: memoize(
    (...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args),
    variadic,
  ),
  getDateTimeFormat: memoize(
    (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args),
    variadic,
  ),
  getPluralRules: memoize(
    (...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args),
    variadic,
  ),
  getDisplayNames: memoize(
    (...args: ConstructorParameters<typeof Intl.DisplayNames>) => new Intl.DisplayNames(...args),
    variadic,
  ),
  getRelativeTimeFormat: memoize(
    (...args: ConstructorParameters<typeof Intl.RelativeTimeFormat>) => new Intl.RelativeTimeFormat(...args),
    variadic,
  ),
};

/**
 * Prices are euros: the brand sells in Germany (decision 044; the SPEC's taka sign was a leftover),
 * written as each language writes them: `€23.90`, `23,90 €`.
 */
export function formatPrice(price: number, locale: SiteLocale): string {
  return intlFormatters.getNumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(price);
}

/** An amount of euros in a sentence that names the currency itself: `75`, `7.49`, `7,49`. */
export function formatAmount(amount: number, locale: SiteLocale): string {
  const fractionDigits = Number.isInteger(amount) ? 0 : 2;
  return intlFormatters
    .getNumberFormat(locale, { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits })
    .format(amount);
}

/** A price with its unit price (PAngV §4), as every price visitors see is shown: `€89.90 (€17.98 / 1 l)`. */
export function formatPriceWithUnitPrice(price: number, unitPrice: UnitPrice | null, locale: SiteLocale): string {
  return unitPrice
    ? `${formatPrice(price, locale)} (${formatUnitPrice(unitPrice, locale)})`
    : formatPrice(price, locale);
}

/** `€17.98 / 1 l`, or per 1 kg for what is sold by weight. */
export function formatUnitPrice({ amount, per }: UnitPrice, locale: SiteLocale): string {
  return `${formatPrice(amount, locale)} / 1 ${per}`;
}

/**
 * A count as the language writes it: `1,234` or `1.234`. A whole number under 1,000 is written
 * alike in both, and most counts are: the browser's number formatting (whose first use is slow on
 * a phone) is made only for the others.
 */
export function formatCount(count: number, locale: SiteLocale): string {
  if (Number.isInteger(count) && count >= 0 && count < 1000) return String(count);
  return intlFormatters.getNumberFormat(locale).format(count);
}

/** A country stored as its ISO code, named in the language: `DE` is Germany, Deutschland. Any other text as it is. */
export function formatCountry(country: string, locale: SiteLocale): string {
  if (!/^[A-Z]{2}$/.test(country)) return country;
  return intlFormatters.getDisplayNames(locale, { type: 'region' }).of(country) ?? country;
}

/** A calendar date, as the language writes it in running text: `23 November 2026`, `23. November 2026`. */
export function formatDate(date: string | Date, locale: SiteLocale): string {
  return intlFormatters
    .getDateTimeFormat(locale === 'en' ? 'en-GB' : locale, { dateStyle: 'long', timeZone: 'UTC' })
    .format(new Date(date));
}

/**
 * A moment with its time of day in UTC, the zone named, so the server and every browser agree:
 * `23 November 2026 at 10:05 UTC`, `23. November 2026 um 10:05 UTC`.
 */
export function formatDateTime(date: string | Date, locale: SiteLocale): string {
  return intlFormatters
    .getDateTimeFormat(locale === 'en' ? 'en-GB' : locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'UTC',
      timeZoneName: 'short',
    })
    .format(new Date(date));
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/**
 * "3 days ago", "vor 1 Monat"; under a minute there is no figure to show, and the caller says
 * "just now" in the page's language.
 */
export function formatRelativeTime(
  date: string | Date,
  locale: SiteLocale,
  now: Date = new Date(),
): string | undefined {
  const seconds = Math.round((now.getTime() - new Date(date).getTime()) / 1000);
  const magnitude = Math.abs(seconds);
  const format = intlFormatters.getRelativeTimeFormat(locale, { numeric: 'always' });
  for (const [unit, size] of UNITS) {
    if (magnitude >= size) return format.format(-Math.trunc(seconds / size), unit);
  }
  return undefined;
}
