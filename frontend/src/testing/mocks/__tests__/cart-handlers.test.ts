// The mocked shop keeps a working cart, as the real one does, so mock mode and the stories can take
// a shopper from "Add to cart" to a paid order of several tools.
import { describe, expect, it } from 'vitest';
import type { Cart, Order, Problem } from '../../../types/api';
import { productFixtures } from '../../fixtures/products';
import { customerFixture, otherCustomerFixture } from '../../fixtures/users';
import { mockShop } from '../mock-shop';

async function call<T>(method: string, path: string, { as, body }: { as?: string; body?: object } = {}) {
  const response = await fetch(`http://localhost:3000/api${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(as ? { Authorization: `Bearer shop-token-for-${as}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as T };
}

const customer = customerFixture.email;
const [hammer, peen] = [productFixtures[0]!, productFixtures[1]!];
const setLine = (productId: string, quantity: number, as = customer) => call<Cart>('PUT', `/cart/lines/${productId}`, { as, body: { quantity } });
const address = { address: '14 Mill Lane, Leeds LS1 4AB', phone: '+44 113 496 0000' };

describe('the mocked cart', () => {
  it('when a shopper adds two tools and checks out, then one order holds both lines, stock goes down and the cart empties', async () => {
    await setLine(hammer._id, hammer.minimum);
    const cart = (await setLine(peen._id, peen.minimum)).body;
    expect(cart.lines.map((line) => [line.productId, line.quantity, line.issue])).toEqual([
      [hammer._id, hammer.minimum, null],
      [peen._id, peen.minimum, null],
    ]);
    const stock = [hammer, peen].map((tool) => mockShop.products.find((p) => p._id === tool._id)!.available);

    const placed = await call<Order>('POST', '/checkout', { as: customer, body: { ...address, expectedTotal: cart.total } });
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ price: cart.total, quantity: hammer.minimum + peen.minimum, productId: hammer._id, status: 'unpaid' });
    expect(placed.body.lines.map((line) => line.productId)).toEqual([hammer._id, peen._id]);
    expect([hammer, peen].map((tool) => mockShop.products.find((p) => p._id === tool._id)!.available)).toEqual([stock[0]! - hammer.minimum, stock[1]! - peen.minimum]);
    expect((await call<Cart>('GET', '/cart', { as: customer })).body).toEqual({ lines: [], total: '0.00' });

    const cancelled = await call<Order>('DELETE', `/order/${placed.body._id}`, { as: customer });
    expect(cancelled.body.status).toBe('cancelled');
    expect([hammer, peen].map((tool) => mockShop.products.find((p) => p._id === tool._id)!.available)).toEqual(stock);
  });

  it('when a quantity breaks [minimum, available], then 400 or 409 as the API says', async () => {
    expect((await setLine(hammer._id, hammer.minimum - 1)).status).toBe(400);
    expect((await setLine(hammer._id, hammer.available + 1)).status).toBe(409);
    expect((await setLine('0193a7d2-5c1e-7b3a-9f00-000000000001', 1)).status).toBe(404);
  });

  it('when a tool in the cart sells out, then the line says so and checkout is refused naming it', async () => {
    await setLine(hammer._id, hammer.minimum);
    mockShop.products.find((p) => p._id === hammer._id)!.available = 0;
    expect((await call<Cart>('GET', '/cart', { as: customer })).body.lines[0]).toMatchObject({ issue: 'out_of_stock', available: 0 });
    const refused = await call<Problem>('POST', '/checkout', { as: customer, body: address });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'lines_unavailable', lines: [{ productId: hammer._id }] });
  });

  it('when a visitor signs in, then their browser cart merges into their own, clamped; each shopper has their own cart', async () => {
    await setLine(hammer._id, hammer.minimum + 2);
    const merged = await call<Cart>('POST', '/cart/merge', {
      as: customer,
      body: { lines: [{ productId: hammer._id, quantity: hammer.minimum }, { productId: peen._id, quantity: 1 }] },
    });
    expect(merged.body.lines.map((line) => [line.productId, line.quantity])).toEqual([
      [hammer._id, hammer.minimum + 2],
      [peen._id, peen.minimum],
    ]);
    expect((await call<Cart>('GET', '/cart', { as: otherCustomerFixture.email })).body.lines).toEqual([]);
  });

  it('when a visitor’s cart is priced, then the server’s prices come back and nothing is kept', async () => {
    const priced = await call<Cart>('POST', '/cart/price', { body: { lines: [{ productId: peen._id, quantity: 1 }] } });
    expect(priced.body.lines[0]).toMatchObject({ productId: peen._id, unitPrice: peen.price.toFixed(2), quantity: 1, issue: 'below_minimum' });
    expect(mockShop.carts).toEqual({});
  });
});
