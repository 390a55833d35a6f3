// The one rounding rule, as a table: prices with and without tax, several rates in one order, the
// delivery shared between them, exports.
import { describe, expect, it } from 'vitest';
import { apportion, scaleRoundingHalfUp, taxOf, type TaxedLine } from '../tax-rules.js';

const rates = { standard: 2000, reduced: 500 };
const standard = (totalCents: number): TaxedLine => ({ taxClass: 'standard', totalCents });
const reduced = (totalCents: number): TaxedLine => ({ taxClass: 'reduced', totalCents });
const zero = (totalCents: number): TaxedLine => ({ taxClass: 'zero', totalCents });

describe('tax of an order', () => {
  it.each([
    // case, lines, shipping, prices include tax, taxed → tax, total, [net, tax] per part
    ['£12.00 with 20% in it', [standard(1200)], 0, true, true, 200, 1200, [[1000, 200]]],
    ['£9.99 with 20% in it: 166.5 rounds up', [standard(999)], 0, true, true, 167, 999, [[832, 167]]],
    ['£9.99 plus 20%: 199.8 rounds up', [standard(999)], 0, false, true, 200, 1199, [[999, 200]]],
    ['£12.34 plus 5%', [reduced(1234)], 0, false, true, 62, 1296, [[1234, 62]]],
    ['10p plus 5%: half a penny rounds up', [reduced(10)], 0, false, true, 1, 11, [[10, 1]]],
    ['two 7p lines plus 20%: once per rate (2.8 → 3), not per line (1 + 1)', [standard(7), standard(7)], 0, false, true, 3, 17, [[14, 3]]],
    [
      'three rates, the delivery shared by value',
      [standard(6000), reduced(2000), zero(2000)],
      500,
      true,
      true,
      1150,
      10500,
      [
        [5250, 1050],
        [2000, 100],
        [2100, 0],
      ],
    ],
    [
      'a delivery that doesn’t split evenly: the odd penny to the largest remainder, then the first',
      [standard(1000), reduced(1000), zero(1000)],
      100,
      false,
      true,
      259,
      3359,
      [
        [1034, 207],
        [1033, 52],
        [1033, 0],
      ],
    ],
    ['an export, prices with tax in them: charged as they are, no tax in them', [standard(1200)], 600, true, false, 0, 1800, [[1800, 0]]],
    ['an export, prices without tax: nothing added', [standard(1200)], 600, false, false, 0, 1800, [[1800, 0]]],
    ['nothing at all', [], 0, true, true, 0, 0, []],
  ] satisfies Array<[string, TaxedLine[], number, boolean, boolean, number, number, number[][]]>)(
    '%s',
    (_case, lines, shippingCents, pricesIncludeTax, taxed, taxCents, totalCents, parts) => {
      const tax = taxOf({ lines, shippingCents, rates, pricesIncludeTax, taxed, exportsWithoutTax: false });
      expect({ taxCents: tax.taxCents, totalCents: tax.totalCents, parts: tax.parts.map((part) => [part.netCents, part.taxCents]) }).toEqual({ taxCents, totalCents, parts });
    },
  );

  it('names each part’s class and rate, and what of the delivery it carries', () => {
    expect(taxOf({ lines: [standard(3000), reduced(1000)], shippingCents: 400, rates, pricesIncludeTax: true, taxed: true, exportsWithoutTax: false }).parts).toEqual([
      { taxClass: 'standard', rate: 2000, netCents: 2750, taxCents: 550, shippingCents: 300, removedCents: 0 },
      { taxClass: 'reduced', rate: 500, netCents: 1048, taxCents: 52, shippingCents: 100, removedCents: 0 },
    ]);
  });

  it('charges an export without the tax in its prices when the shop says so, and says what came off', () => {
    const tax = taxOf({ lines: [standard(1200), reduced(2100)], shippingCents: 600, rates, pricesIncludeTax: true, taxed: false, exportsWithoutTax: true });
    expect({ taxCents: tax.taxCents, exemptCents: tax.exemptCents, totalCents: tax.totalCents, parts: tax.parts.map((part) => [part.rate, part.netCents, part.removedCents]) }).toEqual({
      taxCents: 0,
      // Standard: 1200 + 218 of the delivery = 1418, 236 of it tax; reduced: 2100 + 382 = 2482, 118 of it tax.
      exemptCents: 354,
      totalCents: 3546,
      parts: [
        [0, 1182, 236],
        [0, 2364, 118],
      ],
    });
  });

  it('adds nothing to an export of prices without tax, whatever the shop says of exports', () => {
    const tax = taxOf({ lines: [standard(1200)], shippingCents: 0, rates, pricesIncludeTax: false, taxed: false, exportsWithoutTax: true });
    expect({ taxCents: tax.taxCents, exemptCents: tax.exemptCents, totalCents: tax.totalCents }).toEqual({ taxCents: 0, exemptCents: 0, totalCents: 1200 });
  });

  it('keeps prices with tax in them whole: net and tax add up to what was priced, at any rate', () => {
    for (const rate of [0, 1, 500, 1750, 2000, 2500, 10_000]) {
      for (const amount of [1, 5, 99, 1001, 123_457, 99_999_999_999]) {
        const [part] = taxOf({ lines: [standard(amount)], shippingCents: 0, rates: { standard: rate, reduced: 0 }, pricesIncludeTax: true, taxed: true, exportsWithoutTax: false }).parts;
        expect(part!.netCents + part!.taxCents).toBe(amount);
        expect(part!.taxCents).toBe(Math.round((amount * rate) / (10_000 + rate)));
      }
    }
  });
});

describe('the arithmetic under it', () => {
  it.each([
    [5, 1, 10, 1],
    [4, 1, 10, 0],
    [15, 1, 10, 2],
    [0, 2000, 7, 0],
    [999, 2000, 12_000, 167],
    // 50 lines of the dearest tool at 100%: past 2^53 on the way, exact at the end.
    [5_000_000_000_000, 10_000, 20_000, 2_500_000_000_000],
    [4_999_999_999_999, 2000, 12_000, 833_333_333_333],
  ])('%i × %i / %i rounds half up to %i', (amount, rate, divisor, expected) => {
    expect(scaleRoundingHalfUp(amount, rate, divisor)).toBe(expected);
  });

  it.each([
    [100, [1, 1, 1], [34, 33, 33]],
    [101, [1, 1, 1], [34, 34, 33]],
    [500, [6000, 2000, 2000], [300, 100, 100]],
    [7, [0, 0], [7, 0]],
    [99_999_999_999, [99_999_999_999, 1], [99_999_999_998, 1]],
  ])('%i shared by %j is %j', (amount, weights, parts) => {
    expect(apportion(amount, weights)).toEqual(parts);
    expect(parts.reduce((sum, part) => sum + part, 0)).toBe(amount);
  });
});
