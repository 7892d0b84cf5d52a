import { describe, expect, it } from 'vitest';
import { telephoneHref } from './brand.ts';

describe('telephoneHref', () => {
  it.each([
    ['+49 6131 4780-0', 'tel:+49613147800'],
    ['+49 (0) 6131 4780-0', 'tel:+49613147800'],
    ['+49 (0)711 1234 0', 'tel:+4971112340'],
    ['06131 / 4780-0', 'tel:0613147800'],
    ['  +43 1 234 56 78 ', 'tel:+4312345678'],
    // A plus that does not lead is no country code.
    ['0711 123+4', 'tel:07111234'],
    // A zero in brackets of a national number is one of its digits.
    ['(0711) 1234', 'tel:07111234'],
  ])('%s → %s', (written, href) => {
    expect(telephoneHref(written)).toBe(href);
  });
});
