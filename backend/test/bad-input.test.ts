// Bad input gets a 4xx problem+json with a clear message, and changes nothing.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestShop, validProduct, type Shopper } from './harness.js';
import { expectSafeProblem } from './support/problem-checks.js';
import { snapshot as databaseSnapshot } from './support/snapshot.js';

const given = useTestShop({ people: { customer: 'customer', admin: 'owner' } });
let productId: string;

const snapshot = () => databaseSnapshot(given.shop.db);

const validOrder = () => ({ productId, quantity: 2, address: '1 Test Street', phone: '+44 113 496 0000' });
const longText = (n: number) => 'x'.repeat(n);

beforeAll(async () => {
  productId = (await given.shop.request.post('/api/productAdd').set(given.admin.auth).send(validProduct)).body._id;
});
afterEach(() => expect(given.shop.violations).toEqual([]));

interface BadCase {
  name: string;
  method: 'post' | 'put' | 'patch';
  path: () => string;
  as: () => Shopper | undefined;
  body: () => unknown;
}

const cases: BadCase[] = [
  { name: 'order with a string quantity', method: 'post', path: () => '/api/order', as: () => given.customer, body: () => ({ ...validOrder(), quantity: '2' }) },
  { name: 'order with a negative quantity', method: 'post', path: () => '/api/order', as: () => given.customer, body: () => ({ ...validOrder(), quantity: -1 }) },
  { name: 'order with a fractional quantity', method: 'post', path: () => '/api/order', as: () => given.customer, body: () => ({ ...validOrder(), quantity: 2.5 }) },
  { name: 'order without an address', method: 'post', path: () => '/api/order', as: () => given.customer, body: () => ({ ...validOrder(), address: undefined }) },
  { name: 'order with a blank address', method: 'post', path: () => '/api/order', as: () => given.customer, body: () => ({ ...validOrder(), address: '   ' }) },
  { name: 'order with a client price', method: 'post', path: () => '/api/order', as: () => given.customer, body: () => ({ ...validOrder(), price: '0.01' }) },
  { name: 'order with a client email', method: 'post', path: () => '/api/order', as: () => given.customer, body: () => ({ ...validOrder(), email: 'x@example.com' }) },
  { name: 'order with a malformed product id', method: 'post', path: () => '/api/order', as: () => given.customer, body: () => ({ ...validOrder(), productId: "1' OR '1'='1" }) },
  { name: 'order with an over-long address', method: 'post', path: () => '/api/order', as: () => given.customer, body: () => ({ ...validOrder(), address: longText(501) }) },
  { name: 'order as an array', method: 'post', path: () => '/api/order', as: () => given.customer, body: () => [validOrder()] },
  { name: 'product with a negative stock', method: 'post', path: () => '/api/productAdd', as: () => given.admin, body: () => ({ ...validProduct, available: -5 }) },
  { name: 'product with a zero price', method: 'post', path: () => '/api/productAdd', as: () => given.admin, body: () => ({ ...validProduct, price: 0 }) },
  { name: 'product with a javascript: image', method: 'post', path: () => '/api/productAdd', as: () => given.admin, body: () => ({ ...validProduct, image: 'javascript:alert(1)' }) },
  { name: 'product with an over-long name', method: 'post', path: () => '/api/productAdd', as: () => given.admin, body: () => ({ ...validProduct, name: longText(121) }) },
  { name: 'product with an _id', method: 'post', path: () => '/api/productAdd', as: () => given.admin, body: () => ({ ...validProduct, _id: productId }) },
  { name: 'empty product edit', method: 'patch', path: () => `/api/product/${productId}`, as: () => given.admin, body: () => ({}) },
  { name: 'review with a rating of 6', method: 'post', path: () => '/api/review', as: () => given.customer, body: () => ({ title: 'T', details: 'D', rating: 6 }) },
  { name: 'review with a name', method: 'post', path: () => '/api/review', as: () => given.customer, body: () => ({ title: 'T', details: 'D', rating: 5, name: 'Someone Else' }) },
  { name: 'profile with a role', method: 'put', path: () => `/api/profile/${given.customer.email}`, as: () => given.customer, body: () => ({ education: 'E', location: 'L', phone: '+44 113 496 0000', role: 'admin' }) },
  { name: 'profile with a bad phone', method: 'put', path: () => `/api/profile/${given.customer.email}`, as: () => given.customer, body: () => ({ education: 'E', location: 'L', phone: 'call me' }) },
  { name: 'contact with a bad email', method: 'post', path: () => '/api/contact', as: () => undefined, body: () => ({ name: 'N', email: 'not-an-email', message: 'Hi' }) },
  { name: 'newsletter with a number', method: 'post', path: () => '/api/newsletter', as: () => undefined, body: () => ({ email: 42 }) },
  { name: 'payment intent with a paid flag', method: 'post', path: () => '/api/create-payment-intent', as: () => given.customer, body: () => ({ orderId: productId, paid: true }) },
];

describe('bad input', () => {
  for (const badCase of cases) {
    it(`when sending ${badCase.name}, then 400 problem+json and nothing changes`, async () => {
      const before = await snapshot();
      const as = badCase.as();
      let request = given.shop.request[badCase.method](badCase.path());
      if (as) request = request.set(as.auth);
      const response = await request.send(badCase.body() as object);
      expect(response.status).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.body).toMatchObject({ status: 400, title: 'Bad Request' });
      expect(response.body.detail.length).toBeGreaterThan(10);
      expect(await snapshot()).toBe(before);
    });
  }

  it('when the body is not valid JSON, then 400 with a plain message and no parser internals', async () => {
    const response = await given.shop.request.post('/api/order').set(given.customer.auth).set('Content-Type', 'application/json').send('{"productId": ');
    expect(response.status).toBe(400);
    expect(response.body.detail).toBe('The request body is not valid JSON.');
  });

  it('when the body is larger than the limit, then 413 problem', async () => {
    const response = await given.shop.request.post('/api/contact').send({ name: 'N', email: 'n@example.com', message: longText(200_000) });
    expect(response.status).toBe(413);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  });

  it('when the body is not JSON at all, then 415 problem', async () => {
    const response = await given.shop.request.post('/api/contact').set('Content-Type', 'text/plain').send('hello');
    expect(response.status).toBe(415);
  });

  it('when a query parameter is unknown, out of bounds or the wrong type, then 400', async () => {
    for (const query of ['?limit=0', '?limit=101', '?limit=ten', '?sort=cheapest', '?admin=true', `?q=${longText(101)}`]) {
      const response = await given.shop.request.get(`/api/products${query}`);
      expect({ query, status: response.status }).toEqual({ query, status: 400 });
    }
  });

  it('when a path parameter is malformed, then 400 rather than a database error', async () => {
    expect((await given.shop.request.get('/api/products/not-a-uuid')).status).toBe(400);
    expect((await given.shop.request.get('/api/profile/not-an-email').set(given.customer.auth)).status).toBe(400);
  });
});

describe('the surface', () => {
  it('when any response is sent, then security headers are set and X-Powered-By is not: the API’s answers load nothing and may not be framed', async () => {
    for (const path of ['/api/products', '/api/secrets', '/not-a-page']) {
      const response = await given.shop.request.get(path);
      expect(response.headers['x-powered-by']).toBeUndefined();
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['strict-transport-security']).toBeDefined();
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    }
    const api = await given.shop.request.get('/api/products');
    expect(api.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(api.headers['x-frame-options']).toBe('DENY');
    const page = await given.shop.request.get('/not-a-page');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('when an unknown API path is called, then 404 problem+json', async () => {
    const response = await given.shop.request.get('/api/secrets');
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  });

  it('when a foreign origin calls, then no CORS grant is given', async () => {
    const response = await given.shop.request.get('/api/products').set('Origin', 'https://evil.example');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('when an error is returned, then it carries no stack, SQL or file path', async () => {
    const responses = await Promise.all([
      given.shop.request.post('/api/order').set(given.customer.auth).send({ ...validOrder(), quantity: 999_999 }),
      given.shop.request.get('/api/orders/00000000-0000-7000-8000-000000000000').set(given.customer.auth),
      given.shop.request.post('/api/order').set(given.customer.auth).set('Content-Type', 'application/json').send('{'),
    ]);
    for (const response of responses) {
      expect(response.status).toBeGreaterThanOrEqual(400);
      expectSafeProblem(response);
    }
  });
});
