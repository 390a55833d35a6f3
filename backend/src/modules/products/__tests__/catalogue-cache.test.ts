// The catalogue answers from memory until the database changes. These tests change it every way
// the shop can (an admin's edit, an order, a cancel, a review, another process, a statement on the
// shop's own read connection) and expect the next read to show it.
import { get, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestShop } from '../../../../test/harness.js';
import { addProduct, placedOrder } from '../../../../test/support/orders.js';
import { payWithTestCard } from '../../../../test/support/payments.js';
import { openDatabase } from '../../../shared/database.js';
import { createLogger } from '../../../shared/logger.js';
import { createChangeMarkCache } from '../../../shared/change-mark-cache.js';

const given = useTestShop({ people: { admin: 'owner', customer: 'customer' } });
afterEach(() => expect(given.shop.violations).toEqual([]));

/** The product as the first page of the catalogue shows it, and that page's entity tag. */
async function listed(productId: string, ifNoneMatch?: string) {
  const request = given.shop.request.get('/api/products').query({ limit: 100 });
  const response = await (ifNoneMatch ? request.set('If-None-Match', ifNoneMatch) : request);
  const product = response.status === 200 ? (response.body.items as Array<{ _id: string; available: number; name: string }>).find((p) => p._id === productId) : undefined;
  return { status: response.status, etag: response.headers.etag as string, product };
}

/** The answer's bytes as sent, undecoded (fetch and supertest would decode them). */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('the catalogue cache', () => {
  it('when a cached page is asked for in each content coding, then each decodes to the same body under the same tag, and every answer varies by Accept-Encoding and Origin', async () => {
    await addProduct(given.shop, given.admin, { description: 'A description long enough that the page is over the compression threshold. '.repeat(20) });
    const url = `${given.shop.baseUrl}/api/products?limit=3`;
    const origin = 'https://elsewhere.example';
    const decode = { identity: (body: Buffer) => body, gzip: gunzipSync, br: brotliDecompressSync };
    const answers: Array<{ etag: string | undefined; body: unknown }> = [];
    // Twice each: the first read fills the cache, the second is served from its encoded bodies.
    for (const coding of ['identity', 'gzip', 'br', 'identity', 'gzip', 'br'] as const) {
      const answer = await rawGet(url, { 'Accept-Encoding': coding, Origin: origin });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(coding === 'identity' ? undefined : coding);
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(answer.headers.vary?.split(/\s*,\s*/).sort()).toEqual(['Accept-Encoding', 'Origin']);
      answers.push({ etag: answer.headers.etag, body: JSON.parse(decode[coding](answer.body).toString('utf8')) as unknown });
    }
    expect(answers.every((answer) => answer.etag === answers[0]?.etag)).toBe(true);
    for (const answer of answers) expect(answer.body).toEqual(answers[0]?.body);
    const revalidated = await rawGet(url, { 'Accept-Encoding': 'gzip', 'If-None-Match': answers[0]?.etag as string });
    expect({ status: revalidated.status, length: revalidated.body.length }).toEqual({ status: 304, length: 0 });
  });

  it('when a client sends back the entity tag of an unchanged page or product, then 304 with no body; browsers revalidate every answer, a CDN may keep it for seconds', async () => {
    const productId = (await addProduct(given.shop, given.admin))._id;
    for (const path of ['/api/products?limit=5', `/api/products/${productId}`]) {
      const first = await given.shop.request.get(path);
      expect(first.status).toBe(200);
      expect(first.headers.etag).toMatch(/^W\/".+"$/);
      expect(first.headers['cache-control']).toBe('no-cache');
      expect(first.headers['cdn-cache-control']).toBe('public, max-age=5, stale-while-revalidate=30');
      const again = await given.shop.request.get(path).set('If-None-Match', first.headers.etag as string);
      expect(again.status).toBe(304);
      expect(again.text).toBeFalsy();
      expect(again.headers['cdn-cache-control']).toBe('public, max-age=5, stale-while-revalidate=30');
      const other = await given.shop.request.get(path).set('If-None-Match', 'W/"something-else"');
      expect(other.status).toBe(200);
      expect(other.body).toEqual(first.body);
    }
  });

  it('when an admin reads the full list, then no CDN may keep it: it is theirs alone', async () => {
    const list = await given.shop.request.get('/api/allProducts?limit=5').set(given.admin.auth);
    expect(list.status).toBe(200);
    expect(list.headers['cache-control']).toBe('private, no-cache');
    expect(list.headers['cdn-cache-control']).toBeUndefined();
  });

  it('when an admin edits a product, then the list and the detail show the edit at once', async () => {
    const productId = (await addProduct(given.shop, given.admin, { name: 'Before Edit Spokeshave' }))._id;
    const before = await listed(productId);
    const detail = await given.shop.request.get(`/api/products/${productId}`);
    expect((await given.shop.request.patch(`/api/product/${productId}`).set(given.admin.auth).send({ name: 'After Edit Spokeshave' })).status).toBe(200);
    const after = await listed(productId, before.etag);
    expect(after.status).toBe(200);
    expect(after.product?.name).toBe('After Edit Spokeshave');
    const detailAfter = await given.shop.request.get(`/api/products/${productId}`).set('If-None-Match', detail.headers.etag as string);
    expect(detailAfter.status).toBe(200);
    expect(detailAfter.body.name).toBe('After Edit Spokeshave');
  });

  it('when an order is placed and then cancelled, then the next read shows the stock each time', async () => {
    const productId = (await addProduct(given.shop, given.admin, { available: 40, minimum: 2 }))._id;
    const before = await listed(productId);
    expect(before.product?.available).toBe(40);
    const order = await placedOrder(given.shop, given.customer, productId, 3);
    const afterOrder = await listed(productId, before.etag);
    expect(afterOrder).toMatchObject({ status: 200, product: { available: 37 } });
    expect((await given.shop.request.get(`/api/products/${productId}`)).body.available).toBe(37);

    expect((await given.shop.request.delete(`/api/order/${order._id}`).set(given.customer.auth)).status).toBe(200);
    const afterCancel = await listed(productId, afterOrder.etag);
    expect(afterCancel).toMatchObject({ status: 200, product: { available: 40 } });
  });

  it('when a buyer’s review is added, or a reviewer’s order is paid, then the product detail shows the new rating', async () => {
    const productId = (await addProduct(given.shop, given.admin))._id;
    const before = await given.shop.request.get(`/api/products/${productId}`);
    expect(before.body.rating).toEqual({ average: null, count: 0 });
    await payWithTestCard(given.shop, given.customer, (await placedOrder(given.shop, given.customer, productId, 10))._id);
    const review = await given.shop.request.post('/api/review').set(given.customer.auth).send({ title: 'Sharp', details: 'Holds an edge.', rating: 5, productId });
    expect(review.status).toBe(201);
    const afterReview = await given.shop.request.get(`/api/products/${productId}`).set('If-None-Match', before.headers.etag as string);
    expect(afterReview.status).toBe(200);
    expect(afterReview.body.rating).toEqual({ average: 5, count: 1 });

    // Only buyers count, so paying for an order can change the rating without touching a review.
    const reviewFirst = await given.shop.signIn('reviews-then-buys');
    await given.shop.request.post('/api/review').set(reviewFirst.auth).send({ title: 'Blunt', details: 'Needed a hone.', rating: 2, productId });
    const order = (await placedOrder(given.shop, reviewFirst, productId, 10))._id;
    const unpaid = await given.shop.request.get(`/api/products/${productId}`);
    expect(unpaid.body.rating).toEqual({ average: 5, count: 1 });
    await payWithTestCard(given.shop, reviewFirst, order);
    const afterPayment = await given.shop.request.get(`/api/products/${productId}`).set('If-None-Match', unpaid.headers.etag as string);
    expect(afterPayment.status).toBe(200);
    expect(afterPayment.body.rating).toEqual({ average: 3.5, count: 2 });
  });

  it('when another process or the shop itself changes the products table directly, then the next read shows it', async () => {
    const productId = (await addProduct(given.shop, given.admin, { available: 60 }))._id;
    expect((await listed(productId)).product?.available).toBe(60);

    const other = await openDatabase(given.shop.config.databaseUrl, createLogger('silent'));
    try {
      await other.write((transaction) => other.sequelize.query('UPDATE products SET available = 55 WHERE id = ?', { replacements: [productId], transaction }));
    } finally {
      await other.close();
    }
    expect((await listed(productId)).product?.available).toBe(55);
    expect((await given.shop.request.get(`/api/products/${productId}`)).body.available).toBe(55);

    // Outside a transaction: on SQLite the very connection the catalogue is read on.
    await given.shop.db.sequelize.query('UPDATE products SET available = 50 WHERE id = ?', { replacements: [productId] });
    expect((await listed(productId)).product?.available).toBe(50);
  });
});

describe('the catalogue cache, against a database that commits while marks are being read', () => {
  /** A database whose mark query sees the version at the moment it is sent and answers when told to. */
  function slowDatabase() {
    let version = 1;
    const pending: Array<() => void> = [];
    return {
      commit: () => (version += 1),
      readMark: () => {
        const seen = String(version);
        return new Promise<string>((resolve) => pending.push(() => resolve(seen)));
      },
      answerMarks: async () => {
        while (pending.length > 0) {
          pending.shift()?.();
          await new Promise((settled) => setTimeout(settled, 0));
        }
      },
      read: () => Promise.resolve(version),
    };
  }

  it('when a commit lands while an earlier reader is asking for the mark, then a later reader never gets the older answer', async () => {
    const db = slowDatabase();
    const cache = createChangeMarkCache(db.readMark);
    const primed = cache.read('page', db.read);
    await db.answerMarks();
    expect((await primed).body).toBe(1);

    const earlier = cache.read('page', db.read);
    db.commit();
    const later = cache.read('page', db.read);
    await db.answerMarks();
    expect((await earlier).body).toBe(1);
    expect((await later).body).toBe(2);
  });

  it('when readers arrive while a mark is being read, then they share the next read of it', async () => {
    const db = slowDatabase();
    let marksRead = 0;
    const cache = createChangeMarkCache(() => {
      marksRead += 1;
      return db.readMark();
    });
    const answers = [cache.read('page', db.read), cache.read('page', db.read), cache.read('page', db.read), cache.read('page', db.read)];
    await db.answerMarks();
    expect((await Promise.all(answers)).map((answer) => answer.body)).toEqual([1, 1, 1, 1]);
    expect(marksRead).toBe(2);
  });
});
