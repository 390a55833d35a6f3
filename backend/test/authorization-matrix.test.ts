// Every operation in openapi.yaml × {visitor, customer, other customer, admin}. The customer owns
// the objects each request targets; a new operation without a row here fails the first test.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../src/contract.js';
import { uniqueEmail } from './identity.js';
import { startTestShop, validProduct, type Shopper, type TestShop } from './harness.js';
import { placedOrder } from './support/orders.js';
import { confirmedPayment, payWithTestCard, startPayment, testCard } from './support/payments.js';

type Role = 'visitor' | 'customer' | 'other' | 'admin';
interface Call {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  body?: object;
  /** The token to send instead of the role's access token (the Firebase-token exchange). */
  bearer?: (as: Shopper) => string;
  headers?: Record<string, string>;
}
interface Row {
  expect: Record<Role, number>;
  /** Builds the request afresh for every role, so one role's change can't affect another's. */
  call: () => Promise<Call>;
}

let shop: TestShop;
let customer: Shopper;
let other: Shopper;
let admin: Shopper;
let productId: string;

const open = { visitor: 200, customer: 200, other: 200, admin: 200 };
const adminOnly = (ok: number) => ({ visitor: 401, customer: 403, other: 403, admin: ok });
const selfOrAdmin = { visitor: 401, customer: 200, other: 403, admin: 200 };

/** The customer's new unpaid order. */
const placeOrder = async () => (await placedOrder(shop, customer, productId, 2))._id;
const billing = { name: 'Customer', email: 'customer@example.com' };

/** A second access token for the same person, as a sign-in on another device would get. */
async function newSession(as: Shopper): Promise<string> {
  const response = await shop.request.put(`/api/user/${as.email}`).set('Authorization', `Bearer ${as.idToken}`);
  expect(response.status).toBe(200);
  return response.body.token as string;
}

async function anotherUser(role: 'customer' | 'admin'): Promise<string> {
  return (await shop.signIn('target', role)).email;
}

const matrix: Record<string, Row> = {
  getHealth: { expect: open, call: async () => ({ method: 'get', path: '/api/health' }) },
  getConfig: { expect: open, call: async () => ({ method: 'get', path: '/api/config' }) },
  listProducts: { expect: open, call: async () => ({ method: 'get', path: '/api/products' }) },
  getProduct: { expect: open, call: async () => ({ method: 'get', path: `/api/products/${productId}` }) },
  listAllProducts: { expect: adminOnly(200), call: async () => ({ method: 'get', path: '/api/allProducts' }) },
  addProduct: { expect: adminOnly(201), call: async () => ({ method: 'post', path: '/api/productAdd', body: validProduct }) },
  updateProduct: { expect: adminOnly(200), call: async () => ({ method: 'patch', path: `/api/product/${productId}`, body: { price: 19.99 } }) },
  deleteProduct: {
    expect: adminOnly(204),
    call: async () => {
      const created = await shop.request.post('/api/productAdd').set(admin.auth).send(validProduct);
      return { method: 'delete', path: `/api/product/${created.body._id}` };
    },
  },
  exchangeToken: {
    expect: { visitor: 401, customer: 200, other: 403, admin: 403 },
    call: async () => ({ method: 'put', path: `/api/user/${customer.email}`, bearer: (as) => as.idToken }),
  },
  listUsers: { expect: adminOnly(200), call: async () => ({ method: 'get', path: '/api/users' }) },
  makeAdmin: { expect: adminOnly(200), call: async () => ({ method: 'put', path: `/api/user/admin/${await anotherUser('customer')}` }) },
  removeAdmin: { expect: adminOnly(200), call: async () => ({ method: 'delete', path: `/api/user/admin/${await anotherUser('admin')}` }) },
  signOut: {
    expect: { visitor: 401, customer: 204, other: 204, admin: 204 },
    // Signing out ends the session it is sent with: each role signs out of a session of its own.
    call: async () => {
      const sessions = new Map(await Promise.all([customer, other, admin].map(async (as) => [as.uid, await newSession(as)] as const)));
      return { method: 'delete', path: '/api/session', bearer: (as) => sessions.get(as.uid) ?? '' };
    },
  },
  disableUser: { expect: adminOnly(200), call: async () => ({ method: 'put', path: `/api/user/disabled/${await anotherUser('customer')}` }) },
  enableUser: {
    expect: adminOnly(200),
    call: async () => {
      const email = await anotherUser('customer');
      expect((await shop.request.put(`/api/user/disabled/${email}`).set(admin.auth)).status).toBe(200);
      return { method: 'delete', path: `/api/user/disabled/${email}` };
    },
  },
  getAdminStatus: { expect: selfOrAdmin, call: async () => ({ method: 'get', path: `/api/admin/${customer.email}` }) },
  getProfile: { expect: selfOrAdmin, call: async () => ({ method: 'get', path: `/api/profile/${customer.email}` }) },
  updateProfile: {
    expect: { visitor: 401, customer: 200, other: 403, admin: 403 },
    call: async () => ({
      method: 'put',
      path: `/api/profile/${customer.email}`,
      body: { education: 'Joinery', location: 'Leeds', phone: '+44 113 496 0000' },
    }),
  },
  listReviews: { expect: open, call: async () => ({ method: 'get', path: '/api/reviews' }) },
  addReview: {
    expect: { visitor: 401, customer: 201, other: 201, admin: 201 },
    call: async () => ({ method: 'post', path: '/api/review', body: { title: 'Solid', details: 'Does the job well.', rating: 5 } }),
  },
  placeOrder: {
    expect: { visitor: 401, customer: 201, other: 201, admin: 201 },
    call: async () => ({ method: 'post', path: '/api/order', body: { productId, quantity: 2, address: '1 Road', phone: '+44 113 496 0000' } }),
  },
  listMyOrders: { expect: selfOrAdmin, call: async () => ({ method: 'get', path: `/api/order/${customer.email}` }) },
  cancelOrder: {
    expect: { visitor: 401, customer: 200, other: 404, admin: 200 },
    call: async () => ({ method: 'delete', path: `/api/order/${await placeOrder()}` }),
  },
  listAllOrders: { expect: adminOnly(200), call: async () => ({ method: 'get', path: '/api/orders' }) },
  getOrder: {
    expect: { visitor: 401, customer: 200, other: 404, admin: 200 },
    call: async () => ({ method: 'get', path: `/api/orders/${await placeOrder()}` }),
  },
  markOrderPaid: {
    expect: { visitor: 401, customer: 200, other: 404, admin: 404 },
    call: async () => {
      const orderId = await placeOrder();
      const intent = await confirmedPayment(shop, customer, orderId);
      return { method: 'patch', path: `/api/orders/${orderId}`, body: { transactionId: intent.paymentIntentId } };
    },
  },
  shipOrder: {
    expect: adminOnly(200),
    call: async () => {
      const orderId = await placeOrder();
      await payWithTestCard(shop, customer, orderId);
      return { method: 'patch', path: `/api/orders/${orderId}/ship` };
    },
  },
  createPaymentIntent: {
    expect: { visitor: 401, customer: 200, other: 404, admin: 404 },
    call: async () => ({ method: 'post', path: '/api/create-payment-intent', body: { orderId: await placeOrder() } }),
  },
  confirmTestPayment: {
    expect: { visitor: 401, customer: 200, other: 404, admin: 404 },
    call: async () => {
      const intent = await startPayment(shop, customer, await placeOrder());
      return { method: 'post', path: '/api/payments/test/confirm', body: { clientSecret: intent.clientSecret, card: testCard, billingDetails: billing } };
    },
  },
  handleStripeWebhook: {
    // The test provider is active, so the Stripe endpoint answers as if absent, for everyone.
    expect: { visitor: 404, customer: 404, other: 404, admin: 404 },
    call: async () => ({
      method: 'post',
      path: '/api/webhooks/stripe',
      body: { id: 'evt_1', type: 'payment_intent.succeeded', data: { object: { id: 'pi_1' } } },
      headers: { 'Stripe-Signature': 't=1,v1=abc' },
    }),
  },
  sendContactMessage: {
    expect: { visitor: 201, customer: 201, other: 201, admin: 201 },
    call: async () => ({ method: 'post', path: '/api/contact', body: { name: 'Sam', email: 'sam@example.com', message: 'Hello' } }),
  },
  subscribeNewsletter: {
    expect: { visitor: 201, customer: 201, other: 201, admin: 201 },
    call: async () => ({ method: 'post', path: '/api/newsletter', body: { email: uniqueEmail('news') } }),
  },
};

const operations = Object.entries(loadContract().paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({ path, method, operationId: operation.operationId ?? `${method} ${path}` })),
);

beforeAll(async () => {
  shop = await startTestShop();
  [customer, other, admin] = await Promise.all([shop.signIn('customer'), shop.signIn('other'), shop.signIn('admin', 'admin')]);
  const product = await shop.request.post('/api/productAdd').set(admin.auth).send({ ...validProduct, available: 10_000 });
  productId = product.body._id;
});
afterAll(() => shop.stop());
afterEach(() => expect(shop.violations).toEqual([]));

describe('the authorization matrix', () => {
  it('when the contract has an operation, then the matrix has a row for it', () => {
    expect(Object.keys(matrix).sort()).toEqual(operations.map((operation) => operation.operationId).sort());
  });

  const roles: Role[] = ['visitor', 'customer', 'other', 'admin'];
  for (const [operationId, row] of Object.entries(matrix)) {
    it(`when each role calls ${operationId}, then it answers ${roles.map((role) => row.expect[role]).join('/')}`, async () => {
      const actors: Record<Role, Shopper | undefined> = { visitor: undefined, customer, other, admin };
      for (const role of roles) {
        const call = await row.call();
        const as = actors[role];
        let request = shop.request[call.method](call.path);
        if (as) request = request.set('Authorization', `Bearer ${call.bearer ? call.bearer(as) : as.token}`);
        for (const [name, value] of Object.entries(call.headers ?? {})) request = request.set(name, value);
        const response = call.body ? await request.send(call.body) : await request;
        expect({ role, status: response.status }).toEqual({ role, status: row.expect[role] });
        if (response.status >= 400) expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      }
    });
  }
});

describe('method swaps', () => {
  it('when a path is called with a method the contract does not list, then 405 problem and nothing else', async () => {
    for (const { path } of operations) {
      const listed = Object.keys(loadContract().paths[path] ?? {});
      const concrete = `/api${path.replace(/\{[^}]+\}/g, productId)}`;
      for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
        if (listed.includes(method)) continue;
        const response = await shop.request[method](concrete).set(admin.auth).send({});
        expect({ path, method, status: response.status }).toEqual({ path, method, status: 405 });
        expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      }
    }
  });
});
