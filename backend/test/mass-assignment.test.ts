// Mass assignment, generated from openapi.yaml: every write operation is sent, one at a time, each
// field the server owns (every property of a response schema, every model attribute) that the
// operation's own request schema doesn't take, as the role that may otherwise make the call. Each
// try must be refused with a 400 naming the field and leave the database as it was; then the
// valid call alone must succeed, so a fixture that is refused for another reason can't pass.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../src/contract.js';
import { startTestShop, validProduct, type Shopper, type TestShop } from './harness.js';
import { snapshot } from './support/snapshot.js';

type Schema = { $ref?: string; properties?: Record<string, Schema>; additionalProperties?: boolean | Schema; [key: string]: unknown };
type Media = { schema?: Schema; example?: Record<string, unknown> };
type Operation = {
  operationId: string;
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { $ref?: string; content?: Record<string, Media> }>;
};
type Method = 'post' | 'put' | 'patch' | 'delete';

const contract = loadContract() as unknown as {
  paths: Record<string, Partial<Record<string, Operation>>>;
  components: { schemas: Record<string, Schema> };
};

const schemaByRef = (ref: string): Schema => contract.components.schemas[ref.replace('#/components/schemas/', '')] ?? {};
const deref = (schema: Schema): Schema => (schema.$ref ? deref(schemaByRef(schema.$ref)) : schema);

const writes = Object.entries(contract.paths).flatMap(([path, item]) =>
  (['post', 'put', 'patch', 'delete'] as const).flatMap((method) => {
    const operation = item[method];
    return operation ? [{ path, method, operation, media: operation.requestBody?.content['application/json'] }] : [];
  }),
);

/** Property names of every object schema a successful response can carry, following $refs. */
function responseFieldNames(): Set<string> {
  const names = new Set<string>();
  const seen = new Set<Schema>();
  const visit = (node: Schema): void => {
    const schema = deref(node);
    if (seen.has(schema)) return;
    seen.add(schema);
    for (const [name, child] of Object.entries(schema.properties ?? {})) {
      names.add(name);
      visit(child);
    }
    if (schema.items && typeof schema.items === 'object') visit(schema.items as Schema);
  };
  const operations = Object.values(contract.paths).flatMap((item) => Object.values(item));
  for (const [status, response] of operations.flatMap((operation) => Object.entries(operation?.responses ?? {}))) {
    if (status.startsWith('2')) for (const media of Object.values(response.content ?? {})) if (media.schema) visit(media.schema);
  }
  return names;
}

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
/** Named by issue 9 though no schema or model has them: the words a client would try. */
const guessedFields = ['reserved', 'ownerId', 'owner', 'isAdmin'];

let shop: TestShop;
let customer: Shopper;
let other: Shopper;
let admin: Shopper;
let productId: string;

function forgedValue(field: string): unknown {
  if (field in forgedValues) return forgedValues[field];
  if (/Cents$|^(available|minimum|quantity|amount|count|average|rating)$/.test(field)) return 1;
  if (/At$/.test(field)) return '2000-01-01T00:00:00.000Z';
  // Someone else's id is the most damaging thing to put in an owner or key field.
  if (/(^|[a-z])(id|Id|_id)$/.test(field)) return other.userId;
  return 'forged';
}

interface Call {
  path: string;
  as?: Shopper;
  /** A token other than the caller's access token (the Firebase ID token of the exchange). */
  bearer?: string;
  body?: Record<string, unknown>;
}

async function send(method: Method, call: Call, body: Record<string, unknown> | undefined) {
  let request = shop.request[method](`/api${call.path}`);
  const token = call.bearer ?? call.as?.token;
  if (token) request = request.set('Authorization', `Bearer ${token}`);
  return body === undefined ? request : request.send(body);
}

async function placeOrder(): Promise<string> {
  const response = await shop.request
    .post('/api/order')
    .set(customer.auth)
    .send({ productId, quantity: 2, address: '1 Forge Lane', phone: '+44 113 496 0000' });
  expect(response.status).toBe(201);
  return response.body._id;
}

async function intentFor(orderId: string): Promise<{ clientSecret: string; paymentIntentId: string }> {
  const response = await shop.request.post('/api/create-payment-intent').set(customer.auth).send({ orderId });
  expect(response.status).toBe(200);
  return response.body;
}

async function payWithTestCard(clientSecret: string): Promise<void> {
  const card = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
  const response = await shop.request
    .post('/api/payments/test/confirm')
    .set(customer.auth)
    .send({ clientSecret, card, billingDetails: { name: 'Customer', email: customer.email } });
  expect(response.status).toBe(200);
}

async function newProduct(): Promise<string> {
  return (await shop.request.post('/api/productAdd').set(admin.auth).send(validProduct)).body._id;
}

/**
 * A valid call per write operation, built afresh on a new fixture; bodies start from the
 * contract's own request example with the ids this database really has.
 */
const validCalls: Record<string, (example: Record<string, unknown>) => Promise<Call>> = {
  addProduct: async (example) => ({ path: '/productAdd', as: admin, body: example }),
  updateProduct: async (example) => ({ path: `/product/${await newProduct()}`, as: admin, body: example }),
  deleteProduct: async () => ({ path: `/product/${await newProduct()}`, as: admin }),
  exchangeToken: async () => ({ path: `/user/${customer.email}`, as: customer, bearer: customer.idToken }),
  makeAdmin: async () => ({ path: `/user/admin/${(await shop.signIn('promoted')).email}`, as: admin }),
  removeAdmin: async () => ({ path: `/user/admin/${(await shop.signIn('demoted', 'admin')).email}`, as: admin }),
  updateProfile: async (example) => ({ path: `/profile/${customer.email}`, as: customer, body: example }),
  addReview: async (example) => ({ path: '/review', as: customer, body: { ...example, productId } }),
  placeOrder: async (example) => ({ path: '/order', as: customer, body: { ...example, productId } }),
  cancelOrder: async () => ({ path: `/order/${await placeOrder()}`, as: customer }),
  markOrderPaid: async (example) => {
    const orderId = await placeOrder();
    const intent = await intentFor(orderId);
    await payWithTestCard(intent.clientSecret);
    return { path: `/orders/${orderId}`, as: customer, body: { ...example, transactionId: intent.paymentIntentId } };
  },
  shipOrder: async () => {
    const orderId = await placeOrder();
    const intent = await intentFor(orderId);
    await payWithTestCard(intent.clientSecret);
    await shop.request.patch(`/api/orders/${orderId}`).set(customer.auth).send({ transactionId: intent.paymentIntentId });
    return { path: `/orders/${orderId}/ship`, as: admin };
  },
  createPaymentIntent: async (example) => ({ path: '/create-payment-intent', as: customer, body: { ...example, orderId: await placeOrder() } }),
  confirmTestPayment: async (example) => {
    const intent = await intentFor(await placeOrder());
    return { path: '/payments/test/confirm', as: customer, body: { ...example, clientSecret: intent.clientSecret } };
  },
  sendContactMessage: async (example) => ({ path: '/contact', body: example }),
  subscribeNewsletter: async (example) => ({ path: '/newsletter', body: example }),
};

/** Writes whose body is not ours to close, each with the reason. */
const exempt: Record<string, string> = {
  handleStripeWebhook: 'the body is Stripe’s event object, open by design and trusted only through its signature',
};

beforeAll(async () => {
  shop = await startTestShop();
  [customer, other, admin] = await Promise.all([shop.signIn('customer'), shop.signIn('other'), shop.signIn('admin', 'admin')]);
  productId = (await shop.request.post('/api/productAdd').set(admin.auth).send({ ...validProduct, available: 100_000 })).body._id;
});
afterAll(() => shop.stop());
afterEach(() => expect(shop.violations).toEqual([]));

/** Every field a client must not set: what the server answers with, and what it stores. */
function serverOwnedFields(): string[] {
  const modelAttributes = Object.values(shop.db.sequelize.models).flatMap((model) => Object.keys(model.getAttributes()));
  return [...new Set([...responseFieldNames(), ...modelAttributes, ...guessedFields])].sort();
}

describe('mass assignment', () => {
  it('when the contract has a write operation, then it has a valid call here or a stated exemption', () => {
    const missing = writes.map((write) => write.operation.operationId).filter((id) => !validCalls[id] && !exempt[id]);
    expect(missing).toEqual([]);
    const stale = [...Object.keys(validCalls), ...Object.keys(exempt)].filter((id) => !writes.some((write) => write.operation.operationId === id));
    expect(stale).toEqual([]);
  });

  it('when a write is exempt, then its request schema really is left open', () => {
    for (const id of Object.keys(exempt)) {
      const write = writes.find((candidate) => candidate.operation.operationId === id);
      expect(write?.media?.schema && deref(write.media.schema).additionalProperties).toBe(true);
    }
  });

  it('when a write that takes no body is sent an array, then 400; an empty object counts as no body', async () => {
    const before = await snapshot(shop.db);
    for (const body of [[{ role: 'admin' }], []]) {
      const response = await shop.request.put(`/api/user/${customer.email}`).set('Authorization', `Bearer ${customer.idToken}`).send(body);
      expect({ body, status: response.status }).toEqual({ body, status: 400 });
      expect(response.body.errors).toEqual([expect.objectContaining({ path: '/body' })]);
    }
    expect(await snapshot(shop.db)).toBe(before);
    const empty = await shop.request.put(`/api/user/${customer.email}`).set('Authorization', `Bearer ${customer.idToken}`).send({});
    expect(empty.status).toBe(200);
  });

  for (const { path, method, operation, media } of writes) {
    const id = operation.operationId;
    if (exempt[id]) continue;
    it(`when ${id} (${method.toUpperCase()} ${path}) is sent a field the client must not set, then 400 names it and nothing changes`, async () => {
      const accepted = new Set(Object.keys(media?.schema ? (deref(media.schema).properties ?? {}) : {}));
      const fields = serverOwnedFields().filter((field) => !accepted.has(field));
      expect(fields).toEqual(expect.arrayContaining(['_id', 'createdAt', 'role', 'userId'].filter((field) => !accepted.has(field))));
      const build = validCalls[id];
      if (!build) throw new Error(`${id} has no valid call: add one to validCalls`);
      if (media && !media.example) throw new Error(`${id} has no request example in openapi.yaml to start from`);
      const call = await build(media?.example ?? {});

      const before = await snapshot(shop.db);
      for (const field of fields) {
        const response = await send(method, call, { ...call.body, [field]: forgedValue(field) });
        expect({ field, status: response.status }).toEqual({ field, status: 400 });
        expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
        expect(response.body.detail).toContain(field);
        expect(response.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ path: `/body/${field}` })]));
        expect(await snapshot(shop.db), `${id} with ${field} changed the database`).toBe(before);
      }

      const control = await send(method, call, call.body);
      const successes = Object.keys(operation.responses).filter((status) => status.startsWith('2')).map(Number);
      expect(successes).toContain(control.status);
    });
  }
});
