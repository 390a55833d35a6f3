// A checkout's Idempotency-Key: a repeat (an answer lost, Pay pressed again) places nothing new and
// answers the first order; the key is the buyer's own (an account's, or a guest's email), another
// request with it is a 422, and requests racing with one key place one order. A guest's repeat
// gives the order's key back only for the same email and the same body. On SQLite and on
// PostgreSQL (TEST_DATABASE_URL), where the racing requests really interleave.
import { randomUUID } from 'node:crypto';
import { UniqueConstraintError } from 'sequelize';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestShop } from '../../../../test/harness.js';
import { uniqueEmail } from '../../../../test/identity.js';
import { cartOf, fillCart } from '../../../../test/support/cart.js';
import { addProduct, address, phone } from '../../../../test/support/orders.js';
import { expectProblem } from '../../../../test/support/problem-checks.js';
import { createOrderKeySeal } from '../../../shared/auth/order-key-seal.js';
import { newId } from '../../../shared/ids.js';
import { createOrderPlacement } from '../order-placement.js';
import { createOrdersRepository } from '../orders.repository.js';

const given = useTestShop({ people: { admin: 'owner', alice: 'customer', bob: 'customer' } });
afterEach(() => expect(given.shop.violations.splice(0)).toEqual([]));

const tool = (available = 20) => addProduct(given.shop, given.admin, { available, minimum: 1 });
const checkoutWith = (who: { auth: Record<string, string> }, key: string, body: object = { address, phone }) =>
  given.shop.request.post('/api/checkout').set(who.auth).set('Idempotency-Key', key).send(body);
const buyNowWith = (key: string, body: object) => given.shop.request.post('/api/order').set(given.alice.auth).set('Idempotency-Key', key).send(body);
const guestWith = (key: string, body: object) => given.shop.request.post('/api/guest/checkout').set('Idempotency-Key', key).send(body);

async function stockInDatabase(productId: string): Promise<number> {
  const [row] = await given.shop.db.sql.select<{ available: number | string }>('SELECT available FROM products WHERE id = ?', [productId]);
  return Number(row?.available);
}
async function ordersOf(productId: string): Promise<string[]> {
  const rows = await given.shop.db.sql.select<{ id: string }>('SELECT DISTINCT order_id AS id FROM order_lines WHERE product_id = ?', [productId]);
  return rows.map((row) => row.id);
}

describe('a signed-in checkout sent again with its Idempotency-Key', () => {
  it('when the same checkout is sent twice with one key, then the second answers the first order and nothing more is reserved', async () => {
    const plane = await tool();
    await fillCart(given.shop, given.alice, [[plane._id, 3]]);
    const key = randomUUID();
    const first = await checkoutWith(given.alice, key, { address, phone, expectedTotal: undefined });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const again = await checkoutWith(given.alice, key.toUpperCase());
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await ordersOf(plane._id)).toEqual([first.body._id]);
    expect(await stockInDatabase(plane._id)).toBe(17);
    expect(await given.shop.db.sql.select('SELECT kind FROM email_outbox WHERE dedupe_key LIKE ?', [`${first.body._id}:%`])).toEqual([]);
  });

  it('when the key comes back with another body, then 422 idempotency_key_reused and nothing is ordered; a fresh key orders', async () => {
    const plane = await tool();
    await fillCart(given.shop, given.alice, [[plane._id, 1]]);
    const key = randomUUID();
    expect((await checkoutWith(given.alice, key)).status).toBe(201);
    await fillCart(given.shop, given.alice, [[plane._id, 2]]);
    const reused = await checkoutWith(given.alice, key, { address: '1 Other Road, York YO1 7HH', phone });
    expectProblem(reused, 422, /already placed with other details/);
    expect(reused.body.code).toBe('idempotency_key_reused');
    expect((await cartOf(given.shop, given.alice)).lines).toHaveLength(1);
    expect(await stockInDatabase(plane._id)).toBe(19);
    expect((await checkoutWith(given.alice, randomUUID())).status).toBe(201);
    expect(await stockInDatabase(plane._id)).toBe(17);
  });

  it('when Buy Now is sent twice with one key, then one order; the same key on the cart’s checkout is another request (422)', async () => {
    const plane = await tool();
    const key = randomUUID();
    const body = { productId: plane._id, quantity: 2, address, phone };
    const answers = [await buyNowWith(key, body), await buyNowWith(key, body)];
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(answers[1]!.body._id).toBe(answers[0]!.body._id);
    expect(await stockInDatabase(plane._id)).toBe(18);
    await fillCart(given.shop, given.alice, [[plane._id, 1]]);
    expectProblem(await checkoutWith(given.alice, key), 422);
  });

  it('when another account sends the same key, then it is that account’s own checkout', async () => {
    const plane = await tool();
    await fillCart(given.shop, given.alice, [[plane._id, 1]]);
    await fillCart(given.shop, given.bob, [[plane._id, 1]]);
    const key = randomUUID();
    const alices = await checkoutWith(given.alice, key);
    const bobs = await checkoutWith(given.bob, key);
    expect([alices.status, bobs.status]).toEqual([201, 201]);
    expect(bobs.body._id).not.toBe(alices.body._id);
    expect(bobs.body.email).toBe(given.bob.email);
  });

  it('when the key is not a UUID, then 400 and nothing is ordered', async () => {
    const plane = await tool();
    await fillCart(given.shop, given.alice, [[plane._id, 1]]);
    for (const bad of ['not-a-key', `${randomUUID()}x`, '']) expectProblem(await checkoutWith(given.alice, bad), 400);
    expect(await stockInDatabase(plane._id)).toBe(20);
  });

  it('when 6 requests with one key race, then all answer the one order placed, and the stock is reserved once', async () => {
    for (let round = 0; round < 3; round += 1) {
      const plane = await tool();
      await fillCart(given.shop, given.alice, [[plane._id, 2]]);
      const key = randomUUID();
      const answers = await Promise.all(Array.from({ length: 6 }, () => checkoutWith(given.alice, key)));
      expect(answers.map((answer) => answer.status), JSON.stringify(answers.map((answer) => answer.body))).toEqual(Array(6).fill(201));
      expect(new Set(answers.map((answer) => answer.body._id)).size).toBe(1);
      expect(await ordersOf(plane._id)).toHaveLength(1);
      expect(await stockInDatabase(plane._id)).toBe(18);
    }
  });
});

describe('a guest checkout sent again with its Idempotency-Key', () => {
  const guestBody = (productId: string, email: string) => ({ email, address, phone, lines: [{ productId, quantity: 2 }] });

  it('when the same email sends the same body with the key again, then the same order comes back with its own key', async () => {
    const plane = await tool();
    const key = randomUUID();
    const email = uniqueEmail('repeat');
    const first = await guestWith(key, guestBody(plane._id, email));
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    // The email in another case is the same guest: the contract lower-cases it.
    const again = await guestWith(key, guestBody(plane._id, email.toUpperCase()));
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await stockInDatabase(plane._id)).toBe(18);
    const opened = await given.shop.request.get(`/api/guest/orders/${first.body.order._id}`).set('X-Order-Key', again.body.key);
    expect(opened.status).toBe(200);
  });

  it('when another email, or the same email with another body, sends the key, then no one learns the first order’s key', async () => {
    const plane = await tool();
    const key = randomUUID();
    const email = uniqueEmail('victim');
    const first = await guestWith(key, guestBody(plane._id, email));
    expect(first.status).toBe(201);

    const otherEmail = await guestWith(key, guestBody(plane._id, uniqueEmail('attacker')));
    expect(otherEmail.status).toBe(201);
    expect(otherEmail.body.order._id).not.toBe(first.body.order._id);
    expect(otherEmail.body.key).not.toBe(first.body.key);

    for (const body of [
      { ...guestBody(plane._id, email), address: '1 Other Road, York YO1 7HH' },
      { ...guestBody(plane._id, email), lines: [{ productId: plane._id, quantity: 1 }] },
      { ...guestBody(plane._id, email), expectedTotal: '1.00' },
    ]) {
      const reused = await guestWith(key, body);
      expectProblem(reused, 422);
      expect(JSON.stringify(reused.body)).not.toContain(first.body.key);
      expect(JSON.stringify(reused.body)).not.toContain(first.body.order._id);
    }
    expect(await stockInDatabase(plane._id)).toBe(16);
  });

  it('when 6 guest requests with one key race, then one order, one key, and the stock reserved once', async () => {
    const plane = await tool();
    const key = randomUUID();
    const body = guestBody(plane._id, uniqueEmail('racer'));
    const answers = await Promise.all(Array.from({ length: 6 }, () => guestWith(key, body)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((answer) => `${answer.body.order._id} ${answer.body.key}`)).size).toBe(1);
    expect(await stockInDatabase(plane._id)).toBe(18);
  });
});

describe('the database’s own guard', () => {
  it('when racing checkouts with one key get past the buyer’s lock, then the unique index lets one order through and the others answer it, their reservations undone', async () => {
    const { db, services } = given.shop;
    // Without the account's lock, every request reads "no order yet" and reserves: only the index stops them.
    const unlocked = createOrderPlacement({
      db,
      ordersRepository: createOrdersRepository(db),
      cart: services.cart,
      catalogue: services.products,
      shipping: services.shipping,
      tax: services.tax,
      accounts: { lock: async () => {} },
      holdMinutes: 60,
      unpaidLimits: { orders: 100, units: 10_000 },
      orderKeys: createOrderKeySeal('s'.repeat(48)),
    });
    for (let round = 0; round < 3; round += 1) {
      const plane = await tool();
      const key = randomUUID();
      const input = { productId: plane._id, quantity: 2, address, phone };
      const caller = { id: given.alice.userId, email: given.alice.email, name: 'Alice', role: 'customer' as const, sessionId: newId(), secondFactor: 'not_needed' as const, actsAsStaff: false, clientAddress: null };
      const placed = await Promise.all(Array.from({ length: 4 }, () => unlocked.buyNow(caller, input, key)));
      expect(new Set(placed.map((order) => order.id)).size, `round ${round}`).toBe(1);
      expect(await ordersOf(plane._id)).toHaveLength(1);
      expect(await stockInDatabase(plane._id)).toBe(18);
    }
  });

  it('when two orders are written with one buyer’s key, then the unique index refuses the second; without a key, any number', async () => {
    const repository = createOrdersRepository(given.shop.db);
    const line = { productId: null, productName: 'Old Plane', quantity: 1, unitPriceCents: 1000, totalCents: 1000, taxClass: null };
    const order = () => ({ id: newId(), userId: null, userName: 'Guest', email: 'guard@example.com', address, phone, holdExpiresAt: null, keyHash: null, keySealed: null, shipping: null, country: null, lines: [line] });
    const idempotency = { scope: 'guest:guard@example.com', key: randomUUID(), fingerprint: 'f'.repeat(64) };
    await given.shop.db.write((transaction) => repository.create(order(), transaction, idempotency));
    await expect(given.shop.db.write((transaction) => repository.create(order(), transaction, idempotency))).rejects.toBeInstanceOf(UniqueConstraintError);
    await given.shop.db.write((transaction) => repository.create(order(), transaction, { ...idempotency, scope: 'guest:other@example.com' }));
    await given.shop.db.write((transaction) => repository.create(order(), transaction));
    await given.shop.db.write((transaction) => repository.create(order(), transaction));
  });
});
