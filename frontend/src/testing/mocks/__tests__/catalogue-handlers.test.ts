// The mocked catalogue answers for a tool in sizes as the server does (each size its own row, the
// tool listed once), so the stories, mock mode and the screens' tests see what the shop will send.
import { describe, expect, it } from 'vitest';
import type { Product, ProductDetail, ProductFacets, ProductPage, Problem } from '../../../types/api';
import { chiselFixtures, productFixtures } from '../../fixtures/products';
import { adminFixture } from '../../fixtures/users';

async function call<T>(method: string, path: string, body?: object) {
  const response = await fetch(`http://localhost:3000/api${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer shop-token-for-${adminFixture.email}` },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as T };
}

const [small, middle, large] = chiselFixtures as [Product, Product, Product];
const hammer = productFixtures[0]!;
const chisels = (page: ProductPage) => page.items.filter((item) => item.name.startsWith('Bevel-Edge Chisel'));
const newSize = (value: string, sizeOf = middle._id) => ({
  name: `Bevel-Edge Chisel ${value}`,
  image: small.image,
  available: 5,
  minimum: 1,
  price: 24,
  description: small.description,
  option: { name: 'Size', value },
  sizeOf,
});

describe('the mocked catalogue’s tools in sizes', () => {
  it('when the catalogue is listed, then the tool shows once, by its first size, with how many sizes and the lowest price; the dashboard lists every size', async () => {
    const { body } = await call<ProductPage>('GET', '/products?limit=50');
    expect(chisels(body)).toEqual([{ ...small, sizes: { count: 3, fromPrice: 18 } }]);
    const all = await call<ProductPage>('GET', '/allProducts?limit=50');
    expect(chisels(all.body).map((item) => [item.option?.value, item.sizes])).toEqual([
      ['6 mm', undefined],
      ['12 mm', undefined],
      ['25 mm', undefined],
    ]);
  });

  it('when a size is asked for, then the list shows its tool (by its first row), and the facet counts each value leaving that filter out', async () => {
    const { body } = await call<ProductPage>('GET', `/products?limit=50&option=${encodeURIComponent('Size:25 mm')}`);
    expect(body.items.map((item) => item._id)).toEqual([small._id]);
    // One size must meet them all: the 25 mm is sold out.
    expect((await call<ProductPage>('GET', `/products?option=${encodeURIComponent('Size:25 mm')}&inStock=true`)).body.items).toEqual([]);
    const facets = (await call<ProductFacets>('GET', `/product-facets?option=${encodeURIComponent('Size:25 mm')}&inStock=true`)).body;
    expect(facets.options).toEqual([{ name: 'Size', values: [{ value: '6 mm', tools: 1 }, { value: '12 mm', tools: 1 }, { value: '25 mm', tools: 0 }] }]);
    expect(facets.tools).toBe(0);
  });

  it('when any size’s page is asked for, then it carries every size, smallest first', async () => {
    const { body } = await call<ProductDetail>('GET', `/products-by-slug/${large.slug}`);
    expect(body).toMatchObject({ _id: large._id, option: { name: 'Size', value: '25 mm' }, sizes: { count: 3, fromPrice: 18 } });
    expect(body.variants?.map((size) => [size.slug, size.option.value, size.available])).toEqual([
      [small.slug, '6 mm', small.available],
      [middle.slug, '12 mm', middle.available],
      [large.slug, '25 mm', 0],
    ]);
    expect((await call<ProductDetail>('GET', `/products/${hammer._id}`)).body).not.toHaveProperty('variants');
  });

  it('when a size is added to a tool, then it takes the tool’s brand and option name; a value it has already, or none, is refused', async () => {
    const added = await call<Product>('POST', '/productAdd', { ...newSize('18 mm'), option: { name: 'size', value: ' 18 mm ' } });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ option: { name: 'Size', value: '18 mm' }, brand: { slug: 'oakridge', name: 'Oakridge' } });
    const detail = await call<ProductDetail>('GET', `/products/${small._id}`);
    expect(detail.body.variants?.map((size) => size.option.value)).toEqual(['6 mm', '12 mm', '18 mm', '25 mm']);

    const twice = await call<Problem>('POST', '/productAdd', newSize('12 mm'));
    expect(twice).toMatchObject({ status: 409, body: { status: 409, detail: '“Bevel-Edge Chisel 6 mm” already has a Size 12 mm (“Bevel-Edge Chisel 12 mm”).' } });
    expect((await call<Problem>('POST', '/productAdd', { ...newSize('30 mm'), option: undefined })).status).toBe(400);
    // A tool of one size gets its own option first.
    expect((await call<Problem>('POST', '/productAdd', newSize('30 mm', hammer._id))).status).toBe(409);
  });

  it('when a SKU another tool has is given to a new tool or a changed one, then it is refused as the server refuses it, in any spelling', async () => {
    const refusal = { status: 409, body: { detail: `The SKU OAK-CH-06 is already on “${small.name}”: give this tool another.` } };
    expect(await call<Problem>('POST', '/productAdd', { ...newSize('40 mm'), sku: ' oak-ch-06 ' })).toMatchObject(refusal);
    expect(await call<Problem>('PATCH', `/product/${hammer._id}`, { sku: 'Oak-Ch-06' })).toMatchObject(refusal);
    // Its own SKU, given again, is no conflict.
    expect((await call<Product>('PATCH', `/product/${small._id}`, { sku: 'oak-ch-06' })).body.sku).toBe('OAK-CH-06');
  });

  it('when a size’s option is changed, then it must stay unlike the others; a tool of one size may drop its option', async () => {
    expect((await call<Problem>('PATCH', `/product/${large._id}`, { option: { name: 'Size', value: '6 mm' } })).status).toBe(409);
    expect((await call<Problem>('PATCH', `/product/${large._id}`, { option: null })).status).toBe(409);
    expect((await call<Product>('PATCH', `/product/${large._id}`, { option: { name: 'Size', value: '32 mm' } })).body.option).toEqual({ name: 'Size', value: '32 mm' });
    expect((await call<Product>('PATCH', `/product/${hammer._id}`, { option: { name: 'Weight', value: '16 oz' } })).body.option).toEqual({ name: 'Weight', value: '16 oz' });
    expect((await call<Product>('PATCH', `/product/${hammer._id}`, { option: null })).body.option).toBeNull();
  });

  it('when the catalogue is exported, then each size is a row with its SKU, its tool’s first SKU and its option', async () => {
    const response = await fetch('http://localhost:3000/api/export/products', { headers: { Authorization: `Bearer shop-token-for-${adminFixture.email}` } });
    const lines = (await response.text()).split('\n');
    expect(lines[0]).toMatch(/^slug,sku,sizeOf,option,name,/);
    expect(lines).toContainEqual(expect.stringMatching(/^bevel-edge-chisel-6-mm,OAK-CH-06,,Size:6 mm,Bevel-Edge Chisel 6 mm,/));
    expect(lines).toContainEqual(expect.stringMatching(/^bevel-edge-chisel-12-mm,OAK-CH-12,OAK-CH-06,Size:12 mm,Bevel-Edge Chisel 12 mm,/));
  });
});
