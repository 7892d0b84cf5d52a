import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeOrderTotals, VAT_RATE_PERCENT } from './order-totals.ts';

const line = fc.record({
  unitPriceCents: fc.integer({ min: 1, max: 100_000 }),
  quantity: fc.integer({ min: 1, max: 99 }),
});
const rule = fc.record({
  shippingFeeCents: fc.integer({ min: 0, max: 5_000 }),
  freeShippingAboveCents: fc.integer({ min: 0, max: 50_000 }),
});

describe('an order’s totals', () => {
  it('sum the lines, add shipping up to the threshold and none above it', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 50 }), rule, (lines, shipping) => {
        const totals = computeOrderTotals(lines, shipping);
        const goods = lines.reduce((sum, { unitPriceCents, quantity }) => sum + unitPriceCents * quantity, 0);
        expect(totals.subtotalCents).toBe(goods);
        expect(totals.shippingCents).toBe(goods > shipping.freeShippingAboveCents ? 0 : shipping.shippingFeeCents);
        expect(totals.totalCents).toBe(totals.subtotalCents + totals.shippingCents);
        expect(Number.isInteger(totals.vatCents)).toBe(true);
      }),
    );
  });

  it('contain the VAT to the nearest cent: net plus VAT is the gross total', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 50 }), rule, (lines, shipping) => {
        const { totalCents, vatCents } = computeOrderTotals(lines, shipping);
        const exactVat = (totalCents * VAT_RATE_PERCENT) / (100 + VAT_RATE_PERCENT);
        expect(Math.abs(vatCents - exactVat)).toBeLessThanOrEqual(0.5);
        const netCents = totalCents - vatCents;
        expect(Math.abs(netCents * (1 + VAT_RATE_PERCENT / 100) - totalCents)).toBeLessThan(1);
      }),
    );
  });

  it('charge the demo’s fee at exactly 75 euro and none a cent above', () => {
    const demoRule = { shippingFeeCents: 749, freeShippingAboveCents: 7_500 };
    expect(computeOrderTotals([{ unitPriceCents: 7_500, quantity: 1 }], demoRule)).toEqual({
      subtotalCents: 7_500,
      shippingCents: 749,
      totalCents: 8_249,
      vatCents: 1_317,
    });
    expect(computeOrderTotals([{ unitPriceCents: 7_501, quantity: 1 }], demoRule).shippingCents).toBe(0);
    expect(computeOrderTotals([{ unitPriceCents: 1_190, quantity: 2 }], demoRule).vatCents).toBe(
      Math.round(((2_380 + 749) * 19) / 119),
    );
  });

  it('are nothing for no lines', () => {
    expect(computeOrderTotals([], { shippingFeeCents: 749, freeShippingAboveCents: 7_500 })).toEqual({
      subtotalCents: 0,
      shippingCents: 0,
      totalCents: 0,
      vatCents: 0,
    });
  });
});
