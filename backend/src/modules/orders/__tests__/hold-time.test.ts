// A shop of its own, because this one needs ORDER_HOLD_MINUTES set.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type Shopper, type TestShop } from '../../../../test/harness.js';
import { addProduct, orderAs, placedOrder, stockOf } from '../../../../test/support/orders.js';

const MINUTE = 60 * 1000;

let shop: TestShop;
let admin: Shopper;
let shopper: Shopper;

beforeAll(async () => {
  shop = await startTestShop({ env: { ORDER_HOLD_MINUTES: '30' } });
  [admin, shopper] = await Promise.all([shop.signIn('owner', 'admin'), shop.signIn('shopper')]);
});
afterAll(() => shop.stop());
afterEach(() => expect(shop.violations).toEqual([]));

describe('the configured hold time', () => {
  it('when ORDER_HOLD_MINUTES is 30, then /api/config says so and new orders hold their stock for 30 minutes', async () => {
    expect((await shop.request.get('/api/config')).body.orderHoldMinutes).toBe(30);
    const product = await addProduct(shop, admin, { available: 5, minimum: 1 });
    const order = await placedOrder(shop, shopper, product._id, 2);
    const hold = Date.parse(order.holdExpiresAt ?? '') - Date.parse(order.createdAt);
    expect(Math.abs(hold - 30 * MINUTE)).toBeLessThan(5000);

    expect(await shop.services.orders.releaseExpiredHolds(new Date(Date.now() + 29 * MINUTE))).toBe(0);
    expect(await stockOf(shop, product._id)).toBe(3);
    expect(await shop.services.orders.releaseExpiredHolds(new Date(Date.now() + 31 * MINUTE))).toBe(1);
    expect(await stockOf(shop, product._id)).toBe(5);
    expect((await orderAs(shop, shopper, order._id)).status).toBe('cancelled');
  });
});
