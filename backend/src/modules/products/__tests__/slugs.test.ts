import pino from 'pino';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import * as initialSchema from '../../../db/migrations/20261122-0001-initial-schema.js';
import * as productSlugs from '../../../db/migrations/20261210-0100-product-slugs.js';
import { openDatabase } from '../../../shared/database.js';
import { newId } from '../../../shared/ids.js';
import { freshDatabaseUrl, type FreshDatabase } from '../../../../test/support/fresh-database.js';
import { useTestShop, validProduct } from '../../../../test/harness.js';

const given = useTestShop({ people: { admin: 'owner' } });
afterEach(() => expect(given.shop.violations).toEqual([]));

async function addProduct(name: string) {
  const response = await given.shop.request.post('/api/productAdd').set(given.admin.auth).send({ ...validProduct, name });
  expect(response.status, response.text).toBe(201);
  return response.body as { _id: string; slug: string };
}

const bySlug = (slug: string) => given.shop.request.get(`/api/products-by-slug/${slug}`);

describe('a tool’s readable address', () => {
  it('when a tool is added, then its slug comes from its name, and the slug finds it', async () => {
    const added = await addProduct('Bench Chisel 12 mm (Ash Handle)');
    expect(added.slug).toBe('bench-chisel-12-mm-ash-handle');
    const found = await bySlug(added.slug);
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ _id: added._id, slug: added.slug, name: 'Bench Chisel 12 mm (Ash Handle)', rating: { average: null, count: 0 } });
    expect((await given.shop.request.get(`/api/products/${added._id}`)).body.slug).toBe(added.slug);
    const list = await given.shop.request.get('/api/products').query({ q: 'ash handle' });
    expect(list.body.items.map((item: { slug: string }) => item.slug)).toContain(added.slug);
  });

  it('when two tools share a name, even added at the same moment, then each gets an address of its own', async () => {
    const [first, second, third] = await Promise.all(['Ryōba Saw 240', 'Ryōba Saw 240', 'Ryōba Saw 240'].map(addProduct));
    const slugs = [first!.slug, second!.slug, third!.slug];
    expect(new Set(slugs).size).toBe(3);
    expect(slugs).toContain('ryoba-saw-240');
    for (const slug of slugs) expect(slug).toMatch(/^ryoba-saw-240(-[0-9a-f]{8})?$/);
    for (const product of [first!, second!, third!]) expect((await bySlug(product.slug)).body._id).toBe(product._id);
  });

  it('when a tool is renamed, then it keeps its address, so links to it stay good', async () => {
    const added = await addProduct('Marking Gauge');
    const renamed = await given.shop.request.patch(`/api/product/${added._id}`).set(given.admin.auth).send({ name: 'Wheel Marking Gauge' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.slug).toBe(added.slug);
    expect((await bySlug(added.slug)).body.name).toBe('Wheel Marking Gauge');
  });

  it('when a name has nothing a slug can use, or reads as an id, then the slug is still a readable one that is no id', async () => {
    expect((await addProduct('!!!')).slug).toBe('tool');
    const idLike = await addProduct('0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f');
    expect(idLike.slug).toBe('0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f-tool');
  });

  it('when no tool has the slug, then it is a 404 problem; when it is no slug at all, a 400; the catalogue is unchanged', async () => {
    const missing = await bySlug('no-such-tool');
    expect(missing.status).toBe(404);
    expect(missing.type).toBe('application/problem+json');
    for (const bad of ['Bench-Chisel', 'a--b', '-a', 'a_b', '%2e%2e', 'x'.repeat(101)]) {
      const response = await bySlug(bad);
      expect(response.status, bad).toBe(400);
      expect(response.type).toBe('application/problem+json');
    }
  });
});

describe('search engines', () => {
  it('when a tool is added, then the sitemap lists it at its slug with when it changed, on the shop’s origin, and robots.txt points there', async () => {
    const added = await addProduct('Sitemap Spokeshave');
    const origin = given.shop.config.shopUrl;
    const sitemap = await given.shop.request.get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.type).toBe('application/xml');
    const entry = new RegExp(`<url><loc>${origin}/products/${added.slug}</loc><lastmod>([^<]+)</lastmod></url>`).exec(sitemap.text);
    expect(entry, sitemap.text.slice(0, 500)).not.toBeNull();
    expect(Date.now() - Date.parse(entry![1]!)).toBeLessThan(60_000);
    expect(sitemap.text).toContain(`<loc>${origin}/</loc>`);
    const robots = await given.shop.request.get('/robots.txt');
    expect(robots.text).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});

describe('the slugs migration', () => {
  const fresh: FreshDatabase[] = [];
  afterAll(() => Promise.all(fresh.map((database) => database.drop())));

  it('when tools exist before it, then each gets a unique slug from its name, the oldest the plain one', async () => {
    fresh.push(await freshDatabaseUrl());
    const db = await openDatabase(fresh[0]!.url, pino({ level: 'silent' }));
    try {
      await initialSchema.up({ context: db.sequelize.getQueryInterface() });
      const ids = [newId(), newId(), newId()];
      const names = ['Old Plane', 'Old Plane', 'Spoke Shave'];
      for (const [index, id] of ids.entries()) {
        const created = new Date(Date.UTC(2026, 0, 1 + index));
        await db.sql.execute(
          `INSERT INTO products (id, name, image, available, minimum, price_cents, description, created_at, updated_at) VALUES (?, ?, '/images/p.svg', 5, 1, 1000, 'A plane.', ?, ?)`,
          [id, names[index]!, created, created],
        );
      }
      await productSlugs.up({ context: db.sequelize.getQueryInterface() });
      const rows = await db.sql.select<{ id: string; slug: string }>('SELECT id, slug FROM products', []);
      const slugOf = new Map(rows.map((row) => [row.id, row.slug]));
      expect(slugOf.get(ids[0]!)).toBe('old-plane');
      expect(slugOf.get(ids[1]!)).toMatch(/^old-plane-[0-9a-f]{8}$/);
      expect(slugOf.get(ids[2]!)).toBe('spoke-shave');
      // The index keeps them unique from now on.
      await expect(db.sql.execute('UPDATE products SET slug = ? WHERE id = ?', ['old-plane', ids[2]!])).rejects.toThrow();
    } finally {
      await db.close();
    }
  });
});
