// Cancelling an order through Stripe, with stripe-node and its HTTP client stubbed: the intent is
// cancelled at Stripe before the order, a payment Stripe already took settles the order instead,
// and a success that still arrives for a cancelled order is refunded once, however often it is told.
import { Stripe } from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestShop, type Shopper } from '../../../../test/harness.js';
import type { Order } from '../../../shared/api-types.js';
import { addProduct, allOrders, orderAs, placedOrder, stockOf } from '../../../../test/support/orders.js';
import { createPaymentIntent, markOrderPaid } from '../../../../test/support/payments.js';
import { expectProblem } from '../../../../test/support/problem-checks.js';
import { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, StripeStub, stripeShop } from './stripe-stub.js';

const DAY = 24 * 60 * 60 * 1000;
const ROUNDS = 20;
const JUST_PAID = 'This order has just been paid, so it can no longer be cancelled.';
const PROCESSING = 'The payment for this order is being processed, so it can’t be cancelled now.';
const CANCEL_PROVIDER_DOWN = 'The payment provider did not answer, so your order was not cancelled. Please try again.';
const REFUNDED = 'This order was cancelled, so your payment has been refunded.';

const stub = new StripeStub();
const given = useTestShop({ ...stripeShop(stub), people: { admin: 'owner', alice: 'customer' } });
const signer = new Stripe(STRIPE_SECRET_KEY);

afterEach(() => {
  stub.recover();
  stub.beforeCancel = undefined;
  expect(given.shop.violations).toEqual([]);
});

const cancel = (caller: Shopper, orderId: string) => given.shop.request.delete(`/api/order/${orderId}`).set(caller.auth);
const cancelsOf = (intentId: string) => stub.requestsTo('POST', new RegExp(`^/v1/payment_intents/${intentId}/cancel$`));
const refundRequestsFor = (intentId: string) => stub.requestsTo('POST', /^\/v1\/refunds$/).filter((r) => r.params.get('payment_intent') === intentId);
const refundsOf = (intentId: string) => [...stub.refunds.values()].filter((refund) => refund.payment_intent === intentId);
const sweep = () => given.shop.services.orders.releaseExpiredHolds(new Date(Date.now() + 2 * DAY));

/** An unpaid order of 3 × 24.99 with its Stripe intent, on a product of its own with 10 in stock. */
async function orderWithIntent() {
  const product = await addProduct(given.shop, given.admin, { price: 24.99, available: 10, minimum: 1 });
  const order = await placedOrder(given.shop, given.alice, product._id, 3);
  const response = await createPaymentIntent(given.shop, given.alice, order._id);
  expect(response.status).toBe(200);
  return { order: await orderAs(given.shop, given.alice, order._id), intentId: response.body.paymentIntentId as string, productId: product._id };
}

function succeededEvent(intentId: string) {
  return JSON.stringify({
    id: `evt_${intentId}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: { id: intentId, object: 'payment_intent', status: 'succeeded' } },
  });
}

function deliver(payload: string) {
  return given.shop.request
    .post('/api/webhooks/stripe')
    .set('Content-Type', 'application/json')
    .set('Stripe-Signature', signer.webhooks.generateTestHeaderString({ payload, secret: STRIPE_WEBHOOK_SECRET }))
    .send(payload);
}

describe('cancelling an order with an open Stripe intent', () => {
  it('when the shopper cancels, then Stripe cancels the intent first, the order is cancelled and its stock released', async () => {
    const { order, intentId, productId } = await orderWithIntent();
    const response = await cancel(given.alice, order._id);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'cancelled', paid: false, refundedAt: null });
    expect(cancelsOf(intentId)).toHaveLength(1);
    expect(stub.intents.get(intentId)?.status).toBe('canceled');
    expect(stub.succeed(intentId)).toBe(false);
    expect(await stockOf(given.shop, productId)).toBe(10);
  });

  it('when Stripe doesn’t know the order’s intent (another account’s keys), then nothing can be charged there and the order is cancelled', async () => {
    const { order, intentId, productId } = await orderWithIntent();
    stub.intents.delete(intentId);
    expect((await cancel(given.alice, order._id)).body).toMatchObject({ status: 'cancelled' });
    expect(cancelsOf(intentId)).toHaveLength(0);
    expect(await stockOf(given.shop, productId)).toBe(10);
  });

  it('when Stripe already took the payment (its webhook not here yet), then the cancel is refused with 409, the order is settled as paid and nothing is cancelled at Stripe', async () => {
    const { order, intentId, productId } = await orderWithIntent();
    stub.succeed(intentId);
    expectProblem(await cancel(given.admin, order._id), 409, JUST_PAID);
    expect(cancelsOf(intentId)).toHaveLength(0);
    expect(await orderAs(given.shop, given.alice, order._id)).toMatchObject({ status: 'paid', paid: true, transactionId: intentId, cancelledAt: null });
    expect(await stockOf(given.shop, productId)).toBe(7);
    expect((await deliver(succeededEvent(intentId))).status).toBe(200);
    expect((await markOrderPaid(given.shop, given.alice, order._id, intentId)).body).toMatchObject({ status: 'paid' });
    expect(refundsOf(intentId)).toEqual([]);
  });

  it('when the payment goes through between Stripe’s answer and the cancel (payment_intent_unexpected_state), then the order is settled as paid and the cancel refused', async () => {
    const { order, intentId } = await orderWithIntent();
    stub.beforeCancel = (intent) => {
      intent.status = 'succeeded';
    };
    expectProblem(await cancel(given.alice, order._id), 409, JUST_PAID);
    expect(cancelsOf(intentId)).toHaveLength(1);
    expect(await orderAs(given.shop, given.alice, order._id)).toMatchObject({ status: 'paid', transactionId: intentId });
  });

  it('when the payment is processing, then the cancel is refused with 409, the sweep leaves the order unpaid, and the success later pays it', async () => {
    const { order, intentId, productId } = await orderWithIntent();
    stub.setStatus(intentId, 'processing');
    expectProblem(await cancel(given.alice, order._id), 409, PROCESSING);
    await sweep();
    expect(await orderAs(given.shop, given.alice, order._id)).toEqual(order);
    expect(stub.intents.get(intentId)?.status).toBe('processing');
    expect(await stockOf(given.shop, productId)).toBe(7);

    stub.setStatus(intentId, 'succeeded');
    expect((await deliver(succeededEvent(intentId))).status).toBe(200);
    expect((await orderAs(given.shop, given.alice, order._id)).status).toBe('paid');
  });

  it('when Stripe is out of reach, then the shopper and the admin get 502 and nothing changes; the sweep leaves the order and cancels it on a later run', async () => {
    const { order, intentId, productId } = await orderWithIntent();
    stub.fail('throw');
    expectProblem(await cancel(given.alice, order._id), 502, CANCEL_PROVIDER_DOWN);
    stub.fail('server-error');
    expectProblem(await cancel(given.admin, order._id), 502, CANCEL_PROVIDER_DOWN);
    expect(await sweep()).toBe(0);
    expect(await orderAs(given.shop, given.alice, order._id)).toEqual(order);
    expect(stub.intents.get(intentId)?.status).toBe('requires_payment_method');
    expect(await stockOf(given.shop, productId)).toBe(7);

    stub.recover();
    expect(await sweep()).toBeGreaterThanOrEqual(1);
    expect((await orderAs(given.shop, given.alice, order._id)).status).toBe('cancelled');
    expect(stub.intents.get(intentId)?.status).toBe('canceled');
    expect(await stockOf(given.shop, productId)).toBe(10);
  });

  it(`when the card goes through at Stripe while the order is cancelled, ${ROUNDS} rounds, then each ends paid with no cancel, or cancelled with the intent cancelled and never paid`, async () => {
    let paid = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const { order, intentId, productId } = await orderWithIntent();
      const payAtStripe = async () => {
        await new Promise((resolve) => setTimeout(resolve, (round % 10) * 3));
        if (stub.succeed(intentId)) expect((await deliver(succeededEvent(intentId))).status).toBe(200);
      };
      const [cancelled] = await Promise.all([cancel(round % 2 ? given.admin : given.alice, order._id), payAtStripe()]);
      const now = await orderAs(given.shop, given.alice, order._id);
      const intent = stub.intents.get(intentId)!;
      if (now.status === 'paid') {
        paid += 1;
        expect(cancelled.status).toBe(409);
        expect(intent.status).toBe('succeeded');
        expect(now.cancelledAt).toBeNull();
        expect(await stockOf(given.shop, productId)).toBe(7);
      } else {
        expect(cancelled.status).toBe(200);
        expect(now).toMatchObject({ status: 'cancelled', paidAt: null, refundedAt: null });
        expect(intent.status).toBe('canceled');
        expect(await stockOf(given.shop, productId)).toBe(10);
      }
      expect(refundsOf(intentId)).toEqual([]);
    }
    console.info(`[races] stripe cancel vs pay: ${paid} paid, ${ROUNDS - paid} cancelled`);
  });
});

describe('a success that still arrives for a cancelled order', () => {
  /** Cancelled in the shop, yet Stripe took the money (as for an order cancelled before the shop asked Stripe). */
  async function cancelledButCharged() {
    const { order, intentId, productId } = await orderWithIntent();
    const cancelled = (await cancel(given.alice, order._id)).body as Order;
    stub.setStatus(intentId, 'succeeded');
    return { cancelled, intentId, productId };
  }

  it('when the webhook is delivered three times at once, then again, then Stripe is asked once for one refund, keyed on the intent, and the order shows it refunded', async () => {
    const { cancelled, intentId, productId } = await cancelledButCharged();
    const payload = succeededEvent(intentId);
    const together = await Promise.all([deliver(payload), deliver(payload), deliver(payload)]);
    expect(together.map((r) => r.status)).toEqual([200, 200, 200]);
    expect((await deliver(payload)).status).toBe(200);

    expect(refundsOf(intentId)).toEqual([expect.objectContaining({ amount: 7497, payment_intent: intentId })]);
    const asked = refundRequestsFor(intentId);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.headers['Idempotency-Key']).toBe(`refund-${intentId}`);
    expect(asked[0]!.params.get('amount')).toBe('7497');

    const refunded = await orderAs(given.shop, given.alice, cancelled._id);
    expect(refunded).toEqual({ ...cancelled, refundedAt: expect.any(String), refunded: cancelled.price });
    expect((await allOrders(given.shop, given.alice, { path: `/api/order/${given.alice.email}` })).map((o) => o._id)).toContain(cancelled._id);
    expect(await stockOf(given.shop, productId)).toBe(10);

    const patched = await markOrderPaid(given.shop, given.alice, cancelled._id, intentId);
    expectProblem(patched, 409, REFUNDED);
    expect(patched.body.code).toBe('payment_refunded');
    expect(refundRequestsFor(intentId)).toHaveLength(1);
  });

  it('when the shopper PATCHes it, twice, then Stripe refunds it once and both answers are 409 payment_refunded', async () => {
    const { cancelled, intentId } = await cancelledButCharged();
    for (let i = 0; i < 2; i += 1) {
      const response = await markOrderPaid(given.shop, given.alice, cancelled._id, intentId);
      expectProblem(response, 409, REFUNDED);
      expect(response.body.code).toBe('payment_refunded');
    }
    expect(refundRequestsFor(intentId)).toHaveLength(1);
    expect(refundsOf(intentId)).toHaveLength(1);
    expect((await orderAs(given.shop, given.alice, cancelled._id)).refundedAt).not.toBeNull();
  });

  it('when Stripe fails during the refund, then the webhook answers 502 so that Stripe delivers again, and the redelivery refunds once', async () => {
    const { cancelled, intentId } = await cancelledButCharged();
    const payload = succeededEvent(intentId);
    let refundCalls = 0;
    const original = stub.makeRequest.bind(stub);
    stub.makeRequest = (...args: Parameters<StripeStub['makeRequest']>) => {
      if (args[2] === '/v1/refunds') {
        refundCalls += 1;
        return Promise.reject(Object.assign(new Error('connect ECONNRESET'), { code: 'ECONNRESET' }));
      }
      return original(...args);
    };
    try {
      expectProblem(await deliver(payload), 502);
    } finally {
      stub.makeRequest = original;
    }
    expect(refundCalls).toBeGreaterThanOrEqual(1);
    expect(await orderAs(given.shop, given.alice, cancelled._id)).toEqual(cancelled);

    expect((await deliver(payload)).status).toBe(200);
    expect(refundsOf(intentId)).toHaveLength(1);
    expect((await orderAs(given.shop, given.alice, cancelled._id)).refundedAt).not.toBeNull();
  });
});
