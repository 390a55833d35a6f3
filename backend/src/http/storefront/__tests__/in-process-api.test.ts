// The API as a server render reads it: through the shop's own pipeline, so it answers exactly as it
// answers a browser (the contract's rules checked once, in one place), reads only what a visitor
// may, never writes, and spends no client's rate-limit budget.
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, useTestShop, validProduct } from '../../../../test/harness.js';
import { snapshot } from '../../../../test/support/snapshot.js';

const given = useTestShop({ people: { admin: { label: 'render-admin', role: 'owner' } } });
let productId: string;

beforeAll(async () => {
  productId = (await given.shop.request.post('/api/productAdd').set(given.admin.auth).send(validProduct)).body._id;
});

const render = async (path: string, init?: RequestInit) => {
  const response = await given.shop.renderFetch(`http://localhost${path}`, init);
  return { status: response.status, type: response.headers.get('content-type'), body: await response.json() };
};

describe('the API a server render reads', () => {
  it('when a render reads the catalogue, a tool or the reviews, then it gets what a browser gets, in the same shapes', async () => {
    for (const path of ['/api/products?limit=6&sort=price_asc', `/api/products/${productId.toUpperCase()}`, `/api/reviews?limit=3&productId=${productId}`]) {
      const browser = await given.shop.request.get(path);
      expect(await render(path)).toEqual({ status: browser.status, type: browser.headers['content-type'], body: browser.body });
    }
  });

  it('when a render asks with what a shopper put in a page’s address, then the contract refuses it as it refuses a browser', async () => {
    for (const path of ['/api/products/not-an-id', '/api/products?limit=1000', '/api/products?sort=cheapest', '/api/products?cursor=%00', '/api/products?nosuch=1', '/api/API/products']) {
      const browser = await given.shop.request.get(path);
      const rendered = await render(path);
      expect(rendered).toEqual({ status: browser.status, type: browser.headers['content-type'], body: browser.body });
      expect(rendered.status).toBeGreaterThanOrEqual(400);
    }
  });

  it('when a render asks for what only a signed-in shopper or an admin may read, then it is refused: it sends no credentials', async () => {
    expect((await render('/api/users')).status).toBe(401);
    expect((await render('/api/cart')).status).toBe(401);
  });

  it('when the cart page’s render passes on a visitor’s cart cookie, then it reads that cart as their browser does, and without it no cart', async () => {
    const added = await given.shop.request.post('/api/visitor-cart/lines').send({ productId, quantity: validProduct.minimum });
    const cookie = ((added.headers['set-cookie'] as unknown as string[] | undefined) ?? [])[0]!.split(';')[0]!;
    const browser = await given.shop.request.get('/api/visitor-cart').set('Cookie', cookie);
    expect(browser.body.lines).toHaveLength(1);
    expect(await render('/api/visitor-cart', { headers: { cookie } })).toEqual({ status: 200, type: browser.headers['content-type'], body: browser.body });
    expect((await render('/api/visitor-cart')).body).toEqual({ lines: [], total: '0.00' });
  });

  it('when a render tries to write, then it is refused and nothing changes', async () => {
    const before = await snapshot(given.shop.db);
    const refused = await render('/api/contact', { method: 'POST', body: JSON.stringify({ name: 'Ada', email: 'ada@example.com', message: 'Hello there' }) });
    expect(refused.status).toBe(405);
    expect(await snapshot(given.shop.db)).toBe(before);
  });

  it('when the cart page’s render asks for its delivery estimate, then the quote (a POST that only reads) answers as it answers a browser, and only that POST', async () => {
    const quote = { country: 'US', lines: [{ productId, quantity: validProduct.minimum }] };
    const browser = await given.shop.request.post('/api/shipping-quotes').send(quote);
    expect(browser.status).toBe(200);
    const before = await snapshot(given.shop.db);
    expect(await render('/api/shipping-quotes', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(quote) })).toEqual({
      status: 200,
      type: browser.headers['content-type'],
      body: browser.body,
    });
    for (const path of ['/api/shipping-quotes/', '/api/Shipping-Quotes', '/api/shipping-quotes?x=1', '/api/visitor-cart/lines']) {
      expect((await render(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(quote) })).status, path).not.toBe(200);
    }
    expect((await render('/api/shipping-quotes', { method: 'PUT', body: JSON.stringify(quote) })).status).toBe(405);
    expect(await snapshot(given.shop.db)).toBe(before);
  });

  it('when renders read many times, then they spend no client’s budget: a browser still gets its own', async () => {
    const throttled = await startTestShop({ env: { RATE_LIMIT_API_PER_MINUTE: '8' } });
    try {
      for (let read = 0; read < 20; read++) expect((await throttled.renderFetch('http://localhost/api/products?limit=1')).status).toBe(200);
      const statuses: number[] = [];
      for (let request = 0; request < 10; request++) statuses.push((await throttled.request.get('/api/health')).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429, 429]);
    } finally {
      await throttled.stop();
    }
  });
});
