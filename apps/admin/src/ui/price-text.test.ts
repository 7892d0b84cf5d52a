import { describe, expect, it } from 'vitest';
import { formatPriceText, isDrasticPriceChange, parsePriceText } from './price-text.ts';

describe('parsePriceText', () => {
  it.each([
    ['49,90', 49.9],
    ['49.90', 49.9],
    ['49,9', 49.9],
    ['49', 49],
    ['1.799,90', 1799.9],
    ['1,799.90', 1799.9],
    ['1.799', 1799],
    ['1,799', 1799],
    // Three digits after a single mark group thousands, in German as in English.
    ['49,999', 49999],
    ['1799,90', 1799.9],
    ['12.345.678', 12345678],
    [' 9,95 € ', 9.95],
    ['0,07', 0.07],
    ['1 799,90', 1799.9],
  ])('reads %j as %d euros', (text, euros) => {
    expect(parsePriceText(text)).toBe(euros);
  });

  it('reads nothing typed as no price', () => {
    expect(parsePriceText('  ')).toBeNull();
  });

  it.each(['abc', '1.79,90', '1,799,90.5', '1.799.90', '12,34,56', '-5', '49,90,', ',90', '4.9.9'])(
    'refuses %j',
    (text) => {
      expect(parsePriceText(text)).toBeUndefined();
    },
  );
});

describe('formatPriceText', () => {
  it('writes the price as each language does', () => {
    expect(formatPriceText(1799.9, 'de-DE')).toBe('1.799,90');
    expect(formatPriceText(1799.9, 'en-GB')).toBe('1,799.90');
    expect(formatPriceText(49.9, 'de-DE')).toBe('49,90');
  });

  it('writes what parsePriceText reads back', () => {
    for (const euros of [0.07, 9.95, 49.9, 1799.9, 12345.67]) {
      for (const locale of ['de-DE', 'en-GB']) expect(parsePriceText(formatPriceText(euros, locale))).toBe(euros);
    }
  });
});

describe('isDrasticPriceChange', () => {
  it('asks when a price grows or shrinks by more than five times', () => {
    expect(isDrasticPriceChange(49.9, 4990)).toBe(true);
    expect(isDrasticPriceChange(4990, 49.9)).toBe(true);
    expect(isDrasticPriceChange(49.9, 59.9)).toBe(false);
    expect(isDrasticPriceChange(10, 50)).toBe(false);
  });

  it('does not ask for a new size', () => {
    expect(isDrasticPriceChange(undefined, 4990)).toBe(false);
    expect(isDrasticPriceChange(0, 4990)).toBe(false);
  });
});
