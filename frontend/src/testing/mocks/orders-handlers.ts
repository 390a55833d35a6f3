import { productFixtures } from '../fixtures/products';
import { customerFixture, orderFixture } from '../fixtures/orders';
import type { Order, OrderInput } from '../../types/api';
import { http } from './http';

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

export const ordersHandlers = [
  http.post('/order', async ({ request, response }) => {
    const order = placedOrder(await request.json());
    if (!order) return response(404).json({ type: 'about:blank', title: 'Not Found', status: 404, detail: 'No product with that id.' });
    return response(201).json(order);
  }),
];

export const ordersScenarios = {
  outOfStock: http.post('/order', ({ response }) =>
    response(409).json({ type: 'about:blank', title: 'Conflict', status: 409, detail: 'Only 3 left in stock.' }),
  ),
};
