// Refunds of paid and shipped orders, in part or of all that is left, made by an admin.
//
// Through the payment provider: under a claim on the order (one refund at a time, across processes;
// a ship waits for it), the refund is planned from the order as it stands and written `pending`;
// the provider is then asked outside any transaction, with the refund's id as its key, and the
// refund is recorded once it answered: the money given back, the units chosen back into stock, the
// order `refunded` once nothing is left, the audit entry and the customer's email. A provider that
// didn't answer leaves the refund pending (it may have been made): the next refund of the order
// asks again with the same key, so it gets that refund back rather than a second one, and records
// it (answering 409 unless that was what was asked again). A provider that refused it forgets it.
//
// Outside the shop (an order paid without a payment taken through the shop: the demo orders, a bank
// transfer): nothing to ask, so the refund is planned and recorded in one transaction, with the
// admin's note in the audit trail.
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'sequelize';
import type { PartRefund } from '../../shared/api-types.js';
import type { AuditLog } from '../../shared/audit.js';
import type { Database } from '../../shared/database.js';
import type { Logger } from '../../shared/logger.js';
import { dollarsToCents, formatCents } from '../../shared/money.js';
import { ProviderUnavailableError, type PaymentProvider } from '../../shared/payment-provider.js';
import { HttpProblem, conflict, notFound } from '../../shared/problem.js';
import type { AuthenticatedUser } from '../../shared/request-context.js';
import type { Catalogue } from './catalogue.js';
import type { OrderDocuments } from './documents/documents.js';
import { recordOrderEmail, type OrderEmailDeps } from './order-emails.js';
import type { OrderRefundRecord } from './order-refunds.repository.js';
import type { OrderRecord } from './orders.repository.js';
import { planRefund, refundRefusal, restOfOrder } from './refund-plan.js';

// Longer than a refund call can take with its retries (stripe-provider.ts: 10 s × 3), so a claim
// this old belongs to a process that died between asking for the refund and recording it.
export const REFUND_CLAIM_MS = 5 * 60_000;

const ORDER_NOT_FOUND = 'No order with that id.';
const IN_PROGRESS = 'A refund of this order is already under way.';

const earlierRefundRecorded = (refund: OrderRefundRecord) =>
  new HttpProblem(
    409,
    `An earlier refund of ${formatCents(refund.amountCents)} of this order had not been confirmed by the payment provider; it now is, and the order shows it. Refund again only if more is due.`,
    { code: 'earlier_refund_recorded' },
  );

/** The audit trail's words for a refund's lines: "2 × Chisel (back in stock), 1 × Saw". */
const linesInWords = (refund: OrderRefundRecord) =>
  refund.lines.map((line) => `${line.quantity} × ${line.productName}${line.restock ? ' (back in stock)' : ''}`).join(', ');

type Start = { refund: OrderRefundRecord; resumed: boolean } | { busy: true };

export function createRefunds(
  deps: OrderEmailDeps & {
    db: Database;
    provider: PaymentProvider;
    catalogue: Catalogue;
    logger: Logger;
    audit: AuditLog;
    documents: OrderDocuments;
  },
) {
  const { ordersRepository } = deps;
  const refundRows = ordersRepository.refunds;

  /** The refund's effects on the order, in the transaction that records it. */
  async function apply(refund: OrderRefundRecord, actor: AuthenticatedUser, note: string | undefined, transaction: Transaction): Promise<void> {
    const order = await ordersRepository.findById(refund.orderId, transaction);
    if (!order || !(await ordersRepository.addRefunded(order.id, refund.amountCents, transaction))) {
      throw new Error(`refund ${refund.id} of order ${refund.orderId} would pass what was paid`);
    }
    for (const line of refund.lines) {
      if (line.restock && line.productId) await deps.catalogue.release(line.productId, line.quantity, transaction, { reason: 'refunded', orderId: order.id, actor });
    }
    const allGiven = order.refundedCents + refund.amountCents === order.totalCents;
    // The claim held since the plan keeps the order paid or shipped: the move can't lose a race, and
    // if it ever did, nothing of this refund is recorded rather than an order paid back but not refunded.
    if (allGiven) {
      if (!(await ordersRepository.transition(order.id, 'refund', transaction, { from: order.status, refundId: refund.providerRefundId ?? undefined }))) {
        throw new Error(`order ${order.id} moved from ${order.status} while its refund ${refund.id} was recorded`);
      }
    } else await ordersRepository.releaseRefundClaim(order.id, transaction);
    await deps.audit.record(
      {
        actor,
        kind: 'order.refunded',
        subject: { type: 'order', id: order.id },
        before: { status: order.status, refunded: formatCents(order.refundedCents) },
        after: {
          status: allGiven ? 'refunded' : order.status,
          refunded: formatCents(order.refundedCents + refund.amountCents),
          amount: formatCents(refund.amountCents),
          shipping: formatCents(refund.shippingCents),
          lines: linesInWords(refund),
          ...(refund.outsideShop ? { outsideShop: true, note: note ?? null } : {}),
        },
      },
      transaction,
    );
    const creditNote = await deps.documents.issueCreditNote(order, refund, transaction);
    await recordOrderEmail(deps, 'order-refund-issued', order.id, transaction, refund, creditNote);
  }

  /** Claims the order, then plans and writes the refund pending; or the pending one a provider never confirmed. */
  function start(orderId: string, request: PartRefund | ((order: OrderRecord) => PartRefund)): Promise<Start> {
    return deps.db.write(async (transaction): Promise<Start> => {
      const now = new Date();
      const seen = await ordersRepository.findById(orderId, transaction);
      if (!seen) throw notFound(ORDER_NOT_FOUND);
      const refused = refundRefusal(seen, false);
      if (refused) throw refused;
      if (!(await ordersRepository.claimPaidRefund(orderId, now, new Date(now.getTime() - REFUND_CLAIM_MS), transaction))) return { busy: true };
      const pending = await refundRows.findPending(orderId, transaction);
      if (pending) return { refund: pending, resumed: true };
      // Read again under the claim (on PostgreSQL the claim's UPDATE holds the row from here on).
      const order = (await ordersRepository.findById(orderId, transaction)) ?? seen;
      const plan = planRefund(order, typeof request === 'function' ? request(order) : request);
      const refund: OrderRefundRecord = { id: randomUUID(), orderId, status: 'pending', providerRefundId: null, createdAt: now, ...plan };
      await refundRows.insert(refund, transaction);
      return { refund, resumed: false };
    });
  }

  async function throughProvider(orderId: string, request: PartRefund | ((order: OrderRecord) => PartRefund), actor: AuthenticatedUser): Promise<void> {
    const started = await start(orderId, request);
    if ('busy' in started) {
      const current = await ordersRepository.findById(orderId);
      throw (current && refundRefusal(current, false)) ?? conflict(IN_PROGRESS);
    }
    const { refund, resumed } = started;
    const order = await ordersRepository.findById(orderId);
    if (!order?.transactionId) throw new Error(`order ${orderId} has a pending refund but no payment`);
    let providerRefundId: string;
    try {
      providerRefundId = (await deps.provider.refund(order.transactionId, refund.amountCents, refund.id)).id;
    } catch (error) {
      await deps.db.write(async (transaction) => {
        // Unanswered, it may have been made: it stays pending, to be asked again under the same key.
        if (!(error instanceof ProviderUnavailableError)) await refundRows.discardPending(refund.id, transaction);
        await ordersRepository.releaseRefundClaim(orderId, transaction);
      });
      throw error;
    }
    const recorded = await deps.db.write(async (transaction) => {
      // False only when a process that took over a stale claim recorded the same refund first.
      if (!(await refundRows.complete(refund.id, providerRefundId, transaction))) return false;
      await apply({ ...refund, status: 'done', providerRefundId }, actor, undefined, transaction);
      return true;
    });
    if (recorded) deps.logger.info({ order: orderId, refund: providerRefundId, cents: refund.amountCents }, 'order refunded');
    if (resumed && !(await askedFor(refund, request))) throw earlierRefundRecorded(refund);
  }

  /** Whether the refund just recorded is what was asked again (the admin retrying after a 502): then the answer is the refunded order. */
  async function askedFor(refund: OrderRefundRecord, request: PartRefund | ((order: OrderRecord) => PartRefund)): Promise<boolean> {
    if (typeof request === 'function') return (await ordersRepository.findById(refund.orderId))?.status === 'refunded';
    const key = (lines: Array<{ line: number; quantity: number; restock: boolean }>) =>
      JSON.stringify(lines.map(({ line, quantity, restock }) => [line, quantity, restock]).sort());
    return (
      key(request.lines ?? []) === key(refund.lines) &&
      Boolean(request.shipping) === refund.shippingCents > 0 &&
      (request.amount === undefined || dollarsToCents(Number(request.amount)) === refund.amountCents)
    );
  }

  async function outsideShop(orderId: string, request: PartRefund | ((order: OrderRecord) => PartRefund), actor: AuthenticatedUser): Promise<void> {
    await deps.db.write(async (transaction) => {
      const now = new Date();
      const seen = await ordersRepository.findById(orderId, transaction);
      if (!seen) throw notFound(ORDER_NOT_FOUND);
      const refused = refundRefusal(seen, true);
      if (refused) throw refused;
      if (!(await ordersRepository.claimPaidRefund(orderId, now, new Date(now.getTime() - REFUND_CLAIM_MS), transaction))) {
        // On PostgreSQL the claim waited for another refund's transaction: say what that left.
        const current = await ordersRepository.findById(orderId, transaction);
        throw (current && refundRefusal(current, true)) ?? conflict(IN_PROGRESS);
      }
      const order = (await ordersRepository.findById(orderId, transaction)) ?? seen;
      const asked = typeof request === 'function' ? request(order) : request;
      const plan = planRefund(order, asked);
      const refund: OrderRefundRecord = { id: randomUUID(), orderId, status: 'done', providerRefundId: null, createdAt: now, ...plan };
      await refundRows.insert(refund, transaction);
      await apply(refund, actor, asked.note?.trim(), transaction);
    });
  }

  return {
    /** Gives back what `request` asks of the order; a refusal is thrown as a 4xx problem, and nothing changes. */
    refundPart(orderId: string, request: PartRefund, admin: AuthenticatedUser): Promise<void> {
      return request.outsideShop ? outsideShop(orderId, request, admin) : throughProvider(orderId, request, admin);
    },

    /** Gives back all that is left of the order's payment through the provider: every unit and the delivery not refunded yet. */
    refundRest(orderId: string, admin: AuthenticatedUser): Promise<void> {
      return throughProvider(orderId, (order) => restOfOrder(order, false), admin);
    },

    /** Records that all that is left of an order without a payment taken through the shop went back some other way. */
    recordOutsideRefund(orderId: string, admin: AuthenticatedUser, note: string): Promise<void> {
      return outsideShop(orderId, (order) => ({ ...restOfOrder(order, true), note }), admin);
    },
  };
}
