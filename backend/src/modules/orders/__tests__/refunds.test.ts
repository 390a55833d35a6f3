// An admin's refund of a whole order through the embedded test provider, on SQLite and PostgreSQL: the money
// goes back once, unshipped stock returns, the customer is told, and racing refunds or a refund
// racing a ship end in one consistent state.
import { setTimeout as delay } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestShop, type Shopper } from '../../../../test/harness.js';
import type { Order } from '../../../shared/api-types.js';
import { addProduct, allOrders, orderAs, placedOrder, stockOf } from '../../../../test/support/orders.js';
import { payWithTestCard } from '../../../../test/support/payments.js';
import { expectProblem } from '../../../../test/support/problem-checks.js';
import { createTestProvider } from '../../payments/test-provider.js';
import type { PaymentProvider } from '../../../shared/payment-provider.js';

/** The test provider, with refunds that can be held at the provider until the test lets them go. */
const heldRefunds = (() => {
  let holding = false;
  let arrived: () => void = () => undefined;
  let gate: Promise<void> = Promise.resolve();
  let open: () => void = () => undefined;
  return {
    provider: (db: Parameters<typeof createTestProvider>[0]): PaymentProvider => {
      const provider = createTestProvider(db);
      return {
        ...provider,
        refund: async (intentId: string, amountCents: number, key: string) => {
          if (holding) {
            arrived();
            await gate;
          }
          return provider.refund(intentId, amountCents, key);
        },
      };
    },
    /** Resolves once the next refund has reached the provider (which holds it). */
    started(): Promise<void> {
      holding = true;
      gate = new Promise((resolve) => (open = resolve));
      return new Promise((resolve) => (arrived = resolve));
    },
    release(): void {
      holding = false;
      open();
    },
  };
})();

const given = useTestShop({ payments: heldRefunds.provider, people: { admin: 'owner', alice: 'customer' } });
afterEach(() => expect(given.shop.violations).toEqual([]));

const refund = (caller: Shopper, orderId: string) => given.shop.request.post(`/api/orders/${orderId}/refund`).set(caller.auth);
const ship = (orderId: string) => given.shop.request.patch(`/api/orders/${orderId}/ship`).set(given.admin.auth);

const emailKindsOf = async (orderId: string) =>
  (await given.shop.db.sql.select<{ kind: string }>('SELECT kind FROM email_outbox WHERE dedupe_key LIKE ?', [`${orderId}:%`])).map((row) => row.kind).sort();

const providerRefundOf = async (intentId: string) =>
  (await given.shop.db.sql.select<{ refundId: string | null }>('SELECT id AS "refundId" FROM test_payment_refunds WHERE intent_id = ?', [intentId]))[0]?.refundId;

/** A paid order of 3 units on a tool of its own with 10 in stock (7 left once ordered). */
async function paidOrder(): Promise<{ order: Order; productId: string }> {
  const product = await addProduct(given.shop, given.admin, { price: 24.99, available: 10, minimum: 1 });
  const order = await placedOrder(given.shop, given.alice, product._id, 3);
  return { order: await payWithTestCard(given.shop, given.alice, order._id), productId: product._id };
}

describe('refunding a paid order', () => {
  it('when an admin refunds a paid order, then the provider refunds it, its stock returns, the customer sees it refunded and is emailed', async () => {
    const { order, productId } = await paidOrder();
    expect(await stockOf(given.shop, productId)).toBe(7);

    const response = await refund(given.admin, order._id);

    expect(response.status, response.text).toBe(200);
    expect(response.body).toMatchObject({ _id: order._id, status: 'refunded', paid: false, shippedAt: null, transactionId: order.transactionId });
    expect(response.body.refundedAt).toEqual(expect.any(String));
    expect(await stockOf(given.shop, productId)).toBe(10);
    expect(await providerRefundOf(order.transactionId!)).toMatch(/^re_test_/);
    expect(await emailKindsOf(order._id)).toEqual(['order-confirmed', 'order-refund-issued']);
    const mine = await allOrders(given.shop, given.alice, { path: `/api/order/${given.alice.email}` });
    expect(mine.find((o) => o._id === order._id)?.status).toBe('refunded');
  });

  it('when a shipped order is refunded, then the money goes back but the stock stays out (the tools left the shop)', async () => {
    const { order, productId } = await paidOrder();
    expect((await ship(order._id)).status).toBe(200);

    const response = await refund(given.admin, order._id);

    expect(response.status, response.text).toBe(200);
    expect(response.body).toMatchObject({ status: 'refunded', shippedAt: expect.any(String) });
    expect(await stockOf(given.shop, productId)).toBe(7);
  });

  it('when an order is refunded a second time, then nothing changes and the answer says it already was', async () => {
    const { order, productId } = await paidOrder();
    const first = await refund(given.admin, order._id);
    expect(first.status).toBe(200);

    const second = await refund(given.admin, order._id);

    expectProblem(second, 409, 'This order has already been refunded.');
    expect(second.body.code).toBe('already_refunded');
    expect(await orderAs(given.shop, given.admin, order._id)).toEqual(first.body);
    expect(await stockOf(given.shop, productId)).toBe(10);
    expect(await emailKindsOf(order._id)).toEqual(['order-confirmed', 'order-refund-issued']);
  });

  it('when the order was never paid, then it is refused and stays as it was', async () => {
    const product = await addProduct(given.shop, given.admin, { available: 10, minimum: 1 });
    const unpaid = await placedOrder(given.shop, given.alice, product._id, 2);
    expectProblem(await refund(given.admin, unpaid._id), 409, 'Only a paid order can be refunded.');
    expect((await orderAs(given.shop, given.alice, unpaid._id)).status).toBe('unpaid');

    expect((await given.shop.request.delete(`/api/order/${unpaid._id}`).set(given.alice.auth)).status).toBe(200);
    expectProblem(await refund(given.admin, unpaid._id), 409, 'This order was cancelled before it was paid: there is nothing to refund.');
    expect(await stockOf(given.shop, product._id)).toBe(10);
  });

  it('when a refunded order is shipped or cancelled, then it is refused', async () => {
    const { order } = await paidOrder();
    expect((await refund(given.admin, order._id)).status).toBe(200);
    expectProblem(await ship(order._id), 409, 'A refunded order can’t be shipped.');
    expectProblem(await given.shop.request.delete(`/api/order/${order._id}`).set(given.alice.auth), 409, 'This order was refunded and can no longer be cancelled.');
  });

  it('when the order does not exist, then 404', async () => {
    expectProblem(await refund(given.admin, '0193a7d2-5c1e-7b3a-9f00-00000000dead'), 404, 'No order with that id.');
  });
});

describe('refund races', () => {
  it('when five refunds of one order arrive at once, then one refunds it, the others are refused, and stock and email come once', async () => {
    const { order, productId } = await paidOrder();

    const responses = await Promise.all(Array.from({ length: 5 }, () => refund(given.admin, order._id)));

    expect(responses.filter((r) => r.status === 200)).toHaveLength(1);
    for (const refused of responses.filter((r) => r.status !== 200)) expect(refused.status, refused.text).toBe(409);
    expect(await stockOf(given.shop, productId)).toBe(10);
    expect(await emailKindsOf(order._id)).toEqual(['order-confirmed', 'order-refund-issued']);
  });

  it('when a ship arrives while the refund is with the provider, then the ship is refused with 409 saying why, and the refund returns the stock', async () => {
    const { order, productId } = await paidOrder();
    const refunding = refund(given.admin, order._id).then((response) => response);
    await heldRefunds.started();

    expectProblem(await ship(order._id), 409, 'A refund of this order is under way, so it can’t be shipped.');
    heldRefunds.release();

    expect((await refunding).status).toBe(200);
    expect(await orderAs(given.shop, given.admin, order._id)).toMatchObject({ status: 'refunded', shippedAt: null });
    expect(await stockOf(given.shop, productId)).toBe(10);
    expect(await emailKindsOf(order._id)).toEqual(['order-confirmed', 'order-refund-issued']);
  });

  it('when a refund races a ship, then either order of events holds: stock returns and no shipped email goes only if the order never shipped', async () => {
    for (let round = 0; round < 10; round += 1) {
      const { order, productId } = await paidOrder();
      // The ship starts a little later each round, so it lands before, during and after the refund's provider call.
      const [refunded, shipped] = await Promise.all([refund(given.admin, order._id), delay(round * 4).then(() => ship(order._id))]);

      expect(refunded.status, refunded.text).toBe(200);
      expect([200, 409]).toContain(shipped.status);
      const final = await orderAs(given.shop, given.admin, order._id);
      expect(final.status).toBe('refunded');
      expect(final.shippedAt !== null).toBe(shipped.status === 200);
      expect(await stockOf(given.shop, productId)).toBe(shipped.status === 200 ? 7 : 10);
      const shippedEmail = shipped.status === 200 ? ['order-shipped'] : [];
      expect(await emailKindsOf(order._id)).toEqual(['order-confirmed', 'order-refund-issued', ...shippedEmail].sort());
    }
  });
});
