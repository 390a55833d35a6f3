// The contract declares the rate-limit headers (RateLimit, RateLimit-Policy) on the answers of its
// operations, so a client can slow down before it gets a 429. Real answers of a public read, a
// customer's write, an admin's read, the rate-limited writes and the usual 4xx must carry every
// rate-limit header the contract declares for their operation and status, in its declared shape.
import type { Response } from 'supertest';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../src/contract.js';
import { useTestShop, validProduct } from './harness.js';
import { address, phone } from './support/orders.js';

interface Header {
  $ref?: string;
  schema?: { pattern?: string };
}
interface DeclaredResponse {
  $ref?: string;
  headers?: Record<string, Header>;
}
const contract = loadContract() as unknown as {
  paths: Record<string, Record<string, { responses: Record<string, DeclaredResponse> }>>;
  components: { responses: Record<string, DeclaredResponse>; headers: Record<string, Header> };
};

const refName = (ref: string) => ref.split('/').pop() ?? '';

/** The rate-limit headers the contract declares for this answer, each with its pattern. */
function declaredRateLimitHeaders(method: string, path: string, status: number): Array<[string, string | undefined]> {
  const declared = contract.paths[path]?.[method]?.responses[String(status)];
  if (!declared) throw new Error(`${method} ${path} declares no ${status}`);
  const response = declared.$ref ? contract.components.responses[refName(declared.$ref)] : declared;
  return Object.entries(response?.headers ?? {})
    .filter(([name]) => /^ratelimit/i.test(name))
    .map(([name, header]) => [name, (header.$ref ? contract.components.headers[refName(header.$ref)] : header)?.schema?.pattern]);
}

const given = useTestShop({ people: { customer: 'customer', admin: 'owner' } });
let productId: string;
let productEtag: string;

beforeAll(async () => {
  productId = (await given.shop.request.post('/api/productAdd').set(given.admin.auth).send(validProduct)).body._id;
  productEtag = (await given.shop.request.get(`/api/products/${productId}`)).headers.etag as string;
});
afterEach(() => expect(given.shop.violations).toEqual([]));

interface Case {
  name: string;
  /** The operation as the contract writes it. */
  method: 'get' | 'post' | 'put';
  path: string;
  status: number;
  send: () => Promise<Response>;
}

const cases: Case[] = [
  { name: 'a visitor reads the catalogue', method: 'get', path: '/products', status: 200, send: () => given.shop.request.get('/api/products') },
  {
    name: 'a visitor revalidates a product',
    method: 'get',
    path: '/products/{id}',
    status: 304,
    send: () => given.shop.request.get(`/api/products/${productId}`).set('If-None-Match', productEtag),
  },
  {
    name: 'a customer places an order',
    method: 'post',
    path: '/order',
    status: 201,
    send: () => given.shop.request.post('/api/order').set(given.customer.auth).send({ productId, quantity: 2, address, phone }),
  },
  { name: 'an admin lists the users', method: 'get', path: '/users', status: 200, send: () => given.shop.request.get('/api/users').set(given.admin.auth) },
  {
    name: 'a customer exchanges a Firebase token',
    method: 'put',
    path: '/user/{email}',
    status: 200,
    send: () => given.shop.request.put(`/api/user/${given.customer.email}`).set('Authorization', `Bearer ${given.customer.idToken}`),
  },
  {
    name: 'a visitor writes to the shop',
    method: 'post',
    path: '/contact',
    status: 201,
    send: () => given.shop.request.post('/api/contact').send({ name: 'Sam', email: 'sam@example.com', message: 'Hello' }),
  },
  {
    name: 'a review breaks the contract',
    method: 'post',
    path: '/review',
    status: 400,
    send: () => given.shop.request.post('/api/review').set(given.customer.auth).send({ title: 'Solid', details: 'Good.', rating: 6 }),
  },
  {
    name: 'a visitor asks for their orders',
    method: 'get',
    path: '/order/{key}',
    status: 401,
    send: () => given.shop.request.get(`/api/order/${given.customer.email}`),
  },
  { name: 'a customer asks for every order', method: 'get', path: '/orders', status: 403, send: () => given.shop.request.get('/api/orders').set(given.customer.auth) },
];

describe('rate-limit headers', () => {
  it.each(cases)('when $name, then the answer carries the rate-limit headers the contract declares', async ({ method, path, status, send }) => {
    const declared = declaredRateLimitHeaders(method, path, status);
    expect(declared.map(([name]) => name)).toEqual(['RateLimit', 'RateLimit-Policy']);

    const response = await send();
    expect(response.status, JSON.stringify(response.body)).toBe(status);
    for (const [name, pattern] of declared) {
      const value = response.headers[name.toLowerCase()] as string | undefined;
      expect({ header: name, value }).toEqual({ header: name, value: expect.any(String) });
      if (pattern) expect(value).toMatch(new RegExp(pattern));
    }
  });
});
