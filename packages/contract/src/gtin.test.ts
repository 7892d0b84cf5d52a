import { describe, expect, it } from 'vitest';
import { GtinSchema } from './content-fields.ts';

describe('GtinSchema', () => {
  it.each(['4006381333931', '96385074', '036000291452', '10614141000415'])(
    'takes %s, whose check digit fits',
    (gtin) => {
      expect(GtinSchema.parse(` ${gtin} `)).toBe(gtin);
    },
  );

  it.each([
    ['4006381333932', 'This GTIN’s check digit does not fit: check the number.'],
    ['400638133393', 'This GTIN’s check digit does not fit: check the number.'],
    ['40063813339', 'A GTIN has 8, 12, 13 or 14 digits.'],
    ['4006-38133393', 'A GTIN has 8, 12, 13 or 14 digits.'],
  ])('refuses %s', (gtin, message) => {
    expect(GtinSchema.safeParse(gtin).error?.issues.map((issue) => issue.message)).toEqual([message]);
  });
});
