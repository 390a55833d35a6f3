// Trade prices as the server charges them (backend/src/shared/price-breaks.ts): from a quantity of
// a tool in one order, each costs less. Tested against the server's table of cases
// (rules/price-breaks.cases.json); the server alone decides what an order costs.
export interface PriceBreak {
  minQuantity: number;
  /** Dollars, as a product's price. */
  price: number;
}

interface BreakPriced {
  price: number;
  /** Smallest quantity first, each cheaper than the one before. */
  priceBreaks: readonly PriceBreak[];
}

/** What one costs when `quantity` are ordered together: the last break reached, or the price. */
export function unitPriceAt(product: BreakPriced, quantity: number): number {
  let unit = product.price;
  for (const step of product.priceBreaks) if (quantity >= step.minQuantity) unit = step.price;
  return unit;
}

/** The next break above `quantity`, with how many more reach it; null when none lies ahead. */
export function nextPriceBreak(product: BreakPriced, quantity: number): { minQuantity: number; more: number; price: number } | null {
  const ahead = product.priceBreaks.find((step) => step.minQuantity > quantity);
  return ahead ? { minQuantity: ahead.minQuantity, more: ahead.minQuantity - quantity, price: ahead.price } : null;
}

/** The tool's prices by quantity, from its minimum order: "2–9 $24.99, 10–24 $21.50, 25+ $19.50". */
export function priceTiers(product: BreakPriced & { minimum: number }): Array<{ from: number; to: number | null; price: number }> {
  const starts = [{ minQuantity: product.minimum, price: product.price }, ...product.priceBreaks];
  return starts.map((step, index) => {
    const next = starts[index + 1];
    return { from: step.minQuantity, to: next ? next.minQuantity - 1 : null, price: step.price };
  });
}
