// What an invoice or a credit note says, worked out once when it is issued and kept as it was: the
// seller and the buyer as they were then, the lines at the prices charged, the tax per rate as the
// order (or the refund, by the order's own tax: tax/refund-tax.ts) carried it, and the total.
import type { BusinessDetails } from '../../../shared/api-types.js';
import { multiplyCents } from '../../../shared/money.js';
import { refundTaxOf, type TaxClass } from '../../tax/index.js';
import type { OrderRefundRecord } from '../order-refunds.repository.js';
import type { OrderRecord } from '../orders.repository.js';
import { lineTaxClass } from '../refund-plan.js';
import type { DocumentKind } from './documents.repository.js';

export interface DocumentLine {
  description: string;
  quantity: number;
  unitCents: number;
  /** As priced: with the tax in it when the prices include tax. */
  amountCents: number;
  /** The rate charged (basis points); null for a line of an order from before the shop kept it. */
  rate: number | null;
}

export interface DocumentTax {
  rate: number;
  netCents: number;
  taxCents: number;
}

export interface DocumentContent {
  kind: DocumentKind;
  /** As printed: "INV-000042", "CN-000007". */
  number: string;
  issuedAt: string;
  order: { id: string; number: number; placedAt: string };
  /** A credit note's: the invoice it credits. */
  credits: string | null;
  seller: BusinessDetails;
  buyer: { name: string; email: string; address: string; country: string | null; vatNumber: string | null };
  pricesIncludeTax: boolean;
  lines: DocumentLine[];
  /** The delivery charged (or given back), as priced; null when there is none. */
  shipping: { description: string; amountCents: number; rate: number | null } | null;
  taxes: DocumentTax[];
  taxCents: number;
  /** An export's: the shop's tax taken out of prices that include it. */
  exemptCents: number;
  totalCents: number;
  /** Said under the totals: why an export carries no tax, or that the amount was agreed. */
  notes: string[];
}

const PREFIX: Record<DocumentKind, string> = { invoice: 'INV', 'credit-note': 'CN' };

/** "INV-000042": the series' prefix and the number, six digits at least. */
export const documentNumber = (kind: DocumentKind, number: number) => `${PREFIX[kind]}-${String(number).padStart(6, '0')}`;

/** The rate each class was charged at on the order (a class the order doesn't hold has none). */
function ratesOf(order: OrderRecord): Map<TaxClass, number> {
  return new Map(order.tax?.parts.map((part) => [part.taxClass, part.rate]) ?? []);
}

const EXPORT_NOTE = 'Delivered outside the seller’s country: no VAT is charged (export).';

function header(kind: DocumentKind, number: number, issuedAt: Date, order: OrderRecord, seller: BusinessDetails) {
  return {
    kind,
    number: documentNumber(kind, number),
    issuedAt: issuedAt.toISOString(),
    order: { id: order.id, number: order.number, placedAt: order.createdAt.toISOString() },
    seller,
    buyer: { name: order.userName, email: order.email, address: order.address, country: order.country, vatNumber: order.vatNumber },
    pricesIncludeTax: order.tax?.pricesIncludeTax ?? true,
  };
}

const exported = (order: OrderRecord) => order.tax !== null && order.tax.parts.every((part) => part.rate === 0) && order.tax.parts.some((part) => part.removedCents > 0 || part.taxClass !== 'zero');

/** The invoice of a paid order: every line, the delivery, the tax per rate, the total paid. */
export function invoiceContent(order: OrderRecord, number: number, issuedAt: Date, seller: BusinessDetails): DocumentContent {
  const rates = ratesOf(order);
  const tax = order.tax;
  return {
    ...header('invoice', number, issuedAt, order, seller),
    credits: null,
    lines: order.lines.map((line) => {
      const taxClass = lineTaxClass(order, line);
      return { description: line.productName, quantity: line.quantity, unitCents: line.unitPriceCents, amountCents: line.totalCents, rate: taxClass === null ? null : (rates.get(taxClass) ?? null) };
    }),
    shipping: order.shipping && order.shipping.priceCents > 0 ? { description: order.shipping.name, amountCents: order.shipping.priceCents, rate: tax?.parts.length === 1 ? tax.parts[0]!.rate : null } : null,
    taxes: tax?.parts.map((part) => ({ rate: part.rate, netCents: part.netCents, taxCents: part.taxCents })) ?? [],
    taxCents: tax?.taxCents ?? 0,
    exemptCents: tax?.exemptCents ?? 0,
    totalCents: order.totalCents,
    notes: exported(order) ? [EXPORT_NOTE] : [],
  };
}

/** The credit note of a refund: what of the order it gives back, the tax in that, the amount. */
export function creditNoteContent(order: OrderRecord, refund: OrderRefundRecord, invoice: string, number: number, issuedAt: Date, seller: BusinessDetails): DocumentContent {
  const rates = ratesOf(order);
  const lines = refund.lines.map(({ line: index, quantity }) => {
    const line = order.lines[index]!;
    const taxClass = lineTaxClass(order, line);
    return { line, quantity, taxClass, rate: taxClass === null ? null : (rates.get(taxClass) ?? null) };
  });
  const goods = lines.map(({ line, quantity, taxClass }) => ({ taxClass: taxClass ?? 'standard', totalCents: multiplyCents(line.unitPriceCents, quantity) }));
  const tax = order.tax && refundTaxOf(order.tax, goods, refund.shippingCents, refund.amountCents);
  const agreed = tax !== null && tax.amountCents !== tax.worthCents;
  return {
    ...header('credit-note', number, issuedAt, order, seller),
    credits: invoice,
    lines: lines.map(({ line, quantity, rate }) => ({ description: line.productName, quantity, unitCents: line.unitPriceCents, amountCents: multiplyCents(line.unitPriceCents, quantity), rate })),
    shipping: refund.shippingCents > 0 && order.shipping ? { description: order.shipping.name, amountCents: refund.shippingCents, rate: null } : null,
    taxes: tax?.parts.filter((part) => part.amountCents > 0).map((part) => ({ rate: part.rate, netCents: part.amountCents - part.taxCents, taxCents: part.taxCents })) ?? [],
    taxCents: tax?.taxCents ?? 0,
    exemptCents: 0,
    totalCents: refund.amountCents,
    notes: [...(exported(order) ? [EXPORT_NOTE] : []), ...(agreed ? ['The amount refunded was agreed with you; the VAT in it is shared between the rates as the items named were charged.'] : [])],
  };
}
