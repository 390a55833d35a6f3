// What orders need of the notifications module (wired in app.ts): an email recorded in the same
// transaction as the order's change, so it is sent if and only if the change commits.
import type { Transaction } from 'sequelize';
import type { OrderRecord, OrdersRepository } from './orders.repository.js';

export type OrderEmailKind = 'order-confirmed' | 'payment-reminder' | 'order-shipped' | 'order-cancelled' | 'order-expired' | 'order-refunded' | 'order-refund-issued';

export interface OrderEmails {
  enqueue(kind: OrderEmailKind, order: OrderRecord, transaction: Transaction): Promise<void>;
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
  if (order) await emails.enqueue(kind, order, transaction);
}
