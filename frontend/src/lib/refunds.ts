// What is left to refund of an order, and what a refund of part of it is worth, as the server
// reckons them (backend/src/modules/orders/refund-plan.ts): units per line not refunded before, the
// delivery charge if not refunded before, and the money not given back. The refund form and the
// mocked API both use these.
import type { Order, PartRefund } from '../types/api';
import { dollarsToCents, formatCents } from './money';

export interface Refundable {
  /** Units of each line, in the order's order, not refunded yet. */
  units: number[];
  shippingCents: number;
  moneyCents: number;
}

export function refundable(order: Pick<Order, 'lines' | 'shipping' | 'refunds' | 'price' | 'refunded'>): Refundable {
  const units = order.lines.map((line) => line.quantity);
  let shippingCents = order.shipping ? dollarsToCents(order.shipping.price) : 0;
  for (const refund of order.refunds) {
    for (const line of refund.lines) units[line.line] = (units[line.line] ?? 0) - line.quantity;
    shippingCents -= dollarsToCents(refund.shipping);
  }
  return { units, shippingCents: Math.max(0, shippingCents), moneyCents: dollarsToCents(order.price) - dollarsToCents(order.refunded) };
}

/** What the chosen lines and delivery cost, in cents: what a refund gives back when no amount is named. */
export function refundWorthCents(order: Pick<Order, 'lines' | 'shipping' | 'refunds' | 'price' | 'refunded'>, request: Pick<PartRefund, 'lines' | 'shipping'>): number {
  const lines = (request.lines ?? []).reduce((sum, { line, quantity }) => sum + dollarsToCents(order.lines[line]?.unitPrice ?? '0') * quantity, 0);
  return lines + (request.shipping ? refundable(order).shippingCents : 0);
}

/** Something of the order is still to give back. */
export const hasMoneyLeft = (order: Pick<Order, 'price' | 'refunded'>): boolean => dollarsToCents(order.refunded) < dollarsToCents(order.price);

/** Part of the order went back, not all of it. */
export const partlyRefunded = (order: Pick<Order, 'price' | 'refunded'>): boolean => dollarsToCents(order.refunded) > 0 && hasMoneyLeft(order);

/** What is left to give back, as the contract writes money. */
export const moneyLeft = (order: Pick<Order, 'lines' | 'shipping' | 'refunds' | 'price' | 'refunded'>): string => formatCents(refundable(order).moneyCents);

/** What Refund the rest asks: every unit and the delivery not refunded yet (units back into stock if never sent) and all the money left. */
export function restOfOrder(order: Pick<Order, 'lines' | 'shipping' | 'refunds' | 'price' | 'refunded' | 'status'>, outsideShop: boolean): PartRefund {
  const left = refundable(order);
  return {
    lines: left.units.flatMap((quantity, line) => (quantity > 0 ? [{ line, quantity, restock: order.status === 'paid' }] : [])),
    shipping: left.shippingCents > 0,
    amount: formatCents(left.moneyCents),
    outsideShop,
  };
}
