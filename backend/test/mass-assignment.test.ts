// Mass assignment, generated from openapi.yaml: every write operation is sent, one at a time, each
// field the server owns (every property of a response schema, every stored column) that the
// operation's own request schema doesn't take, as the role that may otherwise make the call. Each
// try must be refused with a 400 naming the field and leave the database as it was; then the
// valid call alone must succeed, so a fixture that is refused for another reason can't pass.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../src/contract.js';
import { codeAt } from '../src/modules/two-factor/totp.js';
import { useTestShop, type Shopper } from './harness.js';
import { deref, operationObjects, responseFieldNames, type OperationObject } from './support/contract-schemas.js';
import { addProduct, guestOrder, placedOrder } from './support/orders.js';
import { confirmedGuestPayment, confirmedPayment, guestPayments, payWithTestCard, startPayment } from './support/payments.js';
import { handOverCookie } from './support/sign-in-forms.js';
import { snapshot } from './support/snapshot.js';
import { freeDeliveryAtHome } from './support/operation-calls.js';
import { uniqueEmail } from './identity.js';

type Method = 'post' | 'put' | 'patch' | 'delete';

const contract = loadContract();

const writes = Object.entries(contract.paths).flatMap(([path, item]) =>
  (['post', 'put', 'patch', 'delete'] as const).flatMap((method) => {
    const operation = item[method] as OperationObject | undefined;
    const id = operation?.operationId ?? `${method} ${path}`;
    return operation ? [{ id, path, method, operation, media: operation.requestBody?.content?.['application/json'] }] : [];
  }),
);

/** What an attacker would send for the fields that matter most; the rest get a value of their kind. */
const forgedValues: Record<string, unknown> = {
  price: 0.01,
  paid: true,
  status: 'paid',
  transactionId: 'pi_forged',
  role: 'admin',
  email: 'forger@example.com',
  userName: 'Forger',
  verifiedPurchase: true,
  reserved: 0,
  holdExpiresAt: '2099-01-01T00:00:00.000Z',
  createdAt: '2000-01-01T00:00:00.000Z',
  admin: true,
};
/** Named by issue 9 though no schema or table has them: the words a client would try. */
const guessedFields = ['reserved', 'ownerId', 'owner', 'isAdmin'];

const given = useTestShop({ people: { customer: 'customer', other: 'customer', admin: 'owner' } });
let productId: string;
let columnFields: string[];

function forgedValue(field: string): unknown {
  if (field in forgedValues) return forgedValues[field];
  if (/Cents$|^(available|minimum|quantity|amount|count|average|rating)$/.test(field)) return 1;
  if (/At$/.test(field)) return '2000-01-01T00:00:00.000Z';
  // Someone else's id is the most damaging thing to put in an owner or key field.
  if (/(^|[a-z])(id|Id|_id)$/.test(field)) return given.other.userId;
  return 'forged';
}

interface Call {
  path: string;
  as?: Shopper;
  /** A token other than the caller's access token (the Firebase ID token of the exchange). */
  bearer?: string;
  body?: Record<string, unknown>;
  /** A guest order's key, the caller's credential instead of a token. */
  orderKey?: string;
  /** Cookies the call carries (a sign-in's hand-over, the visitor's cart `visitor_cart=…`). */
  cookie?: string;
}

async function send(method: Method, call: Call, body: Record<string, unknown> | undefined) {
  let request = given.shop.request[method](`/api${call.path}`);
  const token = call.bearer ?? call.as?.token;
  if (token) request = request.set('Authorization', `Bearer ${token}`);
  if (call.orderKey) request = request.set('X-Order-Key', call.orderKey);
  if (call.cookie) request = request.set('Cookie', call.cookie);
  return body === undefined ? request : request.send(body);
}

/** A second sign-in of the shopper's, and the id of the session it opened (its token's `sid`). */
const anotherSessionOf = async (shopper: Shopper) => {
  const response = await given.shop.request.put(`/api/user/${shopper.email}`).set('Authorization', `Bearer ${shopper.idToken}`);
  const token = response.body.token as string;
  return (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sid: string }).sid;
};
/** The customer's new unpaid order. */
const placeOrder = async () => (await placedOrder(given.shop, given.customer, productId, 2))._id;
/** A guest's new unpaid order and its key. */
const guestOrderAndKey = async () => {
  const { order, key } = await guestOrder(given.shop, productId, 2);
  return { orderId: order._id, orderKey: key };
};
/** A visitor's cart holding the tool: its cookie. */
const visitorCartCookie = async () => {
  const response = await given.shop.request.post('/api/visitor-cart/lines').send({ productId, quantity: 2 });
  expect(response.status).toBe(200);
  return (response.headers['set-cookie'] as unknown as string[])[0]!.split(';')[0]!;
};
const newProduct = async () => (await addProduct(given.shop, given.admin))._id;
/** A new address in the customer's book (the test adds a handful, well within its 20). */
const newAddress = async () => {
  const response = await given.shop.request.post('/api/addresses').set(given.customer.auth).send({ address: '14 Mill Lane, Leeds LS1 4AB', phone: '+44 113 496 0000' });
  expect(response.status).toBe(201);
  return response.body._id as string;
};
/** A staff member part-way through enrolling, with the secret to make codes from. */
const enrolmentStarted = async () => {
  const as = await given.shop.signIn('two-factor', 'fulfilment');
  const started = await given.shop.request.post('/api/two-factor/enrolment').set(as.auth);
  expect(started.status).toBe(200);
  return { as, secret: started.body.secret as string };
};
let taxonomyNames = 0;
/** A category or brand name this test hasn't used yet. */
const newName = (kind: string) => `${kind} ${(taxonomyNames += 1)}`;
/** A new category's or brand's slug, added by the admin. */
const newTaxonomy = async (path: '/api/categories' | '/api/brands') => {
  const response = await given.shop.request.post(path).set(given.admin.auth).send({ name: newName('Spare') });
  expect(response.status).toBe(201);
  return response.body.slug as string;
};
const putInCart = async () => expect((await given.shop.request.put(`/api/cart/lines/${productId}`).set(given.customer.auth).send({ quantity: 2 })).status).toBe(200);

/**
 * A valid call per write operation, built afresh on a new fixture; bodies start from the
 * contract's own request example with the ids this database really has.
 */
const validCalls: Record<string, (example: Record<string, unknown>) => Promise<Call>> = {
  addProduct: async (example) => ({ path: '/productAdd', as: given.admin, body: example }),
  updateProduct: async (example) => ({ path: `/product/${await newProduct()}`, as: given.admin, body: example }),
  deleteProduct: async () => ({ path: `/product/${await newProduct()}`, as: given.admin }),
  addCategory: async (example) => ({ path: '/categories', as: given.admin, body: { ...example, name: newName('Category'), parent: null } }),
  updateCategory: async (example) => ({ path: `/categories/${await newTaxonomy('/api/categories')}`, as: given.admin, body: example }),
  deleteCategory: async () => ({ path: `/categories/${await newTaxonomy('/api/categories')}`, as: given.admin }),
  addBrand: async (example) => ({ path: '/brands', as: given.admin, body: { ...example, name: newName('Brand') } }),
  updateBrand: async (example) => ({ path: `/brands/${await newTaxonomy('/api/brands')}`, as: given.admin, body: example }),
  deleteBrand: async () => ({ path: `/brands/${await newTaxonomy('/api/brands')}`, as: given.admin }),
  adjustStock: async (example) => ({ path: `/products/${await newProduct()}/stock-movements`, as: given.admin, body: example }),
  exchangeToken: async () => ({ path: `/user/${given.customer.email}`, as: given.customer, bearer: given.customer.idToken }),
  makeAdmin: async () => ({ path: `/user/admin/${(await given.shop.signIn('promoted')).email}`, as: given.admin }),
  setUserRole: async (example) => ({ path: `/users/${(await given.shop.signIn('role-change')).email}/role`, as: given.admin, body: example }),
  removeAdmin: async () => ({ path: `/user/admin/${(await given.shop.signIn('demoted', 'owner')).email}`, as: given.admin }),
  signOut: async () => ({ path: '/session', as: await given.shop.signIn('leaver') }),
  endMySession: async () => {
    const shopper = await given.shop.signIn('two-devices');
    return { path: `/sessions/${await anotherSessionOf(shopper)}`, as: shopper };
  },
  endOtherSessions: async () => {
    const shopper = await given.shop.signIn('ends-the-others');
    await anotherSessionOf(shopper);
    return { path: '/sessions', as: shopper };
  },
  disableUser: async () => ({ path: `/user/disabled/${(await given.shop.signIn('disabled')).email}`, as: given.admin }),
  enableUser: async () => {
    const { email } = await given.shop.signIn('enabled');
    expect((await given.shop.request.put(`/api/user/disabled/${email}`).set(given.admin.auth)).status).toBe(200);
    return { path: `/user/disabled/${email}`, as: given.admin };
  },
  disableTwoFactor: async () => ({ path: '/two-factor', as: await given.shop.signIn('two-factor-off') }),
  startTwoFactorEnrolment: async () => ({ path: '/two-factor/enrolment', as: await given.shop.signIn('enrolling', 'fulfilment') }),
  confirmTwoFactorEnrolment: async (example) => {
    const { as, secret } = await enrolmentStarted();
    return { path: '/two-factor/enrolment', as, body: { ...example, code: codeAt(secret, Date.now()) } };
  },
  verifySecondFactor: async (example) => {
    const { as, secret } = await enrolmentStarted();
    expect((await given.shop.request.put('/api/two-factor/enrolment').set(as.auth).send({ code: codeAt(secret, Date.now()) })).status).toBe(200);
    const session = await given.shop.request.put(`/api/user/${as.email}`).set('Authorization', `Bearer ${as.idToken}`);
    return { path: '/session/second-factor', as: { ...as, token: session.body.token }, body: { ...example, code: codeAt(secret, Date.now() + 30_000) } };
  },
  resetTwoFactor: async () => ({ path: `/users/${(await given.shop.signIn('lost-phone', 'support')).email}/two-factor`, as: given.admin }),
  // The owner has no authenticator app here, so requiring one of all staff would be refused.
  updateSecuritySettings: async (example) => ({ path: '/settings/security', as: given.admin, body: { ...example, requireStaffTwoFactor: false } }),
  updateBusinessDetails: async (example) => ({ path: '/settings/business', as: given.admin, body: example }),
  updateTaxSettings: async (example) => ({ path: '/settings/tax', as: given.admin, body: example }),
  updateShippingSettings: async (example) => ({ path: '/settings/shipping', as: given.admin, body: { ...example, ...freeDeliveryAtHome } }),
  updateProfile: async (example) => ({ path: `/profile/${given.customer.email}`, as: given.customer, body: example }),
  addAddress: async (example) => ({ path: '/addresses', as: given.customer, body: example }),
  updateAddress: async (example) => ({ path: `/addresses/${await newAddress()}`, as: given.customer, body: example }),
  deleteAddress: async () => ({ path: `/addresses/${await newAddress()}`, as: given.customer }),
  setDefaultAddress: async () => ({ path: `/addresses/${await newAddress()}/default`, as: given.customer }),
  addReview: async (example) => ({ path: '/review', as: given.customer, body: { ...example, productId } }),
  setCartLine: async (example) => ({ path: `/cart/lines/${productId}`, as: given.customer, body: example }),
  removeCartLine: async () => {
    await putInCart();
    return { path: `/cart/lines/${productId}`, as: given.customer };
  },
  mergeCart: async (example) => ({ path: '/cart/merge', as: given.customer, body: { ...example, lines: [{ productId, quantity: 2 }] } }),
  quoteShipping: async (example) => ({ path: '/shipping-quotes', body: { ...example, lines: [{ productId, quantity: 2 }] } }),
  priceCart: async (example) => ({ path: '/cart/price', body: { ...example, lines: [{ productId, quantity: 2 }] } }),
  addToVisitorCart: async (example) => ({ path: '/visitor-cart/lines', body: { ...example, productId, quantity: 2 } }),
  setVisitorCartLine: async (example) => ({ path: `/visitor-cart/lines/${productId}`, body: { ...example, quantity: 2 } }),
  saveVisitorCheckoutDetails: async (example) => ({ path: '/visitor-cart/checkout-details', body: example, cookie: await visitorCartCookie() }),
  // Without the example's expectedTotal, which is another cart's.
  checkout: async ({ address, phone }) => {
    await putInCart();
    return { path: '/checkout', as: given.customer, body: { address, phone } };
  },
  placeOrder: async (example) => ({ path: '/order', as: given.customer, body: { ...example, productId } }),
  cancelOrder: async () => ({ path: `/order/${await placeOrder()}`, as: given.customer }),
  markOrderPaid: async (example) => {
    const orderId = await placeOrder();
    const intent = await confirmedPayment(given.shop, given.customer, orderId);
    return { path: `/orders/${orderId}`, as: given.customer, body: { ...example, transactionId: intent.paymentIntentId } };
  },
  shipOrder: async () => {
    const orderId = await placeOrder();
    await payWithTestCard(given.shop, given.customer, orderId);
    return { path: `/orders/${orderId}/ship`, as: given.admin };
  },
  refundOrder: async () => {
    const orderId = await placeOrder();
    await payWithTestCard(given.shop, given.customer, orderId);
    return { path: `/orders/${orderId}/refund`, as: given.admin };
  },
  refundOrderPart: async (example) => {
    const orderId = await placeOrder();
    await payWithTestCard(given.shop, given.customer, orderId);
    return { path: `/orders/${orderId}/refunds`, as: given.admin, body: example };
  },
  recordOutsideRefund: async (example) => {
    const orderId = await placeOrder();
    // Paid without a payment through the shop, as the demo's past orders are.
    await given.shop.db.sql.execute("UPDATE orders SET status = 'paid', paid_at = ?, hold_expires_at = NULL WHERE id = ?", [new Date(), orderId]);
    return { path: `/orders/${orderId}/outside-refund`, as: given.admin, body: example };
  },
  createPaymentIntent: async (example) => ({ path: '/create-payment-intent', as: given.customer, body: { ...example, orderId: await placeOrder() } }),
  confirmTestPayment: async (example) => {
    const intent = await startPayment(given.shop, given.customer, await placeOrder());
    return { path: '/payments/test/confirm', as: given.customer, body: { ...example, clientSecret: intent.clientSecret } };
  },
  // Without the example's expectedTotal and tool, which are another catalogue's.
  guestCheckout: async ({ email, address, phone }) => ({ path: '/guest/checkout', body: { email, address, phone, lines: [{ productId, quantity: 2 }] } }),
  cancelGuestOrder: async () => {
    const { orderId, orderKey } = await guestOrderAndKey();
    return { path: `/guest/orders/${orderId}`, orderKey };
  },
  createGuestPaymentIntent: async () => {
    const { orderId, orderKey } = await guestOrderAndKey();
    return { path: `/guest/orders/${orderId}/payment-intent`, orderKey };
  },
  confirmGuestTestPayment: async (example) => {
    const { orderId, orderKey } = await guestOrderAndKey();
    const intent = await guestPayments(given.shop, orderId, orderKey).createPaymentIntent();
    return { path: `/guest/orders/${orderId}/test-payment`, orderKey, body: { ...example, clientSecret: intent.body.clientSecret } };
  },
  markGuestOrderPaid: async (example) => {
    const { orderId, orderKey } = await guestOrderAndKey();
    const intent = await confirmedGuestPayment(given.shop, orderId, orderKey);
    return { path: `/guest/orders/${orderId}`, orderKey, body: { ...example, transactionId: intent.paymentIntentId } };
  },
  sendContactMessage: async (example) => ({ path: '/contact', body: example }),
  subscribeNewsletter: async (example) => ({ path: '/newsletter', body: example }),
  requestPasswordReset: async (example) => ({ path: '/password-resets', body: example }),
  signInWithPassword: async () => ({ path: '/sign-in', body: { email: given.customer.email, password: given.customer.password } }),
  registerWithPassword: async (example) => ({ path: '/register', body: { ...example, email: uniqueEmail('register') } }),
  claimSignInHandOver: async () => ({ path: '/sign-in/hand-over', cookie: await handOverCookie(given.shop, given.customer) }),
};

/** Writes whose body is not ours to close, each with the reason. */
const exempt: Record<string, string> = {
  handleStripeWebhook: 'the body is Stripe’s event object, open by design and trusted only through its signature',
  uploadImage: 'the body is a photo’s bytes, not JSON: it has no fields to forge',
  importProducts: 'the body is a CSV file, whose columns are read by name and any other refused (product-csv.ts)',
};

beforeAll(async () => {
  productId = (await addProduct(given.shop, given.admin, { available: 100_000 }))._id;
  columnFields = await storedColumnFields();
});
afterEach(() => expect(given.shop.violations).toEqual([]));

// The database's own bookkeeping: the migrations' log and SQLite's search index and catalogue.
const INTERNAL_TABLES = /^(SequelizeMeta$|sqlite_)|_fts(_|$)/;

/** Every column of the shop's tables, listed from the database itself, named as in JSON (created_at: createdAt). */
async function storedColumnFields(): Promise<string[]> {
  const listing =
    given.shop.db.sql.dialect() === 'postgres'
      ? 'SELECT table_name AS "table", column_name AS "column" FROM information_schema.columns WHERE table_schema = current_schema()'
      : `SELECT m.name AS "table", c.name AS "column" FROM sqlite_master m JOIN pragma_table_info(m.name) c WHERE m.type = 'table'`;
  const columns = await given.shop.db.sql.select<{ table: string; column: string }>(listing, []);
  return columns
    .filter(({ table }) => !INTERNAL_TABLES.test(table))
    .map(({ column }) => column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase()));
}

/** Every field a client must not set: what the server answers with, and what it stores. */
function serverOwnedFields(): string[] {
  const responseFields = operationObjects(contract).flatMap((operation) => [...responseFieldNames(contract, operation)]);
  return [...new Set([...responseFields, ...columnFields, ...guessedFields])].sort();
}

/**
 * Whole-database snapshots are the slow part, so a batch of refused fields is checked with one
 * before and one after. When they differ, each field is sent again on its own, so that the failure
 * still names the field that wrote.
 */
async function expectNothingChanged(id: string, before: string, fields: string[], sendWith: (field: string) => Promise<unknown>): Promise<void> {
  const after = await snapshot(given.shop.db);
  if (after === before) return;
  for (const field of fields) {
    const start = await snapshot(given.shop.db);
    await sendWith(field);
    expect(await snapshot(given.shop.db), `${id} with ${field} changed the database`).toBe(start);
  }
  expect(after, `${id} changed the database while refusing its ${fields.length} fields, though none of them did alone on a second try`).toBe(before);
}

describe('mass assignment', () => {
  it('when the contract has a write operation, then it has a valid call here or a stated exemption', () => {
    const missing = writes.map((write) => write.id).filter((id) => !validCalls[id] && !exempt[id]);
    expect(missing).toEqual([]);
    const stale = [...Object.keys(validCalls), ...Object.keys(exempt)].filter((id) => !writes.some((write) => write.id === id));
    expect(stale).toEqual([]);
  });

  it('when a write is exempt, then its request schema really is left open, or it takes no JSON at all', () => {
    for (const id of Object.keys(exempt)) {
      const write = writes.find((candidate) => candidate.id === id);
      const takesBytes = Object.keys(write?.operation.requestBody?.content ?? {}).every((type) => !type.includes('json'));
      if (write && takesBytes) continue;
      expect(write?.media?.schema && deref(contract, write.media.schema).additionalProperties).toBe(true);
    }
  });

  it('when a write that takes no body is sent an array, then 400; an empty object counts as no body', async () => {
    const before = await snapshot(given.shop.db);
    for (const body of [[{ role: 'admin' }], []]) {
      const response = await given.shop.request.put(`/api/user/${given.customer.email}`).set('Authorization', `Bearer ${given.customer.idToken}`).send(body);
      expect({ body, status: response.status }).toEqual({ body, status: 400 });
      expect(response.body.errors).toEqual([expect.objectContaining({ path: '/body' })]);
    }
    expect(await snapshot(given.shop.db)).toBe(before);
    const empty = await given.shop.request.put(`/api/user/${given.customer.email}`).set('Authorization', `Bearer ${given.customer.idToken}`).send({});
    expect(empty.status).toBe(200);
  });

  for (const { id, path, method, operation, media } of writes) {
    if (exempt[id]) continue;
    it(`when ${id} (${method.toUpperCase()} ${path}) is sent a field the client must not set, then 400 names it and nothing changes`, async () => {
      const accepted = new Set(Object.keys(media?.schema ? (deref(contract, media.schema).properties ?? {}) : {}));
      const fields = serverOwnedFields().filter((field) => !accepted.has(field));
      expect(fields).toEqual(expect.arrayContaining(['_id', 'createdAt', 'role', 'userId'].filter((field) => !accepted.has(field))));
      const build = validCalls[id];
      if (!build) throw new Error(`${id} has no valid call: add one to validCalls`);
      if (media && !media.example) throw new Error(`${id} has no request example in openapi.yaml to start from`);
      const call = await build(media?.example ?? {});

      const sendWith = (field: string) => send(method, call, { ...call.body, [field]: forgedValue(field) });
      const before = await snapshot(given.shop.db);
      for (const field of fields) {
        const response = await sendWith(field);
        expect({ field, status: response.status }).toEqual({ field, status: 400 });
        expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
        expect(response.body.detail).toContain(field);
        expect(response.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ path: `/body/${field}` })]));
      }
      await expectNothingChanged(id, before, fields, sendWith);

      const control = await send(method, call, call.body);
      const successes = Object.keys(operation.responses ?? {}).filter((status) => status.startsWith('2')).map(Number);
      expect(successes).toContain(control.status);
    });
  }
});
