import { describe, expect, it } from 'vitest';
import { decreaseQuantity, increaseQuantity, parseQuantity } from './quantity.ts';

describe('parseQuantity', () => {
  it.each(['1', '2', '12', '007', ' 3 '])('keeps the positive whole number %j', (typed) => {
    expect(parseQuantity(typed)).toBe(Number(typed.trim()));
  });

  it.each(['0', '-3', '2.5', 'abc', '', '   ', '1e3', '0x10', '+4', '99999999999999999999'])(
    'resets %j to 1',
    (typed) => {
      expect(parseQuantity(typed)).toBe(1);
    },
  );
});

describe('stepping', () => {
  it('never goes below 1 with minus', () => {
    expect(decreaseQuantity(3)).toBe(2);
    expect(decreaseQuantity(1)).toBe(1);
  });

  it('adds one with plus', () => {
    expect(increaseQuantity(1)).toBe(2);
  });
});
