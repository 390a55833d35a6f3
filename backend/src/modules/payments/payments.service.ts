// Payment is verified, never believed: an order becomes paid only when the provider says its
// intent succeeded, for this order, for this order's amount. The PATCH from the browser and the
// Stripe webhook both end in the same idempotent state change.
import type { Order, PaymentIntent, PaymentResult, TestCardPayment } from '../../shared/api-types.js';
import { assertKeyAccess, assertOwnedAccess } from '../../shared/auth/ownership.js';
import type { Logger } from '../../shared/logger.js';
import { askProvider, type PaymentProvider, type ProviderIntent } from '../../shared/payment-provider.js';
import { HttpProblem, badRequest, conflict, notFound } from '../../shared/problem.js';
import type { AuthenticatedUser } from '../../shared/request-context.js';
import type { OrderRecord, OrdersService } from '../orders/index.js';
import type { StripeProvider } from './stripe-provider.js';
import { evaluateCard } from './test-card-network.js';
import type { TestPaymentProvider } from './test-provider.js';

const PAYMENT_REFUNDED = 'This order was cancelled, so your payment has been refunded.';

const paymentRefunded = () => new HttpProblem(409, PAYMENT_REFUNDED, { code: 'payment_refunded' });

/** Why this intent can't pay this order, or undefined when it can. */
function intentMismatch(intent: ProviderIntent | undefined, order: OrderRecord): HttpProblem | undefined {
  if (!intent) return badRequest('No payment with that transaction id.');
  if (intent.orderId !== order.id) return badRequest('This payment belongs to another order.');
  if (intent.amount !== order.totalCents || intent.currency !== 'usd') {
    return badRequest('This payment’s amount doesn’t match the order.');
  }
  if (intent.status !== 'succeeded') {
    return new HttpProblem(402, 'The payment has not gone through yet.', { code: 'payment_incomplete' });
  }
  return undefined;
}

/** What payments need of the orders module. */
export type PayableOrders = Pick<
  OrdersService,
  'findOrder' | 'toOrderDto' | 'reload' | 'refusal' | 'attachPaymentIntent' | 'settleOrRefund'
>;

const NO_PAYMENT = 'No payment with that client secret.';
const NO_ORDER = 'No order with that id.';

/**
 * Who pays: the account that placed the order, or whoever holds a guest order's key (in the path
 * of that one order). Paying is the payer's own act: an admin is answered like anyone else.
 */
export type Payer = { user: AuthenticatedUser } | { orderKey: string; orderId: string };

/** The order when `payer` may pay it; otherwise 404 with `missing`, as for a missing one. */
function assertPayable(payer: Payer, order: OrderRecord | undefined, missing: string): asserts order is OrderRecord {
  if ('user' in payer) return assertOwnedAccess('owner only', payer.user, order, missing);
  if (order && order.id !== payer.orderId) throw notFound(missing);
  assertKeyAccess(payer.orderKey, order, missing);
}
const NOT_THIS_ORDERS_PAYMENT = 'This is not the payment started for this order.';

export function createPaymentsService(deps: { provider: PaymentProvider; orders: PayableOrders; logger: Logger }) {
  const { provider, orders } = deps;
  const { refusal } = orders;

  async function payableOrder(payer: Payer, orderId: string): Promise<OrderRecord> {
    const order = await orders.findOrder(orderId);
    assertPayable(payer, order, NO_ORDER);
    return order;
  }

  /**
   * The intent this order already has, while it can still pay it. Stripe forgets idempotency keys
   * after 24 hours, so asking Stripe again with the same key could open a second intent (and a
   * second charge) for an order whose hold is longer than that.
   */
  async function reusableIntent(order: OrderRecord): Promise<ProviderIntent | undefined> {
    if (!order.paymentIntentId) return undefined;
    const intentId = order.paymentIntentId;
    const intent = await askProvider(() => provider.retrieveIntent(intentId));
    if (!intent || intent.status === 'canceled') return undefined;
    const mismatch = intentMismatch(intent, order);
    return mismatch === undefined || mismatch.status === 402 ? intent : undefined;
  }

  /**
   * The order's intent is what a cancel asks the provider to cancel, so an intent is handed out only
   * once it is attached to the order, while the order is unpaid. An intent the order won't take
   * (cancelled or paid meanwhile) is cancelled at the provider, as nobody will ever pay it.
   */
  async function attach(order: OrderRecord, intent: ProviderIntent): Promise<void> {
    if (await orders.attachPaymentIntent(order.id, order.paymentIntentId, intent.id)) return;
    const current = await orders.findOrder(order.id);
    if (current?.paymentIntentId !== intent.id) await askProvider(() => provider.cancelIntent(intent.id));
    throw conflict((current && refusal('pay', current.status)) ?? 'This order changed meanwhile; please reload.');
  }

  return {
    async createPaymentIntent(payer: Payer, orderId: string): Promise<PaymentIntent> {
      const order = await payableOrder(payer, orderId);
      const refused = refusal('pay', order.status);
      if (refused) throw conflict(refused);
      const intent =
        (await reusableIntent(order)) ??
        (await askProvider(() => provider.createIntent({ id: order.id, totalCents: order.totalCents })));
      await attach(order, intent);
      return {
        provider: provider.name,
        clientSecret: intent.clientSecret,
        paymentIntentId: intent.id,
        amount: intent.amount,
        currency: 'usd',
      };
    },

    async markOrderPaid(payer: Payer, orderId: string, transactionId: string): Promise<Order> {
      const order = await payableOrder(payer, orderId);
      // Only the intent the shop started for this order can pay it, and any other id is refused
      // before the provider hears of it.
      if (transactionId !== order.paymentIntentId) throw badRequest(NOT_THIS_ORDERS_PAYMENT);
      if (order.status !== 'unpaid' && order.transactionId === transactionId) return orders.toOrderDto(order);
      if (order.refundedAt) throw paymentRefunded();
      // A cancelled order is still checked with the provider: money that came in for it goes back.
      const refused = order.status === 'cancelled' ? undefined : refusal('pay', order.status);
      if (refused) throw conflict(refused);
      const problem = intentMismatch(await askProvider(() => provider.retrieveIntent(transactionId)), order);
      if (problem) throw order.status === 'cancelled' ? conflict(refusal('pay', order.status) ?? problem.detail) : problem;
      if ((await orders.settleOrRefund(order, transactionId)) === 'refunded') throw paymentRefunded();
      return orders.reload(orderId);
    },

    async confirmTestPayment(payer: Payer, payment: TestCardPayment): Promise<PaymentResult> {
      if (provider.name !== 'test') throw notFound('The test payment provider is not active.');
      const testProvider = provider as TestPaymentProvider;
      const intent = await testProvider.findByClientSecret(payment.clientSecret);
      const order = intent?.orderId ? await orders.findOrder(intent.orderId) : undefined;
      if (!intent) throw notFound(NO_PAYMENT);
      assertPayable(payer, order, NO_PAYMENT);
      if (intent.status === 'succeeded') return { paymentIntentId: intent.id, status: 'succeeded' };
      const refused = refusal('pay', order.status);
      if (refused) throw conflict(refused);
      const decline = evaluateCard(payment.card);
      if (decline) throw new HttpProblem(402, decline.message, { code: decline.code });
      if (!(await testProvider.markSucceeded(intent.id))) {
        // A cancel got there first (or another confirm, which is as good as this one).
        const now = await testProvider.retrieveIntent(intent.id);
        if (now?.status !== 'succeeded') throw conflict(refusal('pay', 'cancelled') ?? 'This order can’t be paid now.');
      }
      return { paymentIntentId: intent.id, status: 'succeeded' };
    },

    async handleStripeWebhook(rawBody: Buffer, signature: string): Promise<void> {
      if (provider.name !== 'stripe') throw notFound('Stripe is not the active payment provider.');
      let event;
      try {
        event = (provider as StripeProvider).verifyWebhook(rawBody, signature);
      } catch {
        throw badRequest('The webhook signature is invalid.');
      }
      const intentId = event.data?.object?.id;
      if (event.type !== 'payment_intent.succeeded' || typeof intentId !== 'string') return;
      // The event only names the intent; its state, amount and order come from Stripe itself.
      const intent = await askProvider(() => provider.retrieveIntent(intentId));
      const order = intent?.orderId ? await orders.findOrder(intent.orderId) : undefined;
      if (!intent || !order) {
        deps.logger.warn({ event: event.id }, 'payment succeeded for an unknown order');
        return;
      }
      const problem = intentMismatch(intent, order);
      if (problem) {
        deps.logger.warn({ event: event.id, order: order.id, problem: problem.detail }, 'webhook payment does not match its order');
        return;
      }
      try {
        await orders.settleOrRefund(order, intent.id);
      } catch (error) {
        // The order was paid by another payment, or cancelled before this intent became its own.
        // Answering 4xx would only make Stripe redeliver an event that can never apply; a person
        // has to refund this payment.
        if (!(error instanceof HttpProblem) || error.status !== 409) throw error;
        deps.logger.error(
          { event: event.id, order: order.id, intent: intent.id, reason: error.detail },
          'payment succeeded for an order that can no longer take it: refund it',
        );
      }
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
