// An admin's full refund through Stripe, with stripe-node and its HTTP client stubbed: one refund
// of exactly what the order paid, for the intent that paid it, with an idempotency key; Stripe
// failing changes nothing, and asking again afterwards refunds it once.
import { afterEach, describe, expect, it } from 'vitest';
import { useTestShop } from '../../../../test/harness.js';
import { addProduct, orderAs, placedOrder, stockOf } from '../../../../test/support/orders.js';
import { createPaymentIntent, markOrderPaid } from '../../../../test/support/payments.js';
import { expectProblem } from '../../../../test/support/problem-checks.js';
import { StripeStub, stripeShop } from './stripe-stub.js';

const stub = new StripeStub();
const given = useTestShop({ ...stripeShop(stub), people: { admin: 'owner', alice: 'customer' } });
afterEach(() => {
  stub.recover();
  expect(given.shop.violations).toEqual([]);
});

const refund = (orderId: string) => given.shop.request.post(`/api/orders/${orderId}/refund`).set(given.admin.auth);
const refundRequestsFor = (intentId: string) => stub.requestsTo('POST', /^\/v1\/refunds$/).filter((r) => r.params.get('payment_intent') === intentId);

/** An order of 3 × 24.99 paid through Stripe, on a tool with 10 in stock. */
async function paidOrder() {
  const product = await addProduct(given.shop, given.admin, { price: 24.99, available: 10, minimum: 1 });
  const order = await placedOrder(given.shop, given.alice, product._id, 3);
  const intent = await createPaymentIntent(given.shop, given.alice, order._id);
  const intentId = intent.body.paymentIntentId as string;
  expect(stub.succeed(intentId)).toBe(true);
  expect((await markOrderPaid(given.shop, given.alice, order._id, intentId)).status).toBe(200);
  return { orderId: order._id, intentId, productId: product._id };
}

describe('an admin refund through Stripe', () => {
  it('when an admin refunds a paid order, then Stripe refunds exactly the order’s total for its intent, once, with an idempotency key', async () => {
    const { orderId, intentId, productId } = await paidOrder();

    const response = await refund(orderId);

    expect(response.status, response.text).toBe(200);
    expect(response.body).toMatchObject({ status: 'refunded', price: '74.97' });
    const [sent, ...more] = refundRequestsFor(intentId);
    expect(more).toHaveLength(0);
    expect(sent?.params.get('amount')).toBe('7497');
    // Keyed on the shop's refund, so a retry gets it back and a later refund of more is a new one.
    expect(sent?.headers['Idempotency-Key']).toMatch(/^refund-[0-9a-f-]{36}$/);
    expect(await stockOf(given.shop, productId)).toBe(10);

    expectProblem(await refund(orderId), 409, 'This order has already been refunded.');
    expect(refundRequestsFor(intentId)).toHaveLength(1);
  });

  it('when Stripe fails, then 502 and the order stays paid with its stock out; asked again once Stripe is back, it is refunded once', async () => {
    const { orderId, intentId, productId } = await paidOrder();
    stub.fail('server-error');

    expectProblem(await refund(orderId), 502, 'The payment provider did not answer, so the order was not refunded. Please try again.');
    expect((await orderAs(given.shop, given.admin, orderId)).status).toBe('paid');
    expect(await stockOf(given.shop, productId)).toBe(7);

    stub.recover();
    const retried = await refund(orderId);
    expect(retried.status, retried.text).toBe(200);
    expect([...stub.refunds.values()].filter((r) => r.payment_intent === intentId)).toHaveLength(1);
    expect(await stockOf(given.shop, productId)).toBe(10);
  });
});
