// Reviews: public and newest first; written by signed-in users under their own name, one per
// customer per product (posting again edits it); "verified purchase" only for a paid or shipped
// order of the product; the product detail shows the average of the verified ones.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestShop, validProduct, type Shopper } from '../../../../test/harness.js';
import { addProduct, placedOrder } from '../../../../test/support/orders.js';
import { payWithTestCard } from '../../../../test/support/payments.js';
import { countRows, updateRows } from '../../../../test/support/rows.js';

const given = useTestShop({ people: { admin: 'owner', buyer: 'customer', browser: 'customer' } });
let bought: string;
let notBought: string;

beforeAll(async () => {
  [bought, notBought] = await Promise.all([newProduct('Reviewed Chisel'), newProduct('Unbought Plane')]);
  // The real checkout (intent, the test card network, the verified PATCH) makes the purchase verified.
  expect((await payWithTestCard(given.shop, given.buyer, await placeOrder(given.buyer, bought))).status).toBe('paid');
});
afterEach(() => expect(given.shop.violations.splice(0)).toEqual([]));

const newProduct = async (name: string) => (await addProduct(given.shop, given.admin, { name }))._id;
const placeOrder = async (as: Shopper, productId: string) => (await placedOrder(given.shop, as, productId, validProduct.minimum))._id;

const review = (overrides: object = {}) => ({ title: 'Sharp out of the box', details: 'Holds an edge through a day of paring.', rating: 4, ...overrides });
const post = (as: Shopper | undefined, body: object) => {
  const request = given.shop.request.post('/api/review');
  return (as ? request.set(as.auth) : request).send(body);
};

describe('writing a review', () => {
  it('when a visitor posts a review, then 401 and nothing is stored', async () => {
    const before = await countRows(given.shop.db, 'reviews');
    const response = await post(undefined, review({ productId: bought }));
    expect(response.status).toBe(401);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(await countRows(given.shop.db, 'reviews')).toBe(before);
  });

  it('when a signed-in user posts one, then 201 with their own name and the time it was written', async () => {
    const response = await post(given.browser, review({ productId: notBought, title: '  Trimmed title  ' }));
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      _id: expect.any(String),
      name: 'Browser Tester',
      title: 'Trimmed title',
      details: review().details,
      rating: 4,
      productId: notBought,
      verifiedPurchase: false,
      createdAt: expect.any(String),
    });
    expect(Math.abs(Date.parse(response.body.createdAt) - Date.now())).toBeLessThan(60_000);
  });

  it('when the body names the reviewer, then 400: the name comes from the account', async () => {
    const response = await post(given.browser, review({ name: 'Famous Carpenter' }));
    expect(response.status).toBe(400);
    expect(response.body.detail).toMatch(/additional properties|name/i);
  });

  it('when the account has no name, then the review shows the email’s local part, never the public address', async () => {
    const nameless = await given.shop.signIn('nameless');
    await updateRows(given.shop.db, 'users', { name: '' }, { id: nameless.userId });
    const response = await post(nameless, review());
    expect(response.status).toBe(201);
    expect(response.body.name).toBe(nameless.email.split('@')[0]);
  });

  it('when the rating is outside 1..5 or not a whole number, then 400; 1 and 5 are accepted', async () => {
    for (const rating of [0, 6, -1, 3.5, '5']) {
      const response = await post(given.browser, review({ rating }));
      expect(response.status).toBe(400);
      expect(response.body.detail).toMatch(/rating/);
    }
    expect((await post(given.browser, review({ rating: 1 }))).status).toBe(201);
    expect((await post(given.browser, review({ rating: 5 }))).status).toBe(201);
  });

  it('when the title or details are blank or missing, then 400', async () => {
    expect((await post(given.browser, review({ title: '   ' }))).status).toBe(400);
    expect((await post(given.browser, { title: 'No details', rating: 3 })).status).toBe(400);
    expect((await post(given.browser, review({ details: 'x'.repeat(2001) }))).status).toBe(400);
  });

  it('when the product does not exist, then 404 and nothing is stored', async () => {
    const before = await countRows(given.shop.db, 'reviews');
    const response = await post(given.browser, review({ productId: '0193a7d2-5c1e-7b3a-9f00-000000000000' }));
    expect(response.status).toBe(404);
    expect(response.body.detail).toMatch(/product/);
    expect(await countRows(given.shop.db, 'reviews')).toBe(before);
  });

  it('when no product is named, then it is a review of the shop', async () => {
    const response = await post(given.browser, review());
    expect(response.status).toBe(201);
    expect(response.body.productId).toBeNull();
    expect(response.body.verifiedPurchase).toBe(false);
  });
});

describe('verified purchase', () => {
  it('when the reviewer has a paid order of the product, then the review is a verified purchase', async () => {
    const response = await post(given.buyer, review({ productId: bought }));
    expect(response.status).toBe(201);
    expect(response.body.verifiedPurchase).toBe(true);
  });

  it('when the reviewer bought another product, or someone else bought this one, then it is not', async () => {
    expect((await post(given.buyer, review({ productId: notBought }))).body.verifiedPurchase).toBe(false);
    expect((await post(given.browser, review({ productId: bought }))).body.verifiedPurchase).toBe(false);
  });

  it('when the reviewer’s order of the product is unpaid or cancelled, then it is not', async () => {
    const hesitant = await given.shop.signIn('hesitant');
    await placeOrder(hesitant, bought);
    expect((await post(hesitant, review({ productId: bought }))).body.verifiedPurchase).toBe(false);
    const cancelled = await placeOrder(hesitant, notBought);
    expect((await given.shop.request.delete(`/api/order/${cancelled}`).set(hesitant.auth)).status).toBeLessThan(300);
    expect((await post(hesitant, review({ productId: notBought }))).body.verifiedPurchase).toBe(false);
  });
});

describe('reading reviews', () => {
  let product: string;
  const written: string[] = [];

  beforeAll(async () => {
    product = await newProduct('Paged Mallet');
    const readers = await Promise.all([1, 2, 3, 4, 5].map((n) => given.shop.signIn(`reader-${n}`)));
    for (const [i, rating] of [5, 4, 4, 2, 3].entries()) {
      const response = await post(readers[i], review({ productId: product, rating, title: `Rated ${rating}` }));
      written.push(response.body._id);
    }
  });

  it('when anyone lists reviews, then they come newest first without signing in', async () => {
    const response = await given.shop.request.get('/api/reviews').query({ limit: 100 });
    expect(response.status).toBe(200);
    const times = response.body.items.map((item: { createdAt: string }) => Date.parse(item.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(response.body.items.slice(0, 5).map((item: { _id: string }) => item._id)).toEqual([...written].reverse());
  });

  it('when filtered by product and paged, then the cursor walks exactly that product’s reviews, newest first', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const response = await given.shop.request.get('/api/reviews').query({ productId: product, limit: 2, ...(cursor ? { cursor } : {}) });
      expect(response.status).toBe(200);
      expect(response.body.items.every((item: { productId: string }) => item.productId === product)).toBe(true);
      seen.push(...response.body.items.map((item: { _id: string }) => item._id));
      cursor = response.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...written].reverse());
  });

  it('when the whole list is paged, then every review appears exactly once', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const response = await given.shop.request.get('/api/reviews').query({ limit: 3, ...(cursor ? { cursor } : {}) });
      seen.push(...response.body.items.map((item: { _id: string }) => item._id));
      cursor = response.body.nextCursor;
    } while (cursor);
    expect(seen.length).toBe(await countRows(given.shop.db, 'reviews'));
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('when a cursor of one product is reused for another, or productId is not an id, then 400', async () => {
    const first = await given.shop.request.get('/api/reviews').query({ productId: product, limit: 1 });
    const reused = await given.shop.request.get('/api/reviews').query({ productId: bought, cursor: first.body.nextCursor });
    expect(reused.status).toBe(400);
    expect((await given.shop.request.get('/api/reviews').query({ productId: 'not-an-id' })).status).toBe(400);
  });

  it('when a product has no reviews, then its rating is null with a count of 0', async () => {
    const unreviewed = await newProduct('Unreviewed Rasp');
    expect((await given.shop.request.get(`/api/products/${unreviewed}`)).body.rating).toEqual({ average: null, count: 0 });
  });
});

const buy = async (as: Shopper, productId: string) => expect((await payWithTestCard(given.shop, as, await placeOrder(as, productId))).status).toBe('paid');
const ratingOf = async (productId: string) => (await given.shop.request.get(`/api/products/${productId}`)).body.rating;
const listed = async (productId: string) =>
  (await given.shop.request.get('/api/reviews').query({ productId, limit: 100 })).body.items as Array<{ _id: string; rating: number; verifiedPurchase: boolean }>;
const storedFor = (userId: string, productId: string | null) => countRows(given.shop.db, 'reviews', { user_id: userId, product_id: productId });

describe('one review per customer per product', () => {
  it('when a customer posts a second review of a product, then 200 with that review edited: same id and date, one row', async () => {
    const [product, writer] = await Promise.all([newProduct('Twice Reviewed Saw'), given.shop.signIn('second-thoughts')]);
    const first = await post(writer, review({ productId: product, rating: 2, title: 'Dull' }));
    expect(first.status).toBe(201);
    const second = await post(writer, review({ productId: product, rating: 5, title: '  Sharpened, now great  ', details: 'Needed a hone.' }));
    expect(second.status).toBe(200);
    expect(second.body).toEqual({ ...first.body, rating: 5, title: 'Sharpened, now great', details: 'Needed a hone.' });
    expect(await storedFor(writer.userId, product)).toBe(1);
    expect((await listed(product)).map((item) => [item._id, item.rating])).toEqual([[first.body._id, 5]]);
  });

  it('when the customer has bought the product since their review, then posting again marks it a verified purchase', async () => {
    const [product, writer] = await Promise.all([newProduct('Later Bought Rasp'), given.shop.signIn('later-buyer')]);
    expect((await post(writer, review({ productId: product }))).body.verifiedPurchase).toBe(false);
    await buy(writer, product);
    const edited = await post(writer, review({ productId: product }));
    expect(edited.status).toBe(200);
    expect(edited.body.verifiedPurchase).toBe(true);
  });

  it('when two customers review one product, or one customer reviews the shop twice, then every review is added', async () => {
    const [product, one, other] = await Promise.all([newProduct('Shared Level'), given.shop.signIn('level-one'), given.shop.signIn('level-other')]);
    expect((await post(one, review({ productId: product }))).status).toBe(201);
    expect((await post(other, review({ productId: product }))).status).toBe(201);
    expect((await post(one, review())).status).toBe(201);
    expect((await post(one, review())).status).toBe(201);
    expect(await storedFor(one.userId, null)).toBe(2);
    expect(await listed(product)).toHaveLength(2);
  });
});

describe('the average counts only customers who bought the product', () => {
  it('when a customer who never bought it gives 5 stars, then the average does not move, and the review is listed unverified', async () => {
    const [product, customer, stranger] = await Promise.all([newProduct('Averaged Spokeshave'), given.shop.signIn('spokeshave-buyer'), given.shop.signIn('spokeshave-stranger')]);
    await buy(customer, product);
    await post(customer, review({ productId: product, rating: 2 }));
    expect(await ratingOf(product)).toEqual({ average: 2, count: 1 });

    const unverified = await post(stranger, review({ productId: product, rating: 5 }));
    expect(unverified.status).toBe(201);
    expect(await ratingOf(product)).toEqual({ average: 2, count: 1 });
    expect(await listed(product)).toContainEqual(expect.objectContaining({ _id: unverified.body._id, rating: 5, verifiedPurchase: false }));
  });

  it('when a buyer gives 5 stars, then the average counts it', async () => {
    const [product, first, second] = await Promise.all([newProduct('Averaged Mallet'), given.shop.signIn('mallet-first'), given.shop.signIn('mallet-second')]);
    await Promise.all([buy(first, product), buy(second, product)]);
    await post(first, review({ productId: product, rating: 2 }));
    await post(second, review({ productId: product, rating: 5 }));
    expect(await ratingOf(product)).toEqual({ average: 3.5, count: 2 });
  });

  it('when the reviewer buys after reviewing, then the review counts from the payment on, and is shown verified', async () => {
    const [product, customer] = await Promise.all([newProduct('Averaged Awl'), given.shop.signIn('awl-late-buyer')]);
    const written = await post(customer, review({ productId: product, rating: 4 }));
    const order = await placeOrder(customer, product);
    expect(await ratingOf(product)).toEqual({ average: null, count: 0 });
    expect((await payWithTestCard(given.shop, customer, order)).status).toBe('paid');
    expect(await ratingOf(product)).toEqual({ average: 4, count: 1 });
    expect(await listed(product)).toEqual([expect.objectContaining({ _id: written.body._id, verifiedPurchase: true })]);
  });

  it('when the reviewer’s order is unpaid or cancelled, then the review does not count', async () => {
    const [product, customer] = await Promise.all([newProduct('Averaged Gimlet'), given.shop.signIn('gimlet-hesitant')]);
    const cancelled = await placeOrder(customer, product);
    expect((await given.shop.request.delete(`/api/order/${cancelled}`).set(customer.auth)).status).toBe(200);
    await placeOrder(customer, product);
    await post(customer, review({ productId: product, rating: 5 }));
    expect(await ratingOf(product)).toEqual({ average: null, count: 0 });
  });
});
