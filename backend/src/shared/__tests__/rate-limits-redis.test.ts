// With REDIS_URL, the rate limits of every API process are counted in Redis: two processes behind
// one load balancer enforce one budget between them, not one each. The test's own shop and a
// second OS process (src/main.ts) share one database and one Redis, under a key prefix of this
// run's own, removed afterwards. Skipped, saying so, when no Redis answers.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Test } from 'supertest';
import { ACCESS_TOKEN_SECRET, startTestShop, type Shopper, type TestShop } from '../../../test/harness.js';
import { addProduct, address, phone, type Shop } from '../../../test/support/orders.js';
import { expectRateLimited, rateLimits } from '../../../test/support/rate-limit-headers.js';
import { keysUnder, redisReachable, TEST_REDIS_URL, uniqueKeyPrefix } from '../../../test/support/redis.js';
import { startShopProcess, type ShopProcess } from '../../../test/support/shop-process.js';

const reachable = await redisReachable();
if (!reachable) console.log(`[rate limits] skipped: no Redis answers at ${TEST_REDIS_URL} (set TEST_REDIS_URL)`);

const ORDERS_PER_MINUTE = 4;
const API_PER_MINUTE = 40;

describe.skipIf(!reachable)('rate limits shared through Redis by two API processes', () => {
  const prefix = uniqueKeyPrefix('two-processes');
  let shop: TestShop;
  let second: ShopProcess | undefined;
  let admin: Shopper;
  let shopper: Shopper;
  let product: { _id: string };

  beforeAll(async () => {
    const env = {
      REDIS_URL: TEST_REDIS_URL,
      REDIS_KEY_PREFIX: prefix,
      TRUST_PROXY: '1',
      RATE_LIMIT_API_PER_MINUTE: String(API_PER_MINUTE),
      RATE_LIMIT_ORDERS_PER_MINUTE: String(ORDERS_PER_MINUTE),
    };
    shop = await startTestShop({ env });
    // The same signing key, so that a token issued by either process is good at both.
    [second, admin, shopper] = await Promise.all([
      startShopProcess({ databaseUrl: shop.config.databaseUrl, env: { ...env, ACCESS_TOKEN_SECRET } }),
      shop.signIn('admin', 'owner'),
      shop.signIn('shopper'),
    ]);
    product = await addProduct(shop, admin, { available: 1000, minimum: 1 });
  }, 60_000);
  afterAll(async () => {
    second?.kill('SIGTERM');
    await second?.waitForExit(10_000).catch(() => second?.stop());
    await shop?.stop();
    await keysUnder(prefix, { remove: true });
  });
  afterEach(() => expect(shop.violations).toEqual([]));

  const via = (i: number): Shop => (i % 2 === 0 ? shop : second!);
  const from = (ip: string) => (request: Test) => request.set('X-Forwarded-For', ip);

  it(`when one customer orders through both processes, then ${ORDERS_PER_MINUTE} get through in total and the next is refused by either`, async () => {
    const order = (i: number) =>
      via(i)
        .request.post('/api/order')
        .use(from('198.51.100.1'))
        .set(shopper.auth)
        .send({ productId: product._id, quantity: 1, address, phone });
    for (let i = 0; i < ORDERS_PER_MINUTE; i += 1) {
      const placed = await order(i);
      expect(placed.status, `order ${i + 1} via process ${(i % 2) + 1}`).toBe(201);
      expect(rateLimits(placed).orders?.r).toBe(ORDERS_PER_MINUTE - i - 1);
    }
    expectRateLimited(await order(0), 'orders', /^Too many orders/);
    expectRateLimited(await order(1), 'orders', /^Too many orders/);
    const mine = await shop.request.get(`/api/order/${shopper.email}`).set(shopper.auth);
    expect(mine.body.items).toHaveLength(ORDERS_PER_MINUTE);
  });

  it(`when one client calls both processes, then the API-wide budget of ${API_PER_MINUTE} is spent once between them`, async () => {
    const browse = (i: number) => via(i).request.get('/api/products').use(from('198.51.100.2'));
    for (let i = 0; i < API_PER_MINUTE; i += 1) expect((await browse(i)).status).toBe(200);
    expectRateLimited(await browse(0), 'api', /^Too many requests/);
    expectRateLimited(await browse(1), 'api', /^Too many requests/);
  });

  it('when the budgets are counted, then each has keys of its own under the run’s prefix', async () => {
    const keys = await keysUnder(prefix);
    expect(keys.some((key) => key.startsWith(`${prefix}rl:orders:`))).toBe(true);
    expect(keys.some((key) => key.startsWith(`${prefix}rl:api:`))).toBe(true);
  });

  it('when the second process is told to stop while connected to Redis, then it shuts down cleanly (exit 0)', async () => {
    second!.kill('SIGTERM');
    expect(await second!.waitForExit(10_000)).toEqual({ code: 0, signal: null });
  });
});
