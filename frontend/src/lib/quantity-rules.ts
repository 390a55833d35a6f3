// The seed's quantity rules, with its defect fixed: the quantity always stays within
// [minimum, available], and a refused change says why. The purchase page and the cart share them.
export interface StockLimits {
  minimum: number;
  available: number;
}

export type QuantityChange = { quantity: number } | { refused: string };

const notWhole = 'Enter a whole number of 1 or more.';
const belowMinimum = (limits: StockLimits) => `The minimum order for this tool is ${limits.minimum}.`;
const aboveStock = (limits: StockLimits) => `Only ${limits.available} in stock: you can order at most ${limits.available}.`;

function validAmount(amount: number): string | undefined {
  return Number.isInteger(amount) && amount >= 1 ? undefined : notWhole;
}

/** Fewer left than the smallest order the tool takes: no quantity can be ordered. */
export const outOfStock = (limits: StockLimits): boolean => limits.available < limits.minimum;

/**
 * Where − (`-1`) or + (`+1`) leads from the number shown: one step, brought within [minimum,
 * available], so a step always lands on a quantity that can be ordered (from a typed 3 under a
 * minimum of 10, + gives 10). Null when the step would not move towards an orderable quantity: the
 * button is disabled there (− at the minimum or below it, + at the stock or above it).
 */
export function stepQuantity(from: number, delta: 1 | -1, limits: StockLimits): number | null {
  if (outOfStock(limits)) return null;
  const next = Math.min(Math.max(from + delta, limits.minimum), limits.available);
  return (delta < 0 ? next < from : next > from) ? next : null;
}

/** A quantity typed for a cart line, checked against the same bounds. */
export function setQuantity(quantity: number, limits: StockLimits): QuantityChange {
  const invalid = validAmount(quantity);
  if (invalid) return { refused: invalid };
  if (outOfStock(limits)) return { refused: 'This tool is out of stock.' };
  if (quantity < limits.minimum) return { refused: belowMinimum(limits) };
  if (quantity > limits.available) return { refused: aboveStock(limits) };
  return { quantity };
}

/**
 * `amount` more of a tool the cart already holds `held` of (0 when it holds none): the line's new
 * quantity, within the same bounds; a refusal past the stock counts what the cart already holds.
 */
export function addToLine(held: number, amount: number, limits: StockLimits): QuantityChange {
  const invalid = validAmount(amount);
  if (invalid) return { refused: invalid };
  if (outOfStock(limits)) return { refused: 'This tool is out of stock.' };
  const next = held + amount;
  if (next < limits.minimum) return { refused: belowMinimum(limits) };
  if (next > limits.available) {
    return { refused: held > 0 ? `Only ${limits.available} in stock, and your cart already holds ${held}.` : aboveStock(limits) };
  }
  return { quantity: next };
}
