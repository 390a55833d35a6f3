// Shared steps for the order and payment suites: everything goes through HTTP, as a shopper or an
// admin would do it.
import { expect } from 'vitest';
import { validProduct, type Shopper, type TestShop } from '../../../../test/harness.js';
import type { Order } from '../../../shared/api-types.js';

export const address = '14 Mill Lane, Leeds LS1 4AB';
export const phone = '+44 113 496 0000';
export const goodCard = { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' };

export async function addProduct(shop: TestShop, admin: Shopper, overrides: Partial<typeof validProduct> = {}) {
  const response = await shop.request.post('/api/productAdd').set(admin.auth).send({ ...validProduct, ...overrides });
  expect(response.status).toBe(201);
  return response.body as { _id: string; price: number; available: number; minimum: number };
}

export async function stockOf(shop: TestShop, productId: string): Promise<number> {
  const response = await shop.request.get(`/api/products/${productId}`);
  expect(response.status).toBe(200);
  return response.body.available as number;
}

export const placeOrder = (shop: TestShop, shopper: Shopper, productId: string, quantity: number, extra: object = {}) =>
  shop.request.post('/api/order').set(shopper.auth).send({ productId, quantity, address, phone, ...extra });

export async function placedOrder(shop: TestShop, shopper: Shopper, productId: string, quantity: number): Promise<Order> {
  const response = await placeOrder(shop, shopper, productId, quantity);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as Order;
}

export async function orderAs(shop: TestShop, shopper: Shopper, orderId: string): Promise<Order> {
  const response = await shop.request.get(`/api/orders/${orderId}`).set(shopper.auth);
  expect(response.status).toBe(200);
  return response.body as Order;
}

/** Every order id in a listing, following the cursor to the end. */
export async function walk(shop: TestShop, shopper: Shopper, path: string, limit: number): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const response = await shop.request
      .get(path)
      .set(shopper.auth)
      .query({ limit, ...(cursor ? { cursor } : {}) });
    expect(response.status).toBe(200);
    expect(response.body.items.length).toBeLessThanOrEqual(limit);
    ids.push(...response.body.items.map((order: Order) => order._id));
    cursor = response.body.nextCursor;
  } while (cursor);
  return ids;
}

/** Pays an order with the test provider, the way the browser does: intent, card, then PATCH. */
export async function payWithTestCard(shop: TestShop, shopper: Shopper, orderId: string): Promise<Order> {
  const intent = await shop.request.post('/api/create-payment-intent').set(shopper.auth).send({ orderId });
  expect(intent.status).toBe(200);
  const confirmed = await shop.request
    .post('/api/payments/test/confirm')
    .set(shopper.auth)
    .send({ clientSecret: intent.body.clientSecret, card: goodCard, billingDetails: { name: 'Card Holder', email: shopper.email } });
  expect(confirmed.status).toBe(200);
  const paid = await shop.request.patch(`/api/orders/${orderId}`).set(shopper.auth).send({ transactionId: intent.body.paymentIntentId });
  expect(paid.status).toBe(200);
  return paid.body as Order;
}

export function expectProblem(response: { status: number; headers: Record<string, string>; body: { detail?: string } }, status: number, detail?: string | RegExp) {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  if (typeof detail === 'string') expect(response.body.detail).toBe(detail);
  else if (detail) expect(response.body.detail).toMatch(detail);
}
