// Many shoppers at once against little stock: reservations must never oversell and cancellations
// must return exactly what was reserved, on SQLite and on PostgreSQL (TEST_DATABASE_URL).
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestShop, type Shopper } from '../../../../test/harness.js';
import type { Order } from '../../../shared/api-types.js';
import { addProduct, placeOrder, stockOf } from '../../../../test/support/orders.js';
import { expectProblem } from '../../../../test/support/problem-checks.js';

const given = useTestShop({ people: { admin: 'owner' } });
let customers: Shopper[];

beforeAll(async () => {
  customers = await Promise.all(['first', 'second', 'third', 'fourth'].map((label) => given.shop.signIn(label)));
});
afterEach(() => expect(given.shop.violations).toEqual([]));

const customer = (i: number): Shopper => customers[i % customers.length]!;

async function stockInDatabase(productId: string): Promise<number> {
  const [rows] = await given.shop.db.sequelize.query('SELECT available FROM products WHERE id = :id', { replacements: { id: productId } });
  return Number((rows as Array<{ available: number | string }>)[0]?.available);
}

describe('concurrent orders', () => {
  it('when 40 shoppers race for 7 units, then exactly 7 orders succeed, the rest get 409, and stock ends at 0', async () => {
    const product = await addProduct(given.shop, given.admin, { available: 7, minimum: 1 });
    const responses = await Promise.all(Array.from({ length: 40 }, (_, i) => placeOrder(given.shop, customer(i), product._id, 1)));

    const created = responses.filter((r) => r.status === 201);
    const refused = responses.filter((r) => r.status !== 201);
    expect(created).toHaveLength(7);
    expect(refused).toHaveLength(33);
    for (const response of refused) expectProblem(response, 409, 'This tool is out of stock.');
    expect(new Set(created.map((r) => r.body._id)).size).toBe(7);
    expect(await stockOf(given.shop, product._id)).toBe(0);
    expect(await stockInDatabase(product._id)).toBe(0);

    const cancels = await Promise.all(
      created.map((r) => given.shop.request.delete(`/api/order/${r.body._id}`).set(customers.find((c) => c.email === r.body.email)!.auth)),
    );
    expect(cancels.map((r) => r.status)).toEqual(Array(7).fill(200));
    expect(await stockOf(given.shop, product._id)).toBe(7);
  });

  it('when orders of different sizes race, then stock equals the start minus what was reserved and never goes negative', async () => {
    const start = 25;
    const product = await addProduct(given.shop, given.admin, { available: start, minimum: 1 });
    const quantities = Array.from({ length: 30 }, (_, i) => (i % 5) + 1);
    const responses = await Promise.all(quantities.map((quantity, i) => placeOrder(given.shop, customer(i), product._id, quantity)));

    const reserved = responses.filter((r) => r.status === 201).reduce((sum, r) => sum + (r.body as Order).quantity, 0);
    for (const response of responses.filter((r) => r.status !== 201)) {
      expectProblem(response, 409, /^(This tool is out of stock\.|Only [1-4] left in stock\.)$/);
    }
    const left = await stockInDatabase(product._id);
    expect(left).toBe(start - reserved);
    expect(left).toBeGreaterThanOrEqual(0);
    // A refused order asked for more than was left when it tried, so whatever is left now is less than
    // the smallest refused quantity.
    const refusedQuantities = quantities.filter((_, i) => responses[i]!.status !== 201);
    if (refusedQuantities.length > 0) expect(left).toBeLessThan(Math.min(...refusedQuantities));
  });

  it('when every order is cancelled twice at once (owner and admin), then each is cancelled once and stock returns exactly', async () => {
    const product = await addProduct(given.shop, given.admin, { available: 12, minimum: 1 });
    const orders = await Promise.all(
      Array.from({ length: 6 }, async (_, i) => {
        const response = await placeOrder(given.shop, customer(i), product._id, 2);
        expect(response.status).toBe(201);
        return { order: response.body as Order, owner: customer(i) };
      }),
    );
    expect(await stockOf(given.shop, product._id)).toBe(0);

    const attempts = await Promise.all(
      orders.flatMap(({ order, owner }) => [
        given.shop.request.delete(`/api/order/${order._id}`).set(owner.auth),
        given.shop.request.delete(`/api/order/${order._id}`).set(given.admin.auth),
      ]),
    );
    for (let i = 0; i < orders.length; i += 1) {
      const pair = [attempts[2 * i]!, attempts[2 * i + 1]!];
      expect(pair.map((r) => r.status).sort()).toEqual([200, 409]);
      expectProblem(pair.find((r) => r.status === 409)!, 409, 'This order is already cancelled.');
    }
    expect(await stockOf(given.shop, product._id)).toBe(12);
  });

  it('when orders and cancellations interleave, then stock always balances', async () => {
    const product = await addProduct(given.shop, given.admin, { available: 5, minimum: 1 });
    const first = await Promise.all(Array.from({ length: 5 }, (_, i) => placeOrder(given.shop, customer(i), product._id, 1)));
    expect(first.map((r) => r.status)).toEqual(Array(5).fill(201));

    const mixed = await Promise.all([
      ...first.map((r) => given.shop.request.delete(`/api/order/${r.body._id}`).set(given.admin.auth)),
      ...Array.from({ length: 10 }, (_, i) => placeOrder(given.shop, customer(i), product._id, 1)),
    ]);
    expect(mixed.slice(0, 5).map((r) => r.status)).toEqual(Array(5).fill(200));
    const placed = mixed.slice(5).filter((r) => r.status === 201).length;
    expect(placed).toBeLessThanOrEqual(5);
    expect(await stockInDatabase(product._id)).toBe(5 - placed);
  });
});
