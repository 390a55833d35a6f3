// What an order email says, as the outbox keeps it: a snapshot of the order taken in the
// transaction that changed it, so the email tells what happened then, whatever happens next.
import { rateText } from '../tax/index.js';

export const ORDER_EMAIL_KINDS = ['order-confirmed', 'payment-reminder', 'order-shipped', 'order-cancelled', 'order-expired', 'order-refunded', 'order-refund-issued'] as const;

export type OrderEmailKind = (typeof ORDER_EMAIL_KINDS)[number];

/**
 * Kinds the outbox may still hold from before the shop sent one confirmation after payment and a
 * reminder only before the hold ends: each is sent as the email that took its place.
 */
const RENAMED = { 'order-placed': 'payment-reminder', 'payment-received': 'order-confirmed' } as const satisfies Record<string, OrderEmailKind>;

export type StoredEmailKind = OrderEmailKind | keyof typeof RENAMED;

export const currentKind = (kind: StoredEmailKind): OrderEmailKind => (kind in RENAMED ? RENAMED[kind as keyof typeof RENAMED] : (kind as OrderEmailKind));

/** One tool of the order, at the price it was ordered at. */
export interface OrderEmailLine {
  productName: string;
  quantity: number;
  unitPriceCents: number;
  totalCents: number;
}

/** The order's details an email shows; the orders module passes its own record, which has them all. */
export interface OrderEmailOrder {
  id: string;
  number: number;
  userName: string;
  email: string;
  lines: OrderEmailLine[];
  shipping: { name: string; priceCents: number } | null;
  /** The tax it was placed with (rates in hundredths of a percent); null for an order from before the shop kept it. */
  tax: { pricesIncludeTax: boolean; exemptCents: number; parts: Array<{ rate: number; taxCents: number }> } | null;
  totalCents: number;
  address: string;
  phone: string;
  createdAt: Date;
  holdExpiresAt: Date | null;
  /** An order of no account: it opens with its key alone (null: the key couldn't be recovered). */
  guest?: { key: string | null };
  /** The refund the email is about (order-refund-issued): each refund its own email. */
  refund?: OrderEmailRefund;
  /** The invoice or credit note it carries. */
  attachment?: OrderEmailAttachment;
}

/** A document of the order an email carries, made into its PDF when the email is sent. */
export interface OrderEmailAttachment {
  orderId: string;
  documentId: string;
  /** As printed on it: "INV-000042". */
  number: string;
}

/** An order's tax as its emails state it: each rate charged ("20", "17.5") and its tax, and an export's tax taken off. */
export interface OrderEmailTax {
  pricesIncludeTax: boolean;
  exemptCents: number;
  rates: Array<{ percent: string; taxCents: number }>;
}

/** One refund of the order: what went back, and for which tools. */
export interface OrderEmailRefund {
  id: string;
  amountCents: number;
  shippingCents: number;
  lines: Array<{ productName: string; quantity: number }>;
  /** Nothing is left to refund after it. */
  final: boolean;
}

/**
 * The snapshot as stored (JSON: dates as ISO strings). No payment provider's ids: the customer
 * knows the order by its number; those ids are for the admin's order page. (Snapshots stored
 * before carry them still, unread.)
 */
export interface OrderEmailDetails {
  orderId: string;
  /** The short number people use ("#1042"); absent from snapshots stored before orders had one. */
  orderNumber?: number;
  customerName: string;
  lines: OrderEmailLine[];
  /** How it is delivered and what that cost; absent for an order from before delivery was charged, and from snapshots stored before. */
  shipping?: { name: string; priceCents: number };
  /** Absent for an order from before the shop kept tax, and from snapshots stored before. */
  tax?: OrderEmailTax;
  totalCents: number;
  address: string;
  phone: string;
  placedAt: string;
  holdExpiresAt: string | null;
  /**
   * A guest's order, with the key its links open it with (links.ts); absent for an account's
   * order and from snapshots stored before guests. (Snapshots that carry an `orderLink` from before
   * links.ts decided every link keep it, unread.)
   */
  guest?: { key: string | null };
  /** The refund an order-refund-issued email is about; absent from other emails and from snapshots stored before refunds of part of an order. */
  refund?: OrderEmailRefund;
  /** The invoice (order-confirmed) or credit note (order-refund-issued) it carries; absent from snapshots stored before. */
  attachment?: OrderEmailAttachment;
}

export const detailsOf = (order: OrderEmailOrder): OrderEmailDetails => ({
  orderId: order.id,
  orderNumber: order.number,
  customerName: order.userName,
  lines: order.lines.map(({ productName, quantity, unitPriceCents, totalCents }) => ({ productName, quantity, unitPriceCents, totalCents })),
  ...(order.shipping ? { shipping: { name: order.shipping.name, priceCents: order.shipping.priceCents } } : {}),
  ...(order.tax
    ? {
        tax: {
          pricesIncludeTax: order.tax.pricesIncludeTax,
          exemptCents: order.tax.exemptCents,
          rates: order.tax.parts.filter((part) => part.taxCents > 0).map((part) => ({ percent: rateText(part.rate), taxCents: part.taxCents })),
        },
      }
    : {}),
  totalCents: order.totalCents,
  address: order.address,
  phone: order.phone,
  placedAt: order.createdAt.toISOString(),
  holdExpiresAt: order.holdExpiresAt ? order.holdExpiresAt.toISOString() : null,
  ...(order.guest === undefined ? {} : { guest: { key: order.guest.key } }),
  ...(order.refund ? { refund: order.refund } : {}),
  ...(order.attachment ? { attachment: order.attachment } : {}),
});

/** A snapshot recorded before orders had lines: its one tool, in the fields it had then. */
type LegacyDetails = Omit<OrderEmailDetails, 'lines'> & Omit<OrderEmailLine, 'totalCents'>;

/** A stored snapshot, whenever it was recorded: one written before orders had lines gets its one line. */
export function storedDetails(payload: string): OrderEmailDetails {
  const stored = JSON.parse(payload) as OrderEmailDetails | LegacyDetails;
  if ('lines' in stored) return stored;
  const { productName, quantity, unitPriceCents, ...rest } = stored;
  return { ...rest, lines: [{ productName, quantity, unitPriceCents, totalCents: stored.totalCents }] };
}

/** How an email names the order: "#1042", or its id in a snapshot from before orders had numbers. */
export const orderLabel = (details: Pick<OrderEmailDetails, 'orderId' | 'orderNumber'>): string =>
  details.orderNumber === undefined ? details.orderId : `#${details.orderNumber}`;
