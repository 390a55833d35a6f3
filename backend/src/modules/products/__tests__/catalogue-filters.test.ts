import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestShop, validProduct } from '../../../../test/harness.js';
import { createTaxonomyRepository } from '../taxonomy.repository.js';

const given = useTestShop({ people: { admin: 'owner' } });
afterEach(() => expect(given.shop.violations).toEqual([]));

// Woodworking › Chisels and Planes, and Saws; three brands; seven tools placed among them.
beforeAll(async () => {
  const taxonomy = createTaxonomyRepository(given.shop.db);
  await given.shop.db.write(async (transaction) => {
    const woodworking = await taxonomy.addCategory({ name: 'Woodworking', slug: 'woodworking', parentId: null, position: 0 }, transaction);
    await taxonomy.addCategory({ name: 'Saws', slug: 'saws', parentId: null, position: 1 }, transaction);
    await taxonomy.addCategory({ name: 'Chisels', slug: 'chisels', parentId: woodworking.id, position: 0 }, transaction);
    await taxonomy.addCategory({ name: 'Planes', slug: 'planes', parentId: woodworking.id, position: 1 }, transaction);
    await taxonomy.addBrand({ name: 'Oakridge', slug: 'oakridge' }, transaction);
    await taxonomy.addBrand({ name: 'Forgewell', slug: 'forgewell' }, transaction);
    await taxonomy.addBrand({ name: 'Trueline', slug: 'trueline' }, transaction);
  });
  const tools = [
    { name: 'Bevel Edge Chisel', category: 'chisels', brand: 'oakridge', price: 18.5 },
    { name: 'Mortise Chisel', category: 'chisels', brand: 'forgewell', price: 46 },
    { name: 'Paring Chisel', category: 'chisels', brand: 'oakridge', price: 62 },
    // Fewer in stock than its minimum order: listed, but not "in stock".
    { name: 'Skew Chisel', category: 'chisels', brand: 'trueline', price: 21, available: 3, minimum: 5 },
    { name: 'Block Plane', category: 'planes', brand: 'trueline', price: 49.99 },
    { name: 'Tenon Saw', category: 'saws', brand: 'oakridge', price: 35 },
    { name: 'Unplaced File', price: 9.5 },
  ];
  for (const { available = 40, minimum = 1, ...tool } of tools) {
    const response = await given.shop.request
      .post('/api/productAdd')
      .set(given.admin.auth)
      .send({ ...validProduct, ...tool, available: Math.max(available, minimum), minimum });
    expect(response.status, response.text).toBe(201);
  }
  // The skew chisel sells down below its minimum order (stock may; only the admin's numbers may not).
  const skew = (await given.shop.request.get('/api/products').query({ q: 'skew' })).body.items[0] as { _id: string };
  const sold = await given.shop.request.post(`/api/products/${skew._id}/stock-movements`).set(given.admin.auth).send({ change: -2, note: 'Damaged in the store' });
  expect(sold.status, sold.text).toBe(201);
});

type Query = Record<string, string | string[]>;

const names = async (query: Query) => {
  const response = await given.shop.request.get('/api/products').query(query);
  expect(response.status, response.text).toBe(200);
  return (response.body as { items: Array<{ name: string }> }).items.map((item) => item.name).sort();
};

const facets = async (query: Query) => {
  const response = await given.shop.request.get('/api/product-facets').query(query);
  expect(response.status, response.text).toBe(200);
  return response.body;
};

describe('catalogue filters', () => {
  it('when a shopper asks for chisels, in stock, under $50, then the list holds exactly those', async () => {
    expect(await names({ category: 'chisels', inStock: 'true', maxPrice: '50' })).toEqual(['Bevel Edge Chisel', 'Mortise Chisel']);
  });

  it('when a price range is given, then both ends are included and dollars with cents work', async () => {
    expect(await names({ minPrice: '18.5', maxPrice: '35' })).toEqual(['Bevel Edge Chisel', 'Skew Chisel', 'Tenon Saw']);
    expect(await names({ minPrice: '49.99' })).toEqual(['Block Plane', 'Paring Chisel']);
    // A range the wrong way round finds nothing rather than guessing.
    expect(await names({ minPrice: '50', maxPrice: '10' })).toEqual([]);
  });

  it('when several brands are ticked, then tools of any of them are listed, with search and a category too', async () => {
    expect(await names({ brand: ['forgewell', 'trueline'] })).toEqual(['Block Plane', 'Mortise Chisel', 'Skew Chisel']);
    expect(await names({ brand: ['forgewell', 'trueline'], category: 'chisels', q: 'chis' })).toEqual(['Mortise Chisel', 'Skew Chisel']);
    // One brand is a list of one, as a form with one ticked box sends it.
    expect(await names({ brand: 'forgewell' })).toEqual(['Mortise Chisel']);
    expect(await names({ brand: ['forgewell', 'no-such-brand'] })).toEqual(['Mortise Chisel']);
  });

  it('when the list is sorted by price and filtered, then the pages walk the filtered tools in order', async () => {
    const first = await given.shop.request.get('/api/products').query({ category: 'woodworking', sort: 'price_asc', limit: '2', inStock: 'true' });
    expect(first.body.items.map((item: { price: number }) => item.price)).toEqual([18.5, 46]);
    const second = await given.shop.request.get('/api/products').query({ category: 'woodworking', sort: 'price_asc', limit: '2', inStock: 'true', cursor: first.body.nextCursor });
    expect(second.body.items.map((item: { price: number }) => item.price)).toEqual([49.99, 62]);
    expect(second.body.nextCursor).toBeNull();
  });

  it('when the facets are asked for with filters, then each count leaves out its own filter', async () => {
    const body = await facets({ category: 'chisels', inStock: 'true', maxPrice: '50' });
    expect(body.tools).toBe(2);
    // Brands: chisels in stock under $50, whatever the brand.
    expect(body.brands).toEqual([
      { slug: 'forgewell', name: 'Forgewell', tools: 1 },
      { slug: 'oakridge', name: 'Oakridge', tools: 1 },
      { slug: 'trueline', name: 'Trueline', tools: 0 },
    ]);
    // In stock: chisels under $50 that can be ordered, against the three there are.
    expect(body.inStock).toBe(2);
    expect((await facets({ category: 'chisels', maxPrice: '50' })).tools).toBe(3);
    // Price: the range of chisels in stock, whatever they cost.
    expect(body.price).toEqual({ min: 18.5, max: 62 });
    // Categories: tools in stock under $50 anywhere, parents counting those under them.
    expect(body.categories).toEqual([
      { slug: 'woodworking', name: 'Woodworking', parent: null, tools: 3 },
      { slug: 'chisels', name: 'Chisels', parent: 'woodworking', tools: 2 },
      { slug: 'planes', name: 'Planes', parent: 'woodworking', tools: 1 },
      { slug: 'saws', name: 'Saws', parent: null, tools: 1 },
    ]);
  });

  it('when nothing matches, then the counts are zero and the price range null; a misspelled search is counted as the list reads it', async () => {
    const none = await facets({ q: 'router' });
    expect(none).toMatchObject({ tools: 0, inStock: 0, price: null });
    expect([...none.categories, ...none.brands].map((value: { tools: number }) => value.tools)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    const misspelled = await facets({ q: 'chisle', brand: 'oakridge' });
    expect(misspelled).toMatchObject({ tools: 2, searchedFor: 'chisel' });
    const listed = await given.shop.request.get('/api/products').query({ q: 'chisle', brand: 'oakridge' });
    expect(listed.body.searchedFor).toBe('chisel');
    expect(listed.body.items).toHaveLength(2);
  });

  it('when a filter is malformed, then the list and the facets are a 400 problem', async () => {
    for (const path of ['/api/products', '/api/product-facets']) {
      for (const bad of [{ minPrice: 'cheap' }, { maxPrice: '-1' }, { inStock: 'perhaps' }, { brand: 'Not A Slug' }, { brand: Array.from({ length: 21 }, (_, index) => `b${index}`) }]) {
        const response = await given.shop.request.get(path).query(bad);
        expect(response.status, `${path} ${JSON.stringify(bad)}`).toBe(400);
        expect(response.type).toBe('application/problem+json');
      }
    }
  });

  it('when a tool is added, then the facets count it at once', async () => {
    expect((await facets({ category: 'saws' })).tools).toBe(1);
    const added = await given.shop.request.post('/api/productAdd').set(given.admin.auth).send({ ...validProduct, name: 'Coping Saw', category: 'saws', brand: 'forgewell' });
    expect(added.status).toBe(201);
    expect((await facets({ category: 'saws' })).tools).toBe(2);
  });
});
