// The seed's rule for how many of a tool can be ordered, with its defect fixed: minimum <= quantity
// <= available, and when fewer are left than the minimum, none can be. Every check of a quantity
// on the server is this one: a cart line's issue, setting a line, merging a visitor's cart, the
// checkout and Buy Now. The frontend's lib/quantity-rules.ts is tested against the same table of
// cases (rules/quantity-rule.cases.json).
import type { CartLineIssue } from './api-types.js';
import { HttpProblem } from './problem.js';

export interface StockLimits {
  minimum: number;
  available: number;
}

export type QuantityIssue = Exclude<CartLineIssue, 'product_deleted'>;

/** Why `quantity` of a tool with these limits can't be ordered now; null when it can. */
export function quantityIssue(limits: StockLimits, quantity: number): QuantityIssue | null {
  if (limits.available < limits.minimum) return 'out_of_stock';
  if (quantity > limits.available) return 'exceeds_stock';
  if (quantity < limits.minimum) return 'below_minimum';
  return null;
}

/** The orderable quantity nearest to `wanted`; the minimum when none is orderable. */
export const nearestOrderable = (limits: StockLimits, wanted: number): number => Math.max(limits.minimum, Math.min(wanted, limits.available));

/** The seed's words for a refused quantity: 400 below the minimum, 409 when the stock is short. */
export function quantityRefusal(issue: QuantityIssue, limits: StockLimits): HttpProblem {
  if (issue === 'below_minimum') return new HttpProblem(400, `The minimum order for this tool is ${limits.minimum}.`);
  if (issue === 'out_of_stock' || limits.available === 0) return new HttpProblem(409, 'This tool is out of stock.');
  return new HttpProblem(409, `Only ${limits.available} left in stock.`);
}
