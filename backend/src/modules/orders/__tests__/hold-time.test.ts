// A shop of its own, because this one needs ORDER_HOLD_MINUTES set.
import { afterEach, describe, expect, it } from 'vitest';
import { useTestShop } from '../../../../test/harness.js';
import { addProduct, orderAs, placedOrder, stockOf } from '../../../../test/support/orders.js';

const MINUTE = 60 * 1000;

const given = useTestShop({ env: { ORDER_HOLD_MINUTES: '30' }, people: { admin: { label: 'owner', role: 'owner' }, shopper: 'customer' } });
afterEach(() => expect(given.shop.violations).toEqual([]));

describe('the configured hold time', () => {
  it('when ORDER_HOLD_MINUTES is 30, then /api/config says so and new orders hold their stock for 30 minutes', async () => {
    expect((await given.shop.request.get('/api/config')).body.orderHoldMinutes).toBe(30);
    const product = await addProduct(given.shop, given.admin, { available: 5, minimum: 1 });
    const order = await placedOrder(given.shop, given.shopper, product._id, 2);
    const hold = Date.parse(order.holdExpiresAt ?? '') - Date.parse(order.createdAt);
    expect(Math.abs(hold - 30 * MINUTE)).toBeLessThan(5000);

    expect(await given.shop.services.orders.releaseExpiredHolds(new Date(Date.now() + 29 * MINUTE))).toBe(0);
    expect(await stockOf(given.shop, product._id)).toBe(3);
    expect(await given.shop.services.orders.releaseExpiredHolds(new Date(Date.now() + 31 * MINUTE))).toBe(1);
    expect(await stockOf(given.shop, product._id)).toBe(5);
    expect((await orderAs(given.shop, given.shopper, order._id)).status).toBe('cancelled');
  });
});
