// Two API processes on one database, as behind a load balancer: the real server (src/main.ts) runs
// as a second OS process, so no in-process lock is shared with the test's own shop. Reservations
// must still never oversell, on SQLite (one file) and on PostgreSQL (TEST_DATABASE_URL).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_SECRET, startTestShop, type Shopper, type TestShop } from '../../../../test/harness.js';
import { startShopProcess, type ShopProcess } from '../../../../test/support/shop-process.js';
import { addProduct, placeOrder, stockOf } from '../../../../test/support/orders.js';
import { expectProblem } from '../../../../test/support/problem-checks.js';

let shop: TestShop;
let second: ShopProcess | undefined;
let admin: Shopper;
let customers: Shopper[];

beforeAll(async () => {
  shop = await startTestShop();
  [second, admin, ...customers] = await Promise.all([
    // The same signing key, so that a token issued by either process is good at both.
    startShopProcess({ databaseUrl: shop.config.databaseUrl, env: { ACCESS_TOKEN_SECRET } }),
    shop.signIn('admin', 'owner'),
    shop.signIn('first'),
    shop.signIn('second'),
    shop.signIn('third'),
  ]);
}, 60_000);
afterAll(async () => {
  second?.kill('SIGTERM');
  // A process that won't stop is killed rather than left running after the suite.
  await second?.waitForExit(10_000).catch(() => second?.stop());
  await shop.stop();
});
afterEach(() => expect(shop.violations).toEqual([]));

describe('two API processes on one database', () => {
  it('when 40 shoppers race for 7 units through both processes, then exactly 7 succeed; cancels through both restore exactly 7', async () => {
    const other = second!;
    const product = await addProduct(shop, admin, { available: 7, minimum: 1 });
    const via = (i: number) => (i % 2 === 0 ? shop : other);
    const responses = await Promise.all(Array.from({ length: 40 }, (_, i) => placeOrder(via(i), customers[i % customers.length]!, product._id, 1)));
    const created = responses.filter((r) => r.status === 201);
    expect(created).toHaveLength(7);
    for (const response of responses.filter((r) => r.status !== 201)) expectProblem(response, 409, 'This tool is out of stock.');
    expect(await stockOf(shop, product._id)).toBe(0);

    const cancels = await Promise.all(created.map((r, i) => via(i).request.delete(`/api/order/${r.body._id}`).set(admin.auth)));
    expect(cancels.map((r) => r.status)).toEqual(Array(7).fill(200));
    expect(await stockOf(shop, product._id)).toBe(7);
  });

  it('when one process sweeps expired holds while the other cancels one of them, then each order is released once', async () => {
    const other = second!;
    const product = await addProduct(shop, admin, { available: 9, minimum: 1 });
    for (let i = 0; i < 3; i += 1) expect((await placeOrder(shop, customers[i]!, product._id, 3)).status).toBe(201);
    expect(await stockOf(shop, product._id)).toBe(0);
    // The second process's own sweep runs on a one-minute timer; its cancel endpoint makes the same
    // conditional state change, so it stands in for it here.
    const mine = await shop.request.get(`/api/order/${customers[0]!.email}`).set(customers[0]!.auth).query({ limit: 100 });
    const target = mine.body.items.find((o: { productId: string }) => o.productId === product._id)._id as string;
    const [swept, cancelled] = await Promise.all([
      shop.services.orders.releaseExpiredHolds(new Date(Date.now() + 25 * 60 * 60 * 1000)),
      other.request.delete(`/api/order/${target}`).set(customers[0]!.auth),
    ]);
    expect(swept + (cancelled.status === 200 ? 1 : 0)).toBe(3);
    expect(await stockOf(shop, product._id)).toBe(9);
  });
});
