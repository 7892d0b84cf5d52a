/**
 * A price as staff type it, in German or in English: `49,90`, `49.90`, `1.799,90`, `1,799.90`,
 * `1799`, with or without "€". Where both marks appear the last one is the decimal mark; a single
 * mark before exactly three digits groups thousands (`1.799` is 1799 in either language), before
 * one or two digits it is the decimal mark. Answers euros, `null` for nothing typed, `undefined`
 * for text that is no price. No library reads both languages' ways at once (decision 090).
 */
export function parsePriceText(text: string): number | null | undefined {
  const compact = text.replace(/[\s\u00a0€]|EUR/gi, '');
  if (compact === '') return null;
  if (!/^\d[\d.,]*$/.test(compact)) return undefined;
  const marks = compact.replace(/\d/g, '');
  const lastMark = marks.at(-1);
  const lastAt = lastMark === undefined ? -1 : compact.lastIndexOf(lastMark);
  const afterLast = compact.slice(lastAt + 1);
  const decimalAt =
    lastMark !== undefined && (new Set(marks).size === 2 || (marks.length === 1 && afterLast.length !== 3))
      ? lastAt
      : -1;
  const whole = decimalAt === -1 ? compact : compact.slice(0, decimalAt);
  const fraction = decimalAt === -1 ? '' : afterLast;
  if (decimalAt !== -1 && !/^\d{1,2}$/.test(fraction)) return undefined;
  // Thousands: one kind of mark, other than the decimal one, between groups of three digits.
  const groupMarks = new Set(whole.replace(/\d/g, ''));
  const groups = whole.split(/[.,]/);
  if (groupMarks.size > 1 || (decimalAt !== -1 && groupMarks.has(lastMark!))) return undefined;
  if (groups.length > 1 && (groups[0]!.length > 3 || groups.slice(1).some((group) => group.length !== 3))) {
    return undefined;
  }
  return (Number(groups.join('')) * 100 + Number(fraction.padEnd(2, '0'))) / 100;
}

/** A price in euros as the staff area's language writes it: `1.799,90` in German, `1,799.90` in English. */
export function formatPriceText(euros: number, locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(euros);
}

/** Whether a new price differs from the saved one by more than five times, either way: likely a typo. */
export function isDrasticPriceChange(saved: number | null | undefined, next: number): boolean {
  if (!saved || saved <= 0 || next <= 0) return false;
  return next / saved > 5 || saved / next > 5;
}
