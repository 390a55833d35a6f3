// Guest checkout: a visitor orders with an email and no account; the order's private key (shown
// once, its hash stored, and sealed for its emails) opens it, pays it and cancels it while unpaid;
// any other key is a 404. The unpaid limits count per email; a verified account with the email
// takes its guest orders over at sign-in, an unverified one doesn't. On SQLite and on PostgreSQL (TEST_DATABASE_URL).
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestShop } from '../../../../test/harness.js';
import { createAccount, uniqueEmail, verifyEmail } from '../../../../test/identity.js';
import { addProduct, address, allOrders, guestCheckout, guestOrder, phone, stockOf } from '../../../../test/support/orders.js';
import { confirmedGuestPayment, guestPayments } from '../../../../test/support/payments.js';
import { expectProblem } from '../../../../test/support/problem-checks.js';
import { snapshot } from '../../../../test/support/snapshot.js';

const given = useTestShop({ env: { MAX_UNPAID_ORDERS: '2' }, people: { admin: 'owner', alice: 'customer' } });
afterEach(() => expect(given.shop.violations.splice(0)).toEqual([]));

const tool = (overrides: { name?: string; price?: number; available?: number; minimum?: number } = {}) =>
  addProduct(given.shop, given.admin, { available: 20, minimum: 1, ...overrides });
const viewGuestOrder = (orderId: string, key: string) => given.shop.request.get(`/api/guest/orders/${orderId}`).set('X-Order-Key', key);
const cancelGuestOrder = (orderId: string, key: string) => given.shop.request.delete(`/api/guest/orders/${orderId}`).set('X-Order-Key', key);
const exchange = (email: string, idToken: string) => given.shop.request.put(`/api/user/${encodeURIComponent(email)}`).set('Authorization', `Bearer ${idToken}`);

describe('ordering as a guest', () => {
  it('when a visitor checks out two tools with an email, then one unpaid order holds both at the server’s prices, stock is reserved and the answer carries its key', async () => {
    const plane = await tool({ name: 'Guest Plane', price: 89.99, available: 10, minimum: 2 });
    const gauge = await tool({ name: 'Guest Gauge', price: 24.5, available: 5 });
    const email = uniqueEmail('Guest.Shopper');
    const response = await guestCheckout(given.shop, plane._id, 2, {
      email: email.toUpperCase(),
      lines: [
        { productId: plane._id, quantity: 2 },
        { productId: gauge._id, quantity: 1 },
      ],
      expectedTotal: '204.48',
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const { order, key } = response.body;
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(order).toMatchObject({ email: email.toLowerCase(), userName: 'Guest', status: 'unpaid', price: '204.48', address, phone });
    expect(order.lines.map((line: { productName: string }) => line.productName)).toEqual(['Guest Plane', 'Guest Gauge']);
    expect([await stockOf(given.shop, plane._id), await stockOf(given.shop, gauge._id)]).toEqual([8, 4]);

    // The shop keeps the key's hash, and the key only sealed for the server (for the emails' links:
    // notifications/__tests__/guest-order-links.test.ts); placing the order records no email.
    const [row] = await given.shop.db.sql.select<{ keyHash: string; userId: string | null }>('SELECT key_hash AS "keyHash", user_id AS "userId" FROM orders WHERE id = ?', [order._id]);
    expect(row).toEqual({ keyHash: createHash('sha256').update(key).digest('hex'), userId: null });
    expect(JSON.stringify(await given.shop.db.sql.select('SELECT * FROM orders WHERE id = ?', [order._id]))).not.toContain(key);
    expect(await given.shop.db.sql.select('SELECT kind FROM email_outbox WHERE dedupe_key LIKE ?', [`${order._id}:%`])).toEqual([]);
  });

  it('when the key is the order’s own, then it opens the order; another order’s key, a key of no order or an account’s order answer 404, and no key 401', async () => {
    const hammer = await tool();
    const mine = await guestOrder(given.shop, hammer._id, 1);
    const theirs = await guestOrder(given.shop, hammer._id, 1);
    const opened = await viewGuestOrder(mine.order._id, mine.key);
    expect(opened.status).toBe(200);
    expect(opened.body).toEqual(mine.order);

    const accountOrder = await given.shop.request.post('/api/order').set(given.alice.auth).send({ productId: hammer._id, quantity: 1, address, phone });
    const unknownKey = 'A'.repeat(43);
    for (const [orderId, key] of [
      [mine.order._id, theirs.key],
      [mine.order._id, unknownKey],
      [accountOrder.body._id, mine.key],
      [accountOrder.body._id, unknownKey],
    ] as const) {
      expectProblem(await viewGuestOrder(orderId, key), 404, 'No order with that id.');
    }
    expectProblem(await given.shop.request.get(`/api/guest/orders/${mine.order._id}`), 401);
    expectProblem(await given.shop.request.get(`/api/guest/orders/${mine.order._id}`).set('X-Order-Key', `${mine.key}=`), 401);
    // A guest order isn't anyone's account order: only the admin sees it by id.
    expectProblem(await given.shop.request.get(`/api/orders/${mine.order._id}`).set(given.alice.auth), 404);
    expect((await given.shop.request.get(`/api/orders/${mine.order._id}`).set(given.admin.auth)).status).toBe(200);
  });

  it('when the guest pays with the key, then the order is paid; a declined card leaves it unpaid and paying again pays the same order', async () => {
    const saw = await tool({ price: 30 });
    const { order, key } = await guestOrder(given.shop, saw._id, 2);
    const pay = guestPayments(given.shop, order._id, key);
    const intent = await pay.createPaymentIntent();
    expect(intent.status).toBe(200);
    expect(intent.body.amount).toBe(6000);
    expectProblem(await pay.confirmTestPayment(intent.body.clientSecret, { number: '4000 0000 0000 0002', expiry: '12/40', cvc: '123' }), 402);
    expect((await viewGuestOrder(order._id, key)).body.status).toBe('unpaid');

    const again = await confirmedGuestPayment(given.shop, order._id, key);
    expect(again.paymentIntentId).toBe(intent.body.paymentIntentId);
    const paid = await pay.markOrderPaid(again.paymentIntentId);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toMatchObject({ _id: order._id, status: 'paid', paid: true });
  });

  it('when another order’s key confirms this order’s payment, then 404 and nothing is paid', async () => {
    const saw = await tool();
    const mine = await guestOrder(given.shop, saw._id, 1);
    const theirs = await guestOrder(given.shop, saw._id, 1);
    const intent = await guestPayments(given.shop, mine.order._id, mine.key).createPaymentIntent();
    // Their key, their order's path, my order's client secret.
    expectProblem(await guestPayments(given.shop, theirs.order._id, theirs.key).confirmTestPayment(intent.body.clientSecret), 404);
    expectProblem(await guestPayments(given.shop, mine.order._id, theirs.key).confirmTestPayment(intent.body.clientSecret), 404);
    expect((await viewGuestOrder(mine.order._id, mine.key)).body.status).toBe('unpaid');
  });

  it('when the guest cancels the unpaid order with its key, then its stock comes back; another key changes nothing', async () => {
    const chisel = await tool({ available: 6 });
    const mine = await guestOrder(given.shop, chisel._id, 4);
    const theirs = await guestOrder(given.shop, chisel._id, 1);
    expect(await stockOf(given.shop, chisel._id)).toBe(1);
    const before = await snapshot(given.shop.db);
    expectProblem(await cancelGuestOrder(mine.order._id, theirs.key), 404);
    expect(await snapshot(given.shop.db)).toEqual(before);
    const cancelled = await cancelGuestOrder(mine.order._id, mine.key);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    expect(await stockOf(given.shop, chisel._id)).toBe(5);
    expectProblem(await cancelGuestOrder(mine.order._id, mine.key), 409);
  });

  it('when an email already holds the unpaid orders allowed, then its next guest order is refused whatever the address, and another email may still order', async () => {
    const file = await tool({ available: 50 });
    const email = uniqueEmail('limited');
    await guestOrder(given.shop, file._id, 1, { email });
    await guestOrder(given.shop, file._id, 1, { email: email.toUpperCase() });
    const before = await snapshot(given.shop.db);
    const refused = await guestCheckout(given.shop, file._id, 1, { email, address: '2 Other Road, York YO1 7HH' });
    expectProblem(refused, 409, /You have 2 unpaid orders/);
    expect(await snapshot(given.shop.db)).toEqual(before);
    expect((await guestCheckout(given.shop, file._id, 1)).status).toBe(201);
  });

  it('when a line can’t be ordered, then 409 names it and nothing is reserved; a tool twice is a 400', async () => {
    const rare = await tool({ name: 'Rare Rasp', available: 2 });
    expectProblem(await guestCheckout(given.shop, rare._id, 3), 409, /Rare Rasp \(only 2 left\)/);
    expect(await stockOf(given.shop, rare._id)).toBe(2);
    const twice = await guestCheckout(given.shop, rare._id, 1, {
      lines: [
        { productId: rare._id, quantity: 1 },
        { productId: rare._id, quantity: 1 },
      ],
    });
    expectProblem(twice, 400);
    expectProblem(await guestCheckout(given.shop, rare._id, 1, { expectedTotal: '0.01' }), 409, /Prices/);
    expect(await stockOf(given.shop, rare._id)).toBe(2);
  });
});

describe('an account takes its guest orders over', () => {
  it('when a verified account with the guest’s email signs in, then My Orders lists its guest orders and it may pay them as its own', async () => {
    const hammer = await tool();
    const email = uniqueEmail('verified-guest');
    const { order } = await guestOrder(given.shop, hammer._id, 1, { email });
    const account = await createAccount(email, { verified: true });
    const session = await exchange(email, account.idToken);
    expect(session.status).toBe(200);
    const auth = { Authorization: `Bearer ${session.body.token}` };
    const listed = await allOrders(given.shop, { email, auth }, { path: `/api/order/${email}` });
    expect(listed.map((listedOrder) => listedOrder._id)).toEqual([order._id]);
    expect((await given.shop.request.post('/api/create-payment-intent').set(auth).send({ orderId: order._id })).status).toBe(200);
  });

  it('when an unverified account with the guest’s email signs in, then it sees none of them, until the address is verified', async () => {
    const hammer = await tool();
    const email = uniqueEmail('unverified-guest');
    const { order } = await guestOrder(given.shop, hammer._id, 1, { email });
    const account = await createAccount(email);
    const session = await exchange(email, account.idToken);
    expect(session.status).toBe(200);
    const auth = { Authorization: `Bearer ${session.body.token}` };
    expect(await allOrders(given.shop, { email, auth }, { path: `/api/order/${email}` })).toEqual([]);
    expectProblem(await given.shop.request.get(`/api/orders/${order._id}`).set(auth), 404);

    const verified = await exchange(email, await verifyEmail(account));
    const listed = await allOrders(given.shop, { email, auth: { Authorization: `Bearer ${verified.body.token}` } }, { path: `/api/order/${email}` });
    expect(listed.map((listedOrder) => listedOrder._id)).toEqual([order._id]);
  });
});
