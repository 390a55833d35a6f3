// A visitor's cart on the server, named by its cookie: the same quantity rule as a shopper's cart,
// as JSON for the page's code and as a form a browser posts without it (a 303 to the cart page).
// Every JSON answer is checked against the contract by the harness.
import { afterEach, describe, expect, it } from 'vitest';
import { useTestShop } from '../../../../test/harness.js';
import { addProduct } from '../../../../test/support/orders.js';
import { expectProblem } from '../../../../test/support/problem-checks.js';

const given = useTestShop({ people: { admin: 'owner', alice: 'customer' } });
afterEach(() => expect(given.shop.violations.splice(0)).toEqual([]));

const COOKIE = /^visitor_cart=([A-Za-z0-9_-]{43}); Max-Age=2592000; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/;
const tokenOf = (response: { headers: Record<string, unknown> }): string | undefined => {
  const cookies = (response.headers['set-cookie'] as string[] | undefined) ?? [];
  return cookies.map((cookie) => COOKIE.exec(cookie)?.[1]).find((token) => token !== undefined);
};
const cookie = (token: string) => `visitor_cart=${token}`;

const read = (token?: string) => {
  const request = given.shop.request.get('/api/visitor-cart');
  return token ? request.set('Cookie', cookie(token)) : request;
};
const add = (productId: string, quantity: number, token?: string) => {
  const request = given.shop.request.post('/api/visitor-cart/lines');
  return (token ? request.set('Cookie', cookie(token)) : request).send({ productId, quantity });
};
const setLine = (productId: string, quantity: number, token: string) =>
  given.shop.request.post(`/api/visitor-cart/lines/${productId}`).set('Cookie', cookie(token)).send({ quantity });
const postForm = (path: string, fields: Record<string, string>, token?: string) => {
  const request = given.shop.request.post(path).type('form').set({ Origin: 'null', 'Sec-Fetch-Site': 'same-origin' });
  return (token ? request.set('Cookie', cookie(token)) : request).send(new URLSearchParams(fields).toString());
};
const quantities = async (token: string) => ((await read(token)).body as { lines: Array<{ quantity: number }> }).lines.map((line) => line.quantity);

describe('a visitor’s cart, as the page’s code uses it', () => {
  it('when a visitor adds a tool, then a new cart is named by an HttpOnly, SameSite=Lax cookie, and each add adds to the line', async () => {
    const hammer = await addProduct(given.shop, given.admin, { name: 'Visitor Hammer', price: 24.99, available: 10, minimum: 2 });
    expect((await read()).body).toEqual({ lines: [], total: '0.00' });
    const first = await add(hammer._id, 2);
    expect(first.status).toBe(200);
    const token = tokenOf(first);
    expect(token).toBeDefined();
    expect(first.body).toEqual({
      lines: [{ productId: hammer._id, name: 'Visitor Hammer', image: '/images/tools/claw-hammer.svg', unitPrice: '24.99', quantity: 2, lineTotal: '49.98', available: 10, minimum: 2, issue: null }],
      total: '49.98',
    });
    const second = await add(hammer._id, 3, token);
    expect(tokenOf(second)).toBe(token);
    expect(await quantities(token!)).toEqual([5]);
    // Only the token's hash is kept: the database names no cart a browser could use.
    const kept = await given.shop.db.sql.select<{ tokenHash: string }>('SELECT token_hash AS "tokenHash" FROM visitor_carts', []);
    expect(kept.map((row) => row.tokenHash)).not.toContain(token);
  });

  it('when the quantity rule refuses a line, then the seed’s words say why and nothing changes', async () => {
    const saw = await addProduct(given.shop, given.admin, { available: 6, minimum: 3 });
    const token = tokenOf(await add(saw._id, 3))!;
    await expectProblem(await add(saw._id, 4, token), 409, /^Only 6 left in stock/);
    await expectProblem(await setLine(saw._id, 2, token), 400, 'The minimum order for this tool is 3.');
    await expectProblem(await setLine(saw._id, 7, token), 409, /^Only 6 left in stock/);
    await expectProblem(await add('0193a7d2-5c1e-7b3a-9f00-000000000099', 3, token), 404);
    expect(await quantities(token)).toEqual([3]);
    expect((await setLine(saw._id, 6, token)).status).toBe(200);
    expect(await quantities(token)).toEqual([6]);
  });

  it('when a line is set to 0, then it leaves the cart; without a cart, nothing is created', async () => {
    const chisel = await addProduct(given.shop, given.admin, { available: 20, minimum: 1 });
    const token = tokenOf(await add(chisel._id, 2))!;
    expect((await setLine(chisel._id, 0, token)).body).toEqual({ lines: [], total: '0.00' });
    const unknown = 'A'.repeat(43);
    const removed = await setLine(chisel._id, 0, unknown);
    expect(removed.status).toBe(200);
    expect(tokenOf(removed)).toBeUndefined();
  });

  it('when a cookie names no cart (made up, malformed, or another visitor’s guessed), then the cart is empty and a change starts a new one', async () => {
    const plane = await addProduct(given.shop, given.admin, { available: 20, minimum: 1 });
    const mine = tokenOf(await add(plane._id, 4))!;
    for (const stranger of ['A'.repeat(43), 'not a token', `${mine}x`]) {
      expect((await given.shop.request.get('/api/visitor-cart').set('Cookie', `visitor_cart=${stranger}`)).body).toEqual({ lines: [], total: '0.00' });
    }
    const theirs = await add(plane._id, 1, 'B'.repeat(43));
    const theirToken = tokenOf(theirs);
    expect(theirToken).toBeDefined();
    expect(theirToken).not.toBe(mine);
    expect(await quantities(theirToken!)).toEqual([1]);
    expect(await quantities(mine)).toEqual([4]);
  });

  it('when a cart has expired, then its cookie names nothing', async () => {
    const file = await addProduct(given.shop, given.admin, { available: 20, minimum: 1 });
    const token = tokenOf(await add(file._id, 2))!;
    await given.shop.db.sql.execute('UPDATE visitor_carts SET expires_at = ?', [new Date(Date.now() - 1000)]);
    expect((await read(token)).body).toEqual({ lines: [], total: '0.00' });
    const again = await add(file._id, 1, token);
    expect(tokenOf(again)).not.toBe(token);
  });

  it('when a signed-in shopper’s token is sent, then it is no visitor cart, and the cookie opens no shopper’s cart', async () => {
    const rasp = await addProduct(given.shop, given.admin, { available: 20, minimum: 1 });
    const token = tokenOf(await add(rasp._id, 2))!;
    const shoppers = await given.shop.request.get('/api/cart').set('Cookie', cookie(token));
    expect(shoppers.status).toBe(401);
    expect((await given.shop.request.get('/api/visitor-cart').set(given.alice.auth)).body).toEqual({ lines: [], total: '0.00' });
  });
});

describe('a visitor’s cart without JavaScript (form posts)', () => {
  it('when Add to cart is posted, then the line is added and the browser goes on to the cart, with its cookie', async () => {
    const mallet = await addProduct(given.shop, given.admin, { available: 30, minimum: 2 });
    const response = await postForm('/api/visitor-cart/lines', { productId: mallet._id, quantity: '2' });
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/cart?cart=added');
    expect(response.text).toBe('');
    const token = tokenOf(response)!;
    expect(await quantities(token)).toEqual([2]);

    const changed = await postForm(`/api/visitor-cart/lines/${mallet._id}`, { quantity: '7' }, token);
    expect(changed.headers.location).toBe('/cart?cart=changed');
    expect(await quantities(token)).toEqual([7]);
    const removed = await postForm(`/api/visitor-cart/lines/${mallet._id}`, { quantity: '0' }, token);
    expect(removed.headers.location).toBe('/cart?cart=changed');
    expect(await quantities(token)).toEqual([]);
  });

  it('when a form’s quantity is refused, then nothing changes and the cart page is told why', async () => {
    const vice = await addProduct(given.shop, given.admin, { available: 5, minimum: 2 });
    const token = tokenOf(await postForm('/api/visitor-cart/lines', { productId: vice._id, quantity: '2' }))!;
    const outcomes = await Promise.all(
      [
        [`/api/visitor-cart/lines/${vice._id}`, { quantity: '1' }],
        [`/api/visitor-cart/lines/${vice._id}`, { quantity: 'many' }],
        [`/api/visitor-cart/lines/${vice._id}`, { quantity: '6' }],
        ['/api/visitor-cart/lines', { productId: vice._id, quantity: '4' }],
        ['/api/visitor-cart/lines', { productId: '0193a7d2-5c1e-7b3a-9f00-000000000099', quantity: '2' }],
        ['/api/visitor-cart/lines', { productId: 'not-an-id', quantity: '2' }],
        ['/api/visitor-cart/lines', { productId: vice._id, quantity: '2', price: '0.01' }],
      ].map(async ([path, fields]) => (await postForm(path as string, fields as Record<string, string>, token)).headers.location),
    );
    expect(outcomes).toEqual([
      '/cart?cart=invalid-quantity',
      '/cart?cart=invalid-quantity',
      '/cart?cart=no-stock',
      '/cart?cart=no-stock',
      '/cart?cart=gone',
      '/cart?cart=invalid',
      '/cart?cart=invalid',
    ]);
    expect(await quantities(token)).toEqual([2]);
  });

  it('when another site’s page posts Add to cart through a visitor’s browser, then nothing is added', async () => {
    const level = await addProduct(given.shop, given.admin, { available: 30, minimum: 1 });
    const token = tokenOf(await add(level._id, 1))!;
    for (const headers of [{ 'Sec-Fetch-Site': 'cross-site' }, { 'Sec-Fetch-Site': 'same-site' }, { Origin: 'https://elsewhere.example' }]) {
      const response = await given.shop.request
        .post('/api/visitor-cart/lines')
        .type('form')
        .set('Host', 'shop.example')
        .set('Cookie', cookie(token))
        .set(headers)
        .send(new URLSearchParams({ productId: level._id, quantity: '5' }).toString());
      expect({ headers, status: response.status, location: response.headers.location }).toEqual({ headers, status: 303, location: '/cart?cart=invalid' });
    }
    expect(await quantities(token)).toEqual([1]);
  });
});
