// A customer may hold only so many unpaid orders and units at once. Unpaid orders reserve stock
// until they are paid or their hold runs out, so without a bound one account (or a script behind
// it) could empty the shelves without paying. The counts are read in the order's own write
// transaction, with the customer's row locked, so two placements at once can't both squeeze in.
import type { UnpaidLimits } from '../../config.js';

export interface UnpaidHoldings {
  orders: number;
  units: number;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Why a new order of `quantity` units would break the limits, or undefined when it fits. */
export function unpaidLimitRefusal(held: UnpaidHoldings, quantity: number, limits: UnpaidLimits): string | undefined {
  if (held.orders >= limits.orders) {
    return `You have ${plural(held.orders, 'unpaid order', 'unpaid orders')}. Pay or cancel one before ordering more.`;
  }
  if (held.units + quantity <= limits.units) return undefined;
  if (held.units === 0) return `You can have at most ${plural(limits.units, 'unit', 'units')} on unpaid orders. Please order fewer.`;
  return `You have ${plural(held.units, 'unit', 'units')} on unpaid orders; this order would take you over ${limits.units}. Pay or cancel an order before ordering more.`;
}
