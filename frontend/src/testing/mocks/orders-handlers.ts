import type { Order, OrderInput } from '../../types/api';
import { customerFixture, orderFixture } from '../fixtures/orders';
import { productFixtures } from '../fixtures/products';
import { http, serverError } from './http';
import { caller, mockShop, pageOf, problem } from './mock-shop';

/** The order the API would answer for this body, priced by the "server" from the fixture catalogue. */
export function placedOrder(body: OrderInput): Order | undefined {
  const product = productFixtures.find((p) => p._id === body.productId);
  if (!product) return undefined;
  const cents = Math.round(product.price * 100) * body.quantity;
  return orderFixture({
    productId: product._id,
    productName: product.name,
    quantity: body.quantity,
    unitPrice: product.price.toFixed(2),
    price: (cents / 100).toFixed(2),
    address: body.address,
    phone: body.phone,
    userName: customerFixture.name,
    email: customerFixture.email,
  });
}

const signInAgain = problem(401, 'Unauthorized', 'Sign in again to continue.');
const noSuchOrder = problem(404, 'Not Found', 'No order with that id.');
const findOrder = (id: string) => mockShop.orders.find((order) => order._id === id);

export const ordersHandlers = [
  http.post('/order', async ({ request, response }) => {
    const order = placedOrder(await request.json());
    if (!order) return response(404).json(problem(404, 'Not Found', 'No product with that id.'));
    return response(201).json(order);
  }),
  http.get('/order/{key}', ({ params, request, response }) => {
    const user = caller(request);
    if (!user) return response(401).json(signInAgain);
    if (user.email !== params.key && user.role !== 'admin') return response(403).json(problem(403, 'Forbidden', 'These orders belong to someone else.'));
    const mine = mockShop.orders.filter((order) => order.email === params.key && order.status !== 'cancelled');
    return response(200).json(pageOf(mine, request));
  }),
  http.delete('/order/{key}', ({ params, request, response }) => {
    if (!caller(request)) return response(401).json(signInAgain);
    const order = findOrder(params.key);
    if (!order) return response(404).json(noSuchOrder);
    if (order.status !== 'unpaid') return response(409).json(problem(409, 'Conflict', `This order is ${order.status} and can’t be cancelled.`));
    Object.assign(order, { status: 'cancelled', holdExpiresAt: null, cancelledAt: new Date().toISOString() });
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
    if (order.status !== 'paid') return response(409).json(problem(409, 'Conflict', `Only paid orders can be shipped; this one is ${order.status}.`));
    Object.assign(order, { status: 'shipped', shippedAt: new Date().toISOString() });
    return response(200).json(order);
  }),
];

export const ordersScenarios = {
  outOfStock: http.post('/order', ({ response }) => response(409).json(problem(409, 'Conflict', 'Only 3 left in stock.'))),
  myOrdersUnauthorized: http.get('/order/{key}', ({ response }) => response(401).json(signInAgain)),
  myOrdersForbidden: http.get('/order/{key}', ({ response }) => response(403).json(problem(403, 'Forbidden', 'These orders belong to someone else.'))),
  myOrdersServerError: serverError('*/api/order/:key'),
  allOrdersServerError: serverError('*/api/orders'),
};
