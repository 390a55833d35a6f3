import { dollarsToCents } from '../../lib/money';
import { canMove } from '../../lib/order-actions';
import { http } from './http';
import { caller, mockShop, problem } from './mock-shop';
import { issueMockDocument } from './mock-documents';

// Stripe's published test cards, as the server's simulated card network answers them.
const declines: Record<string, string> = {
  '4000000000000002': 'Your card was declined.',
  '4000000000009995': 'Your card has insufficient funds.',
  '4000000000000069': 'Your card has expired.',
  '4000000000000127': 'Your card’s security code is incorrect.',
  '4000000000000119': 'An error occurred while processing your card. Try again in a little bit.',
};

const intentId = (orderId: string) => `pi_test_${orderId.replaceAll('-', '')}`;

export const paymentsHandlers = [
  // Stripe calls this, never the browser; mocked so that every operation of the contract has a handler.
  http.post('/webhooks/stripe', ({ request, response }) =>
    request.headers.get('Stripe-Signature')
      ? response(200).json({ received: true })
      : response(400).json(problem(400, 'Bad Request', 'The Stripe-Signature header is missing.')),
  ),
  http.get('/health', ({ response }) => response(200).json({ status: 'ok', database: 'up' })),
  http.get('/config', ({ response }) =>
    response(200).json({
      firebase: { apiKey: 'demo-api-key', authDomain: 'demo-handtools.firebaseapp.com', projectId: 'demo-handtools', emulatorHost: 'http://127.0.0.1:9099' },
      payments: { provider: 'test', publishableKey: null },
      orderHoldMinutes: 1440,
      shop: { replyWorkingDays: 1, freeShippingFrom: 1000, pricesIncludeTax: mockShop.tax.pricesIncludeTax },
    }),
  ),
  http.post('/create-payment-intent', async ({ request, response }) => {
    if (!caller(request)) return response(401).json(problem(401, 'Unauthorized', 'Sign in again to continue.'));
    const { orderId } = await request.json();
    const order = mockShop.orders.find((o) => o._id === orderId);
    if (!order) return response(404).json(problem(404, 'Not Found', 'No order with that id.'));
    if (!canMove(order, 'pay')) return response(409).json(problem(409, 'Conflict', `This order is ${order.status}; there is nothing to pay.`));
    const id = intentId(orderId);
    return response(200).json({ provider: 'test', clientSecret: `${id}_secret_mock`, paymentIntentId: id, amount: dollarsToCents(order.price), currency: 'usd' });
  }),
  http.post('/payments/test/confirm', async ({ request, response }) => {
    const { clientSecret, card } = await request.json();
    const digits = card.number.replace(/[\s-]/g, '');
    const decline = declines[digits];
    if (decline) return response(402).json(problem(402, 'Payment Required', decline));
    if (digits !== '4242424242424242') return response(402).json(problem(402, 'Payment Required', 'Your card number is invalid.'));
    return response(200).json({ paymentIntentId: clientSecret.replace(/_secret_.*$/, ''), status: 'succeeded' });
  }),
  http.patch('/orders/{id}', async ({ params, request, response }) => {
    const order = mockShop.orders.find((o) => o._id === params.id);
    if (!order) return response(404).json(problem(404, 'Not Found', 'No order with that id.'));
    const { transactionId } = await request.json();
    if (transactionId !== intentId(order._id)) return response(400).json(problem(400, 'Bad Request', 'This is not the payment started for this order.'));
    if (order.status === 'cancelled') {
      // The card went through after the order was cancelled: the server refunds it, once.
      order.refundedAt ??= new Date().toISOString();
      return response(409).json({ ...problem(409, 'Conflict', 'This order was cancelled, so your payment has been refunded.'), code: 'payment_refunded' });
    }
    Object.assign(order, { paid: true, status: 'paid', transactionId, holdExpiresAt: null, paidAt: new Date().toISOString() });
    issueMockDocument(order, 'invoice', dollarsToCents(order.price));
    return response(200).json(order);
  }),
];
