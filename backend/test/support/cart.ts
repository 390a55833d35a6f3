// Cart and checkout steps through HTTP, as a shopper would take them.
import { expect } from 'vitest';
import type { Cart, Order } from '../../src/shared/api-types.js';
import { address, phone, type Caller, type Shop } from './orders.js';

export const setLine = (shop: Shop, shopper: Caller, productId: string, quantity: number) =>
  shop.request.put(`/api/cart/lines/${productId}`).set(shopper.auth).send({ quantity });

/** Sets each line and expects every one to be accepted. */
export async function fillCart(shop: Shop, shopper: Caller, lines: Array<[productId: string, quantity: number]>): Promise<Cart> {
  let cart: Cart | undefined;
  for (const [productId, quantity] of lines) {
    const response = await setLine(shop, shopper, productId, quantity);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    cart = response.body as Cart;
  }
  if (!cart) throw new Error('no lines given');
  return cart;
}

export async function cartOf(shop: Shop, shopper: Caller): Promise<Cart> {
  const response = await shop.request.get('/api/cart').set(shopper.auth);
  expect(response.status).toBe(200);
  return response.body as Cart;
}

/** `extra` adds to the body or overrides the address and phone. */
export const checkout = (shop: Shop, shopper: Caller, extra: object = {}) => shop.request.post('/api/checkout').set(shopper.auth).send({ address, phone, ...extra });

export async function checkedOut(shop: Shop, shopper: Caller, extra: object = {}): Promise<Order> {
  const response = await checkout(shop, shopper, extra);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as Order;
}

export async function clearCart(shop: Shop, shopper: Caller): Promise<void> {
  for (const line of (await cartOf(shop, shopper)).lines) {
    expect((await shop.request.delete(`/api/cart/lines/${line.productId}`).set(shopper.auth)).status).toBe(200);
  }
}
