// A guest's order as the API keeps it: placed with an email and the lines sent, then opened, paid
// and cancelled with its key (X-Order-Key); any other key finds nothing (404), none is a 401.
import type { Order } from '../../types/api';
import { pricedCart } from '../fixtures/cart';
import { orderFixture } from '../fixtures/orders';
import { http } from './http';
import { mockShop, problem } from './mock-shop';
import { issueMockDocument, pdfResponse } from './mock-documents';
import { keyReused, rememberPlaced, repeatOf } from './idempotency';
import { addOrder, takeOrderLines } from './orders-handlers';
import { mockCharge } from './shipping-handlers';

/** The mock's keys are made from the order's id: 43 characters, as the contract's. */
export const mockGuestKey = (orderId: string) => `${orderId.replaceAll('-', '')}guestkey123`;

const noKey = problem(401, 'Unauthorized', 'Open this order from the link in its confirmation email.');
const missing = problem(404, 'Not Found', 'No order with that id.');

/** The guest order in the path when the request carries its key. */
function keyed(request: Request, id: string): Order | 'no key' | undefined {
  const key = request.headers.get('X-Order-Key');
  if (!key || !/^[A-Za-z0-9_-]{43}$/.test(key)) return 'no key';
  return mockShop.guestKeys[id] === key ? mockShop.orders.find((order) => order._id === id) : undefined;
}

const intentId = (orderId: string) => `pi_test_${orderId.replaceAll('-', '')}`;

export const guestHandlers = [
  http.post('/guest/checkout', async ({ request, response }) => {
    const body = await request.json();
    const buyer = `guest:${body.email.trim().toLowerCase()}`;
    const repeat = repeatOf(request, buyer, { ...body, email: body.email.trim().toLowerCase() });
    if (repeat === 'reused') return response(422).json(keyReused);
    if (repeat) return response(201).json({ order: repeat, key: mockShop.guestKeys[repeat._id]! });
    if (new Set(body.lines.map((line) => line.productId)).size !== body.lines.length) {
      return response(400).json(problem(400, 'Bad Request', 'Each tool may appear once in the order.'));
    }
    const cart = pricedCart(body.lines, mockShop.products);
    const refused = cart.lines.filter((line) => line.issue !== null);
    if (refused.length > 0) {
      const names = refused.map((line) => `${line.name ?? 'A tool'} (only ${line.available} left)`).join(', ');
      return response(409).json(problem(409, 'Conflict', `Some tools in your cart can’t be ordered as they are: ${names}. Nothing was ordered.`, { code: 'lines_unavailable', lines: refused }));
    }
    const charged = mockCharge(body, body.lines);
    if ('status' in charged) return response(409).json(charged);
    if (body.expectedTotal !== undefined && body.expectedTotal !== charged.price) {
      return response(409).json(problem(409, 'Conflict', 'Prices in your cart have changed since you last saw it. Please check the new total.', { code: 'price_changed' }));
    }
    const lines = takeOrderLines(cart.lines);
    const first = lines[0]!;
    const order = addOrder(
      orderFixture({
        userName: 'Guest',
        email: body.email.trim().toLowerCase(),
        productId: first.productId,
        productName: first.productName,
        unitPrice: first.unitPrice,
        quantity: lines.reduce((units, line) => units + line.quantity, 0),
        ...charged,
        lines,
        address: body.address.trim(),
        phone: body.phone.trim(),
        vatNumber: body.vatNumber ?? null,
      }),
    );
    const key = mockGuestKey(order._id);
    mockShop.guestKeys[order._id] = key;
    rememberPlaced(request, buyer, { ...body, email: body.email.trim().toLowerCase() }, order);
    return response(201).json({ order, key });
  }),
  http.get('/guest/orders/{id}', ({ params, request, response }) => {
    const order = keyed(request, params.id);
    if (order === 'no key') return response(401).json(noKey);
    return order ? response(200).json(order) : response(404).json(missing);
  }),
  http.delete('/guest/orders/{id}', ({ params, request, response }) => {
    const order = keyed(request, params.id);
    if (order === 'no key') return response(401).json(noKey);
    if (!order) return response(404).json(missing);
    if (order.status !== 'unpaid') return response(409).json(problem(409, 'Conflict', `This order is ${order.status}, so it can’t be cancelled.`));
    Object.assign(order, { status: 'cancelled', cancelledAt: new Date().toISOString(), holdExpiresAt: null });
    return response(200).json(order);
  }),
  http.post('/guest/orders/{id}/payment-intent', ({ params, request, response }) => {
    const order = keyed(request, params.id);
    if (order === 'no key') return response(401).json(noKey);
    if (!order) return response(404).json(missing);
    if (order.status !== 'unpaid') return response(409).json(problem(409, 'Conflict', `This order is ${order.status}; there is nothing to pay.`));
    const id = intentId(order._id);
    return response(200).json({ provider: 'test', clientSecret: `${id}_secret_mock`, paymentIntentId: id, amount: Math.round(Number(order.price) * 100), currency: 'usd' });
  }),
  http.post('/guest/orders/{id}/test-payment', async ({ params, request, response }) => {
    const order = keyed(request, params.id);
    if (order === 'no key') return response(401).json(noKey);
    if (!order) return response(404).json(missing);
    const { clientSecret, card } = await request.json();
    const digits = card.number.replace(/[\s-]/g, '');
    if (digits !== '4242424242424242') return response(402).json(problem(402, 'Payment Required', 'Your card was declined.'));
    return response(200).json({ paymentIntentId: clientSecret.replace(/_secret_.*$/, ''), status: 'succeeded' });
  }),
  http.patch('/guest/orders/{id}', async ({ params, request, response }) => {
    const order = keyed(request, params.id);
    if (order === 'no key') return response(401).json(noKey);
    if (!order) return response(404).json(missing);
    const { transactionId } = await request.json();
    if (transactionId !== intentId(order._id)) return response(400).json(problem(400, 'Bad Request', 'This is not the payment started for this order.'));
    Object.assign(order, { paid: true, status: 'paid', transactionId, holdExpiresAt: null, paidAt: new Date().toISOString() });
    issueMockDocument(order, 'invoice', Math.round(Number(order.price) * 100));
    return response(200).json(order);
  }),
  http.get('/guest/orders/{id}/documents/{documentId}', ({ params, request, response }) => {
    const order = keyed(request, params.id);
    if (order === 'no key') return response(401).json(noKey);
    const document = order?.documents.find((issued) => issued.id === params.documentId);
    if (!document) return response(404).json(missing);
    return response.untyped(pdfResponse(document));
  }),
];
