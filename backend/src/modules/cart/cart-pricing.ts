// A cart line priced with the catalogue as it is now (its price break applied, shared/price-breaks.ts),
// with the reason it can't be ordered as it stands (the one quantity rule, shared/quantity-rule.ts).
// The cart's reads, a visitor's pricing, the checkout and Buy Now all price lines here.
import type { Cart, CartLine, CartLineIssue, TaxClass } from '../../shared/api-types.js';
import { formatCents, multiplyCents } from '../../shared/money.js';
import { nextPriceBreak, unitPriceCents, type PriceBreak } from '../../shared/price-breaks.js';
import { quantityIssue } from '../../shared/quantity-rule.js';

export interface CartProduct {
  id: string;
  name: string;
  image: string;
  priceCents: number;
  priceBreaks: PriceBreak[];
  minimum: number;
  available: number;
  /** As packed, for delivery by weight; null until weighed. */
  weightGrams: number | null;
  taxClass: TaxClass;
}

/** A line as the cart holds it; a visitor's has no remembered name or image. */
export interface CartEntry {
  productId: string;
  quantity: number;
  productName?: string;
  image?: string;
}

export interface PricedLine {
  productId: string;
  quantity: number;
  /** Null once the product is deleted. */
  product: CartProduct | null;
  issue: CartLineIssue | null;
  /** What one costs at this quantity, its break applied; null once the product is deleted. */
  unitPriceCents: number | null;
  /** unitPrice × quantity in cents; null once the product is deleted. */
  totalCents: number | null;
  line: CartLine;
}

export const lineIssue = (product: CartProduct | undefined, quantity: number): CartLineIssue | null =>
  product ? quantityIssue(product, quantity) : 'product_deleted';

export function priceLine(entry: CartEntry, product: CartProduct | undefined): PricedLine {
  const issue = lineIssue(product, entry.quantity);
  const unitCents = product ? unitPriceCents(product, entry.quantity) : null;
  const totalCents = unitCents === null ? null : multiplyCents(unitCents, entry.quantity);
  // Only a break the stock could fill is one the shopper can reach.
  const ahead = product ? nextPriceBreak(product, entry.quantity) : null;
  const next = ahead && product && ahead.minQuantity <= product.available ? ahead : null;
  return {
    productId: entry.productId,
    quantity: entry.quantity,
    product: product ?? null,
    issue,
    unitPriceCents: unitCents,
    totalCents,
    line: {
      productId: entry.productId,
      name: product?.name ?? entry.productName ?? null,
      image: product?.image ?? entry.image ?? null,
      unitPrice: unitCents === null ? null : formatCents(unitCents),
      quantity: entry.quantity,
      lineTotal: totalCents === null ? null : formatCents(totalCents),
      available: product?.available ?? 0,
      minimum: product?.minimum ?? null,
      issue,
      ...(next && { nextBreak: { minQuantity: next.minQuantity, more: next.more, unitPrice: formatCents(next.unitCents) } }),
    },
  };
}

/** What an order of these lines costs: the lines without an issue. */
export const orderableTotalCents = (lines: PricedLine[]): number =>
  lines.reduce((total, line) => (line.issue === null && line.totalCents !== null ? total + line.totalCents : total), 0);

export const toCart = (lines: PricedLine[]): Cart => ({ lines: lines.map((priced) => priced.line), total: formatCents(orderableTotalCents(lines)) });
