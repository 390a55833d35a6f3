import { staffMay } from '../../lib/session/staff-roles';
import { dollarsToCents, formatCents, orderPrices } from '../../lib/money';
import { canMove, paidThroughShop } from '../../lib/order-actions';
import { unitPriceAt } from '../../lib/price-breaks';
import { refundable, refundWorthCents, restOfOrder } from '../../lib/refunds';
import type { CartLine, Order, OrderInput, PartRefund, User } from '../../types/api';
import { uuidLike } from '../fixtures/ids';
import { customerFixture, orderFixture } from '../fixtures/orders';
import { productFixtures } from '../fixtures/products';
import { http } from './http';
import { mockCharge } from './shipping-handlers';
import { caller, mockShop, pageOf, problem } from './mock-shop';
import { creditMockRefund, pdfResponse } from './mock-documents';
import { scenario } from './scenarios';
import { keyReused, rememberPlaced, repeatOf } from './idempotency';

/** The order the API would answer for this body, priced by the "server" from the fixture catalogue. */
export function placedOrder(body: OrderInput, buyer: User = customerFixture, products = productFixtures): Order | undefined {
  const product = products.find((p) => p._id === body.productId);
  if (!product) return undefined;
  return orderFixture({
    productId: product._id,
    productName: product.name,
    quantity: body.quantity,
    ...orderPrices(unitPriceAt(product, body.quantity), body.quantity),
    address: body.address,
    phone: body.phone,
    vatNumber: body.vatNumber ?? null,
    userName: buyer.name,
    email: buyer.email,
  });
}

/** Puts a cancelled order's units back on the shelf, every line's, as the server does. */
function restock(order: Order): void {
  for (const line of order.lines) {
    const product = mockShop.products.find((p) => p._id === line.productId);
    if (product) product.available += line.quantity;
  }
}

const conflict = (detail: string, code?: string) => ({ status: 409, body: problem(409, 'Conflict', detail, code ? { code } : undefined) });

/** What the server checks of a refund (refund-plan.ts), in its words; undefined when the refund may go ahead. */
function refundRefusal(order: Order, request: PartRefund): { status: number; body: ReturnType<typeof problem> } | undefined {
  if (order.status === 'refunded') return conflict('This order has already been refunded.', 'already_refunded');
  if (!canMove(order, 'refund')) return conflict('Only a paid order can be refunded.');
  if (!request.outsideShop && !paidThroughShop(order)) {
    return conflict('This order was not paid through the shop, so there is no payment to refund. Record a refund made outside the shop instead.', 'no_captured_payment');
  }
  if (request.outsideShop && paidThroughShop(order)) {
    return conflict('This order was paid through the shop; refund it with Refund, which returns the payment through the payment provider.', 'paid_through_shop');
  }
  if (!request.lines?.length && !request.shipping && request.amount === undefined) {
    return { status: 400, body: problem(400, 'Bad Request', 'Choose what to refund: lines, the delivery charge, or an amount.') };
  }
  const left = refundable(order);
  for (const { line, quantity } of request.lines ?? []) {
    const unitsLeft = left.units[line] ?? 0;
    if (quantity > unitsLeft) return conflict(`Only ${unitsLeft} × ${order.lines[line]?.productName ?? 'this tool'} is left to refund.`, 'refund_exceeds');
  }
  if (request.shipping && left.shippingCents === 0) return conflict('The delivery charge of this order has been refunded already.', 'refund_exceeds');
  const amountCents = request.amount === undefined ? refundWorthCents(order, request) : dollarsToCents(request.amount);
  if (amountCents > left.moneyCents) return conflict(`At most ${formatCents(left.moneyCents)} is left to refund of this order.`, 'refund_exceeds');
  return undefined;
}

/** Gives back what `request` asks, as the server does: units chosen back on the shelf, refunded once nothing is left. */
function applyRefund(order: Order, request: PartRefund): void {
  const left = refundable(order);
  const amountCents = request.amount === undefined ? refundWorthCents(order, request) : dollarsToCents(request.amount);
  const shippingCents = request.shipping ? Math.min(left.shippingCents, amountCents) : 0;
  for (const { line, quantity, restock: back } of request.lines ?? []) {
    const product = mockShop.products.find((p) => p._id === order.lines[line]?.productId);
    if (back && product) product.available += quantity;
  }
  const now = new Date().toISOString();
  order.refunds = [
    ...order.refunds,
    {
      id: uuidLike(9000 + mockShop.orders.indexOf(order) * 50 + order.refunds.length),
      amount: formatCents(amountCents),
      shipping: formatCents(shippingCents),
      lines: (request.lines ?? []).map(({ line, quantity, restock: back }) => ({
        line,
        productName: order.lines[line]?.productName ?? '',
        quantity,
        restocked: back && order.lines[line]?.productId !== null,
      })),
      outsideShop: request.outsideShop ?? false,
      createdAt: now,
    },
  ];
  order.refunded = formatCents(dollarsToCents(order.refunded) + amountCents);
  creditMockRefund(order);
  if (order.refunded === order.price) Object.assign(order, { status: 'refunded', paid: false, refundedAt: now });
}


/** An order's lines from the priced cart lines it is placed with (all orderable), each at its tool's tax class; their units leave the shelf. */
export function takeOrderLines(lines: CartLine[]): Order['lines'] {
  return lines.map((line) => {
    const product = mockShop.products.find((candidate) => candidate._id === line.productId)!;
    product.available -= line.quantity;
    return { productId: line.productId, productName: line.name!, quantity: line.quantity, unitPrice: line.unitPrice!, price: line.lineTotal!, taxClass: product.taxClass };
  });
}

/** Gives a new order its id and times, unpaid with a day's hold, and puts it first in the shop's orders. */
export function addOrder(order: Order): Order {
  const createdAt = new Date();
  const added = {
    ...order,
    _id: uuidLike(mockShop.orders.length + 5000),
    createdAt: createdAt.toISOString(),
    holdExpiresAt: new Date(createdAt.getTime() + 24 * 60 * 60 * 1000).toISOString(),
  };
  mockShop.orders.unshift(added);
  return added;
}

const signInAgain = problem(401, 'Unauthorized', 'Sign in again to continue.');
const badRange = problem(400, 'Bad Request', 'The date range ends before it starts.');

/** The admin's filters as the server applies them (status, UTC days inclusive, q); undefined for a range that ends before it starts. */
function filtered(query: URLSearchParams): Order[] | undefined {
  const [status, from, to] = [query.get('status'), query.get('from'), query.get('to')];
  if (from && to && from > to) return undefined;
  const q = query.get('q')?.trim().toLowerCase();
  return mockShop.orders.filter(
    (order) =>
      (!status || order.status === status) &&
      (!from || order.createdAt.slice(0, 10) >= from) &&
      (!to || order.createdAt.slice(0, 10) <= to) &&
      (!q ||
        order._id === q ||
        `#${order.number}` === q.replace(/^#?/, '#') ||
        order.email.toLowerCase().includes(q) ||
        order.userName.toLowerCase().includes(q) ||
        order.lines.some((line) => line.productName.toLowerCase().includes(q))),
  );
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The overview as the server makes it from the mocked shop: 30 UTC days to `now`, paid orders waiting, tools low on stock. */
function overview(now: Date) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const days = Array.from({ length: 30 }, (_, i) => {
    const day = new Date(today - (29 - i) * DAY_MS).toISOString().slice(0, 10);
    const placed = mockShop.orders.filter((order) => order.createdAt.slice(0, 10) === day);
    const cents = placed.filter((order) => order.status === 'paid' || order.status === 'shipped').reduce((sum, order) => sum + Math.round(Number(order.price) * 100), 0);
    return { day, orders: placed.length, revenue: (cents / 100).toFixed(2) };
  });
  const lowStock = mockShop.products
    .filter((product) => product.available < 10 || product.available < product.minimum)
    .sort((a, b) => a.available - b.available)
    .slice(0, 20)
    .map(({ _id, name, available, minimum }) => ({ _id, name, available, minimum }));
  return { days, awaitingShipment: mockShop.orders.filter((order) => order.status === 'paid').length, lowStock };
}

const CSV_COLUMNS = ['orderNumber', 'orderId', 'createdAt', 'status', 'customerName', 'customerEmail', 'productName', 'quantity', 'unitPrice', 'lineTotal', 'orderTotal'];

/** A small CSV in the export's shape (the server's has more columns): enough for a download in mock mode. */
function ordersCsv(orders: Order[]): string {
  const cell = (value: string | number) => {
    const text = String(value).replace(/^[=+\-@\t\r]/, (start) => `'${start}`);
    return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  const rows = orders.flatMap((order) =>
    order.lines.map((line) =>
      [order.number, order._id, order.createdAt, order.status, order.userName, order.email, line.productName, line.quantity, line.unitPrice, line.price, order.price].map(cell).join(','),
    ),
  );
  return [CSV_COLUMNS.join(','), ...rows].join('\r\n') + '\r\n';
}
const noSuchOrder = problem(404, 'Not Found', 'No order with that id.');
const findOrder = (id: string) => mockShop.orders.find((order) => order._id === id);

export const ordersHandlers = [
  http.post('/order', async ({ request, response }) => {
    const buyer = caller(request);
    if (!buyer) return response(401).json(signInAgain);
    const body = await request.json();
    const repeat = repeatOf(request, buyer.email, { buyNow: body });
    if (repeat === 'reused') return response(422).json(keyReused);
    if (repeat) return response(201).json(repeat);
    const product = mockShop.products.find((p) => p._id === body.productId);
    if (!product) return response(404).json(problem(404, 'Not Found', 'No product with that id.'));
    if (body.quantity < product.minimum) return response(400).json(problem(400, 'Bad Request', `The minimum order for this tool is ${product.minimum}.`));
    if (body.quantity > product.available) return response(409).json(problem(409, 'Conflict', `Only ${product.available} left in stock.`));
    const charged = mockCharge(body, [{ productId: product._id, quantity: body.quantity }]);
    if ('status' in charged) return response(409).json(charged);
    if (body.expectedTotal !== undefined && body.expectedTotal !== charged.price) {
      return response(409).json(problem(409, 'Conflict', 'Prices in your cart have changed since you last saw it. Please check the new total.', { code: 'price_changed' }));
    }
    product.available -= body.quantity;
    const order = addOrder({ ...placedOrder(body, buyer, mockShop.products)!, ...charged });
    rememberPlaced(request, buyer.email, { buyNow: body }, order);
    return response(201).json(order);
  }),
  http.get('/order/{key}', ({ params, request, response }) => {
    const user = caller(request);
    if (!user) return response(401).json(signInAgain);
    if (user.email !== params.key && !staffMay(user.role, 'listMyOrders')) return response(403).json(problem(403, 'Forbidden', 'These orders belong to someone else.'));
    const mine = mockShop.orders.filter((order) => order.email === params.key);
    return response(200).json(pageOf(mine, request));
  }),
  http.delete('/order/{key}', ({ params, request, response }) => {
    if (!caller(request)) return response(401).json(signInAgain);
    const order = findOrder(params.key);
    if (!order) return response(404).json(noSuchOrder);
    if (!canMove(order, 'cancel')) return response(409).json(problem(409, 'Conflict', `This order is ${order.status} and can’t be cancelled.`));
    Object.assign(order, { status: 'cancelled', holdExpiresAt: null, cancelledAt: new Date().toISOString() });
    restock(order);
    return response(200).json(order);
  }),
  http.get('/orders', ({ request, response }) => {
    const user = caller(request);
    if (!user) return response(401).json(signInAgain);
    if (!staffMay(user.role, 'listAllOrders')) return response(403).json(problem(403, 'Forbidden', 'Your role doesn’t allow this.'));
    const found = filtered(new URL(request.url).searchParams);
    return found ? response(200).json(pageOf(found, request)) : response(400).json(badRange);
  }),
  http.get('/overview', ({ request, response }) => {
    const user = caller(request);
    if (!user) return response(401).json(signInAgain);
    if (!staffMay(user.role, 'getOverview')) return response(403).json(problem(403, 'Forbidden', 'Your role doesn’t allow this.'));
    return response(200).json(overview(new Date()));
  }),
  http.get('/export/orders', ({ request, response }) => {
    const user = caller(request);
    if (!user) return response(401).json(signInAgain);
    if (!staffMay(user.role, 'exportOrders')) return response(403).json(problem(403, 'Forbidden', 'Your role doesn’t allow this.'));
    const found = filtered(new URL(request.url).searchParams);
    if (!found) return response(400).json(badRange);
    return response(200).text(ordersCsv(found), { headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="orders.csv"' } });
  }),
  http.get('/orders/{id}', ({ params, request, response }) => {
    if (!caller(request)) return response(401).json(signInAgain);
    const order = findOrder(params.id);
    return order ? response(200).json(order) : response(404).json(noSuchOrder);
  }),
  http.get('/orders/{id}/documents/{documentId}', ({ params, request, response }) => {
    if (!caller(request)) return response(401).json(signInAgain);
    const document = findOrder(params.id)?.documents.find((issued) => issued.id === params.documentId);
    if (!document) return response(404).json(problem(404, 'Not Found', 'This order has no invoice or credit note with that id.'));
    return response.untyped(pdfResponse(document));
  }),
  http.patch('/orders/{id}/ship', ({ params, request, response }) => {
    if (!staffMay(caller(request)?.role, 'shipOrder')) return response(403).json(problem(403, 'Forbidden', 'Your role doesn’t allow this.'));
    const order = findOrder(params.id);
    if (!order) return response(404).json(noSuchOrder);
    if (!canMove(order, 'ship')) return response(409).json(problem(409, 'Conflict', `Only paid orders can be shipped; this one is ${order.status}.`));
    Object.assign(order, { status: 'shipped', shippedAt: new Date().toISOString() });
    return response(200).json(order);
  }),
  http.post('/orders/{id}/refund', ({ params, request, response }) => {
    if (!staffMay(caller(request)?.role, 'refundOrder')) return response(403).json(problem(403, 'Forbidden', 'Your role doesn’t allow this.'));
    const order = findOrder(params.id);
    if (!order) return response(404).json(noSuchOrder);
    const refund = restOfOrder(order, false);
    const refused = refundRefusal(order, refund);
    if (refused) return response(refused.status as 409).json(refused.body);
    applyRefund(order, refund);
    return response(200).json(order);
  }),
  http.post('/orders/{id}/refunds', async ({ params, request, response }) => {
    if (!staffMay(caller(request)?.role, 'refundOrderPart')) return response(403).json(problem(403, 'Forbidden', 'Your role doesn’t allow this.'));
    const order = findOrder(params.id);
    if (!order) return response(404).json(noSuchOrder);
    const refund = await request.json();
    const refused = refundRefusal(order, refund);
    if (refused) return response(refused.status as 409).json(refused.body);
    applyRefund(order, refund);
    return response(200).json(order);
  }),
  http.post('/orders/{id}/outside-refund', async ({ params, request, response }) => {
    if (!staffMay(caller(request)?.role, 'recordOutsideRefund')) return response(403).json(problem(403, 'Forbidden', 'Your role doesn’t allow this.'));
    const order = findOrder(params.id);
    if (!order) return response(404).json(noSuchOrder);
    const { note } = await request.json();
    if (!note.trim()) return response(400).json(problem(400, 'Bad Request', 'The request is invalid: note must match pattern "\\S"'));
    const refund = { ...restOfOrder(order, true), note };
    const refused = refundRefusal(order, refund);
    if (refused) return response(refused.status as 409).json(refused.body);
    applyRefund(order, refund);
    return response(200).json(order);
  }),
];

export const ordersScenarios = {
  outOfStock: http.post('/order', ({ response }) => response(409).json(problem(409, 'Conflict', 'Only 3 left in stock.'))),
  myOrdersUnauthorized: scenario('listMyOrders', 'unauthorized'),
  myOrdersForbidden: scenario('listMyOrders', 'forbidden'),
  myOrdersServerError: scenario('listMyOrders', 'serverError'),
  allOrdersServerError: scenario('listAllOrders', 'serverError'),
  orderServerError: scenario('getOrder', 'serverError'),
  refundServerError: scenario('refundOrder', 'serverError'),
  outsideRefundServerError: scenario('recordOutsideRefund', 'serverError'),
  partRefundServerError: scenario('refundOrderPart', 'serverError'),
  exportServerError: scenario('exportOrders', 'serverError'),
};
