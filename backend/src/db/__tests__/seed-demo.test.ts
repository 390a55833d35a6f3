import { beforeAll, describe, expect, it } from 'vitest';
import { useTestShop } from '../../../test/harness.js';
import { createLogger } from '../../shared/logger.js';
import { seedDemoData } from '../seed-demo.js';
import { demoCategories, demoProducts, demoReviews } from '../seeds/demo-catalogue.js';

const given = useTestShop();

beforeAll(() => seedDemoData(given.shop.db, createLogger('silent')));

describe('the demo data', () => {
  it('when the demo is seeded, then its reviewed tools show ratings from past customers who bought them, and stock is untouched by those past orders', async () => {
    const products = (await given.shop.request.get('/api/products').query({ limit: 100 })).body.items as Array<{ _id: string; name: string; available: number }>;
    expect(products).toHaveLength(demoProducts.length);
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
    expect(categories.find(({ slug }) => slug === 'chisels')).toEqual(expect.objectContaining({ parent: 'woodworking', tools: 1 }));
    expect(categories.find(({ slug }) => slug === 'saws')?.tools).toBe(2);
    expect((await given.shop.request.get('/api/products').query({ category: 'woodworking' })).body.items).toHaveLength(2);
  });

  it('when the demo is seeded, then it is a trade counter: prices without VAT, which /config says and the checkout adds', async () => {
    expect((await given.shop.request.get('/api/settings/tax')).body).toEqual({ pricesIncludeTax: false, standardRate: '20', reducedRate: '5', exportsWithoutTax: false });
    expect((await given.shop.request.get('/api/config')).body.shop.pricesIncludeTax).toBe(false);
  });
});
