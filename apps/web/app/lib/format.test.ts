import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TRUNCATE_LENGTH,
  ELLIPSIS,
  formatPrice,
  formatPriceWithUnitPrice,
  formatCountry,
  formatDate,
  formatDateTime,
  formatRelativeTime,
  truncate,
} from './format.ts';

const letters = (count: number) => 'abcdefghij'.repeat(Math.ceil(count / 10)).slice(0, count);

describe('truncate', () => {
  it('cuts to 100 characters followed by an ellipsis by default (SPEC §9)', () => {
    expect(DEFAULT_TRUNCATE_LENGTH).toBe(100);
    expect(ELLIPSIS).toBe('...');
    const cut = truncate(letters(150));
    expect(cut).toBe(`${letters(100)}...`);
    expect(cut).toHaveLength(103);
  });

  it.each([
    ['concept short description', 300],
    ['news short description on the home page', 300],
    ['news short description in the carousel', 180],
    ['product details', 100],
  ])('cuts the %s to %i characters', (_what, length) => {
    expect(truncate(letters(length + 1), length)).toBe(`${letters(length)}...`);
  });

  it('leaves text at or under the limit untouched, with no ellipsis', () => {
    expect(truncate(letters(300), 300)).toBe(letters(300));
    expect(truncate(letters(99))).toBe(letters(99));
    expect(truncate('')).toBe('');
  });

  it('does not leave a space before the ellipsis', () => {
    expect(truncate('Racing oil for endurance', 11)).toBe('Racing oil...');
  });

  it('counts characters, not UTF-16 units, so nothing is cut in half', () => {
    expect(truncate('🏁🏁🏁🏁', 2)).toBe('🏁🏁...');
  });
});

describe('formatPrice', () => {
  it('shows euros with two decimals and thousands separators', () => {
    expect(formatPrice(24.9, 'en')).toBe('€24.90');
    expect(formatPrice(1234.5, 'en')).toBe('€1,234.50');
    expect(formatPrice(0, 'en')).toBe('€0.00');
  });

  it('writes euros as German readers do on German pages', () => {
    expect(formatPrice(23.9, 'de')).toBe('23,90\u00a0€');
    expect(formatPrice(1234.5, 'de')).toBe('1.234,50\u00a0€');
    expect(formatPriceWithUnitPrice(89.9, { amount: 17.98, per: 'l' }, 'de')).toBe('89,90\u00a0€ (17,98\u00a0€ / 1 l)');
  });

  it('adds the price per litre or per kilogram where the size states its quantity (PAngV §4)', () => {
    expect(formatPriceWithUnitPrice(23.9, { amount: 23.9, per: 'l' }, 'en')).toBe('€23.90 (€23.90 / 1 l)');
    expect(formatPriceWithUnitPrice(89.9, { amount: 17.98, per: 'l' }, 'en')).toBe('€89.90 (€17.98 / 1 l)');
    expect(formatPriceWithUnitPrice(7.9, { amount: 19.75, per: 'kg' }, 'en')).toBe('€7.90 (€19.75 / 1 kg)');
    expect(formatPriceWithUnitPrice(7.9, null, 'en')).toBe('€7.90');
  });
});

describe('formatRelativeTime', () => {
  const now = new Date('2025-06-15T12:00:00Z');
  const before = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

  it.each([
    [30, undefined],
    [5 * 60, '5 minutes ago'],
    [3600, '1 hour ago'],
    [3 * 24 * 3600, '3 days ago'],
    [24 * 3600, '1 day ago'],
    [14 * 24 * 3600, '2 weeks ago'],
    [45 * 24 * 3600, '1 month ago'],
    [400 * 24 * 3600, '1 year ago'],
  ])('%i seconds before now reads "%s"', (seconds, expected) => {
    expect(formatRelativeTime(before(seconds), 'en', now)).toBe(expected);
  });

  it('accepts a Date as well as an ISO string', () => {
    expect(formatRelativeTime(new Date(now.getTime() - 2 * 24 * 3600 * 1000), 'en', now)).toBe('2 days ago');
  });

  it('speaks German on German pages', () => {
    expect(formatRelativeTime(before(400 * 24 * 3600), 'de', now)).toBe('vor 1 Jahr');
    expect(formatRelativeTime(before(3 * 24 * 3600), 'de', now)).toBe('vor 3 Tagen');
  });
});

describe('formatCountry', () => {
  it('names a country stored as its code in the language, and leaves other text as it is', () => {
    expect(formatCountry('DE', 'de')).toBe('Deutschland');
    expect(formatCountry('DE', 'en')).toBe('Germany');
    expect(formatCountry('AT', 'de')).toBe('Österreich');
    expect(formatCountry('Atlantis', 'de')).toBe('Atlantis');
  });
});

describe('formatDate', () => {
  it('writes a date as each language does in running text', () => {
    expect(formatDate('2026-11-23T10:00:00Z', 'en')).toBe('23 November 2026');
    expect(formatDate('2026-11-23T10:00:00Z', 'de')).toBe('23. November 2026');
  });
});

describe('formatDateTime', () => {
  it('writes a moment with its time of day in UTC, as each language does', () => {
    expect(formatDateTime('2026-11-23T10:05:00Z', 'en')).toBe('23 November 2026 at 10:05 UTC');
    expect(formatDateTime('2026-11-23T10:05:00Z', 'de')).toBe('23. November 2026 um 10:05 UTC');
  });
});
