// The checkout's Idempotency-Key as the API keeps it (backend modules/orders/idempotency.ts): per
// buyer, a repeat with the same body answers the order the first placed, another body is a 422.
import type { Order } from '../../types/api';
import { mockShop, problem } from './mock-shop';

export const keyReused = problem(422, 'Unprocessable Content', 'This checkout was already placed with other details. Reload the page to start a new one.', {
  code: 'idempotency_key_reused',
});

const entryOf = (request: Request, buyer: string) => {
  const key = request.headers.get('Idempotency-Key')?.toLowerCase();
  return key === undefined ? undefined : `${buyer} ${key}`;
};

/** A repeat's order, 'reused' for the key with another body, undefined for a request to place. */
export function repeatOf(request: Request, buyer: string, body: unknown): Order | 'reused' | undefined {
  const entry = entryOf(request, buyer);
  const earlier = entry === undefined ? undefined : mockShop.idempotent[entry];
  if (!earlier) return undefined;
  if (earlier.body !== JSON.stringify(body)) return 'reused';
  return mockShop.orders.find((order) => order._id === earlier.orderId);
}

export function rememberPlaced(request: Request, buyer: string, body: unknown, order: Order): void {
  const entry = entryOf(request, buyer);
  if (entry !== undefined) mockShop.idempotent[entry] = { body: JSON.stringify(body), orderId: order._id };
}
