// Every change of a tool's stock leaves a movement, in the change's own transaction: orders,
// cancels, expired holds, refunds, admins' adjustments and edits. The available count always equals
// the sum of the history, even after all of them race, on SQLite and on PostgreSQL.
import { afterEach, describe, expect, it } from 'vitest';
import { useTestShop, type Shopper } from '../../../../test/harness.js';
import type { StockMovement } from '../../../shared/api-types.js';
import { addProduct, placedOrder, placeOrder, stockOf } from '../../../../test/support/orders.js';
import { payWithTestCard } from '../../../../test/support/payments.js';
import { expectProblem } from '../../../../test/support/problem-checks.js';

const DAY = 24 * 60 * 60 * 1000;

const given = useTestShop({ people: { admin: 'owner', alice: 'customer', bob: 'customer' } });
afterEach(() => expect(given.shop.violations).toEqual([]));

const adjust = (productId: string, body: object) => given.shop.request.post(`/api/products/${productId}/stock-movements`).set(given.admin.auth).send(body);
const cancel = (caller: Shopper, orderId: string) => given.shop.request.delete(`/api/order/${orderId}`).set(caller.auth);
const refund = (orderId: string) => given.shop.request.post(`/api/orders/${orderId}/refund`).set(given.admin.auth);

/** The tool's whole history, newest first, following the cursor `limit` at a time. */
async function historyOf(productId: string, limit = 100): Promise<StockMovement[]> {
  const movements: StockMovement[] = [];
  let cursor: string | null = null;
  do {
    const response = await given.shop.request
      .get(`/api/products/${productId}/stock-movements`)
      .set(given.admin.auth)
      .query({ limit, ...(cursor ? { cursor } : {}) });
    expect(response.status, response.text).toBe(200);
    movements.push(...(response.body.items as StockMovement[]));
    cursor = response.body.nextCursor;
  } while (cursor);
  return movements;
}

/** Tools whose available count differs from the sum of their movements. */
async function unbalanced(): Promise<Array<{ id: string; available: number; total: number }>> {
  const rows = await given.shop.db.sql.select<{ id: string; available: number | string; total: number | string | null }>(
    `SELECT products.id, products.available, SUM(stock_movements.change) AS total
     FROM products LEFT JOIN stock_movements ON stock_movements.product_id = products.id
     GROUP BY products.id, products.available`,
    [],
  );
  return rows.map((row) => ({ id: row.id, available: Number(row.available), total: Number(row.total ?? 0) })).filter((row) => row.available !== row.total);
}

describe('a tool’s stock history', () => {
  it('when a tool is added, then its starting stock is its first movement, by the admin', async () => {
    const product = await addProduct(given.shop, given.admin, { available: 25, minimum: 1 });
    expect(await historyOf(product._id)).toEqual([
      expect.objectContaining({ productId: product._id, change: 25, reason: 'initial', orderId: null, actor: given.admin.email, note: null }),
    ]);
  });

  it('when orders are placed, cancelled, expire and are refunded, then each records its movement with the order and who acted', async () => {
    const product = await addProduct(given.shop, given.admin, { available: 20, minimum: 1 });
    const cancelled = await placedOrder(given.shop, given.alice, product._id, 2);
    expect((await cancel(given.alice, cancelled._id)).status).toBe(200);
    const refunded = await placedOrder(given.shop, given.bob, product._id, 3);
    await payWithTestCard(given.shop, given.bob, refunded._id);
    expect((await refund(refunded._id)).status).toBe(200);
    const expired = await placedOrder(given.shop, given.alice, product._id, 4);
    await given.shop.services.orders.releaseExpiredHolds(new Date(Date.now() + 2 * DAY));

    const history = await historyOf(product._id);
    const pick = ({ change, reason, orderId, actor }: StockMovement) => ({ change, reason, orderId, actor });
    expect(history.map(pick)).toEqual([
      { change: 4, reason: 'expired', orderId: expired._id, actor: null },
      { change: -4, reason: 'reserved', orderId: expired._id, actor: given.alice.email },
      { change: 3, reason: 'refunded', orderId: refunded._id, actor: given.admin.email },
      { change: -3, reason: 'reserved', orderId: refunded._id, actor: given.bob.email },
      { change: 2, reason: 'cancelled', orderId: cancelled._id, actor: given.alice.email },
      { change: -2, reason: 'reserved', orderId: cancelled._id, actor: given.alice.email },
      { change: 20, reason: 'initial', orderId: null, actor: given.admin.email },
    ]);
    expect(await stockOf(given.shop, product._id)).toBe(20);
  });

  it('when a cart checkout reserves several tools, then each tool records the one order', async () => {
    const [first, second] = [await addProduct(given.shop, given.admin, { available: 9, minimum: 1 }), await addProduct(given.shop, given.admin, { available: 9, minimum: 1 })];
    for (const product of [first, second]) expect((await given.shop.request.put(`/api/cart/lines/${product._id}`).set(given.alice.auth).send({ quantity: 2 })).status).toBe(200);
    const checkout = await given.shop.request.post('/api/checkout').set(given.alice.auth).send({ address: '14 Mill Lane, Leeds LS1 4AB', phone: '+44 113 496 0000' });
    expect(checkout.status, checkout.text).toBe(201);
    for (const product of [first, second]) {
      expect((await historyOf(product._id))[0]).toMatchObject({ change: -2, reason: 'reserved', orderId: checkout.body._id, actor: given.alice.email });
    }
  });

  it('when the stock is set in the product form, then the difference is recorded as an adjustment', async () => {
    const product = await addProduct(given.shop, given.admin, { available: 10, minimum: 1 });
    expect((await given.shop.request.patch(`/api/product/${product._id}`).set(given.admin.auth).send({ available: 7 })).status).toBe(200);
    expect((await given.shop.request.patch(`/api/product/${product._id}`).set(given.admin.auth).send({ price: 3.5 })).status).toBe(200);
    expect((await historyOf(product._id)).map(({ change, reason, note }) => ({ change, reason, note }))).toEqual([
      { change: -3, reason: 'adjusted', note: 'Stock set to 7 in the product form' },
      { change: 10, reason: 'initial', note: null },
    ]);
  });

  it('when the history is longer than a page, then the cursor walks it newest first without gaps or repeats', async () => {
    const product = await addProduct(given.shop, given.admin, { available: 10, minimum: 1 });
    for (let i = 1; i <= 4; i += 1) expect((await adjust(product._id, { change: i, note: `Delivery ${i}` })).status).toBe(201);
    const paged = await historyOf(product._id, 2);
    expect(paged.map((movement) => movement.change)).toEqual([4, 3, 2, 1, 10]);
    expect(paged).toEqual(await historyOf(product._id));
  });
});

describe('adjusting stock', () => {
  it('when an admin adjusts with a note, then the stock moves and the answer has the new count and the movement', async () => {
    const product = await addProduct(given.shop, given.admin, { available: 10, minimum: 1 });
    const response = await adjust(product._id, { change: -4, note: '  Four found rusted  ' });
    expect(response.status, response.text).toBe(201);
    expect(response.body).toEqual({
      available: 6,
      movement: expect.objectContaining({ productId: product._id, change: -4, reason: 'adjusted', actor: given.admin.email, note: 'Four found rusted', orderId: null }),
    });
    expect(await stockOf(given.shop, product._id)).toBe(6);
  });

  it('when an adjustment would take stock below zero, is zero, has no reason or is malformed, then it is refused and nothing moves', async () => {
    const product = await addProduct(given.shop, given.admin, { available: 3, minimum: 1 });
    expectProblem(await adjust(product._id, { change: -4, note: 'Stock count' }), 409, 'Only 3 in stock: removing 4 would take it below zero.');
    expectProblem(await adjust(product._id, { change: 0, note: 'Stock count' }), 400, 'An adjustment changes the stock by at least one unit.');
    expectProblem(await adjust(product._id, { change: 2, note: '   ' }), 400, 'Say why the stock changes.');
    for (const body of [{ change: 2 }, { note: 'x' }, { change: 1.5, note: 'x' }, { change: '2', note: 'x' }, { change: 2, note: 'x', available: 99 }, { change: 2_000_000, note: 'x' }]) {
      expect((await adjust(product._id, body)).status, JSON.stringify(body)).toBe(400);
    }
    expectProblem(await adjust('0193a7d2-5c1e-7b3a-9f00-00000000dead', { change: 1, note: 'x' }), 404, 'No product with that id.');
    expect(await stockOf(given.shop, product._id)).toBe(3);
    expect(await historyOf(product._id)).toHaveLength(1);
  });

  it('when the history of an unknown tool or with a foreign cursor is asked for, then 404 and 400', async () => {
    const product = await addProduct(given.shop, given.admin, { available: 3, minimum: 1 });
    expect((await given.shop.request.get('/api/products/0193a7d2-5c1e-7b3a-9f00-00000000dead/stock-movements').set(given.admin.auth)).status).toBe(404);
    const orders = await given.shop.request.get('/api/orders').set(given.admin.auth).query({ limit: 1 });
    const foreign = orders.body.nextCursor as string | null;
    if (foreign) expect((await given.shop.request.get(`/api/products/${product._id}/stock-movements`).set(given.admin.auth).query({ cursor: foreign })).status).toBe(400);
  });
});

describe('the stock invariant', () => {
  it('when orders, cancels, refunds, adjustments and edits race, then every tool’s available count equals the sum of its movements', async () => {
    const products = await Promise.all([1, 2, 3].map(() => addProduct(given.shop, given.admin, { available: 30, minimum: 1 })));
    const shoppers = [given.alice, given.bob];
    const orderIds: string[] = [];
    const work: Array<Promise<unknown>> = [];
    for (let i = 0; i < 24; i += 1) {
      const product = products[i % products.length]!;
      const shopper = shoppers[i % shoppers.length]!;
      work.push(
        (async () => {
          const placed = await placeOrder(given.shop, shopper, product._id, 1 + (i % 4));
          if (placed.status !== 201) return;
          orderIds.push(placed.body._id);
          if (i % 3 === 0) await cancel(shopper, placed.body._id);
          if (i % 3 === 1) {
            await payWithTestCard(given.shop, shopper, placed.body._id);
            await Promise.all([refund(placed.body._id), refund(placed.body._id)]);
          }
        })(),
      );
      if (i % 4 === 0) work.push(adjust(product._id, { change: i % 8 === 0 ? 5 : -2, note: 'Stock count' }));
      if (i % 6 === 0) work.push(given.shop.request.patch(`/api/product/${product._id}`).set(given.admin.auth).send({ available: 40 }));
    }
    await Promise.all(work);
    await given.shop.services.orders.releaseExpiredHolds(new Date(Date.now() + 2 * DAY));

    expect(orderIds.length).toBeGreaterThan(10);
    expect(await unbalanced()).toEqual([]);
  });
});
