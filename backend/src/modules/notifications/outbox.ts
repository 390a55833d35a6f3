// What the orders module calls, inside the transaction that changed the order: the email is
// recorded with the change, or not at all if the transaction rolls back.
import type { Transaction } from 'sequelize';
import { detailsOf, type OrderEmailKind, type OrderEmailOrder } from './order-email.js';
import type { OutboxRepository } from './outbox.repository.js';

export function createOrderEmails(outboxRepository: OutboxRepository) {
  return {
    enqueue: (kind: OrderEmailKind, order: OrderEmailOrder, transaction: Transaction): Promise<void> =>
      // One email per order and event: a cancelled order is never cancelled (or expired) twice.
      outboxRepository.enqueue({ dedupeKey: `${order.id}:${kind}`, kind, recipient: order.email, details: detailsOf(order) }, transaction),
  };
}

export type OrderEmails = ReturnType<typeof createOrderEmails>;
