// Responses never carry what the caller may not see: a reviewer's email or id, a product's stored
// internals, someone else's orders or account, a payment's client secret outside the one answer the
// contract gives it in, or a token echoed back in an error.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../src/contract.js';
import { signUp } from './identity.js';
import { ACCESS_TOKEN_SECRET, useTestShop, validProduct, type Shopper } from './harness.js';
import { deref, operationObjects, responseFieldNames, type Schema } from './support/contract-schemas.js';
import { placedOrder } from './support/orders.js';
import { confirmedPayment, confirmTestPayment, markOrderPaid, startPayment } from './support/payments.js';

const contract = loadContract();
const schemaOf = (name: string) => deref<Schema>(contract, { $ref: `#/components/schemas/${name}` });

/** The object's keys are the schema's own (its optional ones only when present), and nothing besides. */
function expectOnlyFieldsOf(name: string, body: object) {
  const { properties = {}, required = [] } = schemaOf(name);
  const keys = Object.keys(body);
  expect(keys.filter((key) => !(key in properties)), `fields ${name} doesn't declare`).toEqual([]);
  expect(required.filter((key) => !keys.includes(key)), `fields ${name} requires`).toEqual([]);
}

/** Every key at any depth of a JSON body. */
function keysIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysIn);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, child]) => [key, ...keysIn(child)]);
  return [];
}

const given = useTestShop({ people: { customer: 'customer', other: 'customer', admin: 'owner' } });
let productId: string;
/** The customer's paid order and the other customer's unpaid one, with their client secrets. */
let mine: { orderId: string; clientSecret: string };
let theirs: { orderId: string; clientSecret: string };

/** An order at an address that names its customer, so a leak of it shows in the text. */
const orderOf = async (as: Shopper) => (await placedOrder(given.shop, as, productId, 2, { address: `1 ${as.email} Street` }))._id;

async function orderWithIntent(as: Shopper): Promise<{ orderId: string; clientSecret: string }> {
  const orderId = await orderOf(as);
  return { orderId, ...(await startPayment(given.shop, as, orderId)) };
}

beforeAll(async () => {
  productId = (await given.shop.request.post('/api/productAdd').set(given.admin.auth).send({ ...validProduct, available: 10_000 })).body._id;

  const orderId = await orderOf(given.customer);
  const paid = await confirmedPayment(given.shop, given.customer, orderId);
  expect((await markOrderPaid(given.shop, given.customer, orderId, paid.paymentIntentId)).status).toBe(200);
  mine = { orderId, clientSecret: paid.clientSecret };
  theirs = await orderWithIntent(given.other);

  const review = { title: 'Solid', details: 'Drives nails all day.', rating: 5 };
  expect((await given.shop.request.post('/api/review').set(given.customer.auth).send({ ...review, productId })).status).toBe(201);
  expect((await given.shop.request.post('/api/review').set(given.other.auth).send(review)).status).toBe(201);
});
afterEach(() => expect(given.shop.violations).toEqual([]));

describe('reviews', () => {
  it('when anyone reads or writes reviews, then no reviewer email, user id or Firebase uid is in the answer', async () => {
    const reviewers = [given.customer, given.other];
    const secrets = reviewers.flatMap((reviewer) => [reviewer.email, reviewer.userId, reviewer.uid]);
    const answers = [
      await given.shop.request.get('/api/reviews'),
      await given.shop.request.get(`/api/reviews?productId=${productId}`),
      await given.shop.request.get('/api/reviews').set(given.customer.auth),
      await given.shop.request.get('/api/reviews').set(given.other.auth),
      await given.shop.request.post('/api/review').set(given.customer.auth).send({ title: 'Again', details: 'Still good.', rating: 4, productId }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBeLessThan(300);
      expect(secrets.filter((secret) => answer.text.includes(secret))).toEqual([]);
      expect(keysIn(answer.body)).not.toEqual(expect.arrayContaining(['email']));
      expect(keysIn(answer.body).filter((key) => /user|uid|owner/i.test(key))).toEqual([]);
    }
    // The last post was the customer's second review of the product: an edit of their first.
    expect((await given.shop.request.get('/api/reviews')).body.items).toHaveLength(2);
  });

  it('when a reviewer has no display name, then the review is signed with a name that is not their address', async () => {
    const account = await signUp('nameless', '');
    const session = await given.shop.request.put(`/api/user/${account.email}`).set('Authorization', `Bearer ${account.idToken}`);
    expect(session.status).toBe(200);
    const review = await given.shop.request.post('/api/review').set('Authorization', `Bearer ${session.body.token}`).send({ title: 'Fine', details: 'Does the job.', rating: 4 });
    expect(review.status).toBe(201);
    expect(review.body.name).not.toContain('@');
    expect(review.text).not.toContain(account.email);
  });
});

describe('products', () => {
  it('when products are read or written, then each carries exactly the contract’s fields and nothing stored alongside', async () => {
    const pages = [await given.shop.request.get('/api/products'), await given.shop.request.get('/api/products?q=hammer'), await given.shop.request.get('/api/allProducts').set(given.admin.auth)];
    for (const page of pages) {
      expect(page.body.items.length).toBeGreaterThan(0);
      for (const item of page.body.items) expectOnlyFieldsOf('Product', item);
    }
    expectOnlyFieldsOf('ProductDetail', (await given.shop.request.get(`/api/products/${productId}`)).body);
    const written = [
      await given.shop.request.post('/api/productAdd').set(given.admin.auth).send(validProduct),
      await given.shop.request.patch(`/api/product/${productId}`).set(given.admin.auth).send({ price: 23.5 }),
    ];
    for (const answer of written) expectOnlyFieldsOf('Product', answer.body);
  });
});

describe('orders', () => {
  it('when a customer lists their orders, then every order is theirs and no one else’s is there', async () => {
    const own = await given.shop.request.get(`/api/order/${given.customer.email}`).set(given.customer.auth);
    expect(own.body.items.map((order: { _id: string }) => order._id)).toEqual([mine.orderId]);
    expect(own.body.items.every((order: { email: string }) => order.email === given.customer.email)).toBe(true);
    expect(own.text).not.toContain(given.other.email);

    const theirList = await given.shop.request.get(`/api/order/${given.other.email}`).set(given.other.auth);
    expect(theirList.body.items.map((order: { _id: string }) => order._id)).toEqual([theirs.orderId]);
  });

  it('when a customer asks for someone else’s orders, then the refusal carries none of them', async () => {
    const refusals = [
      await given.shop.request.get(`/api/order/${given.customer.email}`).set(given.other.auth),
      await given.shop.request.get(`/api/orders/${mine.orderId}`).set(given.other.auth),
      await given.shop.request.get('/api/orders').set(given.other.auth),
      await given.shop.request.delete(`/api/order/${mine.orderId}`).set(given.other.auth),
    ];
    for (const refusal of refusals) {
      expect(refusal.status).toBeGreaterThanOrEqual(400);
      expect(refusal.text).not.toContain(given.customer.email);
      expect(refusal.text).not.toContain(mine.orderId);
      expect(refusal.text).not.toContain(`1 ${given.customer.email} Street`);
    }
    // Someone else's order reads exactly like one that doesn't exist, so ids can't be probed.
    const missing = await given.shop.request.get('/api/orders/00000000-0000-7000-8000-000000000000').set(given.other.auth);
    expect({ status: refusals[1]?.status, body: refusals[1]?.body }).toEqual({ status: missing.status, body: missing.body });
  });

  it('when the contract declares a client secret, then only in the answers that start a payment (an account’s and a guest’s)', () => {
    const carriers = operationObjects(contract)
      .filter((operation) => responseFieldNames(contract, operation).has('clientSecret'))
      .map((operation) => operation.operationId);
    expect(carriers.sort()).toEqual(['createGuestPaymentIntent', 'createPaymentIntent']);
  });

  it('when the contract declares a guest order’s key, then only in the answer that places the order', () => {
    const carriers = operationObjects(contract)
      .filter((operation) => responseFieldNames(contract, operation).has('key'))
      .map((operation) => operation.operationId);
    expect(carriers).toEqual(['guestCheckout']);
  });

  it('when orders are read, listed, paid, cancelled or shipped, then no answer carries a client secret', async () => {
    const cancelled = await orderWithIntent(given.customer);
    const answers = [
      await given.shop.request.get(`/api/orders/${mine.orderId}`).set(given.customer.auth),
      await given.shop.request.get(`/api/orders/${mine.orderId}`).set(given.admin.auth),
      await given.shop.request.get(`/api/order/${given.customer.email}`).set(given.customer.auth),
      await given.shop.request.get(`/api/order/${given.other.email}`).set(given.admin.auth),
      await given.shop.request.get('/api/orders?limit=100').set(given.admin.auth),
      await markOrderPaid(given.shop, given.customer, mine.orderId, mine.clientSecret.split('_secret_')[0]!),
      await given.shop.request.delete(`/api/order/${cancelled.orderId}`).set(given.customer.auth),
      await given.shop.request.patch(`/api/orders/${mine.orderId}/ship`).set(given.admin.auth),
      await confirmTestPayment(given.shop, given.customer, mine.clientSecret),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      for (const secret of [mine.clientSecret, theirs.clientSecret, cancelled.clientSecret]) expect(answer.text).not.toContain(secret);
      expect(answer.text).not.toContain('_secret_');
    }
  });

  it('when a guest order is placed, read, paid or listed, then no answer carries its key’s hash or sealed copy, and no schema names them', async () => {
    const placed = await given.shop.request.post('/api/guest/checkout').send({ email: 'hidden.guest@example.com', address: '1 Guest Street', phone: '+44 113 496 0000', lines: [{ productId, quantity: 2 }] });
    expect(placed.status).toBe(201);
    const { order, key } = placed.body as { order: { _id: string }; key: string };
    const [row] = await given.shop.db.sql.select<{ keyHash: string; keySealed: string }>('SELECT key_hash AS "keyHash", key_sealed AS "keySealed" FROM orders WHERE id = ?', [order._id]);
    expect(row?.keySealed).toBeTruthy();
    const guest = (method: 'get' | 'post' | 'delete', path: string) => given.shop.request[method](`/api/guest/orders/${order._id}${path}`).set('X-Order-Key', key);
    const answers = [
      placed,
      await guest('get', ''),
      await guest('post', '/payment-intent'),
      await given.shop.request.get(`/api/orders/${order._id}`).set(given.admin.auth),
      await given.shop.request.get('/api/orders?limit=100').set(given.admin.auth),
      await given.shop.request.get('/api/export/orders').set(given.admin.auth),
      await guest('delete', ''),
    ];
    for (const answer of answers) {
      expect(answer.status, answer.text).toBeLessThan(300);
      for (const stored of [row!.keyHash, row!.keySealed]) expect(answer.text).not.toContain(stored);
      expect(answer.text).not.toMatch(/sealed|keyHash|key_hash/i);
    }
    const named = operationObjects(contract).flatMap((operation) => [...responseFieldNames(contract, operation)]);
    expect(named.filter((field) => /sealed|hash/i.test(field))).toEqual([]);
  });

  it('when anyone but the owner asks to pay an order, then the client secret is not given out', async () => {
    for (const as of [given.customer, given.admin]) {
      const response = await given.shop.request.post('/api/create-payment-intent').set(as.auth).send({ orderId: theirs.orderId });
      expect(response.status).toBe(404);
      expect(response.text).not.toContain(theirs.clientSecret);
    }
    const owner = await given.shop.request.post('/api/create-payment-intent').set(given.other.auth).send({ orderId: theirs.orderId });
    expect(owner.body.clientSecret).toBe(theirs.clientSecret);
  });
});

describe('accounts', () => {
  it('when a visitor or customer asks for the users list, then the refusal names no one', async () => {
    for (const request of [given.shop.request.get('/api/users'), given.shop.request.get('/api/users').set(given.customer.auth)]) {
      const response = await request;
      expect(response.status).toBeGreaterThanOrEqual(400);
      for (const person of [given.customer, given.other, given.admin]) expect(response.text).not.toContain(person.email);
      expect(keysIn(response.body)).not.toEqual(expect.arrayContaining(['items']));
    }
    const list = await given.shop.request.get('/api/users?limit=100').set(given.admin.auth);
    expect(list.body.items.map((user: { email: string }) => user.email)).toEqual(expect.arrayContaining([given.customer.email, given.other.email, given.admin.email]));
  });

  it('when a customer asks whether someone else is an admin or for their profile, then no answer says', async () => {
    await given.shop.request.put(`/api/profile/${given.other.email}`).set(given.other.auth).send({ education: 'Joinery', location: 'Hebden Bridge', phone: '+44 113 496 0199' });
    for (const path of [`/api/admin/${given.admin.email}`, `/api/admin/${given.other.email}`, `/api/profile/${given.other.email}`]) {
      const response = await given.shop.request.get(path).set(given.customer.auth);
      expect({ path, status: response.status }).toEqual({ path, status: 403 });
      expect(response.body).not.toHaveProperty('admin');
      expect(response.text).not.toMatch(/Hebden Bridge|0199/);
    }
    // A refusal for an admin and for a customer read the same, so roles can't be probed.
    const [aboutAdmin, aboutCustomer] = await Promise.all([
      given.shop.request.get(`/api/admin/${given.admin.email}`).set(given.customer.auth),
      given.shop.request.get(`/api/admin/${given.other.email}`).set(given.customer.auth),
    ]);
    expect(aboutAdmin.body).toEqual(aboutCustomer.body);
    expect((await given.shop.request.get(`/api/admin/${given.customer.email}`).set(given.customer.auth)).body).toEqual({ admin: false, role: 'customer' });
  });

  it('when a session is issued, then it describes only the caller', async () => {
    const session = await given.shop.request.put(`/api/user/${given.customer.email}`).set('Authorization', `Bearer ${given.customer.idToken}`);
    expect(session.body.user).toEqual({ _id: given.customer.userId, email: given.customer.email, name: expect.any(String), role: 'customer', disabled: false });
    for (const person of [given.other, given.admin]) expect(session.text).not.toContain(person.email);
  });

  it('when the runtime settings are read, then no server secret or database address is among them', async () => {
    const response = await given.shop.request.get('/api/config');
    expect(response.text).not.toContain(ACCESS_TOKEN_SECRET);
    expect(response.text).not.toContain(given.shop.config.databaseUrl);
    expect(keysIn(response.body).filter((key) => /secret|password|databaseUrl/i.test(key))).toEqual([]);
  });
});

describe('errors', () => {
  it('when a request carrying a token fails, then neither the body nor a header echoes the token', async () => {
    const tampered = `${given.customer.token.slice(0, -4)}AAAA`;
    const cases: Array<{ name: string; token: string; send: () => Promise<{ status: number; text: string; headers: Record<string, string> }> }> = [
      { name: 'a customer token on an admin route', token: given.customer.token, send: () => given.shop.request.get('/api/users').set(given.customer.auth) },
      { name: 'a tampered token', token: tampered, send: () => given.shop.request.get(`/api/order/${given.customer.email}`).set('Authorization', `Bearer ${tampered}`) },
      { name: 'a Firebase ID token as an access token', token: given.customer.idToken, send: () => given.shop.request.get(`/api/order/${given.customer.email}`).set('Authorization', `Bearer ${given.customer.idToken}`) },
      { name: 'an access token at the token exchange', token: given.customer.token, send: () => given.shop.request.put(`/api/user/${given.customer.email}`).set(given.customer.auth) },
      { name: 'someone else’s ID token at the exchange', token: given.other.idToken, send: () => given.shop.request.put(`/api/user/${given.customer.email}`).set('Authorization', `Bearer ${given.other.idToken}`) },
      { name: 'a token after the wrong scheme', token: given.customer.token, send: () => given.shop.request.get(`/api/order/${given.customer.email}`).set('Authorization', `Basic ${given.customer.token}`) },
      { name: 'a token with trailing junk', token: given.customer.token, send: () => given.shop.request.get(`/api/order/${given.customer.email}`).set('Authorization', `Bearer ${given.customer.token} junk`) },
      { name: 'a token in the query', token: given.customer.token, send: () => given.shop.request.get(`/api/products?token=${given.customer.token}`) },
      { name: 'a token as the path’s email', token: given.customer.token, send: () => given.shop.request.get(`/api/profile/${given.customer.token}`).set(given.customer.auth) },
      { name: 'a token in an unknown body field', token: given.customer.token, send: () => given.shop.request.post('/api/review').set(given.customer.auth).send({ title: 'T', details: 'D', rating: 5, token: given.customer.token }) },
      { name: 'a token in a body field of the wrong type', token: given.customer.token, send: () => given.shop.request.post('/api/review').set(given.customer.auth).send({ title: 'T', details: 'D', rating: given.customer.token }) },
      { name: 'a token in broken JSON', token: given.customer.token, send: () => given.shop.request.post('/api/review').set(given.customer.auth).set('Content-Type', 'application/json').send(`{"title": "${given.customer.token}`) },
      { name: 'a Stripe signature', token: 't=1,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd', send: () => given.shop.request.post('/api/webhooks/stripe').set('Stripe-Signature', 't=1,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd').send({ id: 'evt_1', type: 'payment_intent.succeeded' }) },
    ];
    for (const { name, token, send } of cases) {
      const response = await send();
      expect({ name, failed: response.status >= 400 }).toEqual({ name, failed: true });
      // The signature is the part that grants access; the header and payload are only base64 JSON.
      // The emulator's ID tokens are unsigned, so for them the whole token is the secret.
      const signature = token.split('.').pop() || token;
      const echoed = [response.text, JSON.stringify(response.headers)].filter((text) => text.includes(token) || text.includes(signature));
      expect({ name, echoed }).toEqual({ name, echoed: [] });
    }
  });
});
