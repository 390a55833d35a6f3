// Catalogue and order steps through HTTP, as a shopper or an admin would take them. They ask only
// for a supertest agent, so one version serves the in-process TestShop and a spawned ShopProcess.
import type supertest from 'supertest';
import { expect } from 'vitest';
import type { Order } from '../../src/shared/api-types.js';
import { validProduct } from '../harness.js';
import { uniqueEmail } from '../identity.js';

export interface Shop {
  request: ReturnType<typeof supertest>;
}

/** A signed-in caller: a TestShop's Shopper or a fault test's. */
export interface Caller {
  email: string;
  auth: { Authorization: string };
}

export const address = '14 Mill Lane, Leeds LS1 4AB';
export const phone = '+44 113 496 0000';

export async function addProduct(shop: Shop, admin: Caller, overrides: Partial<typeof validProduct & { priceBreaks: Array<{ minQuantity: number; price: number }> }> = {}) {
  const response = await shop.request.post('/api/productAdd').set(admin.auth).send({ ...validProduct, ...overrides });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { _id: string; price: number; available: number; minimum: number };
}

export async function stockOf(shop: Shop, productId: string): Promise<number> {
  const response = await shop.request.get(`/api/products/${productId}`);
  expect(response.status).toBe(200);
  return response.body.available as number;
}

/** `extra` adds to the body or overrides the address and phone. */
export const placeOrder = (shop: Shop, shopper: Caller, productId: string, quantity: number, extra: object = {}) =>
  shop.request.post('/api/order').set(shopper.auth).send({ productId, quantity, address, phone, ...extra });

export async function placedOrder(shop: Shop, shopper: Caller, productId: string, quantity: number, extra: object = {}): Promise<Order> {
  const response = await placeOrder(shop, shopper, productId, quantity, extra);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as Order;
}

export async function orderAs(shop: Shop, shopper: Caller, orderId: string): Promise<Order> {
  const response = await shop.request.get(`/api/orders/${orderId}`).set(shopper.auth);
  expect(response.status).toBe(200);
  return response.body as Order;
}

/** Every order in a listing (by default the admin's, which keeps cancelled ones), following the cursor to the end. */
export async function allOrders(shop: Shop, shopper: Caller, { path = '/api/orders', limit = 100 } = {}): Promise<Order[]> {
  const orders: Order[] = [];
  let cursor: string | null = null;
  do {
    const response = await shop.request
      .get(path)
      .set(shopper.auth)
      .query({ limit, ...(cursor ? { cursor } : {}) });
    expect(response.status).toBe(200);
    expect(response.body.items.length).toBeLessThanOrEqual(limit);
    orders.push(...(response.body.items as Order[]));
    cursor = response.body.nextCursor;
  } while (cursor);
  return orders;
}

/** A guest's checkout of one line (a fresh email unless `extra` names one), left unchecked. */
export const guestCheckout = (shop: Shop, productId: string, quantity: number, extra: object = {}) =>
  shop.request.post('/api/guest/checkout').send({ email: uniqueEmail('guest'), address, phone, lines: [{ productId, quantity }], ...extra });

/** A guest order and the key that opens it. */
export async function guestOrder(shop: Shop, productId: string, quantity: number, extra: object = {}): Promise<{ order: Order; key: string }> {
  const response = await guestCheckout(shop, productId, quantity, extra);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { order: Order; key: string };
}
