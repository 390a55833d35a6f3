// A customer holds at most MAX_UNPAID_ORDERS unpaid orders and MAX_UNPAID_UNITS units on them
// (here the defaults, 5 and 200). Paying or cancelling makes room; other customers' orders don't
// count; a cart's checkout counts all its lines' units; many placements at once by one customer
// never get past the limits, on SQLite and on PostgreSQL (TEST_DATABASE_URL).
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestShop, type Shopper } from '../../../../test/harness.js';
import { cartOf, checkout, fillCart, setLine } from '../../../../test/support/cart.js';
import { addProduct, allOrders, placeOrder, placedOrder, stockOf } from '../../../../test/support/orders.js';
import { payWithTestCard } from '../../../../test/support/payments.js';
import { expectProblem } from '../../../../test/support/problem-checks.js';
import { loadConfig } from '../../../config.js';
import type { Order } from '../../../shared/api-types.js';

const ROUNDS = 20;
const given = useTestShop({ env: { MAX_UNPAID_ORDERS: '5', MAX_UNPAID_UNITS: '200' }, people: { admin: 'owner' } });
let product: { _id: string };

beforeAll(async () => {
  product = await addProduct(given.shop, given.admin, { available: 1_000_000, minimum: 1 });
});
afterEach(() => expect(given.shop.violations).toEqual([]));

const fiveOrders = 'You have 5 unpaid orders. Pay or cancel one before ordering more.';

async function unpaidOf(shopper: Shopper): Promise<Order[]> {
  const orders = await allOrders(given.shop, shopper, { path: `/api/order/${shopper.email}` });
  return orders.filter((order) => order.status === 'unpaid');
}

const cancel = (shopper: Shopper, order: Order) => given.shop.request.delete(`/api/order/${order._id}`).set(shopper.auth);

describe('unpaid limits', () => {
  it('when nothing is configured, then a customer may hold 5 unpaid orders and 200 units', () => {
    expect(loadConfig({ PAYMENT_PROVIDER: 'test' }).unpaidLimits).toEqual({ orders: 5, units: 200 });
  });

  it('when a customer holds 5 unpaid orders, then a 6th is refused with 409 and changes nothing; paying or cancelling one makes room', async () => {
    const shopper = await given.shop.signIn('five-orders');
    const orders = [];
    for (let i = 0; i < 5; i += 1) orders.push(await placedOrder(given.shop, shopper, product._id, 1));
    const stock = await stockOf(given.shop, product._id);

    expectProblem(await placeOrder(given.shop, shopper, product._id, 1), 409, fiveOrders);
    expect(await stockOf(given.shop, product._id)).toBe(stock);
    expect(await unpaidOf(shopper)).toHaveLength(5);

    await payWithTestCard(given.shop, shopper, orders[0]!._id);
    await placedOrder(given.shop, shopper, product._id, 1);
    expectProblem(await placeOrder(given.shop, shopper, product._id, 1), 409, fiveOrders);

    expect((await cancel(shopper, orders[1]!)).status).toBe(200);
    await placedOrder(given.shop, shopper, product._id, 1);
    expect(await unpaidOf(shopper)).toHaveLength(5);
  });

  it('when an order would take a customer past 200 unpaid units, then 409 saying how many they hold; a smaller order still fits', async () => {
    const shopper = await given.shop.signIn('many-units');
    await placedOrder(given.shop, shopper, product._id, 150);
    const stock = await stockOf(given.shop, product._id);

    expectProblem(
      await placeOrder(given.shop, shopper, product._id, 51),
      409,
      'You have 150 units on unpaid orders; this order would take you over 200. Pay or cancel an order before ordering more.',
    );
    expect(await stockOf(given.shop, product._id)).toBe(stock);
    await placedOrder(given.shop, shopper, product._id, 50);
  });

  it('when a cart’s lines together would pass 200 unpaid units, then its checkout is refused, reserves nothing and the cart stays', async () => {
    const shopper = await given.shop.signIn('big-cart');
    const other = await addProduct(given.shop, given.admin, { available: 1_000, minimum: 1 });
    await placedOrder(given.shop, shopper, product._id, 100);
    await fillCart(given.shop, shopper, [
      [product._id, 60],
      [other._id, 41],
    ]);
    const stocks = [await stockOf(given.shop, product._id), await stockOf(given.shop, other._id)];
    expectProblem(await checkout(given.shop, shopper), 409, 'You have 100 units on unpaid orders; this order would take you over 200. Pay or cancel an order before ordering more.');
    expect([await stockOf(given.shop, product._id), await stockOf(given.shop, other._id)]).toEqual(stocks);
    expect((await cartOf(given.shop, shopper)).lines).toHaveLength(2);
    expect((await setLine(given.shop, shopper, other._id, 40)).status).toBe(200);
    expect((await checkout(given.shop, shopper)).status).toBe(201);
  });

  it('when one order alone is over 200 units, then 409 asking for fewer', async () => {
    const shopper = await given.shop.signIn('one-big-order');
    expectProblem(await placeOrder(given.shop, shopper, product._id, 201), 409, 'You can have at most 200 units on unpaid orders. Please order fewer.');
    expect(await unpaidOf(shopper)).toHaveLength(0);
  });

  it('when other customers hold unpaid orders, then they don’t count against this one', async () => {
    const [busy, fresh] = await Promise.all([given.shop.signIn('busy'), given.shop.signIn('fresh')]);
    for (let i = 0; i < 5; i += 1) await placedOrder(given.shop, busy, product._id, 40);
    await placedOrder(given.shop, fresh, product._id, 200);
  });

  it(`when one customer places 15 orders at once, ${ROUNDS} times, then exactly 5 get through each time`, async () => {
    const shopper = await given.shop.signIn('racing-orders');
    for (let round = 0; round < ROUNDS; round += 1) {
      const responses = await Promise.all(Array.from({ length: 15 }, () => placeOrder(given.shop, shopper, product._id, 1)));
      const created = responses.filter((response) => response.status === 201);
      expect(created, `round ${round}`).toHaveLength(5);
      for (const response of responses.filter((r) => r.status !== 201)) expectProblem(response, 409, fiveOrders);
      const unpaid = await unpaidOf(shopper);
      expect(unpaid).toHaveLength(5);
      await Promise.all(unpaid.map((order) => cancel(shopper, order)));
    }
  });

  it(`when one customer places 10 orders of 60 units at once, ${ROUNDS} times, then exactly 3 get through each time (180 of 200 units)`, async () => {
    const shopper = await given.shop.signIn('racing-units');
    for (let round = 0; round < ROUNDS; round += 1) {
      const responses = await Promise.all(Array.from({ length: 10 }, () => placeOrder(given.shop, shopper, product._id, 60)));
      expect(responses.filter((response) => response.status === 201), `round ${round}`).toHaveLength(3);
      for (const response of responses.filter((r) => r.status !== 201)) expectProblem(response, 409, /^You have 180 units on unpaid orders/);
      const unpaid = await unpaidOf(shopper);
      expect(unpaid.reduce((units, order) => units + order.quantity, 0)).toBe(180);
      await Promise.all(unpaid.map((order) => cancel(shopper, order)));
    }
  });
});
