// Every operation in openapi.yaml × {visitor, customer, other customer, the four staff roles, the
// order's key, another order's key}, each sent as the valid call support/operation-calls.ts builds.
// The customer owns the objects each request targets; a guest order's call brings its own key and
// another order's. The people send no key; the two keys are sent without a token.
//
// The rows below say what a visitor, the customer, another customer and the owner get. What the
// other staff roles get is generated from the contract alone, from each operation's `x-roles`: a
// role it lists gets the owner's answer; one it doesn't gets 403 from a staff operation, and is
// another customer to any other operation (it may act on its own things only).
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../src/contract.js';
import type { OperationId } from '../src/shared/api-types.js';
import { requirementOf } from '../src/shared/auth/authenticate.js';
import { STAFF_ROLES } from '../src/shared/auth/roles.js';
import { useTestShop, validProduct, type Shopper } from './harness.js';
import { operationCalls, type Call, type CallContext } from './support/operation-calls.js';
import { guestOrder } from './support/orders.js';

type Person = 'visitor' | 'customer' | 'other' | 'owner';
type Staff = 'catalogue' | 'fulfilment' | 'support';
type KeyHolder = 'key' | 'otherKey';
type Role = Person | Staff | KeyHolder;
/** A row: the key holders answered as visitors unless it says otherwise. */
type Row = Record<Person, number> & Partial<Record<KeyHolder, number>>;

const given = useTestShop({
  people: { customer: 'customer', other: 'customer', admin: 'owner', catalogue: 'catalogue', fulfilment: 'fulfilment', support: 'support' },
});
let context: CallContext;

const open = { visitor: 200, customer: 200, other: 200, owner: 200 };
const staffOnly = (ok: number) => ({ visitor: 401, customer: 403, other: 403, owner: ok });
const selfOrStaff = { visitor: 401, customer: 200, other: 403, owner: 200 };
const signedIn = (ok: number) => ({ visitor: 401, customer: ok, other: ok, owner: ok });
// A guest order's own key opens it; another order's key finds nothing (404, as for a missing
// order, so a key can't be probed); no key at all, whoever is signed in, is a 401.
const orderKeyOnly = (ok: number) => ({ visitor: 401, customer: 401, other: 401, owner: 401, key: ok, otherKey: 404 });

const matrix: Record<OperationId, Row> = {
  getHealth: open,
  getConfig: open,
  listProducts: open,
  listCategories: open,
  listBrands: open,
  listProductFacets: open,
  addCategory: staffOnly(201),
  updateCategory: staffOnly(200),
  deleteCategory: staffOnly(204),
  addBrand: staffOnly(201),
  updateBrand: staffOnly(200),
  deleteBrand: staffOnly(204),
  getProduct: open,
  getProductBySlug: open,
  listAllProducts: staffOnly(200),
  addProduct: staffOnly(201),
  updateProduct: staffOnly(200),
  deleteProduct: staffOnly(204),
  uploadImage: staffOnly(201),
  exportProducts: staffOnly(200),
  importProducts: staffOnly(200),
  getImage: open,
  listStockMovements: staffOnly(200),
  adjustStock: staffOnly(201),
  exchangeToken: { visitor: 401, customer: 200, other: 403, owner: 403 },
  // Signing in with a password is for anyone who knows it; the hand-over goes to whoever holds its cookie.
  signInWithPassword: open,
  registerWithPassword: { visitor: 201, customer: 201, other: 201, owner: 201 },
  claimSignInHandOver: open,
  listUsers: staffOnly(200),
  makeAdmin: staffOnly(200),
  setUserRole: staffOnly(200),
  removeAdmin: staffOnly(200),
  // Each role signs out of a session of its own.
  signOut: { visitor: 401, customer: 204, other: 204, owner: 204 },
  // Each signed-in role has its own two-factor sign-in; enrolling is for staff, and a code is
  // refused to whoever has not enrolled (409). The matrix's code is never right (400).
  getTwoFactorStatus: signedIn(200),
  disableTwoFactor: signedIn(204),
  startTwoFactorEnrolment: staffOnly(200),
  confirmTwoFactorEnrolment: staffOnly(400),
  verifySecondFactor: { visitor: 401, customer: 409, other: 409, owner: 409 },
  resetTwoFactor: staffOnly(204),
  getSecuritySettings: staffOnly(200),
  updateSecuritySettings: staffOnly(200),
  // The rates are public; only the owner changes them.
  getShippingSettings: open,
  updateShippingSettings: staffOnly(200),
  getBusinessDetails: open,
  updateBusinessDetails: staffOnly(200),
  getTaxSettings: open,
  updateTaxSettings: staffOnly(200),
  quoteShipping: open,
  listMySessions: signedIn(200),
  endMySession: { visitor: 401, customer: 204, other: 404, owner: 404 },
  endOtherSessions: signedIn(204),
  disableUser: staffOnly(200),
  enableUser: staffOnly(200),
  getAdminStatus: selfOrStaff,
  getProfile: selfOrStaff,
  updateProfile: { visitor: 401, customer: 200, other: 403, owner: 403 },
  // Each signed-in role has an address book of its own; another's address is missing to anyone
  // else, an owner included (owner only, found by id: 404).
  listAddresses: signedIn(200),
  addAddress: signedIn(201),
  updateAddress: { visitor: 401, customer: 200, other: 404, owner: 404 },
  deleteAddress: { visitor: 401, customer: 204, other: 404, owner: 404 },
  setDefaultAddress: { visitor: 401, customer: 200, other: 404, owner: 404 },
  listReviews: open,
  addReview: { visitor: 401, customer: 201, other: 201, owner: 201 },
  placeOrder: { visitor: 401, customer: 201, other: 201, owner: 201 },
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
  getVisitorCheckoutDetails: open,
  // The call sends no cart cookie: a checkout of nothing keeps no address, for anyone.
  saveVisitorCheckoutDetails: { visitor: 409, customer: 409, other: 409, owner: 409 },
  checkout: signedIn(201),
  // Public: anyone may order as a guest (a signed-in caller's token is not read).
  guestCheckout: { visitor: 201, customer: 201, other: 201, owner: 201 },
  getGuestOrder: orderKeyOnly(200),
  getGuestOrderDocument: orderKeyOnly(200),
  cancelGuestOrder: orderKeyOnly(200),
  createGuestPaymentIntent: orderKeyOnly(200),
  confirmGuestTestPayment: orderKeyOnly(200),
  markGuestOrderPaid: orderKeyOnly(200),
  listMyOrders: selfOrStaff,
  cancelOrder: { visitor: 401, customer: 200, other: 404, owner: 200 },
  listAllOrders: staffOnly(200),
  exportOrders: staffOnly(200),
  getOverview: staffOnly(200),
  listAuditEntries: staffOnly(200),
  exportAuditEntries: staffOnly(200),
  listProductHistory: staffOnly(200),
  listOrderHistory: staffOnly(200),
  getOrder: { visitor: 401, customer: 200, other: 404, owner: 200 },
  getOrderDocument: { visitor: 401, customer: 200, other: 404, owner: 200 },
  markOrderPaid: { visitor: 401, customer: 200, other: 404, owner: 404 },
  shipOrder: staffOnly(200),
  refundOrder: staffOnly(200),
  refundOrderPart: staffOnly(200),
  recordOutsideRefund: staffOnly(409),
  createPaymentIntent: { visitor: 401, customer: 200, other: 404, owner: 404 },
  confirmTestPayment: { visitor: 401, customer: 200, other: 404, owner: 404 },
  // The test provider is active, so the Stripe endpoint answers as if absent, for everyone.
  handleStripeWebhook: { visitor: 404, customer: 404, other: 404, owner: 404 },
  sendContactMessage: { visitor: 201, customer: 201, other: 201, owner: 201 },
  subscribeNewsletter: { visitor: 201, customer: 201, other: 201, owner: 201 },
  requestPasswordReset: { visitor: 202, customer: 202, other: 202, owner: 202 },
};

const operations = Object.entries(loadContract().paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({
    path,
    method,
    operationId: operation.operationId ?? `${method} ${path}`,
    security: operation.security,
    roles: (operation as { 'x-roles'?: string[] })['x-roles'] ?? [],
  })),
);
const operationOf = (operationId: OperationId) => {
  const operation = operations.find((candidate) => candidate.operationId === operationId);
  if (!operation) throw new Error(`${operationId} is not in the contract`);
  return operation;
};
const isStaffOperation = (operationId: OperationId) => requirementOf(operationOf(operationId).security ?? []).kind === 'staff';

/** The keys sent to an operation that isn't a guest order's: two guest orders' own. */
let anyKeys: { own: string; other: string };

beforeAll(async () => {
  const product = await given.shop.request.post('/api/productAdd').set(given.admin.auth).send({ ...validProduct, available: 10_000 });
  context = {
    shop: given.shop,
    customer: given.customer,
    admin: given.admin,
    actors: [given.customer, given.other, given.admin, given.catalogue, given.fulfilment, given.support],
    productId: product.body._id,
  };
  const [own, other] = [await guestOrder(given.shop, context.productId, 2), await guestOrder(given.shop, context.productId, 2)];
  anyKeys = { own: own.key, other: other.key };
});

const staffRoles: Staff[] = ['catalogue', 'fulfilment', 'support'];
const isStaffRole = (role: Role): role is Staff => (staffRoles as Role[]).includes(role);

/** What `role` gets: its row's answer; for a staff role, the owner's where x-roles lists it, else refused. */
function expectedOf(operationId: OperationId, row: Row, role: Role): number {
  if (!isStaffRole(role)) return row[role] ?? row.visitor;
  if (operationOf(operationId).roles.includes(role)) return row.owner;
  return isStaffOperation(operationId) ? 403 : row.other;
}

/** The request `call` makes as `role`: a person's token, or a key without one. */
function requestAs(call: Call, role: Role, path = call.path) {
  const actors: Record<Person | Staff, Shopper | undefined> = {
    visitor: undefined,
    customer: given.customer,
    other: given.other,
    owner: given.admin,
    catalogue: given.catalogue,
    fulfilment: given.fulfilment,
    support: given.support,
  };
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

  it('when an operation lists x-roles, then they are staff roles with the owner among them, and every staff operation lists them', () => {
    for (const operation of operations) {
      const staff = requirementOf(operation.security ?? []).kind === 'staff';
      if (staff || operation.roles.length > 0) expect({ id: operation.operationId, owner: operation.roles.includes('owner') }).toEqual({ id: operation.operationId, owner: true });
      expect(operation.roles.filter((role) => !(STAFF_ROLES as readonly string[]).includes(role))).toEqual([]);
    }
  });

  it('when a staff operation is allowed to the owner, then its row expects no 403 for them', () => {
    for (const [operationId, expected] of Object.entries(matrix) as Array<[OperationId, Row]>) {
      if (isStaffOperation(operationId)) expect({ operationId, owner: expected.owner }).not.toEqual({ operationId, owner: 403 });
    }
  });

  const roles: Role[] = ['visitor', 'customer', 'other', 'owner', ...staffRoles, 'key', 'otherKey'];
  for (const [operationId, expected] of Object.entries(matrix) as Array<[OperationId, Row]>) {
    it(`when each role calls ${operationId}, then it answers ${roles.map((role) => expectedOf(operationId, expected, role)).join('/')}`, async () => {
      for (const role of roles) {
        const call = await operationCalls[operationId](context);
        const request = requestAs(call, role);
        const response = call.body ? await request.send(call.body) : await request;
        expect({ role, status: response.status }).toEqual({ role, status: expectedOf(operationId, expected, role) });
        if (response.status >= 400) expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      }
    });
  }
});

describe('refused before anything is read', () => {
  // Who the operation's own security turns away, before its parameters or body are looked at.
  const refusedBySecurity = (operationId: OperationId): Role[] => {
    const operation = operationOf(operationId);
    const kind = requirementOf(operation.security ?? []).kind;
    // A visitor's cart turns nobody away: its cookie names a cart, not a caller. A sign-in's
    // hand-over is its cookie's, which the call carries whoever sends it.
    if (kind === 'public' || kind === 'visitorCart' || kind === 'signInHandOver') return [];
    if (kind === 'orderKey') return ['visitor', 'customer', 'other', 'owner', ...staffRoles];
    if (kind !== 'staff') return ['visitor'];
    return ['visitor', 'customer', 'other', ...staffRoles.filter((role) => !operation.roles.includes(role))];
  };
  for (const [operationId, expected] of Object.entries(matrix) as Array<[OperationId, Row]>) {
    const refused = refusedBySecurity(operationId);
    if (refused.length === 0) continue;
    const answer = (role: Role) => expectedOf(operationId, expected, role);
    it(`when ${refused.join(', ')} call ${operationId} with an unknown query parameter and a malformed body, then still ${refused.map(answer).join('/')}: the caller learns nothing of its rules`, async () => {
      for (const role of refused) {
        const call = await operationCalls[operationId](context);
        const path = `${call.path}${call.path.includes('?') ? '&' : '?'}nosuch=1&limit=-5`;
        const response = await requestAs(call, role, path).set('Content-Type', 'application/json').send('{"nosuch": [1, 2, 3], "quantity": "many"');
        expect({ role, status: response.status }).toEqual({ role, status: answer(role) });
        expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
        expect(JSON.stringify(response.body)).not.toMatch(/nosuch|limit|quantity|JSON/i);
      }
    });
  }
});

describe('method swaps', () => {
  // Every path × every method it lacks, one request each: its time grows with the contract.
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
  }, 120_000);
});
