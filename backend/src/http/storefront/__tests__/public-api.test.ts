// The API as a server render reaches it: the same answers as over HTTP for the public reads a page
// needs, the contract's rules for what a shopper can put in an address, and nothing else at all.
import { describe, expect, it, vi } from 'vitest';
import { loadContract } from '../../../contract.js';
import { createLogger } from '../../../shared/logger.js';
import { HttpProblem } from '../../../shared/problem.js';
import { publicApiFetch, type PublicReads } from '../public-api.js';

const product = { _id: '0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f', name: 'Hammer', image: '/images/tools/claw-hammer.svg', available: 5, minimum: 1, price: 24.99, description: 'x' };

function reads(): PublicReads & { [K in keyof PublicReads]: ReturnType<typeof vi.fn> } {
  return {
    listProducts: vi.fn(async () => ({ body: { items: [product], nextCursor: null }, etag: 'W/"a"' })),
    getProduct: vi.fn(async (id: string) => {
      if (id !== product._id) throw new HttpProblem(404, 'There is no such product.');
      return { body: { ...product, rating: { average: null, count: 0 } }, etag: 'W/"b"' };
    }),
    listReviews: vi.fn(async () => ({ items: [], nextCursor: null })),
  };
}

const apiFetch = (given = reads()) => ({ reads: given, fetch: publicApiFetch(loadContract(), given, createLogger('silent')) });

describe('the API a server render reaches in process', () => {
  it('answers the catalogue, a product and its reviews from the services, in the API’s shapes', async () => {
    const { reads: given, fetch } = apiFetch();
    const page = await fetch('http://localhost/api/products?limit=6&sort=price_asc&q=ham');
    expect(page.status).toBe(200);
    expect(await page.json()).toEqual({ items: [product], nextCursor: null });
    expect(given.listProducts).toHaveBeenCalledWith({ limit: 6, cursor: undefined }, 'price_asc', 'ham');

    const one = await fetch(`http://localhost/api/products/${product._id.toUpperCase()}`);
    expect(one.status).toBe(200);
    expect(given.getProduct).toHaveBeenCalledWith(product._id);

    const reviews = await fetch(`http://localhost/api/reviews?limit=3&productId=${product._id}&cursor=abc_-1`);
    expect(reviews.status).toBe(200);
    expect(given.listReviews).toHaveBeenCalledWith({ limit: 3, cursor: 'abc_-1' }, product._id);
  });

  it('passes on the services’ problems, such as an unknown product', async () => {
    const { fetch } = apiFetch();
    const missing = await fetch('http://localhost/api/products/0193a7d2-5c1e-7b3a-9f00-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toBe('application/problem+json');
    expect(await missing.json()).toMatchObject({ status: 404, detail: 'There is no such product.' });
  });

  it.each([
    ['a malformed id', '/api/products/not-an-id'],
    ['a malformed cursor', '/api/products?cursor=%3Cscript%3E'],
    ['a page size past the contract’s', '/api/products?limit=1000'],
    ['an unknown sort', '/api/products?sort=cheapest'],
    ['a malformed product filter', '/api/reviews?productId=1'],
  ])('refuses %s with a 400 and asks no service', async (_what, path) => {
    const { reads: given, fetch } = apiFetch();
    const response = await fetch(`http://localhost${path}`);
    expect(response.status).toBe(400);
    expect(given.listProducts).not.toHaveBeenCalled();
    expect(given.getProduct).not.toHaveBeenCalled();
    expect(given.listReviews).not.toHaveBeenCalled();
  });

  it.each([
    ['an operation that needs a signed-in user', 'GET', '/api/orders'],
    ['an admin’s read', 'GET', '/api/users'],
    ['a write', 'POST', '/api/productAdd'],
    ['a public operation no page needs', 'GET', '/api/config'],
    ['another spelling of a public path', 'GET', '/API/products'],
    ['a path outside the API', 'GET', '/products'],
  ])('refuses %s: a render can never act for anybody', async (_what, method, path) => {
    const { reads: given, fetch } = apiFetch();
    const response = await fetch(`http://localhost${path}`, { method });
    expect(response.status).toBe(404);
    expect(Object.values(given).every((read) => read.mock.calls.length === 0)).toBe(true);
  });

  it('answers a service’s unexpected failure with a 500 that says nothing of it', async () => {
    const given = reads();
    given.listReviews.mockRejectedValueOnce(new Error('SQLITE_CORRUPT: /var/lib/shop.sqlite'));
    const response = await apiFetch(given).fetch('http://localhost/api/reviews');
    expect(response.status).toBe(500);
    expect(await response.text()).not.toMatch(/SQLITE|\/var/);
  });
});
