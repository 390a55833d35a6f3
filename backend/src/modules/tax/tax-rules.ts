// What tax an order carries: the one place it is worked out, for the cart, the checkout, the order
// and its refunds (refund-tax.ts). Pure: amounts in, amounts out, all in integer cents.
//
// The rule, once (docs/tax.md says it in words):
// - Each tool has a tax class (standard, reduced, zero); each class has the shop's rate for it.
// - The delivery charge is taxed like the goods it carries: split between the classes in proportion
//   to the lines' value (largest remainder, so the parts add up to the charge to the cent).
// - Tax is worked out once per rate, on everything at that rate together, never per line; each
//   rate's tax is rounded half up to the cent. Prices that include tax: tax = gross × r / (1 + r);
//   prices that don't: tax = net × r, added to the total. Exact integer arithmetic throughout.
// - An order delivered outside the shop's country is an export: every rate is 0. Prices that
//   include tax are charged as they are, or, when the shop says so, without the tax in them (the
//   same rounding says how much comes off).

import type { TaxClass } from '../../shared/api-types.js';

export type { TaxClass };
/** The contract's classes, in the order an order's tax lists them. */
export const TAX_CLASSES: readonly TaxClass[] = ['standard', 'reduced', 'zero'];

/** A rate in hundredths of a percent: 2000 is 20%, 550 is 5.5%. */
export type BasisPoints = number;

export interface TaxRates {
  standard: BasisPoints;
  reduced: BasisPoints;
}

export interface TaxedLine {
  taxClass: TaxClass;
  totalCents: number;
}

export interface TaxPart {
  taxClass: TaxClass;
  rate: BasisPoints;
  /** What is taxed at this rate, without the tax. */
  netCents: number;
  taxCents: number;
  /** The part of the delivery charge taxed at this rate (as priced: with the tax in it when prices include tax). */
  shippingCents: number;
  /** An export's: the shop's tax taken out of prices that include it. */
  removedCents: number;
}

export interface OrderTax {
  pricesIncludeTax: boolean;
  /** One part per class the order holds, in the order of TAX_CLASSES. */
  parts: TaxPart[];
  taxCents: number;
  /** An export's: the shop's tax taken out of prices that include it (0 otherwise). */
  exemptCents: number;
  /** What is paid: the lines and the delivery, with the tax added when prices don't include it, or an export's taken out. */
  totalCents: number;
}

export interface TaxQuestion {
  lines: TaxedLine[];
  shippingCents: number;
  rates: TaxRates;
  pricesIncludeTax: boolean;
  /** False for an export: delivered outside the shop's country. */
  taxed: boolean;
  /** An export is charged its prices without the tax in them (only prices that include tax have any to take out). */
  exportsWithoutTax: boolean;
}

const ONE = 10_000;

/**
 * amount × rate / divisor rounded half up, for whole non-negative numbers, exactly: in BigInt, as
 * a cart of many dear lines times a rate can pass 2^53 on the way.
 */
export function scaleRoundingHalfUp(amount: number, rate: number, divisor: number): number {
  if (![amount, rate, divisor].every(Number.isSafeInteger) || amount < 0 || rate < 0 || divisor <= 0) throw new Error(`can't scale ${amount} by ${rate}/${divisor}`);
  const [n, d] = [BigInt(amount) * BigInt(rate), BigInt(divisor)];
  const quotient = n / d;
  return Number(2n * (n - quotient * d) >= d ? quotient + 1n : quotient);
}

/**
 * `amount` split in proportion to `weights`, each part a whole number of cents, adding up to
 * `amount`: every part gets its share rounded down, and the cents left go to the largest
 * remainders (the earlier part on a tie). All weights 0: the whole amount goes to the first.
 */
export function apportion(amount: number, weights: number[]): number[] {
  if (weights.length === 0) return [];
  const whole = weights.reduce((sum, weight) => sum + weight, 0);
  if (whole === 0) return weights.map((_, index) => (index === 0 ? amount : 0));
  // amount × weight can pass 2^53 (a dear delivery over a dear order): BigInt keeps it exact.
  const shares = weights.map((weight) => {
    const exact = BigInt(amount) * BigInt(weight);
    return { floor: Number(exact / BigInt(whole)), remainder: Number(exact % BigInt(whole)) };
  });
  let left = amount - shares.reduce((sum, share) => sum + share.floor, 0);
  const byRemainder = shares.map((share, index) => ({ ...share, index })).sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  const parts = shares.map((share) => share.floor);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    parts[index]! += 1;
    left -= 1;
  }
  return parts;
}

/** The tax of an order: its lines as priced, and its delivery charge. */
export function taxOf({ lines, shippingCents, rates, pricesIncludeTax, taxed, exportsWithoutTax }: TaxQuestion): OrderTax {
  const classes = TAX_CLASSES.filter((taxClass) => lines.some((line) => line.taxClass === taxClass));
  const goods = classes.map((taxClass) => lines.filter((line) => line.taxClass === taxClass).reduce((sum, line) => sum + line.totalCents, 0));
  const shipping = apportion(shippingCents, goods);
  const parts = classes.map((taxClass, index): TaxPart => {
    const homeRate = taxClass === 'zero' ? 0 : rates[taxClass];
    const amount = goods[index]! + shipping[index]!;
    const part = { taxClass, shippingCents: shipping[index]! };
    if (pricesIncludeTax && (taxed || exportsWithoutTax)) {
      const homeTax = scaleRoundingHalfUp(amount, homeRate, ONE + homeRate);
      // An export charged without the shop's tax pays the price less the tax in it.
      return taxed ? { ...part, rate: homeRate, netCents: amount - homeTax, taxCents: homeTax, removedCents: 0 } : { ...part, rate: 0, netCents: amount - homeTax, taxCents: 0, removedCents: homeTax };
    }
    const rate = taxed ? homeRate : 0;
    return { ...part, rate, netCents: amount, taxCents: scaleRoundingHalfUp(amount, rate, ONE), removedCents: 0 };
  });
  const taxCents = parts.reduce((sum, part) => sum + part.taxCents, 0);
  const exemptCents = parts.reduce((sum, part) => sum + part.removedCents, 0);
  const priced = goods.reduce((sum, amount) => sum + amount, 0) + shippingCents;
  return { pricesIncludeTax, parts, taxCents, exemptCents, totalCents: pricesIncludeTax ? priced - exemptCents : priced + taxCents };
}
