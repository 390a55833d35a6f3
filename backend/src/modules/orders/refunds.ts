// An admin's full refund of a paid or shipped order. The provider is asked outside any database
// transaction, under a claim on the order (one refund at a time, across processes); the order then
// moves to refunded from the state it is in at that moment, so a ship that won the race keeps its
// goods out of stock and only an unshipped order's stock returns. The provider's idempotency per
// intent means a retry after a crash (the claim gone stale) gets the same refund back, never a second.
// An order paid without a payment taken through the shop (no transaction id: the demo orders, a
// bank transfer) has nothing the provider could refund; the admin records a refund made outside
// the shop instead, which moves the order the same way but asks no provider.
import type { AuditLog, AuditValues } from '../../shared/audit.js';
import type { Database } from '../../shared/database.js';
import type { Logger } from '../../shared/logger.js';
import type { PaymentProvider } from '../../shared/payment-provider.js';
import { HttpProblem, conflict } from '../../shared/problem.js';
import type { AuthenticatedUser } from '../../shared/request-context.js';
import type { Catalogue } from './catalogue.js';
import { recordOrderEmail, type OrderEmailDeps } from './order-emails.js';
import { refusal } from './order-state.js';
import type { OrderRecord } from './orders.repository.js';

// Longer than a refund call can take with its retries (stripe-provider.ts: 10 s × 3), so a claim
// this old belongs to a process that died between asking for the refund and recording it.
export const REFUND_CLAIM_MS = 5 * 60_000;

const ALREADY_REFUNDED = 'This order has already been refunded.';
const IN_PROGRESS = 'A refund of this order is already under way.';
const NO_CAPTURED_PAYMENT =
  'This order was not paid through the shop, so there is no payment to refund. Record a refund made outside the shop instead.';
const PAID_THROUGH_SHOP = 'This order was paid through the shop; refund it with Refund, which returns the payment through the payment provider.';

/** How the money went back: through the provider (its refund's id), or outside the shop (the admin's note). */
type RefundMade = { refundId: string } | { outsideNote: string };

/** Why the order can't be refunded in full now, as the problem to answer with; undefined when it can. */
export function fullRefundRefusal(order: OrderRecord): HttpProblem | undefined {
  if (order.refundedAt) return new HttpProblem(409, ALREADY_REFUNDED, { code: 'already_refunded' });
  const refused = refusal('refund', order.status);
  return refused ? conflict(refused) : undefined;
}

export function createRefunds(
  deps: OrderEmailDeps & {
    db: Database;
    provider: PaymentProvider;
    catalogue: Catalogue;
    logger: Logger;
    audit: AuditLog;
  },
) {
  const { ordersRepository } = deps;

  /** Moves the order to refunded and returns unshipped stock; false if it is no longer paid or shipped. */
  function record(orderId: string, made: RefundMade, actor: AuthenticatedUser): Promise<boolean> {
    return deps.db.write(async (transaction) => {
      // A second round only when a ship committed between the read and the UPDATE (PostgreSQL).
      for (let round = 0; round < 2; round += 1) {
        const current = await ordersRepository.findById(orderId, transaction);
        if (!current || refusal('refund', current.status)) return false;
        // An order's transaction id is stamped when it is paid and never changes after.
        if ('outsideNote' in made && current.transactionId) return false;
        const refundId = 'refundId' in made ? made.refundId : undefined;
        if (!(await ordersRepository.transition(orderId, 'refund', transaction, { from: current.status, refundId }))) continue;
        if (current.status === 'paid') {
          for (const line of current.lines) {
            if (line.productId) await deps.catalogue.release(line.productId, line.quantity, transaction, { reason: 'refunded', orderId, actor });
          }
        }
        const subject = { type: 'order', id: orderId } as const;
        const after: AuditValues = 'outsideNote' in made ? { status: 'refunded', outsideShop: true, amountCents: current.totalCents, note: made.outsideNote } : { status: 'refunded' };
        await deps.audit.record({ actor, kind: 'order.refunded', subject, before: { status: current.status }, after }, transaction);
        await recordOrderEmail(deps, 'order-refund-issued', orderId, transaction);
        return true;
      }
      return false;
    });
  }

  return {
    /** Refunds the whole payment of a paid or shipped order, once; a refusal is thrown as a 409 problem. */
    async refundInFull(order: OrderRecord, admin: AuthenticatedUser): Promise<void> {
      const refused = fullRefundRefusal(order);
      if (refused) throw refused;
      if (!order.transactionId) throw new HttpProblem(409, NO_CAPTURED_PAYMENT, { code: 'no_captured_payment' });
      const now = new Date();
      const claimed = await deps.db.write((transaction) =>
        ordersRepository.claimFullRefund(order.id, now, new Date(now.getTime() - REFUND_CLAIM_MS), transaction),
      );
      if (!claimed) {
        const current = await ordersRepository.findById(order.id);
        throw (current && fullRefundRefusal(current)) ?? conflict(IN_PROGRESS);
      }
      let refundId: string;
      try {
        // The order's total is what its intent was verified to have paid: never more.
        refundId = (await deps.provider.refund(order.transactionId, order.totalCents)).id;
      } catch (error) {
        await deps.db.write((transaction) => ordersRepository.releaseRefundClaim(order.id, transaction));
        throw error;
      }
      // False only when a process that took over a stale claim recorded the same refund first.
      if (await record(order.id, { refundId }, admin)) deps.logger.info({ order: order.id, refund: refundId }, 'order refunded in full');
    },

    /** Records that a paid or shipped order without a payment taken through the shop was refunded some other way. */
    async recordOutsideRefund(order: OrderRecord, admin: AuthenticatedUser, note: string): Promise<void> {
      const refused = fullRefundRefusal(order);
      if (refused) throw refused;
      if (order.transactionId) throw new HttpProblem(409, PAID_THROUGH_SHOP, { code: 'paid_through_shop' });
      if (await record(order.id, { outsideNote: note }, admin)) return;
      // Moved meanwhile (refunded, or refunded by another admin a moment ago): say what it is now.
      const current = await ordersRepository.findById(order.id);
      throw (current && fullRefundRefusal(current)) ?? conflict('This order changed meanwhile; please reload.');
    },
  };
}
