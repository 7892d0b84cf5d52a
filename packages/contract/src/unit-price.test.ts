import { describe, expect, it } from 'vitest';
import { computeUnitPrice } from './products.ts';

describe('computeUnitPrice', () => {
  it('gives the price of one litre or one kilogram, to the cent (PAngV §4)', () => {
    expect(computeUnitPrice(23.9, 1, 'l')).toEqual({ amount: 23.9, per: 'l' });
    expect(computeUnitPrice(89.9, 5, 'l')).toEqual({ amount: 17.98, per: 'l' });
    expect(computeUnitPrice(7.9, 400, 'ml')).toEqual({ amount: 19.75, per: 'l' });
    expect(computeUnitPrice(7.9, 400, 'g')).toEqual({ amount: 19.75, per: 'kg' });
    expect(computeUnitPrice(209.9, 18, 'kg')).toEqual({ amount: 11.66, per: 'kg' });
    expect(computeUnitPrice(959.9, 208, 'l')).toEqual({ amount: 4.61, per: 'l' });
  });

  it('gives none for a size that states no quantity', () => {
    expect(computeUnitPrice(9.9, null, null)).toBeNull();
    expect(computeUnitPrice(9.9, 0, 'l')).toBeNull();
    expect(computeUnitPrice(9.9, 1, 'bucket')).toBeNull();
  });
});
