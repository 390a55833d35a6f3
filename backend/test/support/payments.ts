// Paying with the embedded test provider the way the browser does: an intent for the order, the
// card through the test card network, then the PATCH that marks the order paid once the server has
// asked the provider.
import { expect } from 'vitest';
import type { Order } from '../../src/shared/api-types.js';
import type { Caller, Shop } from './orders.js';

/** A card the test card network accepts. */
export const testCard = { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' };

export interface PaymentIntent {
  clientSecret: string;
  paymentIntentId: string;
}

// The three requests, named after their operations and left unchecked, so a test can look at a refusal.
export const createPaymentIntent = (shop: Shop, shopper: Caller, orderId: string) =>
  shop.request.post('/api/create-payment-intent').set(shopper.auth).send({ orderId });

export const confirmTestPayment = (shop: Shop, shopper: Caller, clientSecret: string, card = testCard) =>
  shop.request
    .post('/api/payments/test/confirm')
    .set(shopper.auth)
    .send({ clientSecret, card, billingDetails: { name: 'Card Holder', email: shopper.email } });

export const markOrderPaid = (shop: Shop, shopper: Caller, orderId: string, transactionId: string) =>
  shop.request.patch(`/api/orders/${orderId}`).set(shopper.auth).send({ transactionId });

export async function startPayment(shop: Shop, shopper: Caller, orderId: string): Promise<PaymentIntent> {
  const intent = await createPaymentIntent(shop, shopper, orderId);
  expect(intent.status, JSON.stringify(intent.body)).toBe(200);
  return intent.body as PaymentIntent;
}

/** Intent and card: the provider has the money, the shop does not know yet (the PATCH is left to the caller). */
export async function confirmedPayment(shop: Shop, shopper: Caller, orderId: string): Promise<PaymentIntent> {
  const intent = await startPayment(shop, shopper, orderId);
  const confirmed = await confirmTestPayment(shop, shopper, intent.clientSecret);
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return intent;
}

export async function payWithTestCard(shop: Shop, shopper: Caller, orderId: string): Promise<Order> {
  const intent = await confirmedPayment(shop, shopper, orderId);
  const paid = await markOrderPaid(shop, shopper, orderId, intent.paymentIntentId);
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return paid.body as Order;
}

/** The same three steps for a guest order, each carrying the order's key. */
export const guestPayments = (shop: Shop, orderId: string, key: string) => ({
  createPaymentIntent: () => shop.request.post(`/api/guest/orders/${orderId}/payment-intent`).set('X-Order-Key', key),
  confirmTestPayment: (clientSecret: string, card = testCard) =>
    shop.request
      .post(`/api/guest/orders/${orderId}/test-payment`)
      .set('X-Order-Key', key)
      .send({ clientSecret, card, billingDetails: { name: 'Guest', email: 'guest@example.com' } }),
  markOrderPaid: (transactionId: string) => shop.request.patch(`/api/guest/orders/${orderId}`).set('X-Order-Key', key).send({ transactionId }),
});

/** Intent and card for a guest order: the provider has the money (the PATCH is left to the caller). */
export async function confirmedGuestPayment(shop: Shop, orderId: string, key: string): Promise<PaymentIntent> {
  const guest = guestPayments(shop, orderId, key);
  const intent = await guest.createPaymentIntent();
  expect(intent.status, JSON.stringify(intent.body)).toBe(200);
  const confirmed = await guest.confirmTestPayment(intent.body.clientSecret);
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return intent.body as PaymentIntent;
}
