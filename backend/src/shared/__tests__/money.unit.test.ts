import { describe, expect, it } from 'vitest';
import { MAX_ORDER_CENTS, centsToDollars, dollarsToCents, formatCents, multiplyCents } from '../money.js';
import { HttpProblem } from '../problem.js';

function problemOf(call: () => unknown): HttpProblem {
  try {
    call();
  } catch (error) {
    if (error instanceof HttpProblem) return error;
    throw error;
  }
  throw new Error('expected a problem');
}

describe('dollarsToCents', () => {
  it('when a price has up to 2 decimals, then it becomes exact integer cents despite binary floating point', () => {
    expect(dollarsToCents(24.99)).toBe(2499);
    expect(dollarsToCents(0.1)).toBe(10);
    expect(dollarsToCents(1.1)).toBe(110);
    expect(dollarsToCents(4.35)).toBe(435);
    expect(dollarsToCents(0.29)).toBe(29);
    expect(dollarsToCents(1.005 + 0.005)).toBe(101);
    expect(dollarsToCents(99999.99)).toBe(9999999);
    expect(dollarsToCents(100000)).toBe(10000000);
    expect(dollarsToCents(12)).toBe(1200);
  });

  it('when a price has a third decimal, then 400 "at most 2 decimals"', () => {
    for (const price of [1.005, 0.001, 24.999, 12.345]) {
      const problem = problemOf(() => dollarsToCents(price));
      expect(problem.status).toBe(400);
      expect(problem.detail).toBe('A price can have at most 2 decimals.');
    }
  });

  it('when a price is so small that it rounds to 0 cents, then 400 rather than a free product', () => {
    for (const price of [5e-324, 1e-9, 4.9e-9]) {
      expect(problemOf(() => dollarsToCents(price)).detail).toBe('A price can have at most 2 decimals.');
    }
  });

  it('when the price is not a finite number, then 400 rather than NaN or Infinity cents', () => {
    for (const price of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(problemOf(() => dollarsToCents(price)).status).toBe(400);
    }
  });
});

describe('centsToDollars', () => {
  it('when cents go back to dollars, then the value round-trips through dollarsToCents', () => {
    expect(centsToDollars(2499)).toBe(24.99);
    expect(centsToDollars(10)).toBe(0.1);
    for (const cents of [1, 7, 10, 99, 101, 2499, 29988, 9999999]) {
      expect(dollarsToCents(centsToDollars(cents))).toBe(cents);
    }
  });
});

describe('formatCents', () => {
  it('when cents are formatted, then the result always has exactly 2 decimals', () => {
    expect(formatCents(29988)).toBe('299.88');
    expect(formatCents(7497)).toBe('74.97');
    expect(formatCents(30)).toBe('0.30');
    expect(formatCents(5)).toBe('0.05');
    expect(formatCents(0)).toBe('0.00');
    expect(formatCents(100)).toBe('1.00');
    expect(formatCents(MAX_ORDER_CENTS)).toBe('1000000000.00');
    expect(formatCents(Number.MAX_SAFE_INTEGER)).toBe('90071992547409.91');
  });

  it('when the amount is negative, then the sign leads and the cents stay 2 digits', () => {
    expect(formatCents(-5)).toBe('-0.05');
    expect(formatCents(-150)).toBe('-1.50');
  });

  it('when the amount is not a whole number of cents, then it is refused instead of printed wrongly', () => {
    expect(() => formatCents(10.5)).toThrow();
    expect(() => formatCents(Number.NaN)).toThrow();
    expect(() => formatCents(2 ** 60)).toThrow();
  });
});

describe('multiplyCents', () => {
  it('when a unit price is multiplied, then the total is exact in integer cents', () => {
    expect(multiplyCents(2499, 3)).toBe(7497);
    expect(multiplyCents(10, 3)).toBe(30);
    expect(formatCents(multiplyCents(dollarsToCents(0.1), 3))).toBe('0.30');
    expect(formatCents(multiplyCents(dollarsToCents(24.99), 12))).toBe('299.88');
    expect(multiplyCents(0, 5)).toBe(0);
  });

  it('when the total exceeds what a payment can carry, then 400 "too large"', () => {
    expect(multiplyCents(MAX_ORDER_CENTS, 1)).toBe(MAX_ORDER_CENTS);
    const problem = problemOf(() => multiplyCents(10_000_000, 1_000_000));
    expect(problem.status).toBe(400);
    expect(problem.detail).toBe('That order is too large.');
    expect(problemOf(() => multiplyCents(Number.MAX_SAFE_INTEGER, 2)).status).toBe(400);
  });

  it('when an input is not a whole non-negative number, then it is a programming error, not a client problem', () => {
    for (const [unit, quantity] of [
      [10.5, 2],
      [10, 1.5],
      [-1, 2],
      [10, -2],
      [Number.NaN, 1],
    ] as const) {
      expect(() => multiplyCents(unit, quantity)).toThrow(/can't multiply/);
    }
  });
});
