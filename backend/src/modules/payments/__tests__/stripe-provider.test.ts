// The Stripe provider through the real stripe-node SDK, with its HTTP client stubbed (no network):
// what the shop sends to Stripe, what it believes back, and the signed webhook.
import { Stripe } from 'stripe';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestShop, type Shopper } from '../../../../test/harness.js';
import type { Order } from '../../../shared/api-types.js';
import { addProduct, guestOrder, orderAs, placedOrder } from '../../../../test/support/orders.js';
import { confirmTestPayment, createPaymentIntent, guestPayments, markOrderPaid } from '../../../../test/support/payments.js';
import { expectProblem } from '../../../../test/support/problem-checks.js';
import { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, StripeStub, stripeShop } from './stripe-stub.js';

const PROVIDER_DOWN = 'The payment provider did not answer. Your order is unpaid; please try again.';

const stub = new StripeStub();
const given = useTestShop({ ...stripeShop(stub), people: { admin: 'owner', alice: 'customer', bob: 'customer' } });
let productId: string;
const signer = new Stripe(STRIPE_SECRET_KEY);

beforeAll(async () => {
  productId = (await addProduct(given.shop, given.admin, { price: 24.99, available: 1000, minimum: 1 }))._id;
});
afterEach(() => {
  stub.recover();
  expect(given.shop.violations).toEqual([]);
});

const createIntent = (shopper: Shopper, orderId: string) => createPaymentIntent(given.shop, shopper, orderId);
const markPaid = (shopper: Shopper, orderId: string, transactionId: string) => markOrderPaid(given.shop, shopper, orderId, transactionId);

/** An unpaid order of 3 × 24.99 with its Stripe intent. */
async function orderWithIntent(shopper = given.alice) {
  const order = await placedOrder(given.shop, shopper, productId, 3);
  const response = await createIntent(shopper, order._id);
  expect(response.status).toBe(200);
  return { order, intentId: response.body.paymentIntentId as string };
}

function event(intentId: string, type = 'payment_intent.succeeded') {
  return JSON.stringify({
    id: `evt_${intentId}`,
    object: 'event',
    type,
    data: { object: { id: intentId, object: 'payment_intent', status: 'succeeded' } },
  });
}

const sign = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
  signer.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? STRIPE_WEBHOOK_SECRET, ...(options.timestamp ? { timestamp: options.timestamp } : {}) });

function deliver(payload: string, signature: string | undefined) {
  const request = given.shop.request.post('/api/webhooks/stripe').set('Content-Type', 'application/json');
  if (signature !== undefined) request.set('Stripe-Signature', signature);
  return request.send(payload);
}

describe('the runtime configuration', () => {
  it('when the Stripe keys are set, then /api/config reports stripe with its publishable key and the test card endpoint is gone', async () => {
    const config = await given.shop.request.get('/api/config');
    expect(config.body.payments).toEqual({ provider: 'stripe', publishableKey: 'pk_test_x' });
    const { order } = await orderWithIntent();
    const confirm = await confirmTestPayment(given.shop, given.alice, 'pi_x_secret_y');
    expectProblem(confirm, 404, 'The test payment provider is not active.');
    expect((await orderAs(given.shop, given.alice, order._id)).status).toBe('unpaid');
  });
});

describe('creating the intent at Stripe', () => {
  it('when the owner starts paying, then Stripe is asked for the server’s amount in usd, by card, with the order id and an idempotency key', async () => {
    const order = await placedOrder(given.shop, given.alice, productId, 3);
    const before = stub.creations().length;
    const response = await createIntent(given.alice, order._id);
    expect(response.status).toBe(200);

    const sent = stub.creations().slice(before);
    expect(sent).toHaveLength(1);
    const request = sent[0]!;
    expect(request.params.get('amount')).toBe('7497');
    expect(request.params.get('currency')).toBe('usd');
    expect(request.params.get('metadata[orderId]')).toBe(order._id);
    // Cards only, as the checkout's Payment Element offers (stripe-card-form.tsx): nothing that leaves the page.
    expect(request.params.getAll('allowed_payment_method_types[0]')).toEqual(['card']);
    expect(request.params.has('automatic_payment_methods[enabled]')).toBe(false);
    expect(request.headers['Idempotency-Key']).toBe(`order-${order._id}`);
    expect(request.headers.Authorization).toBe(`Bearer ${STRIPE_SECRET_KEY}`);

    const intent = stub.intents.get(response.body.paymentIntentId)!;
    expect(response.body).toEqual({ provider: 'stripe', clientSecret: intent.client_secret, paymentIntentId: intent.id, amount: 7497, currency: 'usd' });
  });

  it('when the owner asks again, or twice at once, then it is the same intent and Stripe holds one intent for the order', async () => {
    const order = await placedOrder(given.shop, given.alice, productId, 2);
    const racing = await Promise.all([createIntent(given.alice, order._id), createIntent(given.alice, order._id)]);
    const again = await createIntent(given.alice, order._id);
    expect(racing.map((r) => r.status)).toEqual([200, 200]);
    expect(racing[1]!.body).toEqual(racing[0]!.body);
    expect(again.body).toEqual(racing[0]!.body);
    const forOrder = [...stub.intents.values()].filter((intent) => intent.metadata.orderId === order._id);
    expect(forOrder).toHaveLength(1);
    expect(forOrder[0]!.amount).toBe(4998);
    for (const request of stub.creations().filter((r) => r.params.get('metadata[orderId]') === order._id)) {
      expect(request.headers['Idempotency-Key']).toBe(`order-${order._id}`);
    }
  });

  it('when someone else asks for the owner’s order, then 404 and Stripe is never called', async () => {
    const order = await placedOrder(given.shop, given.alice, productId, 1);
    const before = stub.requests.length;
    expectProblem(await createIntent(given.bob, order._id), 404);
    expect(stub.requests.length).toBe(before);
  });
});

describe('marking the order paid with what Stripe says', () => {
  it.each(['requires_payment_method', 'requires_confirmation', 'requires_action', 'processing', 'canceled'])(
    'when the intent is %s, then 402 and the order stays unpaid',
    async (status) => {
      const { order, intentId } = await orderWithIntent();
      stub.setStatus(intentId, status);
      expectProblem(await markPaid(given.alice, order._id, intentId), 402, 'The payment has not gone through yet.');
      expect(await orderAs(given.shop, given.alice, order._id)).toEqual(order);
    },
  );

  it('when the transaction id is any intent but the order’s own (other amount, currency, order, none, unknown, junk), then 400 and Stripe is never asked', async () => {
    const { order } = await orderWithIntent();
    const other = await orderWithIntent();
    stub.setStatus(other.intentId, 'succeeded');
    const foreign = [
      stub.put({ amount: 1, status: 'succeeded', metadata: { orderId: order._id } }).id,
      stub.put({ amount: 7497, currency: 'eur', status: 'succeeded', metadata: { orderId: order._id } }).id,
      stub.put({ amount: 7497, status: 'succeeded', metadata: {} }).id,
      other.intentId,
      'pi_doesnotexist',
      'ch_123',
      '../customers/cus_1',
      'pi_',
      'pi_x?expand[]=customer',
    ];
    const before = stub.requests.length;
    for (const transactionId of foreign) {
      expectProblem(await markPaid(given.alice, order._id, transactionId), 400, 'This is not the payment started for this order.');
    }
    expect(stub.requests.length).toBe(before);
    expect(await orderAs(given.shop, given.alice, order._id)).toEqual(order);
    expect(await orderAs(given.shop, given.alice, other.order._id)).toEqual(other.order);
  });

  it('when the order’s own intent succeeded with another amount or currency at Stripe, then 400 and the order stays unpaid', async () => {
    const { order, intentId } = await orderWithIntent();
    const intent = stub.intents.get(intentId)!;
    Object.assign(intent, { status: 'succeeded', amount: 1 });
    expectProblem(await markPaid(given.alice, order._id, intentId), 400, 'This payment’s amount doesn’t match the order.');
    Object.assign(intent, { amount: 7497, currency: 'eur' });
    expectProblem(await markPaid(given.alice, order._id, intentId), 400, 'This payment’s amount doesn’t match the order.');
    expect(await orderAs(given.shop, given.alice, order._id)).toEqual(order);
  });

  it('when the intent succeeded for this order and amount, then the order is paid; PATCH again is harmless and does not ask Stripe', async () => {
    const { order, intentId } = await orderWithIntent();
    stub.setStatus(intentId, 'succeeded');
    const response = await markPaid(given.alice, order._id, intentId);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ _id: order._id, paid: true, status: 'paid', transactionId: intentId, holdExpiresAt: null });
    const before = stub.requests.length;
    const again = await markPaid(given.alice, order._id, intentId);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(response.body);
    expect(stub.requests.length).toBe(before);
    expectProblem(await createIntent(given.alice, order._id), 409, 'This order is already paid.');
  });
});

describe('when Stripe fails or times out', () => {
  it('when creating the intent fails, then 502 problem, the order stays unpaid, and it can be paid once Stripe is back', async () => {
    const order = await placedOrder(given.shop, given.alice, productId, 3);
    stub.fail('throw');
    const before = stub.creations().length;
    expectProblem(await createIntent(given.alice, order._id), 502, PROVIDER_DOWN);
    const attempts = stub.creations().slice(before);
    expect(attempts.length).toBeGreaterThanOrEqual(1);
    // Retries reuse the key, so a request that did reach Stripe can't open a second intent.
    expect(new Set(attempts.map((r) => r.headers['Idempotency-Key']))).toEqual(new Set([`order-${order._id}`]));
    expect(await orderAs(given.shop, given.alice, order._id)).toEqual(order);

    stub.recover();
    const intent = await createIntent(given.alice, order._id);
    expect(intent.status).toBe(200);
    stub.setStatus(intent.body.paymentIntentId, 'succeeded');
    expect((await markPaid(given.alice, order._id, intent.body.paymentIntentId)).body.status).toBe('paid');
  });

  it('when checking the payment times out or Stripe answers 500, then 502 and the order stays unpaid and payable', async () => {
    const { order, intentId } = await orderWithIntent();
    stub.setStatus(intentId, 'succeeded');
    stub.fail('timeout');
    expectProblem(await markPaid(given.alice, order._id, intentId), 502, PROVIDER_DOWN);
    stub.fail('server-error');
    expectProblem(await markPaid(given.alice, order._id, intentId), 502, PROVIDER_DOWN);
    expect(await orderAs(given.shop, given.alice, order._id)).toEqual(order);

    stub.recover();
    expect((await markPaid(given.alice, order._id, intentId)).body).toMatchObject({ status: 'paid', transactionId: intentId });
  });
});

describe('the Stripe webhook', () => {
  it('when a correctly signed payment_intent.succeeded arrives, then the order is paid; a second delivery and a later PATCH are harmless', async () => {
    const { order, intentId } = await orderWithIntent();
    stub.setStatus(intentId, 'succeeded');
    const payload = event(intentId);
    const response = await deliver(payload, sign(payload));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ received: true });
    const paid = await orderAs(given.shop, given.alice, order._id);
    expect(paid).toMatchObject({ status: 'paid', paid: true, transactionId: intentId, holdExpiresAt: null });

    const redelivered = await deliver(payload, sign(payload));
    expect(redelivered.status).toBe(200);
    expect(await orderAs(given.shop, given.alice, order._id)).toEqual(paid);
    const patched = await markPaid(given.alice, order._id, intentId);
    expect(patched.status).toBe(200);
    expect(patched.body).toEqual(paid);
  });

  it('when the webhook pays a guest’s order, which it names by no key, then the confirmation still carries the order’s private key', async () => {
    const { order, key } = await guestOrder(given.shop, productId, 1);
    const intent = await guestPayments(given.shop, order._id, key).createPaymentIntent();
    expect(intent.status).toBe(200);
    stub.setStatus(intent.body.paymentIntentId, 'succeeded');
    const payload = event(intent.body.paymentIntentId);
    expect((await deliver(payload, sign(payload))).status).toBe(200);
    const emails = await given.shop.db.sql.select<{ payload: string }>('SELECT payload FROM email_outbox WHERE dedupe_key = ?', [`${order._id}:order-confirmed`]);
    expect(emails.map((email) => JSON.parse(email.payload).guest)).toEqual([{ key }]);
  });

  it('when the webhook and the PATCH arrive together, then the order is paid once and both succeed', async () => {
    const { order, intentId } = await orderWithIntent();
    stub.setStatus(intentId, 'succeeded');
    const payload = event(intentId);
    const [hook, patch] = await Promise.all([deliver(payload, sign(payload)), markPaid(given.alice, order._id, intentId)]);
    expect(hook.status).toBe(200);
    expect(patch.status).toBe(200);
    expect(await orderAs(given.shop, given.alice, order._id)).toEqual(patch.body);
  });

  it('when the signature does not match (tampered body, wrong secret, missing, malformed or stale), then 400 and nothing changes', async () => {
    const { order, intentId } = await orderWithIntent();
    const other = await orderWithIntent();
    stub.setStatus(intentId, 'succeeded');
    stub.setStatus(other.intentId, 'succeeded');
    const payload = event(intentId);
    const tampered = event(other.intentId);

    expectProblem(await deliver(tampered, sign(payload)), 400, 'The webhook signature is invalid.');
    expectProblem(await deliver(`${payload} `, sign(payload)), 400, 'The webhook signature is invalid.');
    expectProblem(await deliver(payload, sign(payload, { secret: 'whsec_someone_else' })), 400, 'The webhook signature is invalid.');
    // The contract requires the header, so the validator refuses its absence before the handler runs.
    expectProblem(await deliver(payload, undefined), 400, "The request is invalid: stripe-signature must have required property 'stripe-signature'");
    expectProblem(await deliver(payload, 'not-a-signature'), 400, 'The webhook signature is invalid.');
    const stale = Math.floor(Date.now() / 1000) - 60 * 60;
    expectProblem(await deliver(payload, sign(payload, { timestamp: stale })), 400, 'The webhook signature is invalid.');

    expect(await orderAs(given.shop, given.alice, order._id)).toEqual(order);
    expect(await orderAs(given.shop, given.alice, other.order._id)).toEqual(other.order);
  });

  it('when a signed event claims success but Stripe says the intent has not succeeded, then nothing changes', async () => {
    const { order, intentId } = await orderWithIntent();
    const payload = event(intentId);
    expect((await deliver(payload, sign(payload))).status).toBe(200);
    expect(await orderAs(given.shop, given.alice, order._id)).toEqual(order);
  });

  it('when the event is of another type or names an unknown intent, then it is acknowledged and nothing changes', async () => {
    const { order, intentId } = await orderWithIntent();
    stub.setStatus(intentId, 'succeeded');
    for (const payload of [event(intentId, 'payment_intent.payment_failed'), event('pi_unknown'), JSON.stringify({ id: 'evt_x', type: 'payment_intent.succeeded' })]) {
      const response = await deliver(payload, sign(payload));
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ received: true });
    }
    expect(await orderAs(given.shop, given.alice, order._id)).toEqual(order);
  });

  it('when a payment succeeds for an order already paid by another intent, then it is acknowledged and the order is left as it is', async () => {
    const { order, intentId: first } = await orderWithIntent();
    stub.setStatus(first, 'succeeded');
    const paid = (await markPaid(given.alice, order._id, first)).body as Order;
    const second = stub.put({ amount: 7497, status: 'succeeded', metadata: { orderId: order._id } });
    const duplicate = event(second.id);
    expect((await deliver(duplicate, sign(duplicate))).status).toBe(200);
    expect(await orderAs(given.shop, given.alice, order._id)).toEqual(paid);
  });

  it('when Stripe can’t be reached to check the intent, then 502 so that Stripe delivers again, and nothing changes', async () => {
    const { order, intentId } = await orderWithIntent();
    stub.setStatus(intentId, 'succeeded');
    const payload = event(intentId);
    stub.fail('throw');
    expectProblem(await deliver(payload, sign(payload)), 502, PROVIDER_DOWN);
    expect(await orderAs(given.shop, given.alice, order._id)).toEqual(order);
    stub.recover();
    expect((await deliver(payload, sign(payload))).status).toBe(200);
    expect((await orderAs(given.shop, given.alice, order._id)).status).toBe('paid');
  });
});
