import { beforeAll, describe, expect, it } from 'vitest';
import { useTestShop } from '../../../test/harness.js';
import { createLogger } from '../../shared/logger.js';
import { seedDemoData } from '../seed-demo.js';
import { demoCategories, demoProducts, demoReviews } from '../seeds/demo-catalogue.js';

const given = useTestShop();

beforeAll(() => seedDemoData(given.shop.db, createLogger('silent')));

describe('the demo data', () => {
  it('when the demo is seeded, then its reviewed tools show ratings from past customers who bought them, and stock is untouched by those past orders', async () => {
    // The catalogue shows a tool in sizes once; the dashboard's list has every size.
    const products = (await given.shop.request.get('/api/products').query({ limit: 100 })).body.items as Array<{ _id: string; name: string; available: number }>;
    expect(products).toHaveLength(demoProducts.filter((demo) => demo.sizeOf === undefined).length);
    const chisels = products.find((product) => product.name === 'Bevel-Edge Wood Chisel Set, 4 Pieces');
    const detail = await given.shop.request.get(`/api/products/${chisels?._id}`);
    expect(detail.body.rating.count).toBeGreaterThan(0);
    for (const product of products) {
      expect(product.available).toBe(demoProducts.find((demo) => demo.name === product.name)?.available);
    }
    const reviews = (await given.shop.request.get('/api/reviews').query({ limit: 100 })).body.items;
    expect(reviews).toHaveLength(demoReviews.length);
  });

  it('when the demo is seeded, then every tool is in a category and of a brand, and the tree has its sub-categories', async () => {
    const products = (await given.shop.request.get('/api/products').query({ limit: 100 })).body.items as Array<{ name: string; category?: { slug: string }; brand?: { slug: string } }>;
    for (const product of products) {
      const demo = demoProducts.find((candidate) => candidate.name === product.name);
      expect(product.category?.slug, product.name).toBe(demo?.category);
      expect(product.brand?.slug, product.name).toBe(demo?.brand);
    }
    const categories = (await given.shop.request.get('/api/categories')).body.items as Array<{ slug: string; parent: string | null; tools: number }>;
    expect(categories.map(({ slug }) => slug)).toEqual(demoCategories.map(({ slug }) => slug));
    expect(categories.find(({ slug }) => slug === 'chisels')).toEqual(expect.objectContaining({ parent: 'woodworking', tools: 2 }));
    expect(categories.find(({ slug }) => slug === 'saws')?.tools).toBe(2);
    expect((await given.shop.request.get('/api/products').query({ category: 'woodworking' })).body.items).toHaveLength(3);
  });

  it('when the demo is seeded, then its chisel comes in 6, 12 and 25 mm, each with its own SKU, price breaks and stock', async () => {
    const chisel = (await given.shop.request.get('/api/products').query({ q: 'OR-BC-12' })).body.items[0];
    expect(chisel).toMatchObject({ name: 'Bevel-Edge Wood Chisel 6 mm', sizes: { count: 3, fromPrice: 14.5 } });
    const page = (await given.shop.request.get(`/api/products-by-slug/${chisel.slug}`)).body;
    expect(page.variants.map((size: { sku: string; option: { value: string }; available: number }) => [size.sku, size.option.value, size.available])).toEqual([
      ['OR-BC-06', '6 mm', 180],
      ['OR-BC-12', '12 mm', 240],
      ['OR-BC-25', '25 mm', 0],
    ]);
  });

  it('when the demo is seeded, then it is a trade counter: prices without VAT, which /config says and the checkout adds', async () => {
    expect((await given.shop.request.get('/api/settings/tax')).body).toEqual({ pricesIncludeTax: false, standardRate: '20', reducedRate: '5', exportsWithoutTax: false });
    expect((await given.shop.request.get('/api/config')).body.shop.pricesIncludeTax).toBe(false);
  });
});
