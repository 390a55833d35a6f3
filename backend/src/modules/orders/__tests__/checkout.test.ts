// Checkout: the whole cart becomes one order with a line per tool and one payment for the total,
// every line's stock reserved in one transaction, all or nothing; cancelling or the hold running
// out gives every line back. On SQLite and on PostgreSQL (TEST_DATABASE_URL).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useTestShop } from '../../../../test/harness.js';
import { cartOf, checkedOut, checkout, clearCart, fillCart } from '../../../../test/support/cart.js';
import { addProduct, allOrders, orderAs, placeOrder, placedOrder, stockOf } from '../../../../test/support/orders.js';
import { createPaymentIntent, payWithTestCard } from '../../../../test/support/payments.js';
import { expectProblem } from '../../../../test/support/problem-checks.js';
import { snapshot } from '../../../../test/support/snapshot.js';
import type { Order } from '../../../shared/api-types.js';

const DAY = 24 * 60 * 60 * 1000;
const given = useTestShop({ people: { admin: 'owner', alice: 'customer' } });
beforeEach(() => clearCart(given.shop, given.alice));
afterEach(() => expect(given.shop.violations).toEqual([]));

const tool = (overrides: { name?: string; price?: number; available?: number; minimum?: number } = {}) =>
  addProduct(given.shop, given.admin, { available: 20, minimum: 1, ...overrides });
const stocks = (...products: Array<{ _id: string }>) => Promise.all(products.map((product) => stockOf(given.shop, product._id)));
const emptyCart = { lines: [], total: '0.00' };

describe('checking out a cart', () => {
  it('when a shopper checks out two tools, then one order holds both lines at the server’s prices, stock is reserved for each and the cart is emptied', async () => {
    const plane = await tool({ name: 'Checkout Plane', price: 89.99, available: 10, minimum: 2 });
    const gauge = await tool({ name: 'Checkout Gauge', price: 24.5, available: 5 });
    await fillCart(given.shop, given.alice, [
      [plane._id, 2],
      [gauge._id, 1],
    ]);
    const order = await checkedOut(given.shop, given.alice, { expectedTotal: '204.48' });
    expect(order).toMatchObject({
      email: given.alice.email,
      status: 'unpaid',
      price: '204.48',
      // The seed's single-product fields: the first line's tool, name and unit price; every unit.
      productId: plane._id,
      productName: 'Checkout Plane',
      unitPrice: '89.99',
      quantity: 3,
      lines: [
        { productId: plane._id, productName: 'Checkout Plane', quantity: 2, unitPrice: '89.99', price: '179.98' },
        { productId: gauge._id, productName: 'Checkout Gauge', quantity: 1, unitPrice: '24.50', price: '24.50' },
      ],
    });
    expect(await stocks(plane, gauge)).toEqual([8, 4]);
    expect(await cartOf(given.shop, given.alice)).toEqual(emptyCart);
    expect(await orderAs(given.shop, given.alice, order._id)).toEqual(order);
    // My Orders and the admin's table show every line.
    for (const [who, path] of [[given.alice, `/api/order/${given.alice.email}`], [given.admin, '/api/orders']] as const) {
      expect((await allOrders(given.shop, who, { path })).find((listed) => listed._id === order._id)?.lines).toEqual(order.lines);
    }
    // Its confirmation, once paid, lists both tools.
    await payWithTestCard(given.shop, given.alice, order._id);
    const [email] = await given.shop.db.sql.select<{ payload: string }>('SELECT payload FROM email_outbox WHERE dedupe_key = ?', [`${order._id}:order-confirmed`]);
    expect(JSON.parse(email?.payload ?? '{}').lines).toEqual([
      { productName: 'Checkout Plane', quantity: 2, unitPriceCents: 8999, totalCents: 17998 },
      { productName: 'Checkout Gauge', quantity: 1, unitPriceCents: 2450, totalCents: 2450 },
    ]);
  });

  it('when the order is paid, then one payment carries the whole total', async () => {
    const [first, second] = await Promise.all([tool({ price: 12.34 }), tool({ price: 0.66 })]);
    await fillCart(given.shop, given.alice, [
      [first._id, 3],
      [second._id, 5],
    ]);
    const order = await checkedOut(given.shop, given.alice);
    expect(order.price).toBe('40.32');
    expect((await createPaymentIntent(given.shop, given.alice, order._id)).body).toMatchObject({ amount: 4032, currency: 'usd' });
    expect(await payWithTestCard(given.shop, given.alice, order._id)).toMatchObject({ status: 'paid', paid: true, lines: order.lines });
  });

  it('when a price changed after the tool went into the cart, then checkout charges the new price; a stale expectedTotal is refused and nothing changes', async () => {
    const product = await tool({ price: 10 });
    await fillCart(given.shop, given.alice, [[product._id, 2]]);
    expect((await given.shop.request.patch(`/api/product/${product._id}`).set(given.admin.auth).send({ price: 11 })).status).toBe(200);
    const before = await snapshot(given.shop.db);
    const stale = await checkout(given.shop, given.alice, { expectedTotal: '20.00' });
    expectProblem(stale, 409, 'Prices in your cart have changed since you last saw it. Please check the new total.');
    expect(stale.body.code).toBe('price_changed');
    expect(await snapshot(given.shop.db)).toBe(before);
    expect((await checkedOut(given.shop, given.alice)).lines[0]).toMatchObject({ unitPrice: '11.00', price: '22.00' });
  });

  it('when the cart is empty, then 409 cart_empty and no order', async () => {
    expect(await cartOf(given.shop, given.alice)).toEqual(emptyCart);
    const before = await snapshot(given.shop.db);
    const response = await checkout(given.shop, given.alice);
    expectProblem(response, 409, 'Your cart is empty.');
    expect(response.body.code).toBe('cart_empty');
    expect(await snapshot(given.shop.db)).toBe(before);
  });

  it('when Buy Now places an order, then it is one line and the cart is left as it was', async () => {
    const [inCart, bought] = await Promise.all([tool(), tool({ price: 7.5 })]);
    const cart = await fillCart(given.shop, given.alice, [[inCart._id, 1]]);
    const order = await placedOrder(given.shop, given.alice, bought._id, 4);
    expect(order.lines).toEqual([{ productId: bought._id, productName: order.productName, quantity: 4, unitPrice: '7.50', price: '30.00', taxClass: 'standard' }]);
    expect(await cartOf(given.shop, given.alice)).toEqual(cart);
    await checkedOut(given.shop, given.alice);
  });

  it('when Buy Now sends the total the shopper saw and the price changed since, then 409 price_changed and nothing is reserved; the total as it stands orders', async () => {
    const product = await tool({ price: 10, available: 8 });
    expect((await given.shop.request.patch(`/api/product/${product._id}`).set(given.admin.auth).send({ price: 11 })).status).toBe(200);
    const before = await snapshot(given.shop.db);
    const stale = await placeOrder(given.shop, given.alice, product._id, 2, { expectedTotal: '20.00' });
    expectProblem(stale, 409, 'Prices in your cart have changed since you last saw it. Please check the new total.');
    expect(stale.body.code).toBe('price_changed');
    expect(await snapshot(given.shop.db)).toBe(before);
    expect(await placedOrder(given.shop, given.alice, product._id, 2, { expectedTotal: '22.00' })).toMatchObject({ price: '22.00', status: 'unpaid' });
    expect(await stockOf(given.shop, product._id)).toBe(6);
  });
});

describe('all or nothing', () => {
  it('when one line can’t be reserved, then 409 names it with what is left, no line is reserved, no order is placed and the cart stays', async () => {
    const plenty = await tool({ name: 'Plenty Chisel', available: 10 });
    const scarce = await tool({ name: 'Scarce Rasp', available: 10, minimum: 2 });
    await fillCart(given.shop, given.alice, [
      [plenty._id, 3],
      [scarce._id, 6],
    ]);
    // Someone else buys most of the rasps meanwhile.
    await placedOrder(given.shop, given.admin, scarce._id, 7);
    const cart = await cartOf(given.shop, given.alice);
    const before = await snapshot(given.shop.db);

    const response = await checkout(given.shop, given.alice);
    expectProblem(response, 409, 'Some tools in your cart can’t be ordered as they are: Scarce Rasp (only 3 left). Nothing was ordered.');
    expect(response.body).toMatchObject({
      code: 'lines_unavailable',
      lines: [{ productId: scarce._id, name: 'Scarce Rasp', quantity: 6, available: 3, minimum: 2, issue: 'exceeds_stock' }],
    });
    expect(await stocks(plenty, scarce)).toEqual([10, 3]);
    expect(await snapshot(given.shop.db)).toBe(before);
    expect(await cartOf(given.shop, given.alice)).toEqual(cart);
  });

  it('when several lines can’t be ordered (deleted, sold out, below a raised minimum), then every one is named and nothing is reserved', async () => {
    const fine = await tool({ name: 'Fine Saw' });
    const deleted = await tool({ name: 'Gone Level' });
    const soldOut = await tool({ name: 'Sold Square', available: 5, minimum: 2 });
    const raised = await tool({ name: 'Raised Clamp' });
    await fillCart(given.shop, given.alice, [
      [fine._id, 1],
      [deleted._id, 1],
      [soldOut._id, 2],
      [raised._id, 2],
    ]);
    expect((await given.shop.request.delete(`/api/product/${deleted._id}`).set(given.admin.auth)).status).toBe(204);
    await placedOrder(given.shop, given.admin, soldOut._id, 4);
    expect((await given.shop.request.patch(`/api/product/${raised._id}`).set(given.admin.auth).send({ minimum: 5 })).status).toBe(200);
    const before = await snapshot(given.shop.db);

    const response = await checkout(given.shop, given.alice);
    expectProblem(
      response,
      409,
      'Some tools in your cart can’t be ordered as they are: Gone Level (no longer sold), Sold Square (out of stock), Raised Clamp (the minimum order is 5). Nothing was ordered.',
    );
    expect(response.body.lines.map((line: { productId: string; issue: string }) => [line.productId, line.issue])).toEqual([
      [deleted._id, 'product_deleted'],
      [soldOut._id, 'out_of_stock'],
      [raised._id, 'below_minimum'],
    ]);
    expect(await snapshot(given.shop.db)).toBe(before);
    for (const product of [deleted, soldOut, raised]) await given.shop.request.delete(`/api/cart/lines/${product._id}`).set(given.alice.auth);
    expect((await checkedOut(given.shop, given.alice)).lines.map((line) => line.productId)).toEqual([fine._id]);
  });
});

describe('giving the stock back', () => {
  async function twoLineOrder(): Promise<{ order: Order; products: Array<{ _id: string }> }> {
    const products = await Promise.all([tool({ available: 10 }), tool({ available: 10 })]);
    await fillCart(given.shop, given.alice, [
      [products[0]!._id, 3],
      [products[1]!._id, 4],
    ]);
    const order = await checkedOut(given.shop, given.alice);
    expect(await stocks(...products)).toEqual([7, 6]);
    return { order, products };
  }

  it('when the shopper cancels, then every line’s stock comes back, once', async () => {
    const { order, products } = await twoLineOrder();
    expect((await given.shop.request.delete(`/api/order/${order._id}`).set(given.alice.auth)).status).toBe(200);
    expect((await given.shop.request.delete(`/api/order/${order._id}`).set(given.admin.auth)).status).toBe(409);
    expect(await stocks(...products)).toEqual([10, 10]);
  });

  it('when the hold runs out, then the sweep gives every line’s stock back', async () => {
    const { order, products } = await twoLineOrder();
    expect(await given.shop.services.orders.releaseExpiredHolds(new Date(Date.now() + 2 * DAY))).toBeGreaterThanOrEqual(1);
    expect((await orderAs(given.shop, given.alice, order._id)).status).toBe('cancelled');
    expect(await stocks(...products)).toEqual([10, 10]);
  });

  it('when one of the tools was deleted meanwhile, then cancelling gives the others back', async () => {
    const { order, products } = await twoLineOrder();
    expect((await given.shop.request.delete(`/api/product/${products[0]!._id}`).set(given.admin.auth)).status).toBe(204);
    const cancelled = await given.shop.request.delete(`/api/order/${order._id}`).set(given.alice.auth);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.lines.map((line: { productId: string | null }) => line.productId)).toEqual([null, products[1]!._id]);
    expect(await stockOf(given.shop, products[1]!._id)).toBe(10);
  });
});
