// What a refund gives back, decided from the order as it stands and its refunds so far: which units
// of which lines (and whether they go back into stock), the delivery charge, and the money. Never
// more than is left: units not refunded before, a delivery charge not refunded before, money not
// given back before. Pure, so that the rules are tested as a table.
import type { PartRefund, TaxClass } from '../../shared/api-types.js';
import { dollarsToCents, formatCents, multiplyCents } from '../../shared/money.js';
import { HttpProblem, badRequest, conflict } from '../../shared/problem.js';
import { refundTaxOf } from '../tax/index.js';
import type { RefundLineRecord } from './order-refunds.repository.js';
import { refusal } from './order-state.js';
import type { OrderLineRecord, OrderRecord } from './orders.repository.js';

export interface RefundPlan {
  amountCents: number;
  shippingCents: number;
  lines: RefundLineRecord[];
  outsideShop: boolean;
}

const ALREADY_REFUNDED = 'This order has already been refunded.';
const NO_CAPTURED_PAYMENT =
  'This order was not paid through the shop, so there is no payment to refund. Record a refund made outside the shop instead.';
const PAID_THROUGH_SHOP = 'This order was paid through the shop; refund it with Refund, which returns the payment through the payment provider.';

const exceeds = (detail: string) => new HttpProblem(409, detail, { code: 'refund_exceeds' });

// Well under the contract's 200 refunds an order lists, so an order is always answered whole.
export const MAX_REFUNDS_PER_ORDER = 100;

/** The line's tax class: its own, or for a line from before lines kept theirs, the order's only one; null when that can't be told. */
export function lineTaxClass(order: OrderRecord, line: OrderLineRecord): TaxClass | null {
  if (line.taxClass) return line.taxClass;
  const parts = order.tax?.parts ?? [];
  return parts.length === 1 ? parts[0]!.taxClass : null;
}

/**
 * What the goods and delivery chosen were charged, with their tax as the order charged it (a trade
 * order's VAT added, an export's taken out: tax/refund-tax.ts); all that is left of the order is
 * worth exactly the money left, whatever the rounding of the parts before.
 */
function worthOf(order: OrderRecord, goods: Array<{ taxClass: TaxClass; totalCents: number }>, shippingCents: number, pricedCents: number, left: ReturnType<typeof refundable>, lines: RefundLineRecord[]): number {
  const unitsChosen = new Map(lines.map((line) => [line.line, line.quantity]));
  const everythingLeft = left.units.every((units, index) => units === (unitsChosen.get(index) ?? 0)) && shippingCents === left.shippingCents;
  if (everythingLeft) return left.moneyCents;
  return order.tax ? refundTaxOf(order.tax, goods, shippingCents).worthCents : pricedCents;
}

/** What of the order is left to refund: units per line, the delivery charge, money. */
export function refundable(order: OrderRecord) {
  const units = order.lines.map((line) => line.quantity);
  let shippingCents = order.shipping?.priceCents ?? 0;
  for (const refund of order.refunds) {
    for (const line of refund.lines) units[line.line] = (units[line.line] ?? 0) - line.quantity;
    shippingCents -= refund.shippingCents;
  }
  return { units, shippingCents: Math.max(0, shippingCents), moneyCents: order.totalCents - order.refundedCents };
}

/** Why the order takes no refund of this kind now, as the problem to answer with; undefined when it can. */
export function refundRefusal(order: OrderRecord, outsideShop: boolean): HttpProblem | undefined {
  if (order.status === 'refunded') return new HttpProblem(409, ALREADY_REFUNDED, { code: 'already_refunded' });
  const refused = refusal('refund', order.status);
  if (refused) return conflict(refused);
  if (!outsideShop && !order.transactionId) return new HttpProblem(409, NO_CAPTURED_PAYMENT, { code: 'no_captured_payment' });
  // An order's transaction id is stamped when it is paid and never changes after.
  if (outsideShop && order.transactionId) return new HttpProblem(409, PAID_THROUGH_SHOP, { code: 'paid_through_shop' });
  return undefined;
}

/** The rest of the order: every unit and the delivery not refunded yet, and all the money left; units back into stock if never sent. */
export function restOfOrder(order: OrderRecord, outsideShop: boolean): PartRefund {
  const left = refundable(order);
  return {
    lines: left.units.flatMap((quantity, line) => (quantity > 0 ? [{ line, quantity, restock: order.status === 'paid' }] : [])),
    shipping: left.shippingCents > 0,
    amount: formatCents(left.moneyCents),
    outsideShop,
  };
}

/** The refund `request` asks of `order`, or the problem that refuses it (nothing changes). */
export function planRefund(order: OrderRecord, request: PartRefund): RefundPlan {
  const outsideShop = request.outsideShop ?? false;
  const refused = refundRefusal(order, outsideShop);
  if (refused) throw refused;
  if (order.refunds.length >= MAX_REFUNDS_PER_ORDER) throw conflict(`This order has been refunded in ${MAX_REFUNDS_PER_ORDER} parts already; no more refunds of it can be recorded.`);
  if (outsideShop && !request.note?.trim()) throw badRequest('Say how the money went back to the customer outside the shop (note).');
  const requestedLines = request.lines ?? [];
  if (requestedLines.length === 0 && !request.shipping && request.amount === undefined) {
    throw badRequest('Choose what to refund: lines, the delivery charge, or an amount.');
  }

  const left = refundable(order);
  const chosen = new Set<number>();
  const lines: RefundLineRecord[] = [];
  // As priced: the order's tax turns it into what was charged for it (below).
  let pricedCents = 0;
  const goods: Array<{ taxClass: TaxClass; totalCents: number }> = [];
  for (const { line: index, quantity, restock } of requestedLines) {
    const line = order.lines[index];
    if (!line) throw badRequest(`This order has ${order.lines.length} line${order.lines.length === 1 ? '' : 's'}; there is no line ${index} (lines count from 0).`);
    if (chosen.has(index)) throw badRequest(`Line ${index} (${line.productName}) is chosen twice.`);
    chosen.add(index);
    const unitsLeft = left.units[index] ?? 0;
    if (quantity > unitsLeft) {
      throw exceeds(unitsLeft === 0 ? `Every ${line.productName} of this order has been refunded already.` : `Only ${unitsLeft} × ${line.productName} is left to refund.`);
    }
    const lineCents = multiplyCents(line.unitPriceCents, quantity);
    pricedCents += lineCents;
    goods.push({ taxClass: lineTaxClass(order, line) ?? 'standard', totalCents: lineCents });
    lines.push({ line: index, productId: line.productId, productName: line.productName, quantity, restock });
  }

  let shippingCents = 0;
  if (request.shipping) {
    if (!order.shipping || order.shipping.priceCents === 0) throw conflict('This order was not charged for delivery, so there is no delivery charge to refund.');
    if (left.shippingCents === 0) throw exceeds('The delivery charge of this order has been refunded already.');
    shippingCents = left.shippingCents;
    pricedCents += shippingCents;
  }

  const amountCents = request.amount === undefined ? worthOf(order, goods, shippingCents, pricedCents, left, lines) : dollarsToCents(Number(request.amount));
  if (amountCents < 1) throw badRequest('A refund gives back at least 0.01.');
  if (amountCents > left.moneyCents) throw exceeds(`At most ${formatCents(left.moneyCents)} is left to refund of this order.`);
  return { amountCents, shippingCents: Math.min(shippingCents, amountCents), lines, outsideShop };
}
