// What a refund may give back of an order, as a table: units per line, the delivery once, money up
// to what was paid, and the refusals that change nothing.
import { describe, expect, it } from 'vitest';
import type { PartRefund } from '../../../shared/api-types.js';
import { HttpProblem } from '../../../shared/problem.js';
import type { OrderRefundRecord } from '../order-refunds.repository.js';
import type { OrderRecord } from '../orders.repository.js';
import { taxOf } from '../../tax/index.js';
import { MAX_REFUNDS_PER_ORDER, planRefund, restOfOrder } from '../refund-plan.js';

const lines = [
  { productId: 'p-plane', productName: 'Plane', quantity: 3, unitPriceCents: 4000, totalCents: 12000 },
  { productId: null, productName: 'Gauge (no longer sold)', quantity: 2, unitPriceCents: 1250, totalCents: 2500 },
];
const paid = {
  status: 'paid',
  transactionId: 'pi_test_1',
  lines,
  shipping: { method: 'post', name: 'Post', priceCents: 995 },
  totalCents: 15495,
  refundedCents: 0,
  refunds: [],
} as unknown as OrderRecord;

const refunded = (refunds: Array<Partial<OrderRefundRecord>>, refundedCents: number): OrderRecord =>
  ({ ...paid, refundedCents, refunds: refunds.map((refund) => ({ lines: [], shippingCents: 0, amountCents: 0, ...refund })) }) as OrderRecord;

const refusal = (order: OrderRecord, request: PartRefund) => {
  try {
    planRefund(order, request);
  } catch (error) {
    if (error instanceof HttpProblem) return [error.status, error.extras.code ?? null, error.detail];
    throw error;
  }
  return undefined;
};

describe('a refund’s plan', () => {
  it.each([
    ['one plane back into stock', { lines: [{ line: 0, quantity: 1, restock: true }] }, 4000, 0],
    ['both gauges and the delivery', { lines: [{ line: 1, quantity: 2, restock: false }], shipping: true }, 3495, 995],
    ['an amount alone', { amount: '5.00' }, 500, 0],
    ['a plane for less than it cost', { lines: [{ line: 0, quantity: 1, restock: false }], amount: '20.00' }, 2000, 0],
    ['the delivery for less than it cost', { shipping: true, amount: '5.00' }, 500, 500],
  ] satisfies Array<[string, PartRefund, number, number]>)('%s: %i cents, %i of them the delivery', (_case, request, amountCents, shippingCents) => {
    expect(planRefund(paid, request)).toMatchObject({ amountCents, shippingCents, outsideShop: false });
  });

  it.each([
    ['more planes than were ordered', paid, { lines: [{ line: 0, quantity: 4, restock: true }] }, [409, 'refund_exceeds', 'Only 3 × Plane is left to refund.']],
    [
      'a plane already refunded',
      refunded([{ lines: [{ line: 0, productId: 'p-plane', productName: 'Plane', quantity: 3, restock: true }] }], 12000),
      { lines: [{ line: 0, quantity: 1, restock: true }] },
      [409, 'refund_exceeds', 'Every Plane of this order has been refunded already.'],
    ],
    ['the delivery twice', refunded([{ shippingCents: 995, amountCents: 995 }], 995), { shipping: true }, [409, 'refund_exceeds', 'The delivery charge of this order has been refunded already.']],
    ['more money than is left', refunded([{ amountCents: 15000 }], 15000), { amount: '4.96' }, [409, 'refund_exceeds', 'At most 4.95 is left to refund of this order.']],
    ['lines worth more than is left', refunded([{ amountCents: 15000 }], 15000), { lines: [{ line: 0, quantity: 1, restock: true }] }, [409, 'refund_exceeds', 'At most 4.95 is left to refund of this order.']],
    ['nothing', paid, {}, [400, null, 'Choose what to refund: lines, the delivery charge, or an amount.']],
    ['a line not on the order', paid, { lines: [{ line: 2, quantity: 1, restock: true }] }, [400, null, 'This order has 2 lines; there is no line 2 (lines count from 0).']],
    ['nothing at all in money', paid, { amount: '0.00' }, [400, null, 'A refund gives back at least 0.01.']],
    ['outside the shop, an order paid through it', paid, { amount: '1.00', outsideShop: true, note: 'Cash' }, [409, 'paid_through_shop', expect.any(String)]],
    ['through the provider, an order paid outside the shop', { ...paid, transactionId: null }, { amount: '1.00' }, [409, 'no_captured_payment', expect.any(String)]],
    ['outside the shop without a note', { ...paid, transactionId: null }, { amount: '1.00', outsideShop: true }, [400, null, 'Say how the money went back to the customer outside the shop (note).']],
    ['an unpaid order', { ...paid, status: 'unpaid' }, { amount: '1.00' }, [409, null, 'Only a paid order can be refunded.']],
    ['a refunded order', { ...paid, status: 'refunded' }, { amount: '1.00' }, [409, 'already_refunded', 'This order has already been refunded.']],
    [
      `an order refunded in ${MAX_REFUNDS_PER_ORDER} parts`,
      refunded(Array.from({ length: MAX_REFUNDS_PER_ORDER }, () => ({ amountCents: 1 })), MAX_REFUNDS_PER_ORDER),
      { amount: '0.01' },
      [409, null, `This order has been refunded in ${MAX_REFUNDS_PER_ORDER} parts already; no more refunds of it can be recorded.`],
    ],
  ] as Array<[string, OrderRecord, PartRefund, unknown[]]>)('refuses %s', (_case, order, request, problem) => {
    expect(refusal(order, request)).toEqual(problem);
  });

  it('plans the rest as every unit and the delivery not refunded yet, back into stock if never sent, and all the money left', () => {
    const partly = refunded([{ lines: [{ line: 0, productId: 'p-plane', productName: 'Plane', quantity: 1, restock: true }], amountCents: 4000 }], 4000);
    expect(restOfOrder(partly, false)).toEqual({
      lines: [
        { line: 0, quantity: 2, restock: true },
        { line: 1, quantity: 2, restock: true },
      ],
      shipping: true,
      amount: '114.95',
      outsideShop: false,
    });
    expect(planRefund(partly, restOfOrder(partly, false))).toMatchObject({ amountCents: 11495, shippingCents: 995 });
    expect(restOfOrder({ ...partly, status: 'shipped' } as OrderRecord, false).lines?.every((line) => !line.restock)).toBe(true);
  });

  it('prices a trade order’s lines and delivery with the VAT the order added, and the last of it at exactly what is left', () => {
    // Trade prices: £120 of planes, £25 of gauges and £9.95 delivery, plus 20% on the whole (£30.99).
    const tax = taxOf({ lines: [{ taxClass: 'standard', totalCents: 14500 }], shippingCents: 995, rates: { standard: 2000, reduced: 500 }, pricesIncludeTax: false, taxed: true, exportsWithoutTax: false });
    const trade = { ...paid, tax, totalCents: tax.totalCents, lines: lines.map((line) => ({ ...line, taxClass: 'standard' })) } as OrderRecord;
    expect(tax.totalCents).toBe(18594);
    expect(planRefund(trade, { lines: [{ line: 0, quantity: 1, restock: true }] }).amountCents).toBe(4800);
    expect(planRefund(trade, { shipping: true }).amountCents).toBe(1194);
    // An old line without its class is the order's only class.
    const untagged = { ...trade, lines: lines.map((line) => ({ ...line, taxClass: null })) } as OrderRecord;
    expect(planRefund(untagged, { lines: [{ line: 1, quantity: 2, restock: false }] }).amountCents).toBe(3000);
    const partly = { ...trade, refundedCents: 4800, refunds: [{ lines: [{ line: 0, productId: 'p-plane', productName: 'Plane', quantity: 1, restock: true }], shippingCents: 0, amountCents: 4800 }] } as unknown as OrderRecord;
    const rest = { lines: [{ line: 0, quantity: 2, restock: true }, { line: 1, quantity: 2, restock: true }], shipping: true };
    expect(planRefund(partly, rest).amountCents).toBe(18594 - 4800);
  });
});
