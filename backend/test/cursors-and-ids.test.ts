// Two inputs that reached queries unchecked and answered differently on the two databases: a
// cursor (read back from the client) whose key or id was of the wrong kind was a 500 on
// PostgreSQL, and an id in upper case was found on PostgreSQL (uuid) and not on SQLite (text).
// Both run on SQLite and, with TEST_DATABASE_URL, on PostgreSQL.
import fc from 'fast-check';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestShop, validProduct, type Shopper } from './harness.js';
import { placedOrder } from './support/orders.js';

const given = useTestShop({ people: { customer: 'customer', admin: 'owner' } });
let productId: string;

const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const id = '0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f';

/** Every paginated listing, with the sort names its cursors carry. */
const listings = () => [
  { path: '/api/products?sort=newest', sort: 'newest', as: undefined },
  { path: '/api/products?sort=price_asc', sort: 'price_asc', as: undefined },
  { path: '/api/products?sort=price_desc', sort: 'price_desc', as: undefined },
  { path: '/api/products?sort=name_asc', sort: 'name_asc', as: undefined },
  { path: '/api/allProducts?sort=price_asc', sort: 'price_asc', as: given.admin },
  { path: '/api/users', sort: 'users', as: given.admin },
  { path: '/api/reviews', sort: 'reviews', as: undefined },
  { path: `/api/reviews?productId=${productId}`, sort: `reviews:${productId}`, as: undefined },
  { path: `/api/order/${given.customer.email}`, sort: `orders:${given.customer.userId}`, as: given.customer },
  { path: '/api/orders', sort: 'orders', as: given.admin },
];

async function list(path: string, cursor: string, as: Shopper | undefined) {
  const request = given.shop.request.get(path).query({ cursor });
  return as ? request.set(as.auth) : request;
}

beforeAll(async () => {
  productId = (await given.shop.request.post('/api/productAdd').set(given.admin.auth).send({ ...validProduct, available: 1000 })).body._id;
});
afterEach(() => expect(given.shop.violations).toEqual([]));

describe('malformed cursors', () => {
  const malformed = (sort: string) => [
    cursorOf([sort, sort === 'name_asc' ? 12 : 'not-a-number', id]),
    cursorOf([sort, 12, 'not-a-uuid']),
    cursorOf([sort, 12, id.toUpperCase()]),
    cursorOf([sort, { $gt: '' }, id]),
    cursorOf([sort, [1], id]),
    cursorOf([sort, 1e300, id]),
    cursorOf([sort, -(2 ** 40), id]),
    cursorOf([sort, 'x'.repeat(5000), id]),
    cursorOf([sort, null, id]),
    cursorOf([sort, 12, `${id}' OR '1'='1`]),
    cursorOf([sort, 12]),
    cursorOf({ sort, key: 12, id }),
    '%%%',
    'bm90IGpzb24',
  ];

  it('when any listing gets a cursor whose key or id is of the wrong kind, then 400 problem, on either database', async () => {
    const answers: string[] = [];
    for (const { path, sort, as } of listings()) {
      for (const cursor of malformed(sort)) {
        const response = await list(path, cursor, as);
        if (response.status !== 400) answers.push(`${path} ${Buffer.from(cursor, 'base64url').toString('utf8').slice(0, 80)}: ${response.status}`);
        else expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      }
    }
    expect(answers).toEqual([]);
  });

  it('when cursors are fuzzed (random JSON under each listing’s sort name), then every answer is 200 or 400, never a 5xx', async () => {
    const key = fc.oneof(fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.uuid(), fc.object());
    const runs = Number(process.env.FUZZ_RUNS ?? 20);
    for (const { path, sort, as } of listings()) {
      await fc.assert(
        fc.asyncProperty(fc.tuple(fc.oneof(fc.constant(sort), fc.string()), key, fc.oneof(fc.uuid(), fc.string())), async (value) => {
          const response = await list(path, cursorOf(value), as);
          return response.status === 200 || response.status === 400;
        }),
        { numRuns: runs },
      );
    }
  });
});

describe('ids in upper case', () => {
  it('when a product, an order or a listing filter is named by its id in upper case, then it is found exactly as in lower case', async () => {
    const upper = productId.toUpperCase();
    expect((await given.shop.request.get(`/api/products/${upper}`)).body._id).toBe(productId);
    const order = (await given.shop.request.post('/api/order').set(given.customer.auth).send({ productId: upper, quantity: 2, address: '1 Road', phone: '+44 113 496 0000' }));
    expect(order.status).toBe(201);
    expect(order.body.productId).toBe(productId);
    expect((await given.shop.request.get(`/api/orders/${order.body._id.toUpperCase()}`).set(given.customer.auth)).body._id).toBe(order.body._id);
    await given.shop.request.post('/api/review').set(given.customer.auth).send({ productId: upper, title: 'Good', details: 'Works well.', rating: 4 });
    const lowerReviews = (await given.shop.request.get('/api/reviews').query({ productId })).body.items;
    expect(lowerReviews).toHaveLength(1);
    expect((await given.shop.request.get('/api/reviews').query({ productId: upper })).body.items).toEqual(lowerReviews);
    const cancelled = await given.shop.request.delete(`/api/order/${order.body._id.toUpperCase()}`).set(given.customer.auth);
    expect(cancelled.body.status).toBe('cancelled');
    const second = await placedOrder(given.shop, given.customer, productId, 2);
    const paymentIntent = await given.shop.request.post('/api/create-payment-intent').set(given.customer.auth).send({ orderId: second._id.toUpperCase() });
    expect(paymentIntent.status).toBe(200);
  });
});

describe('ids nested in a body, in upper case', () => {
  it('when a visitor’s cart is priced with a tool’s id in upper case, then the tool is priced as in lower case', async () => {
    const [lower, upper] = await Promise.all(
      [productId, productId.toUpperCase()].map((id) => given.shop.request.post('/api/cart/price').send({ lines: [{ productId: id, quantity: 2 }] })),
    );
    expect(upper?.status).toBe(200);
    expect(upper?.body).toEqual(lower?.body);
    expect(upper?.body.lines[0]).toMatchObject({ productId, issue: null });
  });

  it('when a cart is merged with a tool’s id in upper case, then the line is kept under the tool’s id', async () => {
    const shopper = await given.shop.signIn('merger');
    const merged = await given.shop.request.post('/api/cart/merge').set(shopper.auth).send({ lines: [{ productId: productId.toUpperCase(), quantity: 3 }] });
    expect(merged.status).toBe(200);
    expect(merged.body.lines).toEqual([expect.objectContaining({ productId, quantity: 3, issue: null })]);
  });

  it.each(['/api/cart/price', '/api/cart/merge'])('when %s is sent one tool in both spellings, then 400: each tool once (on both databases)', async (path) => {
    const shopper = await given.shop.signIn('twice');
    const response = await given.shop.request
      .post(path)
      .set(shopper.auth)
      .send({ lines: [{ productId, quantity: 2 }, { productId: productId.toUpperCase(), quantity: 2 }] });
    expect(response.status).toBe(400);
    expect(response.body.detail).toBe('Each tool may appear only once in a cart.');
  });
});
