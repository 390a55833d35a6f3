// Every operation in openapi.yaml × {visitor, customer, other customer, admin, the order's key,
// another order's key}, each sent as the valid call support/operation-calls.ts builds. The customer
// owns the objects each request targets; a guest order's call brings its own key and another
// order's. The four roles send no key; the two keys are sent without a token.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../src/contract.js';
import type { OperationId } from '../src/shared/api-types.js';
import { requirementOf } from '../src/shared/auth/authenticate.js';
import { useTestShop, validProduct, type Shopper } from './harness.js';
import { operationCalls, type Call, type CallContext } from './support/operation-calls.js';
import { guestOrder } from './support/orders.js';

type Person = 'visitor' | 'customer' | 'other' | 'admin';
type KeyHolder = 'key' | 'otherKey';
type Role = Person | KeyHolder;
/** A row: the key holders answered as visitors unless it says otherwise. */
type Row = Record<Person, number> & Partial<Record<KeyHolder, number>>;

const given = useTestShop({ people: { customer: 'customer', other: 'customer', admin: 'admin' } });
let context: CallContext;

const open = { visitor: 200, customer: 200, other: 200, admin: 200 };
const adminOnly = (ok: number) => ({ visitor: 401, customer: 403, other: 403, admin: ok });
const selfOrAdmin = { visitor: 401, customer: 200, other: 403, admin: 200 };
const signedIn = (ok: number) => ({ visitor: 401, customer: ok, other: ok, admin: ok });
// A guest order's own key opens it; another order's key finds nothing (404, as for a missing
// order, so a key can't be probed); no key at all, whoever is signed in, is a 401.
const orderKeyOnly = (ok: number) => ({ visitor: 401, customer: 401, other: 401, admin: 401, key: ok, otherKey: 404 });

const matrix: Record<OperationId, Row> = {
  getHealth: open,
  getConfig: open,
  listProducts: open,
  getProduct: open,
  listAllProducts: adminOnly(200),
  addProduct: adminOnly(201),
  updateProduct: adminOnly(200),
  deleteProduct: adminOnly(204),
  uploadImage: adminOnly(201),
  getImage: open,
  listStockMovements: adminOnly(200),
  adjustStock: adminOnly(201),
  exchangeToken: { visitor: 401, customer: 200, other: 403, admin: 403 },
  listUsers: adminOnly(200),
  makeAdmin: adminOnly(200),
  removeAdmin: adminOnly(200),
  // Each role signs out of a session of its own.
  signOut: { visitor: 401, customer: 204, other: 204, admin: 204 },
  disableUser: adminOnly(200),
  enableUser: adminOnly(200),
  getAdminStatus: selfOrAdmin,
  getProfile: selfOrAdmin,
  updateProfile: { visitor: 401, customer: 200, other: 403, admin: 403 },
  // Each signed-in role has an address book of its own; another's address is missing to anyone
  // else, an admin included (owner only, found by id: 404).
  listAddresses: signedIn(200),
  addAddress: signedIn(201),
  updateAddress: { visitor: 401, customer: 200, other: 404, admin: 404 },
  deleteAddress: { visitor: 401, customer: 204, other: 404, admin: 404 },
  setDefaultAddress: { visitor: 401, customer: 200, other: 404, admin: 404 },
  listReviews: open,
  addReview: { visitor: 401, customer: 201, other: 201, admin: 201 },
  placeOrder: { visitor: 401, customer: 201, other: 201, admin: 201 },
  // Each signed-in role has a cart of its own; a visitor's lives in the browser and is only priced.
  getCart: signedIn(200),
  setCartLine: signedIn(200),
  removeCartLine: signedIn(200),
  mergeCart: signedIn(200),
  priceCart: open,
  // A visitor's cart is named by its cookie, never by who calls: everyone may, each with their own.
  getVisitorCart: open,
  addToVisitorCart: open,
  setVisitorCartLine: open,
  checkout: signedIn(201),
  // Public: anyone may order as a guest (a signed-in caller's token is not read).
  guestCheckout: { visitor: 201, customer: 201, other: 201, admin: 201 },
  getGuestOrder: orderKeyOnly(200),
  cancelGuestOrder: orderKeyOnly(200),
  createGuestPaymentIntent: orderKeyOnly(200),
  confirmGuestTestPayment: orderKeyOnly(200),
  markGuestOrderPaid: orderKeyOnly(200),
  listMyOrders: selfOrAdmin,
  cancelOrder: { visitor: 401, customer: 200, other: 404, admin: 200 },
  listAllOrders: adminOnly(200),
  exportOrders: adminOnly(200),
  getOverview: adminOnly(200),
  getOrder: { visitor: 401, customer: 200, other: 404, admin: 200 },
  markOrderPaid: { visitor: 401, customer: 200, other: 404, admin: 404 },
  shipOrder: adminOnly(200),
  refundOrder: adminOnly(200),
  createPaymentIntent: { visitor: 401, customer: 200, other: 404, admin: 404 },
  confirmTestPayment: { visitor: 401, customer: 200, other: 404, admin: 404 },
  // The test provider is active, so the Stripe endpoint answers as if absent, for everyone.
  handleStripeWebhook: { visitor: 404, customer: 404, other: 404, admin: 404 },
  sendContactMessage: { visitor: 201, customer: 201, other: 201, admin: 201 },
  subscribeNewsletter: { visitor: 201, customer: 201, other: 201, admin: 201 },
  requestPasswordReset: { visitor: 202, customer: 202, other: 202, admin: 202 },
};

const operations = Object.entries(loadContract().paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({ path, method, operationId: operation.operationId ?? `${method} ${path}`, security: operation.security })),
);

/** The keys sent to an operation that isn't a guest order's: two guest orders' own. */
let anyKeys: { own: string; other: string };

beforeAll(async () => {
  const product = await given.shop.request.post('/api/productAdd').set(given.admin.auth).send({ ...validProduct, available: 10_000 });
  context = { shop: given.shop, customer: given.customer, admin: given.admin, actors: [given.customer, given.other, given.admin], productId: product.body._id };
  const [own, other] = [await guestOrder(given.shop, context.productId, 2), await guestOrder(given.shop, context.productId, 2)];
  anyKeys = { own: own.key, other: other.key };
});

const expectedOf = (row: Row, role: Role): number => row[role] ?? row.visitor;

/** The request `call` makes as `role`: a person's token, or a key without one. */
function requestAs(call: Call, role: Role, path = call.path) {
  const actors: Record<Person, Shopper | undefined> = { visitor: undefined, customer: given.customer, other: given.other, admin: given.admin };
  let request = given.shop.request[call.method](path);
  if (role === 'key' || role === 'otherKey') {
    const keys = call.keys ?? anyKeys;
    request = request.set('X-Order-Key', role === 'key' ? keys.own : keys.other);
  } else {
    const as = actors[role];
    if (as) request = request.set('Authorization', `Bearer ${call.bearer ? call.bearer(as) : as.token}`);
  }
  for (const [name, value] of Object.entries(call.headers ?? {})) request = request.set(name, value);
  return request;
}
afterEach(() => expect(given.shop.violations).toEqual([]));

describe('the authorization matrix', () => {
  it('when the contract has an operation, then the matrix has a row for it', () => {
    expect(Object.keys(matrix).sort()).toEqual(operations.map((operation) => operation.operationId).sort());
  });

  const roles: Role[] = ['visitor', 'customer', 'other', 'admin', 'key', 'otherKey'];
  for (const [operationId, expected] of Object.entries(matrix) as Array<[OperationId, Row]>) {
    it(`when each role calls ${operationId}, then it answers ${roles.map((role) => expectedOf(expected, role)).join('/')}`, async () => {
      for (const role of roles) {
        const call = await operationCalls[operationId](context);
        const request = requestAs(call, role);
        const response = call.body ? await request.send(call.body) : await request;
        expect({ role, status: response.status }).toEqual({ role, status: expectedOf(expected, role) });
        if (response.status >= 400) expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      }
    });
  }
});

describe('refused before anything is read', () => {
  // Who the operation's own security turns away, before its parameters or body are looked at.
  const refusedBySecurity = (operationId: OperationId): Role[] => {
    const operation = operations.find((candidate) => candidate.operationId === operationId);
    const kind = requirementOf(operation?.security ?? []).kind;
    // A visitor's cart turns nobody away: its cookie names a cart, not a caller.
    if (kind === 'public' || kind === 'visitorCart') return [];
    if (kind === 'orderKey') return ['visitor', 'customer', 'other', 'admin'];
    return kind === 'admin' ? ['visitor', 'customer', 'other'] : ['visitor'];
  };
  for (const [operationId, expected] of Object.entries(matrix) as Array<[OperationId, Row]>) {
    const refused = refusedBySecurity(operationId);
    if (refused.length === 0) continue;
    it(`when ${refused.join(', ')} call ${operationId} with an unknown query parameter and a malformed body, then still ${refused.map((role) => expected[role]).join('/')}: the caller learns nothing of its rules`, async () => {
      for (const role of refused) {
        const call = await operationCalls[operationId](context);
        const path = `${call.path}${call.path.includes('?') ? '&' : '?'}nosuch=1&limit=-5`;
        const response = await requestAs(call, role, path).set('Content-Type', 'application/json').send('{"nosuch": [1, 2, 3], "quantity": "many"');
        expect({ role, status: response.status }).toEqual({ role, status: expected[role] });
        expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
        expect(JSON.stringify(response.body)).not.toMatch(/nosuch|limit|quantity|JSON/i);
      }
    });
  }
});

describe('method swaps', () => {
  it('when a path is called with a method the contract does not list, then 405 problem and nothing else', async () => {
    for (const { path } of operations) {
      const listed = Object.keys(loadContract().paths[path] ?? {});
      const concrete = `/api${path.replace(/\{[^}]+\}/g, context.productId)}`;
      for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
        if (listed.includes(method)) continue;
        const response = await given.shop.request[method](concrete).set(given.admin.auth).send({});
        expect({ path, method, status: response.status }).toEqual({ path, method, status: 405 });
        expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      }
    }
  });
});
