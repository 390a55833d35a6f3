// A product's image URL is for the shopper's browser, never for the server to fetch: a server that
// fetched it would let whoever sets it reach the cloud metadata service or internal hosts. The
// contract allows only https URLs and paths on this site, so plain-http, protocol-relative and
// other schemes are refused outright; an https URL pointing inside is accepted and must stay unread.
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestShop, validProduct } from './harness.js';
import { placedOrder } from './support/orders.js';
import { payWithTestCard } from './support/payments.js';
import { snapshot } from './support/snapshot.js';

let internal: Server;
let port: number;
/** Every TCP connection to the internal host: an https fetch of it never gets as far as a request. */
const hits: string[] = [];

beforeAll(async () => {
  internal = createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    res.end('internal');
  });
  internal.on('connection', () => hits.push('connection'));
  internal.listen(0, '127.0.0.1');
  await once(internal, 'listening');
  port = (internal.address() as AddressInfo).port;
});
afterAll(() => {
  internal.close();
});
const given = useTestShop({ people: { customer: 'customer', admin: 'owner' } });
afterEach(() => expect(given.shop.violations).toEqual([]));

/** Anything the server might do with an image later (a thumbnail job, a cache fill) gets a moment. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('product image URLs', () => {
  it('when an image URL is plain http, protocol-relative or another scheme, then 400 on add and edit, nothing changes and nothing is fetched', async () => {
    const productId = (await given.shop.request.post('/api/productAdd').set(given.admin.auth).send(validProduct)).body._id;
    const refused = [
      `http://127.0.0.1:${port}/hammer.png`,
      'http://169.254.169.254/latest/meta-data/iam/security-credentials/',
      `//127.0.0.1:${port}/hammer.png`,
      `file:///etc/passwd`,
      `ftp://127.0.0.1:${port}/hammer.png`,
      `gopher://127.0.0.1:${port}/_GET%20/`,
      `data:image/svg+xml,<svg/>`,
    ];
    const before = await snapshot(given.shop.db);
    for (const image of refused) {
      const added = await given.shop.request.post('/api/productAdd').set(given.admin.auth).send({ ...validProduct, image });
      const edited = await given.shop.request.patch(`/api/product/${productId}`).set(given.admin.auth).send({ image });
      for (const response of [added, edited]) {
        expect({ image, status: response.status }).toEqual({ image, status: 400 });
        expect(response.body.errors).toEqual([expect.objectContaining({ path: '/body/image' })]);
      }
    }
    expect(await snapshot(given.shop.db)).toBe(before);
    await settle();
    expect(hits).toEqual([]);
  });

  it('when an https image URL points at an internal host, then listing, reading, ordering, paying and reviewing never fetch it', async () => {
    const image = `https://127.0.0.1:${port}/claw-hammer.png`;
    const added = await given.shop.request.post('/api/productAdd').set(given.admin.auth).send({ ...validProduct, image, available: 1000 });
    expect(added.status).toBe(201);
    expect(added.body.image).toBe(image);
    const productId = added.body._id;

    const reads = [
      await given.shop.request.get('/api/products'),
      await given.shop.request.get('/api/products?q=hammer&sort=price_asc'),
      await given.shop.request.get(`/api/products/${productId}`),
      await given.shop.request.get('/api/allProducts').set(given.admin.auth),
    ];
    for (const read of reads) expect(read.text).toContain(image);

    const order = await placedOrder(given.shop, given.customer, productId, 2);
    await payWithTestCard(given.shop, given.customer, order._id);
    expect((await given.shop.request.get(`/api/order/${given.customer.email}`).set(given.customer.auth)).status).toBe(200);
    expect((await given.shop.request.patch(`/api/orders/${order._id}/ship`).set(given.admin.auth)).status).toBe(200);

    const review = await given.shop.request.post('/api/review').set(given.customer.auth).send({ title: 'Good', details: 'Pulls nails cleanly.', rating: 5, productId });
    expect(review.body.verifiedPurchase).toBe(true);
    expect((await given.shop.request.get(`/api/reviews?productId=${productId}`)).status).toBe(200);

    const moved = await given.shop.request.patch(`/api/product/${productId}`).set(given.admin.auth).send({ image: 'https://169.254.169.254/latest/meta-data/' });
    expect(moved.status).toBe(200);
    expect((await given.shop.request.get(`/api/products/${productId}`)).status).toBe(200);

    await settle();
    expect(hits).toEqual([]);
  });
});
