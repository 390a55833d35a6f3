import { describe, expect, it } from 'vitest';
import { deliveredAbroadOrderFixture, partlyRefundedOrderFixture } from '../../testing/fixtures/orders';
import { formatCents } from '../money';
import { moneyLeft, partlyRefunded, refundable, refundWorthCents, restOfOrder } from '../refunds';
import { mockTax } from '../../testing/mocks/mock-tax';

// Two lines, 2 × $9.99 and 3 × $17.49, sent to Canada for $29.00: $101.45.
const order = deliveredAbroadOrderFixture();
const partly = partlyRefundedOrderFixture();
const delivered = { ...order, refunds: [{ ...partly.refunds[0]!, amount: '38.99', shipping: '29.00' }], refunded: '38.99' };

describe('what is left to refund', () => {
  it.each([
    ['nothing refunded', order, { units: [2, 3], shippingCents: 2900, moneyCents: 10145 }],
    ['one unit of the first tool', partly, { units: [1, 3], shippingCents: 2900, moneyCents: 9146 }],
    ['one unit and the delivery', delivered, { units: [1, 3], shippingCents: 0, moneyCents: 6246 }],
  ])('%s', (_case, given, left) => {
    expect(refundable(given)).toEqual(left);
  });

  it('prices chosen units at the price they were ordered at, and the delivery only while it is left', () => {
    expect(refundWorthCents(order, { lines: [{ line: 1, quantity: 2, restock: true }], shipping: true })).toBe(2 * 1749 + 2900);
    expect(refundWorthCents(delivered, { shipping: true })).toBe(0);
  });

  it('gives back a trade order’s VAT with its goods, and an export’s prices less the VAT taken out, as the server does (tax/refund-tax.ts’s cases)', () => {
    const settings = { pricesIncludeTax: false, standardRate: '20', reducedRate: '5', exportsWithoutTax: false };
    const taxedOrder = (pricesIncludeTax: boolean, taxed: boolean, exportsWithoutTax = false) => {
      const { tax, totalCents } = mockTax({ ...settings, pricesIncludeTax, exportsWithoutTax }, [{ taxClass: 'standard', cents: 2997 }], 0, taxed);
      const line = { ...order.lines[0]!, quantity: 3, unitPrice: '9.99', price: '29.97', taxClass: 'standard' as const };
      return { ...order, shipping: null, lines: [line], tax, price: formatCents(totalCents), refunds: [], refunded: '0.00' };
    };
    const one = { lines: [{ line: 0, quantity: 1, restock: true }] };
    // One of three £9.99 tools + 20% (the order's VAT rounded once): £11.99.
    expect(refundWorthCents(taxedOrder(false, true), one)).toBe(1199);
    expect(refundWorthCents(taxedOrder(false, true), { lines: [{ line: 0, quantity: 3, restock: true }] })).toBe(3596);
    expect(refundWorthCents(taxedOrder(true, true), one)).toBe(999);
    // Exported without the VAT in its prices: £29.97 less £5.00 is £24.97; a third is £8.32.
    expect(refundWorthCents(taxedOrder(true, false, true), one)).toBe(832);
  });

  it('says whether part went back, and what the rest is', () => {
    expect([partlyRefunded(order), partlyRefunded(partly), partlyRefunded({ price: '10.00', refunded: '10.00' })]).toEqual([false, true, false]);
    expect(moneyLeft(partly)).toBe('91.46');
    expect(restOfOrder(partly, false)).toEqual({
      lines: [
        { line: 0, quantity: 1, restock: true },
        { line: 1, quantity: 3, restock: true },
      ],
      shipping: true,
      amount: '91.46',
      outsideShop: false,
    });
  });
});
