// What orders need of the notifications module (wired in app.ts): an email recorded in the same
// transaction as the order's change, so it is sent if and only if the change commits.
import type { Transaction } from 'sequelize';
import type { OrderKeySeal } from '../../shared/auth/order-key-seal.js';
import { documentNumber } from './documents/document-content.js';
import type { OrderDocumentRecord } from './documents/documents.repository.js';
import type { OrderRefundRecord } from './order-refunds.repository.js';
import type { OrderRecord, OrdersRepository } from './orders.repository.js';

export type OrderEmailKind = 'order-confirmed' | 'payment-reminder' | 'order-shipped' | 'order-cancelled' | 'order-expired' | 'order-refunded' | 'order-refund-issued';

/**
 * The order as its email shows it. `guest`: an order of no account, which opens only with its key
 * (null when the key can't be recovered: the email then links to the shop, not to a page it can't
 * open). The notifications module's links.ts turns this into the email's links.
 */
export type EmailedOrder = OrderRecord & { guest?: { key: string | null }; refund?: EmailedRefund; attachment?: EmailedDocument };

/** The invoice or credit note an email carries, made into its PDF when the email is sent. */
export interface EmailedDocument {
  orderId: string;
  documentId: string;
  /** As printed on it: "INV-000042". */
  number: string;
}

/** The refund an order-refund-issued email is about. */
export interface EmailedRefund {
  id: string;
  amountCents: number;
  shippingCents: number;
  lines: Array<{ productName: string; quantity: number }>;
  final: boolean;
}

export interface OrderEmails {
  enqueue(kind: OrderEmailKind, order: EmailedOrder, transaction: Transaction): Promise<void>;
}

export interface OrderEmailDeps {
  emails: OrderEmails;
  ordersRepository: OrdersRepository;
  orderKeys: Pick<OrderKeySeal, 'open'>;
}

/**
 * A guest order's key, recovered from its sealed copy; null when it has none (placed before keys
 * were sealed) or the sealed value doesn't open (altered, or sealed under another secret): the
 * email still goes, without a link that would not work.
 */
function guestKeyOf(order: OrderRecord, orderKeys: OrderEmailDeps['orderKeys']): string | null {
  return order.keySealed === null ? null : (orderKeys.open(order.keySealed, order.id) ?? null);
}

/**
 * Records `kind` for the order as it now stands in `transaction` (after the change that caused it);
 * `refund`: the refund an order-refund-issued email is about; `document`: the invoice or credit
 * note it carries.
 */
export async function recordOrderEmail(
  deps: OrderEmailDeps,
  kind: OrderEmailKind,
  orderId: string,
  transaction: Transaction,
  refund?: OrderRefundRecord,
  document?: OrderDocumentRecord,
): Promise<void> {
  const order = await deps.ordersRepository.findById(orderId, transaction);
  if (!order) return;
  // An order a verified account took over is that account's: its emails lead to the account's pages.
  const emailed: EmailedOrder = order.userId === null ? { ...order, guest: { key: guestKeyOf(order, deps.orderKeys) } } : { ...order };
  if (refund) {
    emailed.refund = {
      id: refund.id,
      amountCents: refund.amountCents,
      shippingCents: refund.shippingCents,
      lines: refund.lines.map(({ productName, quantity }) => ({ productName, quantity })),
      final: order.refundedCents >= order.totalCents,
    };
  }
  if (document) emailed.attachment = { orderId: document.orderId, documentId: document.id, number: documentNumber(document.kind, document.number) };
  await deps.emails.enqueue(kind, emailed, transaction);
}
