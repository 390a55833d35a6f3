import { afterEach, describe, expect, it } from 'vitest';
import { useTestShop, type Shopper } from '../../../../test/harness.js';
import type { Order } from '../../../shared/api-types.js';
import { addProduct, address, allOrders, orderAs, phone, placeOrder, placedOrder, stockOf } from '../../../../test/support/orders.js';
import { payWithTestCard } from '../../../../test/support/payments.js';
import { expectProblem } from '../../../../test/support/problem-checks.js';

const given = useTestShop({ people: { admin: 'owner', alice: 'customer', bob: 'customer' } });

const HOUR = 60 * 60 * 1000;

afterEach(() => expect(given.shop.violations).toEqual([]));

const myOrders = (shopper: Shopper, email = shopper.email) => given.shop.request.get(`/api/order/${email}`).set(shopper.auth).query({ limit: 100 });
const cancel = (shopper: Shopper, orderId: string) => given.shop.request.delete(`/api/order/${orderId}`).set(shopper.auth);
const ship = (shopper: Shopper, orderId: string) => given.shop.request.patch(`/api/orders/${orderId}/ship`).set(shopper.auth);
/** Every order id in a listing, page by page at `limit` a page. */
const walk = async (shopper: Shopper, path: string, limit: number) => (await allOrders(given.shop, shopper, { path, limit })).map((order) => order._id);

describe('placing an order', () => {
  it('when a customer orders 3 of a 24.99 tool, then the server prices it 74.97 and takes the name and email from the sign-in', async () => {
    const product = await addProduct(given.shop, given.admin, { name: 'Priced Hammer', price: 24.99, available: 10, minimum: 1 });
    const before = Date.now();
    const response = await placeOrder(given.shop, given.alice, product._id, 3);
    expect(response.status).toBe(201);
    const order = response.body as Order;
    expect(order).toMatchObject({
      userName: 'Alice Tester',
      email: given.alice.email,
      productId: product._id,
      productName: 'Priced Hammer',
      quantity: 3,
      unitPrice: '24.99',
      price: '74.97',
      address,
      phone,
      paid: false,
      transactionId: null,
      status: 'unpaid',
      paidAt: null,
      shippedAt: null,
      cancelledAt: null,
    });
    // The default hold is 24 hours (ORDER_HOLD_MINUTES).
    const hold = Date.parse(order.holdExpiresAt ?? '') - Date.parse(order.createdAt);
    expect(Math.abs(hold - 24 * HOUR)).toBeLessThan(5000);
    expect(Date.parse(order.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(await stockOf(given.shop, product._id)).toBe(7);
    expect(await orderAs(given.shop, given.alice, order._id)).toEqual(order);
  });

  it('when prices would drift in floating point, then totals are exact cents: 0.10 × 3 = "0.30", 24.99 × 12 = "299.88"', async () => {
    const dime = await addProduct(given.shop, given.admin, { name: 'Dime Nail', price: 0.1, available: 50, minimum: 1 });
    expect((await placedOrder(given.shop, given.alice, dime._id, 3)).price).toBe('0.30');
    const odd = await addProduct(given.shop, given.admin, { name: 'Odd Chisel', price: 0.29, available: 50, minimum: 1 });
    expect((await placedOrder(given.shop, given.alice, odd._id, 3)).price).toBe('0.87');
    const hammer = await addProduct(given.shop, given.admin, { price: 24.99, available: 50, minimum: 1 });
    const order = await placedOrder(given.shop, given.alice, hammer._id, 12);
    expect(order).toMatchObject({ unitPrice: '24.99', price: '299.88' });
  });

  it('when the admin changes the price later, then an existing order keeps the price it was placed at', async () => {
    const product = await addProduct(given.shop, given.admin, { price: 10, available: 20, minimum: 1 });
    const order = await placedOrder(given.shop, given.alice, product._id, 2);
    expect((await given.shop.request.patch(`/api/product/${product._id}`).set(given.admin.auth).send({ price: 99.5 })).status).toBe(200);
    expect(await orderAs(given.shop, given.alice, order._id)).toMatchObject({ unitPrice: '10.00', price: '20.00' });
    expect((await placedOrder(given.shop, given.alice, product._id, 2)).price).toBe('199.00');
  });

  it('when the quantity is below the minimum, then 400 names the minimum and nothing is reserved', async () => {
    const product = await addProduct(given.shop, given.admin, { available: 30, minimum: 5 });
    const { body: before } = await myOrders(given.alice);
    expectProblem(await placeOrder(given.shop, given.alice, product._id, 4), 400, 'The minimum order for this tool is 5.');
    expect(await stockOf(given.shop, product._id)).toBe(30);
    expect((await myOrders(given.alice)).body.items).toEqual(before.items);
  });

  it('when the quantity is more than is available, then 409 "Only N left in stock." and nothing is reserved', async () => {
    const product = await addProduct(given.shop, given.admin, { available: 5, minimum: 1 });
    expectProblem(await placeOrder(given.shop, given.alice, product._id, 6), 409, 'Only 5 left in stock.');
    expect(await stockOf(given.shop, product._id)).toBe(5);
    await placedOrder(given.shop, given.alice, product._id, 5);
    expect(await stockOf(given.shop, product._id)).toBe(0);
    expectProblem(await placeOrder(given.shop, given.bob, product._id, 1), 409, 'This tool is out of stock.');
    expect(await stockOf(given.shop, product._id)).toBe(0);
  });

  it('when the quantity is zero, negative, fractional or not a number, then 400 and nothing is reserved', async () => {
    const product = await addProduct(given.shop, given.admin, { available: 10, minimum: 1 });
    for (const quantity of [0, -1, 1.5, '2', null]) {
      expectProblem(await placeOrder(given.shop, given.alice, product._id, quantity as number), 400);
    }
    expect(await stockOf(given.shop, product._id)).toBe(10);
  });

  it.each([
    ['price', '0.01'],
    ['price', 0.01],
    ['unitPrice', '0.01'],
    ['email', 'someone-else@example.com'],
    ['userName', 'Someone Else'],
    ['productName', 'Gold Bar'],
    ['paid', true],
    ['status', 'paid'],
    ['transactionId', 'pi_test_forged'],
    ['_id', '0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f'],
  ])('when the body also carries %s, then 400 and no order is created and no stock moves', async (field, value) => {
    const product = await addProduct(given.shop, given.admin, { available: 10, minimum: 1 });
    const { body: before } = await myOrders(given.alice);
    const response = await placeOrder(given.shop, given.alice, product._id, 2, { [field]: value });
    expectProblem(response, 400);
    expect(JSON.stringify(response.body)).toContain(field);
    expect(await stockOf(given.shop, product._id)).toBe(10);
    expect((await myOrders(given.alice)).body.items).toEqual(before.items);
  });

  it('when address or phone is missing or blank, then 400 and nothing is reserved', async () => {
    const product = await addProduct(given.shop, given.admin, { available: 10, minimum: 1 });
    const send = (body: object) => given.shop.request.post('/api/order').set(given.alice.auth).send(body);
    expectProblem(await send({ productId: product._id, quantity: 1, phone }), 400);
    expectProblem(await send({ productId: product._id, quantity: 1, address }), 400);
    expectProblem(await send({ productId: product._id, quantity: 1, address: '   ', phone }), 400);
    expectProblem(await send({ productId: product._id, quantity: 1, address, phone: 'call me' }), 400);
    expect(await stockOf(given.shop, product._id)).toBe(10);
  });

  it('when the address has surrounding spaces, then it is stored trimmed', async () => {
    const product = await addProduct(given.shop, given.admin, { available: 10, minimum: 1 });
    const response = await given.shop.request
      .post('/api/order')
      .set(given.alice.auth)
      .send({ productId: product._id, quantity: 1, address: `  ${address}  `, phone });
    expect(response.status).toBe(201);
    expect(response.body.address).toBe(address);
  });

  it('when the product does not exist, then 404 and no order', async () => {
    expectProblem(await placeOrder(given.shop, given.alice, '0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f', 1), 404, 'No product with that id.');
  });

  it('when the total would exceed what one payment can carry, then 400 and no stock moves', async () => {
    const product = await addProduct(given.shop, given.admin, { price: 100000, available: 1000000, minimum: 1 });
    expectProblem(await placeOrder(given.shop, given.alice, product._id, 1000000), 400, 'That order is too large.');
    expect(await stockOf(given.shop, product._id)).toBe(1000000);
  });

  it('when nobody is signed in, then 401 and nothing is reserved', async () => {
    const product = await addProduct(given.shop, given.admin, { available: 10, minimum: 1 });
    const response = await given.shop.request.post('/api/order').send({ productId: product._id, quantity: 1, address, phone });
    expectProblem(response, 401);
    expect(await stockOf(given.shop, product._id)).toBe(10);
  });
});

describe('My Orders', () => {
  it('when a customer lists their orders, then they come newest first, cancelled ones stay listed as cancelled, and the cursor walks them all once', async () => {
    const carol = await given.shop.signIn('carol');
    const product = await addProduct(given.shop, given.admin, { available: 50, minimum: 1 });
    const placed: string[] = [];
    for (let i = 1; i <= 5; i += 1) placed.push((await placedOrder(given.shop, carol, product._id, i))._id);
    expect((await cancel(carol, placed[1]!)).status).toBe(200);
    const expected = [...placed].reverse();

    const all = await myOrders(carol);
    expect(all.status).toBe(200);
    expect(all.body.items.map((o: Order) => o._id)).toEqual(expected);
    expect(all.body.nextCursor).toBeNull();
    expect(all.body.items.every((o: Order) => o.email === carol.email)).toBe(true);
    expect(all.body.items.map((o: Order) => o.status)).toEqual(['unpaid', 'unpaid', 'unpaid', 'cancelled', 'unpaid']);
    const times = all.body.items.map((o: Order) => Date.parse(o.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    expect(await walk(carol, `/api/order/${carol.email}`, 2)).toEqual(expected);
    expect(await walk(carol, `/api/order/${carol.email}`, 1)).toEqual(expected);
  });

  it('when the email is typed in another case, then it is still the same customer', async () => {
    const product = await addProduct(given.shop, given.admin, { available: 10, minimum: 1 });
    const order = await placedOrder(given.shop, given.bob, product._id, 1);
    const response = await myOrders(given.bob, given.bob.email.toUpperCase());
    expect(response.status).toBe(200);
    expect(response.body.items.map((o: Order) => o._id)).toContain(order._id);
  });

  it('when a customer asks for someone else’s orders, then 403; an admin may see them', async () => {
    const product = await addProduct(given.shop, given.admin, { available: 10, minimum: 1 });
    const order = await placedOrder(given.shop, given.alice, product._id, 1);
    expectProblem(await myOrders(given.bob, given.alice.email), 403);
    const asAdmin = await myOrders(given.admin, given.alice.email);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.items[0]._id).toBe(order._id);
    expect(asAdmin.body.items.every((o: Order) => o.email === given.alice.email)).toBe(true);
    expect((await myOrders(given.admin, 'nobody-here@example.com')).body).toEqual({ items: [], nextCursor: null });
  });

  it('when nobody is signed in, then 401', async () => {
    expectProblem(await given.shop.request.get(`/api/order/${given.alice.email}`), 401);
  });

  it('when a cursor from another customer’s listing is replayed, then 400', async () => {
    const product = await addProduct(given.shop, given.admin, { available: 10, minimum: 1 });
    await placedOrder(given.shop, given.bob, product._id, 1);
    await placedOrder(given.shop, given.bob, product._id, 1);
    const page = await given.shop.request.get(`/api/order/${given.bob.email}`).set(given.bob.auth).query({ limit: 1 });
    expect(page.body.nextCursor).toEqual(expect.any(String));
    const replay = await given.shop.request.get(`/api/order/${given.alice.email}`).set(given.alice.auth).query({ limit: 1, cursor: page.body.nextCursor });
    expectProblem(replay, 400);
  });
});

describe('all orders (admin)', () => {
  it('when an admin lists every order, then all customers’ orders come newest first, cancelled ones included, page by page', async () => {
    const product = await addProduct(given.shop, given.admin, { available: 10, minimum: 1 });
    const first = await placedOrder(given.shop, given.alice, product._id, 1);
    const second = await placedOrder(given.shop, given.bob, product._id, 1);
    expect((await cancel(given.alice, first._id)).status).toBe(200);

    const page = await given.shop.request.get('/api/orders').set(given.admin.auth).query({ limit: 2 });
    expect(page.status).toBe(200);
    expect(page.body.items.map((o: Order) => o._id)).toEqual([second._id, first._id]);
    expect(page.body.items[1].status).toBe('cancelled');

    const ids = await walk(given.admin, '/api/orders', 7);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...ids].sort().reverse());
    const everything = await given.shop.request.get('/api/orders').set(given.admin.auth).query({ limit: 100 });
    expect(ids).toEqual(everything.body.items.map((o: Order) => o._id));
  });

  it('when a customer or a visitor asks for every order, then 403 / 401', async () => {
    expectProblem(await given.shop.request.get('/api/orders').set(given.alice.auth), 403);
    expectProblem(await given.shop.request.get('/api/orders'), 401);
  });

  it('when the page size is out of range, then 400', async () => {
    expectProblem(await given.shop.request.get('/api/orders').set(given.admin.auth).query({ limit: 0 }), 400);
    expectProblem(await given.shop.request.get('/api/orders').set(given.admin.auth).query({ limit: 1000 }), 400);
  });
});

describe('ownership', () => {
  it('when another customer reads, cancels, pays, starts a payment for or ships someone’s order, then 404/403 and nothing changes', async () => {
    const product = await addProduct(given.shop, given.admin, { available: 10, minimum: 1 });
    const order = await placedOrder(given.shop, given.alice, product._id, 2);

    expectProblem(await given.shop.request.get(`/api/orders/${order._id}`).set(given.bob.auth), 404, 'No order with that id.');
    expectProblem(await cancel(given.bob, order._id), 404, 'No order with that id.');
    expectProblem(await given.shop.request.post('/api/create-payment-intent').set(given.bob.auth).send({ orderId: order._id }), 404);
    expectProblem(await given.shop.request.patch(`/api/orders/${order._id}`).set(given.bob.auth).send({ transactionId: 'pi_test_x' }), 404);
    expectProblem(await ship(given.bob, order._id), 403);
    expect((await myOrders(given.bob)).body.items.map((o: Order) => o._id)).not.toContain(order._id);

    expect(await orderAs(given.shop, given.alice, order._id)).toEqual(order);
    expect(await stockOf(given.shop, product._id)).toBe(8);
  });

  it('when the order id does not exist, then the answer is the same 404 as someone else’s order', async () => {
    const missing = '0193a7d2-5c1e-7b3a-9f00-00000000dead';
    expectProblem(await given.shop.request.get(`/api/orders/${missing}`).set(given.alice.auth), 404, 'No order with that id.');
    expectProblem(await cancel(given.alice, missing), 404, 'No order with that id.');
    expectProblem(await ship(given.admin, missing), 404, 'No order with that id.');
    expectProblem(await given.shop.request.get('/api/orders/not-a-uuid').set(given.alice.auth), 400);
  });

  it('when an admin reads or cancels a customer’s order, then it works and the stock comes back', async () => {
    const product = await addProduct(given.shop, given.admin, { available: 10, minimum: 1 });
    const order = await placedOrder(given.shop, given.alice, product._id, 4);
    expect(await orderAs(given.shop, given.admin, order._id)).toEqual(order);
    const cancelled = await cancel(given.admin, order._id);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ _id: order._id, status: 'cancelled', paid: false });
    expect(await stockOf(given.shop, product._id)).toBe(10);
  });

  it('when nobody is signed in, then reading, cancelling and shipping are 401', async () => {
    const product = await addProduct(given.shop, given.admin, { available: 10, minimum: 1 });
    const order = await placedOrder(given.shop, given.alice, product._id, 1);
    expectProblem(await given.shop.request.get(`/api/orders/${order._id}`), 401);
    expectProblem(await given.shop.request.delete(`/api/order/${order._id}`), 401);
    expectProblem(await given.shop.request.patch(`/api/orders/${order._id}/ship`), 401);
    expect((await orderAs(given.shop, given.alice, order._id)).status).toBe('unpaid');
  });
});

describe('cancelling', () => {
  it('when the owner cancels an unpaid order, then exactly its stock returns and the order is kept as cancelled', async () => {
    const product = await addProduct(given.shop, given.admin, { available: 20, minimum: 1 });
    const kept = await placedOrder(given.shop, given.alice, product._id, 3);
    const order = await placedOrder(given.shop, given.alice, product._id, 7);
    expect(await stockOf(given.shop, product._id)).toBe(10);

    const response = await cancel(given.alice, order._id);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ _id: order._id, status: 'cancelled', paid: false, holdExpiresAt: null, price: order.price });
    expect(Date.parse(response.body.cancelledAt)).toBeGreaterThanOrEqual(Date.parse(order.createdAt));
    expect(await stockOf(given.shop, product._id)).toBe(17);
    expect(await orderAs(given.shop, given.alice, order._id)).toEqual(response.body);
    expect(await orderAs(given.shop, given.alice, kept._id)).toEqual(kept);
  });

  it('when an order is cancelled again, then 409 "already cancelled" and the stock is not returned twice', async () => {
    const product = await addProduct(given.shop, given.admin, { available: 10, minimum: 1 });
    const order = await placedOrder(given.shop, given.alice, product._id, 4);
    expect((await cancel(given.alice, order._id)).status).toBe(200);
    expectProblem(await cancel(given.alice, order._id), 409, 'This order is already cancelled.');
    expectProblem(await cancel(given.admin, order._id), 409, 'This order is already cancelled.');
    expect(await stockOf(given.shop, product._id)).toBe(10);
  });

  it('when the order is paid or shipped, then 409 with a clear message and the stock stays sold', async () => {
    const product = await addProduct(given.shop, given.admin, { available: 10, minimum: 1 });
    const order = await placedOrder(given.shop, given.alice, product._id, 2);
    await payWithTestCard(given.shop, given.alice, order._id);
    expectProblem(await cancel(given.alice, order._id), 409, 'This order is paid and can no longer be cancelled.');
    expectProblem(await cancel(given.admin, order._id), 409, 'This order is paid and can no longer be cancelled.');
    expect((await ship(given.admin, order._id)).status).toBe(200);
    expectProblem(await cancel(given.alice, order._id), 409, 'This order has been shipped and can no longer be cancelled.');
    expect(await stockOf(given.shop, product._id)).toBe(8);
    expect((await orderAs(given.shop, given.alice, order._id)).status).toBe('shipped');
  });

  it('when the product was deleted meanwhile, then the order can still be cancelled', async () => {
    const product = await addProduct(given.shop, given.admin, { available: 10, minimum: 1 });
    const order = await placedOrder(given.shop, given.alice, product._id, 2);
    expect((await given.shop.request.delete(`/api/product/${product._id}`).set(given.admin.auth)).status).toBe(204);
    const response = await cancel(given.alice, order._id);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'cancelled', productId: null });
  });
});

describe('shipping', () => {
  it('when an admin ships a paid order, then it becomes shipped and the customer sees it', async () => {
    const product = await addProduct(given.shop, given.admin, { available: 10, minimum: 1 });
    const order = await placedOrder(given.shop, given.alice, product._id, 1);
    const paid = await payWithTestCard(given.shop, given.alice, order._id);
    const response = await ship(given.admin, order._id);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ _id: order._id, status: 'shipped', paid: true, transactionId: paid.transactionId, paidAt: paid.paidAt });
    expect(Date.parse(response.body.shippedAt)).toBeGreaterThanOrEqual(Date.parse(paid.paidAt ?? ''));
    const mine = await myOrders(given.alice);
    expect(mine.body.items.find((o: Order) => o._id === order._id)).toEqual(response.body);
    expectProblem(await ship(given.admin, order._id), 409, 'This order has already been shipped.');
  });

  it('when the order is unpaid or cancelled, then 409 and it stays as it was', async () => {
    const product = await addProduct(given.shop, given.admin, { available: 10, minimum: 1 });
    const unpaid = await placedOrder(given.shop, given.alice, product._id, 1);
    expectProblem(await ship(given.admin, unpaid._id), 409, 'Only a paid order can be shipped.');
    expect(await orderAs(given.shop, given.alice, unpaid._id)).toEqual(unpaid);
    const cancelled = (await cancel(given.alice, unpaid._id)).body as Order;
    expectProblem(await ship(given.admin, unpaid._id), 409, 'A cancelled order can’t be shipped.');
    expect(await orderAs(given.shop, given.alice, unpaid._id)).toEqual(cancelled);
  });

  it('when the owner tries to ship their own paid order, then 403 and it stays paid', async () => {
    const product = await addProduct(given.shop, given.admin, { available: 10, minimum: 1 });
    const order = await placedOrder(given.shop, given.alice, product._id, 1);
    const paid = await payWithTestCard(given.shop, given.alice, order._id);
    expectProblem(await ship(given.alice, order._id), 403);
    expect(await orderAs(given.shop, given.alice, order._id)).toEqual(paid);
  });
});

// Runs last: each sweep cancels every expired unpaid order in this shop, including earlier tests'.
describe('hold expiry', () => {
  const later = () => new Date(Date.now() + 25 * HOUR);

  it('when the hold has not run out yet, then the sweep leaves the order alone', async () => {
    const product = await addProduct(given.shop, given.admin, { available: 10, minimum: 1 });
    const order = await placedOrder(given.shop, given.alice, product._id, 3);
    await given.shop.services.orders.releaseExpiredHolds(new Date());
    await given.shop.services.orders.releaseExpiredHolds(new Date(Date.now() + 23 * HOUR));
    expect(await orderAs(given.shop, given.alice, order._id)).toEqual(order);
    expect(await stockOf(given.shop, product._id)).toBe(7);
  });

  it('when an unpaid order’s hold runs out, then it is cancelled (and still listed as such) and its stock returns; paid orders stay', async () => {
    const product = await addProduct(given.shop, given.admin, { available: 10, minimum: 1 });
    const unpaid = await placedOrder(given.shop, given.alice, product._id, 3);
    const paid = await payWithTestCard(given.shop, given.bob, (await placedOrder(given.shop, given.bob, product._id, 2))._id);
    expect(await stockOf(given.shop, product._id)).toBe(5);

    expect(await given.shop.services.orders.releaseExpiredHolds(later())).toBeGreaterThanOrEqual(1);
    const expired = await orderAs(given.shop, given.alice, unpaid._id);
    expect(expired).toMatchObject({ status: 'cancelled', holdExpiresAt: null, paid: false });
    expect(expired.cancelledAt).not.toBeNull();
    expect(await orderAs(given.shop, given.bob, paid._id)).toEqual(paid);
    expect(await stockOf(given.shop, product._id)).toBe(8);
    expect((await myOrders(given.alice)).body.items.find((o: Order) => o._id === unpaid._id)?.status).toBe('cancelled');

    expect(await given.shop.services.orders.releaseExpiredHolds(later())).toBe(0);
    expect(await stockOf(given.shop, product._id)).toBe(8);
    expectProblem(await cancel(given.alice, unpaid._id), 409, 'This order is already cancelled.');
    expectProblem(await given.shop.request.post('/api/create-payment-intent').set(given.alice.auth).send({ orderId: unpaid._id }), 409);
  });

  it('when sweeps run concurrently (as in several API processes), then each order is released exactly once', async () => {
    await given.shop.services.orders.releaseExpiredHolds(later());
    const product = await addProduct(given.shop, given.admin, { available: 30, minimum: 1 });
    const orders = await Promise.all([
      placedOrder(given.shop, given.alice, product._id, 4),
      placedOrder(given.shop, given.bob, product._id, 5),
      placedOrder(given.shop, given.alice, product._id, 6),
    ]);
    expect(await stockOf(given.shop, product._id)).toBe(15);
    const now = later();
    const released = await Promise.all([1, 2, 3, 4].map(() => given.shop.services.orders.releaseExpiredHolds(now)));
    expect(released.reduce((sum, n) => sum + n, 0)).toBe(3);
    expect(await stockOf(given.shop, product._id)).toBe(30);
    for (const order of orders) expect((await orderAs(given.shop, given.admin, order._id)).status).toBe('cancelled');
  });

  it('when the owner cancels while the sweep runs, then the stock still comes back exactly once', async () => {
    const product = await addProduct(given.shop, given.admin, { available: 10, minimum: 1 });
    const order = await placedOrder(given.shop, given.alice, product._id, 6);
    const [swept, cancelled] = await Promise.all([given.shop.services.orders.releaseExpiredHolds(later()), cancel(given.alice, order._id)]);
    expect(swept + (cancelled.status === 200 ? 1 : 0)).toBe(1);
    if (cancelled.status !== 200) expectProblem(cancelled, 409, 'This order is already cancelled.');
    expect(await stockOf(given.shop, product._id)).toBe(10);
  });
});
