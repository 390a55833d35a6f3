import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkedPriceBreaks, nextPriceBreak, unitPriceCents, type PriceBreak } from '../price-breaks.js';

interface Case {
  priceCents: number;
  breaks: PriceBreak[];
  quantity: number;
  unit: number;
  next: { minQuantity: number; more: number; unitCents: number } | null;
}

const { cases } = JSON.parse(readFileSync(new URL('../../../../rules/price-breaks.cases.json', import.meta.url), 'utf8')) as { cases: Case[] };

describe('price breaks (the shared table of cases)', () => {
  it.each(cases)('when $quantity are ordered at $priceCents cents with breaks $breaks, then each costs $unit and the next break is $next', (given) => {
    const product = { priceCents: given.priceCents, priceBreaks: given.breaks };
    expect(unitPriceCents(product, given.quantity)).toBe(given.unit);
    expect(nextPriceBreak(product, given.quantity)).toEqual(given.next);
  });
});

describe('which price breaks a tool may have', () => {
  const tool = { priceCents: 2499, minimum: 2 };
  const problemOf = (breaks: PriceBreak[]) => {
    try {
      checkedPriceBreaks(tool, breaks);
      return undefined;
    } catch (error) {
      return (error as { toProblem(): { status: number; detail: string } }).toProblem();
    }
  };

  it('when breaks are given in any order, then they come back smallest quantity first', () => {
    expect(checkedPriceBreaks(tool, [{ minQuantity: 50, priceCents: 1950 }, { minQuantity: 10, priceCents: 2150 }])).toEqual([
      { minQuantity: 10, priceCents: 2150 },
      { minQuantity: 50, priceCents: 1950 },
    ]);
  });

  it('when a break starts at or below the minimum order, then it is refused saying so', () => {
    expect(problemOf([{ minQuantity: 2, priceCents: 2000 }])).toEqual(expect.objectContaining({ status: 400, detail: 'A price break starts above the minimum order: 2 is not more than 2.' }));
  });

  it('when two breaks start at one quantity, then they are refused', () => {
    expect(problemOf([{ minQuantity: 10, priceCents: 2000 }, { minQuantity: 10, priceCents: 1900 }])?.detail).toBe('Two price breaks start at 10.');
  });

  it('when a break costs no less than the price or the break below it, then it is refused naming which', () => {
    expect(problemOf([{ minQuantity: 10, priceCents: 2499 }])?.detail).toBe('The price break from 10 must cost less each than the price.');
    expect(problemOf([{ minQuantity: 10, priceCents: 2000 }, { minQuantity: 50, priceCents: 2100 }])?.detail).toBe('The price break from 50 must cost less each than the break from 10.');
  });
});
