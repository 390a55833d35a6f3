import { describe, expect, it } from 'vitest';
import table from '../../../../rules/price-breaks.cases.json';
import { centsToDollars } from '../money';
import { nextPriceBreak, priceTiers, unitPriceAt } from '../price-breaks';

const inDollars = (breaks: Array<{ minQuantity: number; priceCents: number }>) => breaks.map((step) => ({ minQuantity: step.minQuantity, price: centsToDollars(step.priceCents) }));

describe('price breaks (the server’s table of cases)', () => {
  it.each(table.cases)('when $quantity are ordered at $priceCents cents with breaks $breaks, then each costs $unit and the next break is $next', (given) => {
    const product = { price: centsToDollars(given.priceCents), priceBreaks: inDollars(given.breaks) };
    expect(unitPriceAt(product, given.quantity)).toBe(centsToDollars(given.unit));
    expect(nextPriceBreak(product, given.quantity)).toEqual(given.next && { minQuantity: given.next.minQuantity, more: given.next.more, price: centsToDollars(given.next.unitCents) });
  });
});

describe('what the shop shows of a tool’s breaks', () => {
  const chisel = { price: 24.99, minimum: 2, priceBreaks: [{ minQuantity: 10, price: 21.5 }, { minQuantity: 25, price: 19.5 }] };

  it('when a tool has breaks, then its tiers run from the minimum order to the last break', () => {
    expect(priceTiers(chisel)).toEqual([
      { from: 2, to: 9, price: 24.99 },
      { from: 10, to: 24, price: 21.5 },
      { from: 25, to: null, price: 19.5 },
    ]);
  });

  it('when a tool has none, then it has one tier', () => {
    expect(priceTiers({ ...chisel, priceBreaks: [] })).toEqual([{ from: 2, to: null, price: 24.99 }]);
  });
});
