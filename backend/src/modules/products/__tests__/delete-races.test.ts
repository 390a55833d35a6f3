// An admin deleting a product while its orders are being cancelled. On PostgreSQL the two take the
// same rows in opposite order (a cancel updates the order, then the product's stock; the delete
// takes the product, then sets product_id to null on its orders), which can deadlock; the shared
// write helper retries the transaction the database chose to abort. Run on SQLite and PostgreSQL.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestShop, type Shopper } from '../../../../test/harness.js';
import { addProduct, orderAs, placedOrder, stockOf } from '../../../../test/support/orders.js';
import { expectSafeProblem } from '../../../../test/support/problem-checks.js';

const warnings: string[] = [];
const given = useTestShop({ env: { LOG_LEVEL: 'warn' }, logDestination: { write: (line: string) => void warnings.push(line) }, people: { admin: 'owner' } });
let customers: Shopper[];

beforeAll(async () => {
  customers = await Promise.all(['first', 'second', 'third'].map((label) => given.shop.signIn(label)));
});
afterEach(() => expect(given.shop.violations.splice(0)).toEqual([]));

const ROUNDS = 30;
const ORDERS_EACH = 3;
const START = 20;

describe('deleting a product while its orders are cancelled', () => {
  it(`when an admin deletes a product while its orders and another product's are cancelled, ${ROUNDS} times, then no 500, every order cancelled, and the other product's stock back where it started`, async () => {
    const answers = new Map<number, number>();
    for (let round = 0; round < ROUNDS; round++) {
      const [doomed, kept] = await Promise.all([addProduct(given.shop, given.admin, { available: START, minimum: 1 }), addProduct(given.shop, given.admin, { available: START, minimum: 1 })]);
      const orders = await Promise.all(
        [doomed, kept].flatMap((product) =>
          customers.slice(0, ORDERS_EACH).map(async (owner, i) => ({ owner, order: await placedOrder(given.shop, owner, product._id, i + 1) })),
        ),
      );

      const [deleted, ...cancels] = await Promise.all([
        given.shop.request.delete(`/api/product/${doomed._id}`).set(given.admin.auth),
        ...orders.map(({ owner, order }) => given.shop.request.delete(`/api/order/${order._id}`).set(owner.auth)),
      ]);
      for (const response of [deleted!, ...cancels]) {
        answers.set(response.status, (answers.get(response.status) ?? 0) + 1);
        if (response.status >= 400) expectSafeProblem(response, `round ${round}`);
      }
      expect(deleted!.status, `round ${round}: ${deleted!.text}`).toBe(204);
      expect(cancels.map((response) => response.status), `round ${round}: ${cancels.map((r) => r.text).join(' ')}`).toEqual(orders.map(() => 200));

      for (const { owner, order } of orders) expect((await orderAs(given.shop, owner, order._id)).status).toBe('cancelled');
      expect((await given.shop.request.get(`/api/products/${doomed._id}`)).status).toBe(404);
      expect(await stockOf(given.shop, kept._id)).toBe(START);
    }
    expect(Object.fromEntries(answers)).toEqual({ 200: ROUNDS * ORDERS_EACH * 2, 204: ROUNDS });
    const retried = warnings.map((line) => JSON.parse(line) as { code?: string }).filter((line) => line.code);
    console.info(`[races] delete-while-cancelling ${given.shop.db.dialect}: ${ROUNDS} rounds, ${retried.length} transactions retried (${[...new Set(retried.map((line) => line.code))].join(', ') || 'none'})`);
    // Each deadlock costs PostgreSQL's deadlock_timeout (1 s) before it is noticed.
  }, 120_000);
});
