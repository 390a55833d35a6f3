// What a payment the provider reports does to its order: a succeeded intent settles the order as
// paid, once, whoever reports it (the PATCH from the browser, the Stripe webhook, a cancel that found
// the payment already through); a succeeded intent for an order cancelled meanwhile is refunded,
// once per intent, whoever reports it first.
import type { Database } from '../../shared/database.js';
import type { Logger } from '../../shared/logger.js';
import { askProvider, type PaymentProvider } from '../../shared/payment-provider.js';
import { HttpProblem, conflict } from '../../shared/problem.js';
import type { OrderDocuments } from './documents/documents.js';
import { recordOrderEmail, type OrderEmailDeps } from './order-emails.js';
import { refusal } from './order-state.js';
import type { OrderRecord } from './orders.repository.js';
import { REFUND_CLAIM_MS } from './refunds.js';

const REFUND_PROVIDER_DOWN = 'This order was cancelled, so your payment is being refunded, but the payment provider did not answer. Please try again.';


export function createSettlement(deps: OrderEmailDeps & { db: Database; provider: PaymentProvider; logger: Logger; documents: OrderDocuments }) {
  const { ordersRepository } = deps;
  /** Marks the order paid with this intent; true if this call did it, false if it already was. */
  async function settle(order: OrderRecord, intentId: string): Promise<boolean> {
    if (order.status !== 'unpaid') {
      if (order.transactionId === intentId) return false;
      throw conflict(refusal('pay', order.status) ?? 'This order can’t be paid now.');
    }
    const paid = await deps.db.write(async (transaction) => {
      if (!(await ordersRepository.transition(order.id, 'pay', transaction, { transactionId: intentId }))) return false;
      // Its invoice takes the next number in this transaction: a payment that rolls back takes none.
      // What it says (lines, delivery, tax, buyer) is as placed: the read before the move serves.
      const invoice = await deps.documents.issueInvoice(order, transaction);
      await recordOrderEmail(deps, 'order-confirmed', order.id, transaction, undefined, invoice);
      return true;
    });
    if (paid) return true;
    const current = await ordersRepository.findById(order.id);
    if (current?.transactionId === intentId) return false;
    throw conflict((current && refusal('pay', current.status)) ?? 'This order changed meanwhile; please reload.');
  }

  /**
   * Gives back a payment that succeeded for the cancelled order's own intent. The claim lets one
   * caller ask the provider; the provider's own idempotency per intent covers a crash between its
   * answer and the record, when a later delivery takes over the stale claim.
   */
  async function refundLatePayment(order: OrderRecord, intentId: string): Promise<void> {
    if (order.refundedAt) return;
    const now = new Date();
    const staleBefore = new Date(now.getTime() - REFUND_CLAIM_MS);
    const claimed = await deps.db.write((transaction) => ordersRepository.claimRefund(order.id, intentId, now, staleBefore, transaction));
    if (!claimed) return;
    try {
      const refund = await deps.provider.refund(intentId, order.totalCents, intentId);
      await deps.db.write(async (transaction) => {
        if (await ordersRepository.recordRefund(order.id, refund.id, new Date(), transaction)) {
          await recordOrderEmail(deps, 'order-refunded', order.id, transaction);
        }
      });
      deps.logger.warn({ order: order.id, intent: intentId, refund: refund.id }, 'payment succeeded for a cancelled order: refunded');
    } catch (error) {
      await deps.db.write((transaction) => ordersRepository.releaseRefundClaim(order.id, transaction));
      throw error;
    }
  }

  return {
    settle,

    /**
     * Settles the order with its succeeded intent, or refunds the payment when the order was
     * cancelled. Other refusals (paid by another intent) are thrown as they are.
     */
    async settleOrRefund(order: OrderRecord, intentId: string): Promise<'paid' | 'refunded'> {
      try {
        await settle(order, intentId);
        return 'paid';
      } catch (error) {
        if (!(error instanceof HttpProblem) || error.status !== 409) throw error;
        const current = await ordersRepository.findById(order.id);
        if (current?.status !== 'cancelled' || current.paymentIntentId !== intentId) throw error;
        await askProvider(() => refundLatePayment(current, intentId), REFUND_PROVIDER_DOWN);
        return 'refunded';
      }
    },
  };
}

export type Settlement = ReturnType<typeof createSettlement>;
