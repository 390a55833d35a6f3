// The checkout's address step for a visitor: posted as a form (a browser without the page's code) or
// as JSON, checked with the guest checkout's own schemas, kept with the visitor's cart only, and read
// back by that cart's cookie alone. Every JSON answer is checked against the contract by the harness.
import { afterEach, describe, expect, it } from 'vitest';
import { useTestShop } from '../../../../test/harness.js';
import { visitorCartKey } from '../../../shared/auth/visitor-cart-cookie.js';
import { addProduct } from '../../../../test/support/orders.js';
import { expectProblem } from '../../../../test/support/problem-checks.js';

const given = useTestShop({ people: { admin: 'owner' } });
afterEach(() => expect(given.shop.violations.splice(0)).toEqual([]));

const DETAILS = { email: 'ada@example.com', address: '14 Mill Lane, Leeds LS1 4AB', phone: '+44 113 496 0000' };
const cookie = (token: string) => `visitor_cart=${token}`;
const tokenOf = (response: { headers: Record<string, unknown> }): string => {
  const cookies = (response.headers['set-cookie'] as string[] | undefined) ?? [];
  const token = cookies.map((line) => /^visitor_cart=([A-Za-z0-9_-]{43});/.exec(line)?.[1]).find((found) => found !== undefined);
  if (!token) throw new Error('no cart cookie was set');
  return token;
};

/** A visitor with a tool in their cart: the cart's token. */
async function visitorWithCart(): Promise<string> {
  const tool = await addProduct(given.shop, given.admin, { available: 20, minimum: 1 });
  return tokenOf(await given.shop.request.post('/api/visitor-cart/lines').send({ productId: tool._id, quantity: 2 }));
}

const postForm = (fields: Record<string, string>, token?: string, headers: Record<string, string> = { Origin: 'null', 'Sec-Fetch-Site': 'same-origin' }) => {
  const request = given.shop.request.post('/api/visitor-cart/checkout-details').type('form').set(headers);
  return (token ? request.set('Cookie', cookie(token)) : request).send(new URLSearchParams(fields).toString());
};
const read = (token?: string) => {
  const request = given.shop.request.get('/api/visitor-cart/checkout-details');
  return token ? request.set('Cookie', cookie(token)) : request;
};
/** What the database holds for one visitor's cart (by its token's hash), or for every cart. */
const kept = async (token?: string) =>
  token === undefined
    ? given.shop.db.sql.select<{ email: string }>('SELECT email FROM visitor_checkout_details', [])
    : given.shop.db.sql.select<{ email: string }>('SELECT email FROM visitor_checkout_details WHERE cart_key = ?', [visitorCartKey(token)]);

describe('the checkout’s address step, posted without the page’s code', () => {
  it('when a visitor with a cart posts valid details, then a 303 goes back to the checkout and only that visitor reads them', async () => {
    const token = await visitorWithCart();
    const other = await visitorWithCart();
    const response = await postForm(DETAILS, token);
    expect({ status: response.status, location: response.headers.location }).toEqual({ status: 303, location: '/checkout?checkout=saved' });

    const mine = await read(token);
    expect(mine.body).toEqual({ details: DETAILS });
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect((await read(other)).body).toEqual({ details: null });
    expect((await read()).body).toEqual({ details: null });
    expect((await read('A'.repeat(43))).body).toEqual({ details: null });
  });

  it('when a field is invalid, then the 303 names every field at fault, the details never travel in the address and nothing is kept', async () => {
    const token = await visitorWithCart();
    const outcomes = [];
    for (const fields of [
      { ...DETAILS, email: 'not an email' },
      { ...DETAILS, address: ' ' },
      { ...DETAILS, email: '', phone: '12' },
      { ...DETAILS, extra: 'field' },
    ]) {
      outcomes.push((await postForm(fields, token)).headers.location);
    }
    expect(outcomes).toEqual(['/checkout?checkout=invalid-email', '/checkout?checkout=invalid-address', '/checkout?checkout=invalid-email-phone', '/checkout?checkout=invalid']);
    expect(await kept(token)).toEqual([]);
  });

  it('when details are posted again, then they replace the first ones', async () => {
    const token = await visitorWithCart();
    await postForm(DETAILS, token);
    await postForm({ ...DETAILS, phone: '+44 113 496 0999' }, token);
    expect((await read(token)).body).toEqual({ details: { ...DETAILS, phone: '+44 113 496 0999' } });
    expect(await kept(token)).toHaveLength(1);
  });

  it('when the visitor has no cart, or an empty one, then the 303 says so and nothing is kept', async () => {
    const before = (await kept()).length;
    expect((await postForm(DETAILS)).headers.location).toBe('/checkout?checkout=empty');
    const token = await visitorWithCart();
    const { lines } = (await given.shop.request.get('/api/visitor-cart').set('Cookie', cookie(token))).body as { lines: Array<{ productId: string }> };
    await given.shop.request.post(`/api/visitor-cart/lines/${lines[0]!.productId}`).set('Cookie', cookie(token)).send({ quantity: 0 });
    expect((await postForm(DETAILS, token)).headers.location).toBe('/checkout?checkout=empty');
    expect(await kept()).toHaveLength(before);
  });

  it('when another site’s page posts the form through a visitor’s browser, then it is refused as every form post is and nothing is kept', async () => {
    const token = await visitorWithCart();
    const refusals: Array<Record<string, string>> = [{ 'Sec-Fetch-Site': 'cross-site' }, { 'Sec-Fetch-Site': 'same-site' }, { Origin: 'https://elsewhere.example' }];
    for (const headers of refusals) {
      const response = await postForm(DETAILS, token, { Host: 'shop.example', ...headers });
      expect({ headers, status: response.status, location: response.headers.location }).toEqual({ headers, status: 303, location: '/checkout?checkout=invalid' });
    }
    expect(await kept(token)).toEqual([]);
  });

  it('when the cart is emptied (its lines ordered, or removed), then its details go with it', async () => {
    const token = await visitorWithCart();
    await postForm(DETAILS, token);
    const { lines } = (await given.shop.request.get('/api/visitor-cart').set('Cookie', cookie(token))).body as { lines: Array<{ productId: string }> };
    await given.shop.request.post(`/api/visitor-cart/lines/${lines[0]!.productId}`).set('Cookie', cookie(token)).send({ quantity: 0 });
    expect((await read(token)).body).toEqual({ details: null });
    expect(await kept(token)).toEqual([]);
  });

  it('when details were kept more than a day ago, then nobody reads them and the next save clears them', async () => {
    const token = await visitorWithCart();
    await postForm(DETAILS, token);
    await given.shop.db.sql.execute('UPDATE visitor_checkout_details SET expires_at = ? WHERE cart_key = ?', [new Date(Date.now() - 1000), visitorCartKey(token)]);
    expect((await read(token)).body).toEqual({ details: null });
    await postForm(DETAILS, await visitorWithCart());
    expect(await kept(token)).toEqual([]);
  });
});

describe('the checkout’s address step, as the page’s code sends it', () => {
  it('when the details are sent as JSON, then they are kept and answered, and refused with the contract’s field errors', async () => {
    const token = await visitorWithCart();
    const saved = await given.shop.request.post('/api/visitor-cart/checkout-details').set('Cookie', cookie(token)).send(DETAILS);
    expect({ status: saved.status, body: saved.body, cache: saved.headers['cache-control'] }).toEqual({ status: 200, body: { details: DETAILS }, cache: 'private, no-store' });
    const refused = await given.shop.request.post('/api/visitor-cart/checkout-details').set('Cookie', cookie(token)).send({ ...DETAILS, phone: 'call me' });
    await expectProblem(refused, 400);
    expect((await read(token)).body).toEqual({ details: DETAILS });
    await expectProblem(await given.shop.request.post('/api/visitor-cart/checkout-details').send(DETAILS), 409);
  });
});
