// What is left to refund of an order, and what a refund of part of it is worth, as the server
// reckons them (backend/src/modules/orders/refund-plan.ts): units per line not refunded before, the
// delivery charge if not refunded before, and the money not given back. The refund form and the
// mocked API both use these.
import type { Order, PartRefund } from '../types/api';
import { apportion, dollarsToCents, formatCents, scaleHalfUp } from './money';

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

type Refunded = Pick<Order, 'lines' | 'shipping' | 'refunds' | 'price' | 'refunded' | 'tax'>;

/**
 * What the chosen lines and delivery were charged, in cents: what a refund gives back when no
 * amount is named. With the order's own tax, as the server reckons it (tax/refund-tax.ts): each
 * rate's goods and delivery share, as priced, times what that rate charged over what it was priced
 * at (a trade order's VAT added, an export's taken out), half up; all that is left is worth the
 * money left.
 */
export function refundWorthCents(order: Refunded, request: Pick<PartRefund, 'lines' | 'shipping'>): number {
  const left = refundable(order);
  const shippingCents = request.shipping ? left.shippingCents : 0;
  const chosen = new Map((request.lines ?? []).map(({ line, quantity }) => [line, quantity]));
  if (left.units.every((units, index) => units === (chosen.get(index) ?? 0)) && shippingCents === left.shippingCents) return left.moneyCents;
  const goods = (request.lines ?? []).map(({ line, quantity }) => ({ line: order.lines[line], cents: dollarsToCents(order.lines[line]?.unitPrice ?? '0') * quantity }));
  const priced = goods.reduce((sum, { cents }) => sum + cents, 0) + shippingCents;
  const { tax } = order;
  if (!tax) return priced;
  const onlyClass = tax.rates.length === 1 ? tax.rates[0]!.taxClass : 'standard';
  const shares = apportion(shippingCents, tax.rates.map((rate) => dollarsToCents(rate.shipping)));
  return tax.rates.reduce((worth, rate, index) => {
    const [net, taxCents, exempt] = [dollarsToCents(rate.net), dollarsToCents(rate.tax), dollarsToCents(rate.exempt)];
    const partPriced = goods.filter(({ line }) => (line?.taxClass ?? onlyClass) === rate.taxClass).reduce((sum, { cents }) => sum + cents, 0) + (shares[index] ?? 0);
    return worth + scaleHalfUp(partPriced, net + taxCents, net + (tax.pricesIncludeTax ? taxCents + exempt : 0));
  }, 0);
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
