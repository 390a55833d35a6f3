// No customer is charged for a cancelled order, with the embedded test provider: a cancel (by the
// shopper, an admin or the hold-expiry sweep) racing a card payment ends as one or the other, never
// both; a success that still arrives for a cancelled order is refunded once. On SQLite and on
// PostgreSQL (TEST_DATABASE_URL).
import { QueryTypes } from 'sequelize';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestShop, type Shopper } from '../../../../test/harness.js';
import type { Order } from '../../../shared/api-types.js';
import { addProduct, allOrders, orderAs, placedOrder, stockOf } from '../../../../test/support/orders.js';
import { confirmTestPayment, createPaymentIntent, markOrderPaid, startPayment } from '../../../../test/support/payments.js';
import { expectProblem } from '../../../../test/support/problem-checks.js';
import { ProviderUnavailableError, type PaymentProvider } from '../../../shared/payment-provider.js';
import { createTestProvider } from '../test-provider.js';

const ROUNDS = 25;
const DAY = 24 * 60 * 60 * 1000;
const JUST_PAID = 'This order has just been paid, so it can no longer be cancelled.';
const CANCELLED = 'This order was cancelled and can no longer be paid.';
const REFUNDED = 'This order was cancelled, so your payment has been refunded.';

type Call = 'createIntent' | 'retrieveIntent' | 'cancelIntent' | 'refund';
const calls: Call[] = ['createIntent', 'retrieveIntent', 'cancelIntent', 'refund'];
/** The provider's calls that fail, as an unreachable provider's would. */
let down = new Set<Call>();
/** How often the shop asked the provider for a refund. */
let refundsAsked = 0;

/** The test provider (card network included), with a switch per call that makes it unreachable. */
function switchable(provider: PaymentProvider): PaymentProvider {
  const reach = (name: Call) => {
    if (down.has(name)) throw new ProviderUnavailableError(`${name} switched off`);
  };
  const switched: Pick<PaymentProvider, Call> = {
    createIntent: async (order) => (reach('createIntent'), provider.createIntent(order)),
    retrieveIntent: async (id) => (reach('retrieveIntent'), provider.retrieveIntent(id)),
    cancelIntent: async (id) => (reach('cancelIntent'), provider.cancelIntent(id)),
    refund: async (id, amount, key) => (reach('refund'), (refundsAsked += 1), provider.refund(id, amount, key)),
  };
  return Object.assign(Object.create(provider) as PaymentProvider, switched);
}

const given = useTestShop({ payments: (db) => switchable(createTestProvider(db)), people: { admin: 'owner', alice: 'customer' } });
afterEach(() => {
  down = new Set();
  expect(given.shop.violations).toEqual([]);
});

interface IntentRow {
  status: string;
  refundId: string | null;
}

async function intentsOf(orderId: string): Promise<IntentRow[]> {
  return given.shop.db.sequelize.query<IntentRow>('SELECT status, (SELECT r.id FROM test_payment_refunds r WHERE r.intent_id = i.id) AS "refundId" FROM test_payment_intents i WHERE order_id = ?', {
    replacements: [orderId],
    type: QueryTypes.SELECT,
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const cancel = (caller: Shopper, orderId: string) => given.shop.request.delete(`/api/order/${orderId}`).set(caller.auth);

/** The browser's payment: the card, then the PATCH. Answers with the status of each. */
async function pay(orderId: string, clientSecret: string, paymentIntentId: string): Promise<[number, number]> {
  const confirmed = await confirmTestPayment(given.shop, given.alice, clientSecret);
  const patched = await markOrderPaid(given.shop, given.alice, orderId, paymentIntentId);
  return [confirmed.status, patched.status];
}

/** Every round ends paid and never cancelled, or cancelled with its intent cancelled and never paid; stock balances. */
async function expectOneOutcome(order: Order, productId: string, start: number): Promise<'paid' | 'cancelled'> {
  const now = await orderAs(given.shop, given.alice, order._id);
  const intents = await intentsOf(order._id);
  expect(intents).toHaveLength(1);
  if (now.status === 'paid') {
    expect(now).toMatchObject({ paid: true, cancelledAt: null, refundedAt: null });
    expect(intents[0]!.status).toBe('succeeded');
    expect(await stockOf(given.shop, productId)).toBe(start - order.quantity);
    return 'paid';
  }
  expect(now).toMatchObject({ status: 'cancelled', paid: false, paidAt: null, transactionId: null, refundedAt: null });
  expect(intents[0]).toEqual({ status: 'canceled', refundId: null });
  expect(await stockOf(given.shop, productId)).toBe(start);
  return 'cancelled';
}

describe('a cancel racing a card payment', () => {
  it(`when the shopper pays while the shopper or an admin cancels, ${ROUNDS} rounds, then each ends paid (cancel refused) or cancelled (card refused), never both`, async () => {
    const outcomes: string[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const product = await addProduct(given.shop, given.admin, { available: 10, minimum: 1 });
      const order = await placedOrder(given.shop, given.alice, product._id, 2);
      const intent = await startPayment(given.shop, given.alice, order._id);
      const canceller = round % 2 === 0 ? given.alice : given.admin;
      const [[confirmed, patched], cancelled] = await Promise.all([
        pay(order._id, intent.clientSecret, intent.paymentIntentId),
        pause(round % 5).then(() => cancel(canceller, order._id)),
      ]);
      const outcome = await expectOneOutcome(order, product._id, 10);
      if (outcome === 'paid') {
        expect([confirmed, patched]).toEqual([200, 200]);
        expect(cancelled.status).toBe(409);
        expect([JUST_PAID, 'This order is paid and can no longer be cancelled.']).toContain(cancelled.body.detail);
      } else {
        expect(cancelled.status).toBe(200);
        expect(confirmed).toBe(409);
        // 402 when the PATCH read the order between the provider's cancel and the shop's.
        expect([402, 409]).toContain(patched);
      }
      outcomes.push(outcome);
    }
    console.info(`[races] cancel vs pay: ${outcomes.filter((o) => o === 'paid').length} paid, ${outcomes.filter((o) => o === 'cancelled').length} cancelled`);
  });

  it(`when the hold-expiry sweep runs while the shopper pays, ${ROUNDS} rounds, then each ends paid or cancelled, never both`, async () => {
    const outcomes: string[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const product = await addProduct(given.shop, given.admin, { available: 10, minimum: 1 });
      const order = await placedOrder(given.shop, given.alice, product._id, 3);
      const intent = await startPayment(given.shop, given.alice, order._id);
      const [[confirmed, patched], released] = await Promise.all([
        pay(order._id, intent.clientSecret, intent.paymentIntentId),
        pause(round % 5).then(() => given.shop.services.orders.releaseExpiredHolds(new Date(Date.now() + 2 * DAY))),
      ]);
      const outcome = await expectOneOutcome(order, product._id, 10);
      expect(released).toBe(outcome === 'cancelled' ? 1 : 0);
      if (outcome === 'paid') expect([confirmed, patched]).toEqual([200, 200]);
      else expect([[409, 409], [409, 402]]).toContainEqual([confirmed, patched]);
      outcomes.push(outcome);
    }
    console.info(`[races] sweep vs pay: ${outcomes.filter((o) => o === 'paid').length} paid, ${outcomes.filter((o) => o === 'cancelled').length} cancelled`);
  });

  it(`when a payment starts while the order is cancelled, ${ROUNDS} rounds, then the order ends cancelled and no intent of it can still be paid`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const product = await addProduct(given.shop, given.admin, { available: 10, minimum: 1 });
      const order = await placedOrder(given.shop, given.alice, product._id, 1);
      const [started, cancelled] = await Promise.all([
        createPaymentIntent(given.shop, given.alice, order._id),
        pause(round % 3).then(() => cancel(given.alice, order._id)),
      ]);
      expect(cancelled.status).toBe(200);
      if (started.status === 200) {
        expectProblem(await confirmTestPayment(given.shop, given.alice, started.body.clientSecret), 409, CANCELLED);
      } else {
        expectProblem(started, 409, CANCELLED);
      }
      for (const intent of await intentsOf(order._id)) expect(intent.status).toBe('canceled');
      expect((await orderAs(given.shop, given.alice, order._id)).status).toBe('cancelled');
      expect(await stockOf(given.shop, product._id)).toBe(10);
    }
  });

  it('when the card went through before the cancel, then the cancel settles the order as paid and is refused', async () => {
    const product = await addProduct(given.shop, given.admin, { available: 10, minimum: 1 });
    const order = await placedOrder(given.shop, given.alice, product._id, 2);
    const intent = await startPayment(given.shop, given.alice, order._id);
    expect((await confirmTestPayment(given.shop, given.alice, intent.clientSecret)).status).toBe(200);
    expectProblem(await cancel(given.admin, order._id), 409, JUST_PAID);
    expect(await orderAs(given.shop, given.alice, order._id)).toMatchObject({ status: 'paid', transactionId: intent.paymentIntentId });
    expect(await stockOf(given.shop, product._id)).toBe(8);
  });
});

describe('the payment provider out of reach during a cancel', () => {
  it('when the shopper or an admin cancels, then 502 problem and the order, its intent and the stock are unchanged; it cancels once the provider is back', async () => {
    const product = await addProduct(given.shop, given.admin, { available: 10, minimum: 1 });
    const order = await placedOrder(given.shop, given.alice, product._id, 2);
    const intent = await startPayment(given.shop, given.alice, order._id);
    const before = await orderAs(given.shop, given.alice, order._id);
    down = new Set(calls);
    for (const caller of [given.alice, given.admin]) {
      expectProblem(await cancel(caller, order._id), 502, 'The payment provider did not answer, so your order was not cancelled. Please try again.');
    }
    expect(await orderAs(given.shop, given.alice, order._id)).toEqual(before);
    expect(await intentsOf(order._id)).toEqual([{ status: 'requires_payment_method', refundId: null }]);
    expect(await stockOf(given.shop, product._id)).toBe(8);

    down = new Set();
    expect((await cancel(given.alice, order._id)).body).toMatchObject({ status: 'cancelled' });
    expect(await intentsOf(order._id)).toEqual([{ status: 'canceled', refundId: null }]);
    expectProblem(await confirmTestPayment(given.shop, given.alice, intent.clientSecret), 409, CANCELLED);
    expect(await stockOf(given.shop, product._id)).toBe(10);
  });

  it('when the sweep finds the provider down, then it leaves the order held and cancels it on its next run', async () => {
    const product = await addProduct(given.shop, given.admin, { available: 10, minimum: 1 });
    const order = await placedOrder(given.shop, given.alice, product._id, 4);
    await startPayment(given.shop, given.alice, order._id);
    down = new Set(calls);
    expect(await given.shop.services.orders.releaseExpiredHolds(new Date(Date.now() + 2 * DAY))).toBe(0);
    expect((await orderAs(given.shop, given.alice, order._id)).status).toBe('unpaid');
    expect(await stockOf(given.shop, product._id)).toBe(6);

    down = new Set();
    expect(await given.shop.services.orders.releaseExpiredHolds(new Date(Date.now() + 2 * DAY))).toBe(1);
    expect((await orderAs(given.shop, given.alice, order._id)).status).toBe('cancelled');
    expect(await intentsOf(order._id)).toEqual([{ status: 'canceled', refundId: null }]);
    expect(await stockOf(given.shop, product._id)).toBe(10);
  });
});

describe('a success that still arrives for a cancelled order', () => {
  /** A cancelled order whose payment succeeded anyway (as for an order cancelled before the shop asked the provider). */
  async function cancelledButCharged() {
    const product = await addProduct(given.shop, given.admin, { available: 10, minimum: 1 });
    const order = await placedOrder(given.shop, given.alice, product._id, 2);
    const intent = await startPayment(given.shop, given.alice, order._id);
    expect((await cancel(given.alice, order._id)).status).toBe(200);
    await given.shop.db.sequelize.query("UPDATE test_payment_intents SET status = 'succeeded' WHERE id = ?", { replacements: [intent.paymentIntentId] });
    return { order, intent, productId: product._id };
  }

  it('when the shopper PATCHes it, several times at once and again later, then it is refunded once, recorded on the order, and every answer is 409 payment_refunded', async () => {
    const { order, intent, productId } = await cancelledButCharged();
    const asked = refundsAsked;
    const answers = await Promise.all([1, 2, 3, 4].map(() => markOrderPaid(given.shop, given.alice, order._id, intent.paymentIntentId)));
    for (const answer of answers) {
      expectProblem(answer, 409, REFUNDED);
      expect(answer.body.code).toBe('payment_refunded');
    }
    const [charged] = await intentsOf(order._id);
    expect(charged?.refundId).toMatch(/^re_test_/);

    const refunded = await orderAs(given.shop, given.alice, order._id);
    expect(refunded).toMatchObject({ status: 'cancelled', paid: false, transactionId: null, paidAt: null });
    expect(Date.parse(refunded.refundedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(refunded.cancelledAt ?? ''));
    const [row] = await given.shop.db.sequelize.query<{ refundId: string }>('SELECT refund_id AS "refundId" FROM orders WHERE id = ?', {
      replacements: [order._id],
      type: QueryTypes.SELECT,
    });
    expect(row?.refundId).toBe(charged?.refundId);

    const again = await markOrderPaid(given.shop, given.alice, order._id, intent.paymentIntentId);
    expectProblem(again, 409, REFUNDED);
    expect(refundsAsked - asked).toBe(1);
    expect(await intentsOf(order._id)).toEqual([charged]);
    expect(await orderAs(given.shop, given.alice, order._id)).toEqual(refunded);
    expect(await stockOf(given.shop, productId)).toBe(10);
  });

  it('when the customer lists their orders, then the refunded order is there, beside their other cancelled ones', async () => {
    const { order, intent } = await cancelledButCharged();
    const plain = await placedOrder(given.shop, given.alice, (await addProduct(given.shop, given.admin, { available: 5, minimum: 1 }))._id, 1);
    expect((await cancel(given.alice, plain._id)).status).toBe(200);
    expectProblem(await markOrderPaid(given.shop, given.alice, order._id, intent.paymentIntentId), 409, REFUNDED);
    const mine = await allOrders(given.shop, given.alice, { path: `/api/order/${given.alice.email}` });
    const listed = mine.find((o) => o._id === order._id);
    expect(listed).toMatchObject({ status: 'cancelled', refundedAt: expect.any(String) });
    expect(mine.find((o) => o._id === plain._id)).toMatchObject({ status: 'cancelled', refundedAt: null });
  });

  it('when a refund was claimed by a process that died before recording it, then a fresh claim is left to its holder and a stale one is taken over, refunding once', async () => {
    const { order, intent } = await cancelledButCharged();
    const claim = (minutesAgo: number) =>
      given.shop.db.sequelize.query('UPDATE orders SET refund_claimed_at = ? WHERE id = ?', { replacements: [new Date(Date.now() - minutesAgo * 60_000), order._id] });
    const asked = refundsAsked;
    await claim(1);
    expectProblem(await markOrderPaid(given.shop, given.alice, order._id, intent.paymentIntentId), 409, REFUNDED);
    expect(refundsAsked).toBe(asked);
    expect((await orderAs(given.shop, given.alice, order._id)).refundedAt).toBeNull();

    await claim(6);
    expectProblem(await markOrderPaid(given.shop, given.alice, order._id, intent.paymentIntentId), 409, REFUNDED);
    expect(refundsAsked - asked).toBe(1);
    expect((await orderAs(given.shop, given.alice, order._id)).refundedAt).not.toBeNull();
    expect((await intentsOf(order._id))[0]?.refundId).toMatch(/^re_test_/);
  });

  it('when the provider is down for the refund, then 502 and nothing is recorded (the claim is given back); the next PATCH refunds it once', async () => {
    const { order, intent } = await cancelledButCharged();
    const before = await orderAs(given.shop, given.alice, order._id);
    down = new Set(['refund']);
    expectProblem(
      await markOrderPaid(given.shop, given.alice, order._id, intent.paymentIntentId),
      502,
      'This order was cancelled, so your payment is being refunded, but the payment provider did not answer. Please try again.',
    );
    expect(await orderAs(given.shop, given.alice, order._id)).toEqual(before);
    expect((await intentsOf(order._id))[0]?.refundId).toBeNull();

    down = new Set();
    expectProblem(await markOrderPaid(given.shop, given.alice, order._id, intent.paymentIntentId), 409, REFUNDED);
    expect((await intentsOf(order._id))[0]?.refundId).toMatch(/^re_test_/);
    expect((await orderAs(given.shop, given.alice, order._id)).refundedAt).not.toBeNull();
  });
});
