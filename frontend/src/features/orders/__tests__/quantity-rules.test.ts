import { describe, expect, it } from 'vitest';
import { decrease, increase } from '../quantity-rules';

const limits = { minimum: 10, available: 25 };

describe('quantity rules', () => {
  it('when increasing within stock, then the quantity grows', () => {
    expect(increase(10, 15, limits)).toEqual({ quantity: 25 });
  });
  it('when increasing past the stock, then it is refused with the stock in the message', () => {
    expect(increase(10, 16, limits)).toEqual({ refused: 'Only 25 in stock: you can order at most 25.' });
  });
  it('when decreasing below the minimum, then it is refused with the minimum in the message', () => {
    expect(decrease(12, 3, limits)).toEqual({ refused: 'The minimum order for this tool is 10.' });
    expect(decrease(12, 2, limits)).toEqual({ quantity: 10 });
  });
  it('when the amount is not a whole number of 1 or more, then it is refused', () => {
    for (const amount of [0, -1, 1.5, Number.NaN]) {
      expect(increase(10, amount, limits)).toEqual({ refused: 'Enter a whole number of 1 or more.' });
      expect(decrease(20, amount, limits)).toEqual({ refused: 'Enter a whole number of 1 or more.' });
    }
  });
});
