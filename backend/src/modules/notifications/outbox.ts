// What the orders module calls, inside the transaction that changed the order: the email is
// recorded with the change, or not at all if the transaction rolls back.
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'sequelize';
import { PASSWORD_RESET } from './account-email.js';
import { detailsOf, type OrderEmailKind, type OrderEmailOrder } from './order-email.js';
import type { OutboxRepository } from './outbox.repository.js';

export function createOrderEmails(outboxRepository: OutboxRepository) {
  return {
    enqueue: (kind: OrderEmailKind, order: OrderEmailOrder, transaction: Transaction): Promise<void> =>
      // One email per order and event (a cancelled order is never cancelled, or expired, twice), and per refund.
      outboxRepository.enqueue(
        { dedupeKey: order.refund ? `${order.id}:${kind}:${order.refund.id}` : `${order.id}:${kind}`, kind, recipient: order.email, details: detailsOf(order) },
        transaction,
      ),
  };
}

export type OrderEmails = ReturnType<typeof createOrderEmails>;

export function createAccountEmails(outboxRepository: OutboxRepository) {
  return {
    // Each request its own email: the rate limits, not the outbox, bound how many an address gets.
    passwordReset: (recipient: string, oobCode: string, transaction: Transaction): Promise<void> =>
      outboxRepository.enqueue({ dedupeKey: `${PASSWORD_RESET}:${randomUUID()}`, kind: PASSWORD_RESET, recipient, details: { oobCode } }, transaction),
  };
}

export type AccountEmails = ReturnType<typeof createAccountEmails>;
