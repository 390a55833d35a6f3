// The embedded `test` provider end to end over HTTP: intent, the simulated card network, then the
// PATCH that marks the order paid only when the provider confirms it.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestShop, type Shopper } from '../../../../test/harness.js';
import type { Order } from '../../../shared/api-types.js';
import { addProduct, orderAs, placedOrder, stockOf } from '../../../../test/support/orders.js';
import { confirmTestPayment, createPaymentIntent, markOrderPaid, testCard } from '../../../../test/support/payments.js';
import { expectProblem } from '../../../../test/support/problem-checks.js';

const given = useTestShop({ people: { admin: 'owner', alice: 'customer', bob: 'customer' } });
let productId: string;

beforeAll(async () => {
  productId = (await addProduct(given.shop, given.admin, { price: 24.99, available: 1000, minimum: 1 }))._id;
});
afterEach(() => expect(given.shop.violations).toEqual([]));

const createIntent = (shopper: Shopper, orderId: string) => createPaymentIntent(given.shop, shopper, orderId);
const confirm = (shopper: Shopper, clientSecret: string, card = testCard) => confirmTestPayment(given.shop, shopper, clientSecret, card);
const markPaid = (shopper: Shopper, orderId: string, transactionId: string) => markOrderPaid(given.shop, shopper, orderId, transactionId);
const NOT_THIS_ORDERS_PAYMENT = 'This is not the payment started for this order.';
const cancel = (shopper: Shopper, orderId: string) => given.shop.request.delete(`/api/order/${orderId}`).set(shopper.auth);

async function unpaidOrderWithIntent(shopper = given.alice, quantity = 3) {
  const order = await placedOrder(given.shop, shopper, productId, quantity);
  const intent = await createIntent(shopper, order._id);
  expect(intent.status).toBe(200);
  return { order, intent: intent.body as { clientSecret: string; paymentIntentId: string; amount: number } };
}

describe('the runtime configuration', () => {
  it('when no Stripe keys are set, then /api/config reports the test provider without a publishable key', async () => {
    const response = await given.shop.request.get('/api/config');
    expect(response.status).toBe(200);
    expect(response.body.payments).toEqual({ provider: 'test', publishableKey: null });
  });
});

describe('creating a payment intent', () => {
  it('when the owner starts paying, then the amount comes from the stored order, in cents, in usd', async () => {
    const order = await placedOrder(given.shop, given.alice, productId, 3);
    const response = await createIntent(given.alice, order._id);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      provider: 'test',
      clientSecret: expect.stringMatching(/^pi_test_[0-9a-f]+_secret_[0-9a-f]+$/),
      paymentIntentId: expect.stringMatching(/^pi_test_[0-9a-f]+$/),
      amount: 7497,
      currency: 'usd',
    });
    expect(response.body.clientSecret.startsWith(`${response.body.paymentIntentId}_secret_`)).toBe(true);
  });

  it('when the owner asks again, or several times at once, then the same intent comes back', async () => {
    const order = await placedOrder(given.shop, given.alice, productId, 2);
    const first = await createIntent(given.alice, order._id);
    const again = await createIntent(given.alice, order._id);
    expect(again.body).toEqual(first.body);

    const other = await placedOrder(given.shop, given.alice, productId, 1);
    const racing = await Promise.all([1, 2, 3, 4].map(() => createIntent(given.alice, other._id)));
    expect(racing.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(racing.map((r) => r.body.paymentIntentId)).size).toBe(1);
    expect(racing[0]!.body.amount).toBe(2499);
  });

  it('when the client sends an amount, then 400: the body is only the order id', async () => {
    const order = await placedOrder(given.shop, given.alice, productId, 1);
    const response = await given.shop.request.post('/api/create-payment-intent').set(given.alice.auth).send({ orderId: order._id, amount: 1 });
    expectProblem(response, 400);
  });

  it('when the order is someone else’s or does not exist, then 404; without a sign-in 401', async () => {
    const order = await placedOrder(given.shop, given.alice, productId, 1);
    expectProblem(await createIntent(given.bob, order._id), 404, 'No order with that id.');
    expectProblem(await createIntent(given.admin, order._id), 404, 'No order with that id.');
    expectProblem(await createIntent(given.alice, '0193a7d2-5c1e-7b3a-9f00-00000000dead'), 404);
    expectProblem(await given.shop.request.post('/api/create-payment-intent').send({ orderId: order._id }), 401);
  });
});

describe('confirming with a test card', () => {
  it.each([
    ['4000 0000 0000 0002', '12/40', '123', 'card_declined', 'Your card was declined.'],
    ['4000 0000 0000 9995', '12/40', '123', 'insufficient_funds', 'Your card has insufficient funds.'],
    ['4000 0000 0000 0069', '12/40', '123', 'expired_card', 'Your card has expired.'],
    ['4000 0000 0000 0127', '12/40', '123', 'incorrect_cvc', 'Your card’s security code is incorrect.'],
    ['4000 0000 0000 0119', '12/40', '123', 'processing_error', 'An error occurred while processing your card. Try again in a little bit.'],
    ['4242 4242 4242 4241', '12/40', '123', 'invalid_number', 'Your card number is invalid.'],
    ['4242 4242 4242 4242', '01/20', '123', 'invalid_expiry_year', 'Your card’s expiration date is in the past.'],
    ['4242 4242 4242 4242', '13/40', '123', 'invalid_expiry_month', 'Your card’s expiration date is invalid.'],
    ['4242 4242 4242 4242', '12/40', '12', 'invalid_cvc', 'Your card’s security code is invalid.'],
  ])('when the card is %s %s %s, then 402 %s and the order stays unpaid', async (number, expiry, cvc, code, message) => {
    const { order, intent } = await unpaidOrderWithIntent();
    const response = await confirm(given.alice, intent.clientSecret, { number, expiry, cvc });
    expectProblem(response, 402, message);
    expect(response.body).toMatchObject({ status: 402, title: 'Payment Required', code });
    expectProblem(await markPaid(given.alice, order._id, intent.paymentIntentId), 402, 'The payment has not gone through yet.');
    expect(await orderAs(given.shop, given.alice, order._id)).toEqual(order);
  });

  it('when a declined card is followed by 4242 4242 4242 4242, then the payment succeeds and confirming again is harmless', async () => {
    const { intent } = await unpaidOrderWithIntent();
    expectProblem(await confirm(given.alice, intent.clientSecret, { ...testCard, number: '4000 0000 0000 0002' }), 402);
    const response = await confirm(given.alice, intent.clientSecret);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ paymentIntentId: intent.paymentIntentId, status: 'succeeded' });
    const again = await confirm(given.alice, intent.clientSecret, { ...testCard, number: '4000 0000 0000 0002' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(response.body);
  });

  it('when someone else confirms with the owner’s client secret, or the secret is unknown, then 404 and nothing is charged', async () => {
    const { order, intent } = await unpaidOrderWithIntent();
    expectProblem(await confirm(given.bob, intent.clientSecret), 404, 'No payment with that client secret.');
    expectProblem(await confirm(given.alice, `${intent.clientSecret}x`), 404, 'No payment with that client secret.');
    expectProblem(await markPaid(given.alice, order._id, intent.paymentIntentId), 402);
  });

  it('when the card fields are too long or missing, then 400', async () => {
    const { intent } = await unpaidOrderWithIntent();
    expectProblem(await confirm(given.alice, intent.clientSecret, { ...testCard, number: '4'.repeat(31) }), 400);
    const missing = await given.shop.request.post('/api/payments/test/confirm').set(given.alice.auth).send({ clientSecret: intent.clientSecret, card: testCard });
    expectProblem(missing, 400);
  });
});

describe('marking the order paid', () => {
  it('when the intent succeeded for this order, then PATCH marks it paid with the transaction id, and again is harmless', async () => {
    const { order, intent } = await unpaidOrderWithIntent();
    expect((await confirm(given.alice, intent.clientSecret)).status).toBe(200);
    const response = await markPaid(given.alice, order._id, intent.paymentIntentId);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      _id: order._id,
      paid: true,
      status: 'paid',
      transactionId: intent.paymentIntentId,
      holdExpiresAt: null,
      price: '74.97',
    });
    expect(Date.parse(response.body.paidAt)).toBeGreaterThanOrEqual(Date.parse(order.createdAt));

    const again = await markPaid(given.alice, order._id, intent.paymentIntentId);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(response.body);
    expect(await orderAs(given.shop, given.alice, order._id)).toEqual(response.body);
    const mine = await given.shop.request.get(`/api/order/${given.alice.email}`).set(given.alice.auth).query({ limit: 100 });
    expect(mine.body.items.find((o: Order) => o._id === order._id)).toEqual(response.body);
  });

  it('when PATCH is sent twice at once, then the order is paid once and both answers agree', async () => {
    const { order, intent } = await unpaidOrderWithIntent();
    await confirm(given.alice, intent.clientSecret);
    const both = await Promise.all([markPaid(given.alice, order._id, intent.paymentIntentId), markPaid(given.alice, order._id, intent.paymentIntentId)]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both[0]!.body).toEqual(both[1]!.body);
    expect(both[0]!.body.status).toBe('paid');
  });

  it('when the intent has not succeeded yet, then 402 and the order is unchanged', async () => {
    const { order, intent } = await unpaidOrderWithIntent();
    const response = await markPaid(given.alice, order._id, intent.paymentIntentId);
    expectProblem(response, 402, 'The payment has not gone through yet.');
    expect(response.body.code).toBe('payment_incomplete');
    expect(await orderAs(given.shop, given.alice, order._id)).toEqual(order);
  });

  it('when the transaction id is another order’s succeeded intent, then 400 and the order is unchanged', async () => {
    const cheap = await unpaidOrderWithIntent(given.alice, 1);
    await confirm(given.alice, cheap.intent.clientSecret);
    const { order } = await unpaidOrderWithIntent(given.alice, 3);
    expectProblem(await markPaid(given.alice, order._id, cheap.intent.paymentIntentId), 400, NOT_THIS_ORDERS_PAYMENT);
    expect(await orderAs(given.shop, given.alice, order._id)).toEqual(order);
    // The intent still pays the order it was made for.
    expect((await markPaid(given.alice, cheap.order._id, cheap.intent.paymentIntentId)).body.status).toBe('paid');
  });

  it('when the transaction id is unknown or made up, then 400 and the order is unchanged', async () => {
    const { order } = await unpaidOrderWithIntent();
    expectProblem(await markPaid(given.alice, order._id, 'pi_test_000000000000000000000000'), 400, NOT_THIS_ORDERS_PAYMENT);
    expectProblem(await markPaid(given.alice, order._id, 'anything'), 400, NOT_THIS_ORDERS_PAYMENT);
    expectProblem(await markPaid(given.alice, order._id, ''), 400);
    expect(await orderAs(given.shop, given.alice, order._id)).toEqual(order);
  });

  it('when the client sends paid: true or a price with the transaction id, then 400 and nothing changes', async () => {
    const { order, intent } = await unpaidOrderWithIntent();
    await confirm(given.alice, intent.clientSecret);
    const forged = await given.shop.request.patch(`/api/orders/${order._id}`).set(given.alice.auth).send({ transactionId: intent.paymentIntentId, paid: true });
    expectProblem(forged, 400);
    expect(await orderAs(given.shop, given.alice, order._id)).toEqual(order);
  });

  it('when someone else or an admin PATCHes the owner’s order, then 404 and it stays unpaid', async () => {
    const { order, intent } = await unpaidOrderWithIntent();
    await confirm(given.alice, intent.clientSecret);
    expectProblem(await markPaid(given.bob, order._id, intent.paymentIntentId), 404, 'No order with that id.');
    expectProblem(await markPaid(given.admin, order._id, intent.paymentIntentId), 404, 'No order with that id.');
    expectProblem(await given.shop.request.patch(`/api/orders/${order._id}`).send({ transactionId: intent.paymentIntentId }), 401);
    expect(await orderAs(given.shop, given.alice, order._id)).toEqual(order);
  });

  it('when the order was cancelled, then it can’t be paid: intent, card and PATCH all answer 409', async () => {
    const { order, intent } = await unpaidOrderWithIntent();
    const stock = await stockOf(given.shop, productId);
    const cancelled = (await cancel(given.alice, order._id)).body as Order;
    expect(cancelled.status).toBe('cancelled');
    const refusedMessage = 'This order was cancelled and can no longer be paid.';
    expectProblem(await createIntent(given.alice, order._id), 409, refusedMessage);
    expectProblem(await confirm(given.alice, intent.clientSecret), 409, refusedMessage);
    expectProblem(await markPaid(given.alice, order._id, intent.paymentIntentId), 409, refusedMessage);
    expect(await orderAs(given.shop, given.alice, order._id)).toEqual(cancelled);
    expect(await stockOf(given.shop, productId)).toBe(stock + 3);
  });

  it('when the card went through and the shopper cancels before PATCH, then the cancel is refused, the order is paid and PATCH agrees', async () => {
    const { order, intent } = await unpaidOrderWithIntent();
    await confirm(given.alice, intent.clientSecret);
    const stock = await stockOf(given.shop, productId);
    expectProblem(await cancel(given.alice, order._id), 409, 'This order has just been paid, so it can no longer be cancelled.');
    const paid = await orderAs(given.shop, given.alice, order._id);
    expect(paid).toMatchObject({ status: 'paid', paid: true, transactionId: intent.paymentIntentId, cancelledAt: null });
    const patched = await markPaid(given.alice, order._id, intent.paymentIntentId);
    expect(patched.status).toBe(200);
    expect(patched.body).toEqual(paid);
    expect(await stockOf(given.shop, productId)).toBe(stock);
  });

  it('when the order is already paid, then a new intent is refused with 409', async () => {
    const { order, intent } = await unpaidOrderWithIntent();
    await confirm(given.alice, intent.clientSecret);
    await markPaid(given.alice, order._id, intent.paymentIntentId);
    expectProblem(await createIntent(given.alice, order._id), 409, 'This order is already paid.');
  });
});

describe('the Stripe webhook while the test provider is active', () => {
  it('when a Stripe event arrives, then 404 and nothing changes', async () => {
    const { order } = await unpaidOrderWithIntent();
    const response = await given.shop.request
      .post('/api/webhooks/stripe')
      .set('Stripe-Signature', 't=1,v1=abc')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ id: 'evt_1', type: 'payment_intent.succeeded', data: { object: { id: 'pi_1' } } }));
    expectProblem(response, 404);
    expect(await orderAs(given.shop, given.alice, order._id)).toEqual(order);
  });
});
