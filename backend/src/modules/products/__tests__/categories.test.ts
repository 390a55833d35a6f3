import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestShop, validProduct } from '../../../../test/harness.js';
import { createTaxonomyRepository } from '../taxonomy.repository.js';

const given = useTestShop({ people: { admin: 'owner', packer: 'fulfilment' } });
afterEach(() => expect(given.shop.violations).toEqual([]));

// Saws › Hand saws, Saws › Hacksaws and Chisels (after Saws); two brands.
beforeAll(async () => {
  const taxonomy = createTaxonomyRepository(given.shop.db);
  await given.shop.db.write(async (transaction) => {
    const saws = await taxonomy.addCategory({ name: 'Saws', slug: 'saws', parentId: null, position: 0 }, transaction);
    await taxonomy.addCategory({ name: 'Chisels', slug: 'chisels', parentId: null, position: 1 }, transaction);
    await taxonomy.addCategory({ name: 'Hacksaws', slug: 'hacksaws', parentId: saws.id, position: 1 }, transaction);
    await taxonomy.addCategory({ name: 'Hand saws', slug: 'hand-saws', parentId: saws.id, position: 0 }, transaction);
    await taxonomy.addBrand({ name: 'Oakridge', slug: 'oakridge' }, transaction);
    await taxonomy.addBrand({ name: 'Forgewell', slug: 'forgewell' }, transaction);
  });
});

async function addProduct(fields: Record<string, unknown>) {
  const response = await given.shop.request.post('/api/productAdd').set(given.admin.auth).send({ ...validProduct, ...fields });
  expect(response.status, response.text).toBe(201);
  return response.body as { _id: string; slug: string; category?: { slug: string; name: string }; brand?: { slug: string; name: string } };
}

const list = (query: Record<string, string>) => given.shop.request.get('/api/products').query(query);
const names = (body: { items: Array<{ name: string }> }) => body.items.map((item) => item.name).sort();

describe('categories and brands', () => {
  it('when a tool is added in a category and of a brand, then the tool, its page and the list name both', async () => {
    const added = await addProduct({ name: 'Gent’s Saw 250', category: 'hand-saws', brand: 'oakridge' });
    expect(added).toMatchObject({ category: { slug: 'hand-saws', name: 'Hand saws' }, brand: { slug: 'oakridge', name: 'Oakridge' } });
    const page = await given.shop.request.get(`/api/products-by-slug/${added.slug}`);
    expect(page.body).toMatchObject({ category: { slug: 'hand-saws', name: 'Hand saws' }, brand: { slug: 'oakridge', name: 'Oakridge' } });
    const listed = await list({ q: 'gent' });
    expect(listed.body.items[0]).toMatchObject({ category: { slug: 'hand-saws' }, brand: { slug: 'oakridge' } });
  });

  it('when a tool is in no category, then it has neither field rather than an empty one', async () => {
    const added = await addProduct({ name: 'Unplaced Scraper' });
    expect(added).not.toHaveProperty('category');
    expect(added).not.toHaveProperty('brand');
  });

  it('when the category or brand named does not exist, then the add is a 400 problem and nothing is added', async () => {
    for (const [field, words] of [
      ['category', 'There is no category “routers”.'],
      ['brand', 'There is no brand “acme”.'],
    ] as const) {
      const response = await given.shop.request
        .post('/api/productAdd')
        .set(given.admin.auth)
        .send({ ...validProduct, name: 'Phantom Router', [field]: field === 'category' ? 'routers' : 'acme' });
      expect(response.status).toBe(400);
      expect(response.type).toBe('application/problem+json');
      expect(response.body.detail).toBe(words);
    }
    expect((await list({ q: 'phantom' })).body.items).toEqual([]);
  });

  it('when the list is filtered by a category, then it holds that category’s tools and those of the categories under it', async () => {
    await addProduct({ name: 'Rip Panel Saw', category: 'hand-saws' });
    await addProduct({ name: 'Junior Hacksaw', category: 'hacksaws', brand: 'forgewell' });
    await addProduct({ name: 'Firmer Chisel', category: 'chisels', brand: 'oakridge' });
    expect(names((await list({ category: 'hacksaws' })).body)).toEqual(['Junior Hacksaw']);
    const saws = names((await list({ category: 'saws' })).body);
    expect(saws).toEqual(expect.arrayContaining(['Rip Panel Saw', 'Junior Hacksaw']));
    expect(saws).not.toContain('Firmer Chisel');
    expect(names((await list({ category: 'saws', brand: 'forgewell' })).body)).toEqual(['Junior Hacksaw']);
    expect(names((await list({ brand: 'oakridge', q: 'chisel' })).body)).toEqual(['Firmer Chisel']);
  });

  it('when the filter names an unknown category or brand, then the page is empty; a malformed one is a 400', async () => {
    expect((await list({ category: 'no-such-thing' })).body).toEqual({ items: [], nextCursor: null });
    expect((await list({ brand: 'no-such-brand' })).body).toEqual({ items: [], nextCursor: null });
    for (const bad of ['Saws', 'saws--x', 'x'.repeat(101)]) {
      const response = await list({ category: bad });
      expect(response.status).toBe(400);
      expect(response.type).toBe('application/problem+json');
    }
  });

  it('when the categories are listed, then parents come before their children in the shop’s order, each counting the tools under it', async () => {
    await addProduct({ name: 'Coping Saw', category: 'hacksaws' });
    const { status, body } = await given.shop.request.get('/api/categories');
    expect(status).toBe(200);
    const listed = body.items as Array<{ slug: string; parent: string | null; tools: number }>;
    expect(listed.map(({ slug, parent }) => [slug, parent])).toEqual([
      ['saws', null],
      ['hand-saws', 'saws'],
      ['hacksaws', 'saws'],
      ['chisels', null],
    ]);
    const tools = Object.fromEntries(listed.map(({ slug, tools: count }) => [slug, count]));
    expect(tools.saws).toBe(tools['hand-saws']! + tools.hacksaws!);
    expect(tools.hacksaws).toBeGreaterThanOrEqual(1);
  });

  it('when the brands are listed, then they come by name with their tools counted', async () => {
    const { body } = await given.shop.request.get('/api/brands');
    expect(body.items.map((brand: { slug: string }) => brand.slug)).toEqual(['forgewell', 'oakridge']);
    for (const brand of body.items) expect(brand.tools).toBeGreaterThanOrEqual(0);
  });

  it('when an admin moves a tool to another category, then it shows there, and the audit trail holds both slugs', async () => {
    const added = await addProduct({ name: 'Dovetail Saw', category: 'chisels' });
    const moved = await given.shop.request.patch(`/api/product/${added._id}`).set(given.admin.auth).send({ category: 'hand-saws' });
    expect(moved.status).toBe(200);
    expect(moved.body.category).toEqual({ slug: 'hand-saws', name: 'Hand saws' });
    expect(names((await list({ category: 'hand-saws' })).body)).toContain('Dovetail Saw');
    const history = await given.shop.request.get('/api/audit-entries').query({ subject: added._id }).set(given.admin.auth);
    expect(history.status).toBe(200);
    const entry = history.body.items.find((item: { kind: string }) => item.kind === 'product.updated');
    expect(entry).toMatchObject({ before: { category: 'chisels' }, after: { category: 'hand-saws' } });
  });

  it('when an admin sends null for the category and brand, then the tool is in none and has none, and the audit trail says so', async () => {
    const added = await addProduct({ name: 'Flush Cut Saw', category: 'hand-saws', brand: 'oakridge' });
    const cleared = await given.shop.request.patch(`/api/product/${added._id}`).set(given.admin.auth).send({ category: null, brand: null });
    expect(cleared.status, cleared.text).toBe(200);
    expect(cleared.body).not.toHaveProperty('category');
    expect(cleared.body).not.toHaveProperty('brand');
    expect(names((await list({ category: 'hand-saws' })).body)).not.toContain('Flush Cut Saw');
    const history = await given.shop.request.get('/api/audit-entries').query({ subject: added._id }).set(given.admin.auth);
    const entry = history.body.items.find((item: { kind: string }) => item.kind === 'product.updated');
    expect(entry).toMatchObject({ before: { category: 'hand-saws', brand: 'oakridge' }, after: { category: null, brand: null } });
  });

  it('when the categories are asked for again unchanged, then a 304 answers', async () => {
    const first = await given.shop.request.get('/api/categories');
    const again = await given.shop.request.get('/api/categories').set('If-None-Match', first.headers.etag!);
    expect(again.status).toBe(304);
  });
});
