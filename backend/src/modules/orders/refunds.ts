// An admin's full refund of a paid or shipped order. The provider is asked outside any database
// transaction, under a claim on the order (one refund at a time, across processes); the order then
// moves to refunded from the state it is in at that moment, so a ship that won the race keeps its
// goods out of stock and only an unshipped order's stock returns. The provider's idempotency per
// intent means a retry after a crash (the claim gone stale) gets the same refund back, never a second.
import type { AuditLog } from '../../shared/audit.js';
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
  function record(orderId: string, refundId: string, actor: AuthenticatedUser): Promise<boolean> {
    return deps.db.write(async (transaction) => {
      // A second round only when a ship committed between the read and the UPDATE (PostgreSQL).
      for (let round = 0; round < 2; round += 1) {
        const current = await ordersRepository.findById(orderId, transaction);
        if (!current || refusal('refund', current.status)) return false;
        if (!(await ordersRepository.transition(orderId, 'refund', transaction, { from: current.status, refundId }))) continue;
        if (current.status === 'paid') {
          for (const line of current.lines) {
            if (line.productId) await deps.catalogue.release(line.productId, line.quantity, transaction, { reason: 'refunded', orderId, actor });
          }
        }
        const subject = { type: 'order', id: orderId } as const;
        await deps.audit.record({ actor, kind: 'order.refunded', subject, before: { status: current.status }, after: { status: 'refunded' } }, transaction);
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
      // A paid order always has the intent that paid it (the pay move stamps it).
      if (!order.transactionId) throw new Error(`paid order ${order.id} has no transaction id`);
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
      if (await record(order.id, refundId, admin)) deps.logger.info({ order: order.id, refund: refundId }, 'order refunded in full');
    },
  };
}
