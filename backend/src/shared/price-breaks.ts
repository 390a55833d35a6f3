// Trade prices: from a quantity of a tool in one order, each costs less. Every price the server
// charges for a line is the unit price here (a cart's lines, the checkout, Buy Now, delivery by
// value), and the order keeps the unit price it used. The frontend's lib/price-breaks.ts shows the
// same prices and is tested against the same table of cases (rules/price-breaks.cases.json).
import { badRequest } from './problem.js';

export interface PriceBreak {
  minQuantity: number;
  priceCents: number;
}

export interface BreakPriced {
  priceCents: number;
  /** Smallest quantity first, each cheaper than the one before. */
  priceBreaks: readonly PriceBreak[];
}

/** What one costs when `quantity` are ordered together: the last break reached, or the price. */
export function unitPriceCents(product: BreakPriced, quantity: number): number {
  let unit = product.priceCents;
  for (const step of product.priceBreaks) if (quantity >= step.minQuantity) unit = step.priceCents;
  return unit;
}

/** The next break above `quantity`, with how many more reach it; null when none lies ahead. */
export function nextPriceBreak(product: BreakPriced, quantity: number): { minQuantity: number; more: number; unitCents: number } | null {
  const ahead = product.priceBreaks.find((step) => step.minQuantity > quantity);
  return ahead ? { minQuantity: ahead.minQuantity, more: ahead.minQuantity - quantity, unitCents: ahead.priceCents } : null;
}

/**
 * The breaks a tool may have, smallest quantity first (they may be given in any order), or a 400
 * saying what is wrong: each starts above the minimum order (one at the minimum would be the
 * price), no two at one quantity, and each cheaper than the price or break below it.
 */
export function checkedPriceBreaks(product: { priceCents: number; minimum: number }, breaks: readonly PriceBreak[]): PriceBreak[] {
  const sorted = [...breaks].sort((a, b) => a.minQuantity - b.minQuantity);
  sorted.forEach((step, index) => {
    const below = sorted[index - 1];
    if (step.minQuantity <= product.minimum) {
      throw badRequest(`A price break starts above the minimum order: ${step.minQuantity} is not more than ${product.minimum}.`);
    }
    if (below?.minQuantity === step.minQuantity) throw badRequest(`Two price breaks start at ${step.minQuantity}.`);
    if (step.priceCents >= (below?.priceCents ?? product.priceCents)) {
      throw badRequest(`The price break from ${step.minQuantity} must cost less each than ${below ? `the break from ${below.minQuantity}` : 'the price'}.`);
    }
  });
  return sorted;
}
