// What a refund gives back and the tax in it, by the order's own tax: a table of orders (prices with
// and without tax, several rates, exports) and refunds of lines, the delivery, or an amount.
import { describe, expect, it } from 'vitest';
import { refundTaxOf } from '../refund-tax.js';
import { taxOf, type TaxedLine } from '../tax-rules.js';

const rates = { standard: 2000, reduced: 500 };
const standard = (totalCents: number): TaxedLine => ({ taxClass: 'standard', totalCents });
const reduced = (totalCents: number): TaxedLine => ({ taxClass: 'reduced', totalCents });
const order = (lines: TaxedLine[], shippingCents: number, pricesIncludeTax: boolean, taxed = true, exportsWithoutTax = false) =>
  taxOf({ lines, shippingCents, rates, pricesIncludeTax, taxed, exportsWithoutTax });

describe('a refund’s worth and tax', () => {
  it.each([
    // case, order, goods refunded (as priced), delivery refunded, amount asked → worth, amount, tax per part
    ['the whole of a £12.00 tool with VAT in it', order([standard(1200)], 0, true), [standard(1200)], 0, undefined, 1200, 1200, [200]],
    ['half a trade line of £10.00 + 20%: £6.00, £1.00 of it VAT', order([standard(1000)], 0, false), [standard(500)], 0, undefined, 600, 600, [100]],
    ['one of three £9.99 tools + 20% (the order’s VAT rounded once): £11.99, £2.00 VAT', order([standard(2997)], 0, false), [standard(999)], 0, undefined, 1199, 1199, [200]],
    ['an export without the VAT in its prices: the price less that VAT, none of it tax', order([standard(1200)], 0, true, false, true), [standard(1200)], 0, undefined, 1000, 1000, [0]],
    ['an export at the prices shown: as priced, no tax', order([standard(1200)], 600, true, false), [standard(1200)], 600, undefined, 1800, 1800, [0]],
    [
      'the delivery alone of a two-rate order: split as the order’s delivery was',
      order([standard(6000), reduced(2000)], 800, true),
      [],
      800,
      undefined,
      800,
      800,
      [100, 10],
    ],
    ['an amount alone: spread as the order was charged', order([standard(6000), reduced(4000)], 0, true), [], 0, 1000, 0, 1000, [100, 19]],
    ['an amount less than the line it names: the line’s rate', order([standard(6000), reduced(4000)], 0, true), [reduced(4000)], 0, 1050, 4000, 1050, [0, 50]],
  ] satisfies Array<[string, ReturnType<typeof order>, TaxedLine[], number, number | undefined, number, number, number[]]>)(
    '%s',
    (_case, charged, goods, shippingCents, amountCents, worthCents, amount, taxes) => {
      const refund = refundTaxOf(charged, goods, shippingCents, amountCents);
      expect({ worthCents: refund.worthCents, amountCents: refund.amountCents, taxes: refund.parts.map((part) => part.taxCents) }).toEqual({ worthCents, amountCents: amount, taxes });
      expect(refund.taxCents).toBe(taxes.reduce((sum, tax) => sum + tax, 0));
      expect(refund.parts.reduce((sum, part) => sum + part.amountCents, 0)).toBe(amount);
    },
  );

  it.each([true, false])('refunding the whole order gives back what it charged and the tax it took (prices with tax: %s)', (pricesIncludeTax) => {
    const lines = [standard(4999), reduced(1234), { taxClass: 'zero' as const, totalCents: 777 }];
    const charged = order(lines, 595, pricesIncludeTax);
    const refund = refundTaxOf(charged, lines, 595);
    expect(refund.amountCents).toBe(charged.totalCents);
    expect(refund.parts.map((part) => part.taxCents)).toEqual(charged.parts.map((part) => part.taxCents));
  });

  it('refunds line by line come to within a cent a line of the order, never a 500 on the way', () => {
    const lines = [standard(333), standard(333), standard(334), reduced(1001)];
    const charged = order(lines, 0, false);
    const given = lines.map((line) => refundTaxOf(charged, [line], 0).amountCents).reduce((sum, cents) => sum + cents, 0);
    expect(Math.abs(given - charged.totalCents)).toBeLessThanOrEqual(lines.length);
  });
});
