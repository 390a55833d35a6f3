// The admin's overview, on SQLite and PostgreSQL: 30 UTC days of orders and paid revenue (days
// without orders included), paid orders waiting to ship, and the tools low on stock.
import { afterEach, describe, expect, it } from 'vitest';
import { useTestShop } from '../../../../test/harness.js';
import type { Overview } from '../../../shared/api-types.js';
import { addProduct, placedOrder } from '../../../../test/support/orders.js';
import { payWithTestCard } from '../../../../test/support/payments.js';

const DAY = 24 * 60 * 60 * 1000;

const given = useTestShop({ people: { admin: 'owner', alice: 'customer' } });
afterEach(() => expect(given.shop.violations).toEqual([]));

const overview = async (): Promise<Overview> => {
  const response = await given.shop.request.get('/api/overview').set(given.admin.auth);
  expect(response.status, response.text).toBe(200);
  return response.body as Overview;
};

const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);

describe('the overview', () => {
  it('when orders are placed, paid, shipped and refunded over days, then each day counts its orders and its paid revenue', async () => {
    const product = await addProduct(given.shop, given.admin, { price: 10, available: 500, minimum: 1 });
    const paid = await placedOrder(given.shop, given.alice, product._id, 2);
    await payWithTestCard(given.shop, given.alice, paid._id);
    const shipped = await placedOrder(given.shop, given.alice, product._id, 3);
    await payWithTestCard(given.shop, given.alice, shipped._id);
    expect((await given.shop.request.patch(`/api/orders/${shipped._id}/ship`).set(given.admin.auth)).status).toBe(200);
    const refunded = await placedOrder(given.shop, given.alice, product._id, 4);
    await payWithTestCard(given.shop, given.alice, refunded._id);
    expect((await given.shop.request.post(`/api/orders/${refunded._id}/refund`).set(given.admin.auth)).status).toBe(200);
    await placedOrder(given.shop, given.alice, product._id, 5);
    const older = await placedOrder(given.shop, given.alice, product._id, 6);
    await payWithTestCard(given.shop, given.alice, older._id);
    const longAgo = await placedOrder(given.shop, given.alice, product._id, 7);
    await given.shop.db.sql.execute('UPDATE orders SET created_at = ? WHERE id = ?', [new Date(Date.now() - 3 * DAY), older._id]);
    await given.shop.db.sql.execute('UPDATE orders SET created_at = ? WHERE id = ?', [new Date(Date.now() - 40 * DAY), longAgo._id]);

    const { days, awaitingShipment } = await overview();

    expect(days).toHaveLength(30);
    expect(days.at(-1)).toEqual({ day: utcDay(Date.now()), orders: 4, revenue: '50.00' });
    expect(days.at(-4)).toEqual({ day: utcDay(Date.now() - 3 * DAY), orders: 1, revenue: '60.00' });
    expect(days[0]?.day).toBe(utcDay(Date.now() - 29 * DAY));
    expect(days.filter((day) => day.orders === 0)).toHaveLength(28);
    expect(awaitingShipment).toBe(2);
  });

  it('when tools run low, then they are listed lowest first: fewer than 10, or fewer than their minimum order', async () => {
    const few = await addProduct(given.shop, given.admin, { name: 'Few Left', available: 3, minimum: 1 });
    const belowMinimum = await addProduct(given.shop, given.admin, { name: 'Below Minimum', available: 60, minimum: 50 });
    expect((await given.shop.request.post(`/api/products/${belowMinimum._id}/stock-movements`).set(given.admin.auth).send({ change: -20, note: 'Stock count' })).status).toBe(201);
    await addProduct(given.shop, given.admin, { name: 'Plenty', available: 400, minimum: 10 });
    const empty = await addProduct(given.shop, given.admin, { name: 'Sold Out', available: 1, minimum: 1 });
    expect((await given.shop.request.post(`/api/products/${empty._id}/stock-movements`).set(given.admin.auth).send({ change: -1, note: 'Broken' })).status).toBe(201);

    const { lowStock } = await overview();

    expect(lowStock.map((tool) => tool._id)).toEqual([empty._id, few._id, belowMinimum._id]);
    expect(lowStock[2]).toEqual({ _id: belowMinimum._id, name: 'Below Minimum', available: 40, minimum: 50 });
  });
});
