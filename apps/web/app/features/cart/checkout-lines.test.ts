import { ORDER_LIMITS } from '@rennfeld/contract/constants';
import { describe, expect, it } from 'vitest';
import { buildCheckoutPath, readCheckoutLines } from './checkout-lines.ts';

const queryOf = (path: string) => new URL(path, 'http://shop.test').searchParams;

describe('checkout lines in the address', () => {
  it('reads back the lines it wrote, in their order', () => {
    const lines = [
      { product: 'racing-5w-40', size: '5l', quantity: 2 },
      { product: 'chain-grease', size: '400g', quantity: 1 },
    ];
    const path = buildCheckoutPath(lines);
    expect(path).toBe('/checkout?product=racing-5w-40&size=5l&quantity=2&product=chain-grease&size=400g&quantity=1');
    expect(readCheckoutLines(queryOf(path))).toEqual(lines);
  });

  it('makes a quantity that is no whole number from 1 up into 1, and caps it at the most a line may hold', () => {
    const read = (quantity: string) => readCheckoutLines(queryOf(`/checkout?product=p&size=1l&quantity=${quantity}`));
    for (const typed of ['0', '-3', '2.5', 'abc', '']) expect(read(typed)[0]!.quantity).toBe(1);
    expect(read('1000')[0]!.quantity).toBe(ORDER_LIMITS.quantity);
    expect(readCheckoutLines(queryOf('/checkout?product=p&size=1l'))).toEqual([
      { product: 'p', size: '1l', quantity: 1 },
    ]);
  });

  it('drops a line without a size and a size named twice, and reads at most the lines an order may have', () => {
    expect(
      readCheckoutLines(queryOf('/checkout?product=p&size=1l&quantity=2&product=p&size=1l&quantity=3&product=q')),
    ).toEqual([{ product: 'p', size: '1l', quantity: 2 }]);
    const many = Array.from({ length: ORDER_LIMITS.lines + 5 }, (_, index) => ({
      product: `p${index}`,
      size: '1l',
      quantity: 1,
    }));
    expect(readCheckoutLines(queryOf(buildCheckoutPath(many)))).toHaveLength(ORDER_LIMITS.lines);
  });
});
