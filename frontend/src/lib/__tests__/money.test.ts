import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents, formatCents, formatPrice, orderPrices } from '../money';

describe('money', () => {
  it('when a price in dollars becomes cents, then binary noise is rounded away', () => {
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(24.99)).toBe(2499);
    expect(dollarsToCents('299.88')).toBe(29988);
    expect(centsToDollars(2499)).toBe(24.99);
  });

  it('when cents are written as the contract’s Money, then there are always two decimals', () => {
    expect(formatCents(29988)).toBe('299.88');
    expect(formatCents(5)).toBe('0.05');
    expect(formatCents(100_000_000_000)).toBe('1000000000.00');
    expect(() => formatCents(1.5)).toThrow();
  });

  it('when an order is priced, then unit price × quantity is counted in cents and does not drift', () => {
    expect(orderPrices(0.1, 3)).toEqual({ unitPrice: '0.10', price: '0.30' });
    expect(orderPrices(24.99, 12)).toEqual({ unitPrice: '24.99', price: '299.88' });
    expect(orderPrices(19.99, 3).price).toBe('59.97');
  });

  it('when a price is shown, then it reads as dollars', () => {
    expect(formatPrice(24.99)).toBe('$24.99');
    expect(formatPrice('1299.50')).toBe('$1,299.50');
  });
});
