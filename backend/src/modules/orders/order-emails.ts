// What orders need of the notifications module (wired in app.ts): an email recorded in the same
// transaction as the order's change, so it is sent if and only if the change commits.
import type { Transaction } from 'sequelize';
import type { OrderRecord, OrdersRepository } from './orders.repository.js';

export type OrderEmailKind = 'order-confirmed' | 'payment-reminder' | 'order-shipped' | 'order-cancelled' | 'order-expired' | 'order-refunded' | 'order-refund-issued';

/** The order as its email shows it: `link` is where its "view your order" leads. */
export type EmailedOrder = OrderRecord & { link: string };

export interface OrderEmails {
  enqueue(kind: OrderEmailKind, order: EmailedOrder, transaction: Transaction): Promise<void>;
}

/**
 * Where an email sends its reader to see the order (a path; the email adds the shop's address).
 * A guest's order opens with its key, which only the first email carries (the shop keeps only its
 * hash), in the fragment: the browser never sends it to a server, so it lands in no request log.
 */
export function orderLinkFor(order: Pick<OrderRecord, 'id' | 'userId'>, key?: string): string {
  if (key !== undefined) return `/orders/${order.id}#key=${key}`;
  return order.userId === null ? `/orders/${order.id}` : '/dashboard';
}

/** Records `kind` for the order as it now stands in `transaction` (after the change that caused it). */
export async function recordOrderEmail(
  emails: OrderEmails,
  ordersRepository: OrdersRepository,
  kind: OrderEmailKind,
  orderId: string,
  transaction: Transaction,
): Promise<void> {
  const order = await ordersRepository.findById(orderId, transaction);
  if (order) await emails.enqueue(kind, { ...order, link: orderLinkFor(order) }, transaction);
}
