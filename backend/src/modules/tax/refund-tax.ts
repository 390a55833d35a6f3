// What a refund of part of an order gives back and the tax in it, by the order's own tax as it was
// charged: never by today's rates or settings. Pure, in integer cents.
//
// Each of the order's rates charged some amount for goods and delivery as priced (`priced`: with the
// tax in it when prices include tax, without when they don't) and took some amount for them
// (`charged`: with the tax added to trade prices, or an export's taken out). A refund of goods and
// delivery as priced is worth, per rate, its share of what that rate charged: priced × charged /
// priced of the order's part, half up. The tax it gives back is its share of the tax of that part:
// worth × tax / charged, half up. The delivery given back is split between the rates as the order's
// delivery was. Refunding a whole part gives back exactly what it charged and the tax it took.
//
// A refund of an amount (a goodwill sum, or part of a line) is split between the rates in proportion
// to the worth of what it names, or, naming nothing, to what each rate charged; its tax follows the
// same shares. So a credit note always states the tax the money it gives back carried.
import { apportion, scaleRoundingHalfUp, type OrderTax, type TaxClass, type TaxedLine, type TaxPart } from './tax-rules.js';

export interface RefundTaxPart {
  taxClass: TaxClass;
  /** The rate charged on the order (basis points). */
  rate: number;
  /** What of the refund is for this rate, tax included. */
  amountCents: number;
  taxCents: number;
}

export interface RefundTax {
  /** What the goods and delivery named are worth, as charged on the order. */
  worthCents: number;
  /** What is given back: the worth, or the amount asked. */
  amountCents: number;
  parts: RefundTaxPart[];
  taxCents: number;
}

/** What the part's goods and delivery were priced at on the order. */
const pricedOf = (order: OrderTax, part: TaxPart) => part.netCents + (order.pricesIncludeTax ? part.taxCents + part.removedCents : 0);
/** What the part's goods and delivery were paid at. */
const chargedOf = (part: TaxPart) => part.netCents + part.taxCents;

/** `amount` × numerator / denominator, half up (0 when the denominator is). */
const share = (amount: number, numerator: number, denominator: number) => (denominator === 0 ? 0 : scaleRoundingHalfUp(amount, numerator, denominator));

/**
 * The refund of `goods` (by class, as priced) and `shippingCents` of the delivery (as priced) of an
 * order charged `order`, or of `amountCents` when the admin names an amount.
 */
export function refundTaxOf(order: OrderTax, goods: TaxedLine[], shippingCents: number, amountCents?: number): RefundTax {
  const { parts } = order;
  const shippingShares = apportion(shippingCents, parts.map((part) => part.shippingCents));
  const worths = parts.map((part, index) => {
    const pricedCents = goods.filter((line) => line.taxClass === part.taxClass).reduce((sum, line) => sum + line.totalCents, 0) + (shippingShares[index] ?? 0);
    return share(pricedCents, chargedOf(part), pricedOf(order, part));
  });
  const worthCents = worths.reduce((sum, worth) => sum + worth, 0);
  const amount = amountCents ?? worthCents;
  // Named goods or delivery weigh the amount; an amount alone is spread as the order was charged.
  const weights = worthCents > 0 ? worths : parts.map(chargedOf);
  const amounts = amount === worthCents ? worths : apportion(amount, weights);
  const refundParts = parts.map((part, index): RefundTaxPart => {
    const partAmount = amounts[index] ?? 0;
    return { taxClass: part.taxClass, rate: part.rate, amountCents: partAmount, taxCents: share(partAmount, part.taxCents, chargedOf(part)) };
  });
  return { worthCents, amountCents: amount, parts: refundParts, taxCents: refundParts.reduce((sum, part) => sum + part.taxCents, 0) };
}
