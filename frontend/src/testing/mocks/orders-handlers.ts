import { orderPrices } from '../../lib/money';
import { canMove } from '../../lib/order-actions';
import type { Order, OrderInput, User } from '../../types/api';
import { uuidLike } from '../fixtures/ids';
import { customerFixture, orderFixture } from '../fixtures/orders';
import { productFixtures } from '../fixtures/products';
import { http } from './http';
import { caller, mockShop, pageOf, problem } from './mock-shop';
import { scenario } from './scenarios';

/** The order the API would answer for this body, priced by the "server" from the fixture catalogue. */
export function placedOrder(body: OrderInput, buyer: User = customerFixture, products = productFixtures): Order | undefined {
  const product = products.find((p) => p._id === body.productId);
  if (!product) return undefined;
  return orderFixture({
    productId: product._id,
    productName: product.name,
    quantity: body.quantity,
    ...orderPrices(product.price, body.quantity),
    address: body.address,
    phone: body.phone,
    userName: buyer.name,
    email: buyer.email,
  });
}

/** Puts a cancelled or refunded order's units back on the shelf, every line's, as the server does. */
function restock(order: Order): void {
  for (const line of order.lines) {
    const product = mockShop.products.find((p) => p._id === line.productId);
    if (product) product.available += line.quantity;
  }
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
const noSuchOrder = problem(404, 'Not Found', 'No order with that id.');
const findOrder = (id: string) => mockShop.orders.find((order) => order._id === id);

export const ordersHandlers = [
  http.post('/order', async ({ request, response }) => {
    const buyer = caller(request);
    if (!buyer) return response(401).json(signInAgain);
    const body = await request.json();
    const product = mockShop.products.find((p) => p._id === body.productId);
    if (!product) return response(404).json(problem(404, 'Not Found', 'No product with that id.'));
    if (body.quantity < product.minimum) return response(400).json(problem(400, 'Bad Request', `The minimum order for this tool is ${product.minimum}.`));
    if (body.quantity > product.available) return response(409).json(problem(409, 'Conflict', `Only ${product.available} left in stock.`));
    product.available -= body.quantity;
    return response(201).json(addOrder(placedOrder(body, buyer, mockShop.products)!));
  }),
  http.get('/order/{key}', ({ params, request, response }) => {
    const user = caller(request);
    if (!user) return response(401).json(signInAgain);
    if (user.email !== params.key && user.role !== 'admin') return response(403).json(problem(403, 'Forbidden', 'These orders belong to someone else.'));
    // Cancelled orders drop out, except refunded ones: the customer needs to see where the money went.
    const mine = mockShop.orders.filter((order) => order.email === params.key && (order.status !== 'cancelled' || order.refundedAt !== null));
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
    if (user.role !== 'admin') return response(403).json(problem(403, 'Forbidden', 'Only admins can do this.'));
    return response(200).json(pageOf(mockShop.orders, request));
  }),
  http.get('/orders/{id}', ({ params, request, response }) => {
    if (!caller(request)) return response(401).json(signInAgain);
    const order = findOrder(params.id);
    return order ? response(200).json(order) : response(404).json(noSuchOrder);
  }),
  http.patch('/orders/{id}/ship', ({ params, request, response }) => {
    if (caller(request)?.role !== 'admin') return response(403).json(problem(403, 'Forbidden', 'Only admins can do this.'));
    const order = findOrder(params.id);
    if (!order) return response(404).json(noSuchOrder);
    if (!canMove(order, 'ship')) return response(409).json(problem(409, 'Conflict', `Only paid orders can be shipped; this one is ${order.status}.`));
    Object.assign(order, { status: 'shipped', shippedAt: new Date().toISOString() });
    return response(200).json(order);
  }),
  http.post('/orders/{id}/refund', ({ params, request, response }) => {
    if (caller(request)?.role !== 'admin') return response(403).json(problem(403, 'Forbidden', 'Only admins can do this.'));
    const order = findOrder(params.id);
    if (!order) return response(404).json(noSuchOrder);
    if (order.refundedAt !== null) return response(409).json(problem(409, 'Conflict', 'This order has already been refunded.', { code: 'already_refunded' }));
    if (!canMove(order, 'refund')) return response(409).json(problem(409, 'Conflict', 'Only a paid order can be refunded.'));
    // Stock returns only when the tools never left the shop.
    if (order.status === 'paid') restock(order);
    Object.assign(order, { status: 'refunded', paid: false, refundedAt: new Date().toISOString() });
    return response(200).json(order);
  }),
];

export const ordersScenarios = {
  outOfStock: http.post('/order', ({ response }) => response(409).json(problem(409, 'Conflict', 'Only 3 left in stock.'))),
  myOrdersUnauthorized: scenario('listMyOrders', 'unauthorized'),
  myOrdersForbidden: scenario('listMyOrders', 'forbidden'),
  myOrdersServerError: scenario('listMyOrders', 'serverError'),
  allOrdersServerError: scenario('listAllOrders', 'serverError'),
};
