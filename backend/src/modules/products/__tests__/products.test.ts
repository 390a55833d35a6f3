import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestShop, validProduct } from '../../../../test/harness.js';
import { stockOf } from '../../../../test/support/orders.js';
import { newId } from '../../../shared/ids.js';
import { createProductsRepository, type ProductsRepository } from '../products.repository.js';

const given = useTestShop({ people: { admin: 'owner', customer: 'customer' } });
afterEach(() => expect(given.shop.violations).toEqual([]));

async function addProduct(overrides: Partial<typeof validProduct> = {}) {
  const response = await given.shop.request.post('/api/productAdd').set(given.admin.auth).send({ ...validProduct, ...overrides });
  expect(response.status).toBe(201);
  return response.body as { _id: string; price: number };
}

describe('a tool’s weight', () => {
  it('when an admin adds and edits a tool with its weight, then its list entry and page carry it, and the audit trail keeps the change', async () => {
    const product = await addProduct({ name: 'Weighed Mallet', weightGrams: 850 } as Partial<typeof validProduct>);
    expect((await given.shop.request.get(`/api/products/${product._id}`)).body.weightGrams).toBe(850);

    const edited = await given.shop.request.patch(`/api/product/${product._id}`).set(given.admin.auth).send({ weightGrams: 900 });
    expect(edited.status, edited.text).toBe(200);
    const list = await given.shop.request.get('/api/products?limit=100');
    expect(list.body.items.find((item: { _id: string }) => item._id === product._id)?.weightGrams).toBe(900);
    const [entry] = await given.shop.db.sql.select<{ before: string; after: string }>(
      `SELECT before, after FROM audit_entries WHERE subject_id = ? AND kind = 'product.updated'`,
      [product._id],
    );
    expect(JSON.parse(entry!.before)).toEqual({ weightGrams: 850 });
    expect(JSON.parse(entry!.after)).toEqual({ weightGrams: 900 });
  });

  it('when a tool is added without a weight (a client from before weights), then it is kept as not weighed yet: null', async () => {
    const product = await addProduct({ name: 'Unweighed Rasp' });
    expect((await given.shop.request.get(`/api/products/${product._id}`)).body.weightGrams).toBeNull();
  });

  it('when the weight is not a whole number of grams from 1 to 1,000,000, then it is a 400 and nothing changes', async () => {
    const product = await addProduct({ name: 'Checked Square', weightGrams: 300 } as Partial<typeof validProduct>);
    for (const weightGrams of [0, -5, 1.5, 1_000_001, '300', null]) {
      const response = await given.shop.request.patch(`/api/product/${product._id}`).set(given.admin.auth).send({ weightGrams });
      expect(response.status, JSON.stringify(weightGrams)).toBe(400);
    }
    expect((await given.shop.request.get(`/api/products/${product._id}`)).body.weightGrams).toBe(300);
  });
});

describe('the catalogue', () => {
  it('when an admin adds a product, then the public list and detail show it with the server-side price', async () => {
    const product = await addProduct({ name: 'Detail Hammer', price: 12.5 });
    const detail = await given.shop.request.get(`/api/products/${product._id}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ name: 'Detail Hammer', price: 12.5, rating: { average: null, count: 0 } });
    const list = await given.shop.request.get('/api/products?limit=100');
    expect(list.body.items.map((p: { _id: string }) => p._id)).toContain(product._id);
  });

  it('when more products exist than a page holds, then the cursor walks every product exactly once', async () => {
    for (let i = 0; i < 5; i += 1) await addProduct({ name: `Paged Saw ${i}`, price: 10 + i });
    for (const sort of ['newest', 'price_asc', 'price_desc', 'name_asc']) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const response = await given.shop.request.get('/api/products').query({ limit: 2, sort, ...(cursor ? { cursor } : {}) });
        expect(response.status).toBe(200);
        seen.push(...response.body.items.map((p: { _id: string }) => p._id));
        cursor = response.body.nextCursor;
      } while (cursor);
      const all = await given.shop.request.get('/api/products').query({ limit: 100, sort });
      expect(seen).toEqual(all.body.items.map((p: { _id: string }) => p._id));
      expect(new Set(seen).size).toBe(seen.length);
    }
  });

  it('when sorting by price, then prices come in order', async () => {
    const response = await given.shop.request.get('/api/products').query({ limit: 100, sort: 'price_desc' });
    const prices = response.body.items.map((p: { price: number }) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it('when searching, then only products matching every word in name or description come back', async () => {
    await addProduct({ name: 'Japanese Pull Saw', description: 'Cuts on the pull stroke with a thin kerf for fine joinery work.' });
    const response = await given.shop.request.get('/api/products').query({ q: 'pull JOINERY' });
    expect(response.body.items.map((p: { name: string }) => p.name)).toEqual(['Japanese Pull Saw']);
    // Browsers (URLSearchParams, forms) send spaces as '+'.
    const formEncoded = await given.shop.request.get('/api/products?q=pull+JOINERY');
    expect(formEncoded.status).toBe(200);
    expect(formEncoded.body.items.map((p: { name: string }) => p.name)).toEqual(['Japanese Pull Saw']);
    const none = await given.shop.request.get('/api/products').query({ q: '100%_match' });
    expect(none.body.items).toEqual([]);
  });

  it('when products are added, edited and deleted after the search index was built, then search follows every change', async () => {
    const search = async (q: string) =>
      ((await given.shop.request.get('/api/products').query({ q, limit: 100 })).body.items as Array<{ _id: string }>).map((p) => p._id);
    const added = await addProduct({ name: 'Zebrawood Marking Knife', description: 'Scribes crisp lines across the grain.' });
    expect(await search('zebrawood')).toEqual([added._id]);
    // Words match as prefixes of words, whatever their case.
    expect(await search('ZEBRA scrib')).toEqual([added._id]);
    expect(await search('wood')).not.toContain(added._id);

    expect((await given.shop.request.patch(`/api/product/${added._id}`).set(given.admin.auth).send({ name: 'Padauk Marking Knife' })).status).toBe(200);
    expect(await search('zebrawood')).toEqual([]);
    expect(await search('padauk')).toEqual([added._id]);

    const ordered = await given.shop.request
      .post('/api/order')
      .set(given.customer.auth)
      .send({ productId: added._id, quantity: 2, address: '1 Test Street', phone: '+44 113 496 0000' });
    expect(ordered.status).toBe(201);
    expect(await search('padauk')).toEqual([added._id]);

    expect((await given.shop.request.delete(`/api/product/${added._id}`).set(given.admin.auth)).status).toBe(204);
    expect(await search('padauk')).toEqual([]);
  });

  it('when a search pages by cursor, then it walks every match once, in the sort asked for', async () => {
    for (let i = 0; i < 5; i += 1) await addProduct({ name: `Cursorwalk Rasp ${i}`, price: 30 - i });
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const response = await given.shop.request.get('/api/products').query({ q: 'cursorwalk', sort: 'price_asc', limit: 2, ...(cursor ? { cursor } : {}) });
      expect(response.status).toBe(200);
      seen.push(...response.body.items.map((p: { price: number }) => p.price));
      cursor = response.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual([26, 27, 28, 29, 30]);
  });

  it('when a search word is in thousands of products, then pages still come in the sort asked for, each match once', async () => {
    const now = new Date();
    const rows = Array.from({ length: 2100 }, (_, i) => ({ id: newId(), name: `Commonword Gimlet ${i}`, priceCents: 100 + ((i * 37) % 1000) }));
    await given.shop.db.sequelize.query(
      `INSERT INTO products (id, slug, name, image, available, minimum, price_cents, description, created_at, updated_at) VALUES ${rows.map(() => '(?, ?, ?, ?, 10, 1, ?, ?, ?, ?)').join(', ')}`,
      { replacements: rows.flatMap((row) => [row.id, `commonword-gimlet-${row.id}`, row.name, validProduct.image, row.priceCents, 'A gimlet for pilot holes.', now, now]) },
    );
    const search = (query: Record<string, string | number>) => given.shop.request.get('/api/products').query({ q: 'commonword', limit: 100, ...query });

    const newest = await search({ limit: 5 });
    expect(newest.body.items.map((p: { _id: string }) => p._id)).toEqual(rows.slice(-5).reverse().map((row) => row.id));

    const cheapest: Array<{ _id: string; price: number }> = [];
    let cursor: string | null = null;
    for (let page = 0; page < 3; page += 1) {
      const response = await search({ sort: 'price_asc', ...(cursor ? { cursor } : {}) });
      cheapest.push(...response.body.items);
      cursor = response.body.nextCursor;
    }
    const expected = [...rows].sort((a, b) => a.priceCents - b.priceCents || a.id.localeCompare(b.id)).slice(0, 300);
    expect(cheapest.map((p) => p._id)).toEqual(expected.map((row) => row.id));
  });

  it('when a cursor is tampered with or reused under another sort, then 400 problem', async () => {
    const first = await given.shop.request.get('/api/products').query({ limit: 1, sort: 'price_asc' });
    const reused = await given.shop.request.get('/api/products').query({ limit: 1, sort: 'name_asc', cursor: first.body.nextCursor });
    expect(reused.status).toBe(400);
    expect(reused.headers['content-type']).toMatch(/application\/problem\+json/);
    const garbage = await given.shop.request.get('/api/products').query({ cursor: 'bm90LWpzb24' });
    expect(garbage.status).toBe(400);
  });

  it('when an admin edits a product, then the change shows; a minimum above stock or a price with 3 decimals is refused', async () => {
    const product = await addProduct();
    const edited = await given.shop.request.patch(`/api/product/${product._id}`).set(given.admin.auth).send({ price: 30, available: 50 });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ price: 30, available: 50 });
    const badMinimum = await given.shop.request.patch(`/api/product/${product._id}`).set(given.admin.auth).send({ minimum: 51 });
    expect(badMinimum.status).toBe(400);
    expect(badMinimum.body.detail).toMatch(/minimum/);
    const badPrice = await given.shop.request.post('/api/productAdd').set(given.admin.auth).send({ ...validProduct, price: 1.005 });
    expect(badPrice.status).toBe(400);
    const after = await given.shop.request.get(`/api/products/${product._id}`);
    expect(after.body).toMatchObject({ price: 30, available: 50, minimum: validProduct.minimum });
  });

  it('when a product is deleted, then it is gone and its orders stay readable', async () => {
    const product = await addProduct();
    const order = await given.shop.request
      .post('/api/order')
      .set(given.customer.auth)
      .send({ productId: product._id, quantity: 2, address: '1 Test Street', phone: '+44 113 496 0000' });
    expect(order.status).toBe(201);
    expect((await given.shop.request.delete(`/api/product/${product._id}`).set(given.admin.auth)).status).toBe(204);
    expect((await given.shop.request.get(`/api/products/${product._id}`)).status).toBe(404);
    const kept = await given.shop.request.get(`/api/orders/${order.body._id}`).set(given.customer.auth);
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ productId: null, productName: validProduct.name });
    expect((await given.shop.request.delete(`/api/product/${product._id}`).set(given.admin.auth)).status).toBe(404);
  });

  it('when a reviewed product is deleted, then its reviews go too rather than turning into reviews of the shop', async () => {
    const product = await addProduct();
    const review = await given.shop.request.post('/api/review').set(given.customer.auth).send({ title: 'Good', details: 'Solid tool.', rating: 4, productId: product._id });
    expect(review.status).toBe(201);
    expect((await given.shop.request.delete(`/api/product/${product._id}`).set(given.admin.auth)).status).toBe(204);
    const reviews = await given.shop.request.get('/api/reviews').query({ limit: 100 });
    expect(reviews.body.items.map((r: { _id: string }) => r._id)).not.toContain(review.body._id);
  });
});

describe('the stock primitive (products repository)', () => {
  let productsRepository: ProductsRepository;
  beforeAll(() => {
    productsRepository = createProductsRepository(given.shop.db);
  });

  it('when asked to move a quantity that is not a positive whole number, then it refuses before touching the database', async () => {
    const product = await addProduct({ available: 10, minimum: 1 });
    for (const quantity of [0, -3, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      await expect(given.shop.db.write((t) => productsRepository.reserve(product._id, quantity, t, { reason: 'reserved' }))).rejects.toThrow(/invalid stock quantity/);
      await expect(given.shop.db.write((t) => productsRepository.release(product._id, quantity, t, { reason: 'cancelled' }))).rejects.toThrow(/invalid stock quantity/);
    }
    expect(await stockOf(given.shop, product._id)).toBe(10);
  });

  it('when reserving exactly what is left, then it succeeds; one more unit is refused and nothing moves', async () => {
    const product = await addProduct({ available: 4, minimum: 1 });
    expect(await given.shop.db.write((t) => productsRepository.reserve(product._id, 5, t, { reason: 'reserved' }))).toBe(false);
    expect(await given.shop.db.write((t) => productsRepository.reserve(product._id, 4, t, { reason: 'reserved' }))).toBe(true);
    expect(await given.shop.db.write((t) => productsRepository.reserve(product._id, 1, t, { reason: 'reserved' }))).toBe(false);
    expect(await stockOf(given.shop, product._id)).toBe(0);
    await given.shop.db.write((t) => productsRepository.release(product._id, 4, t, { reason: 'cancelled' }));
    expect(await stockOf(given.shop, product._id)).toBe(4);
  });
});
