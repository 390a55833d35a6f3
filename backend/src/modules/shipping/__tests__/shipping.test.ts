// Delivery as the shop charges it: the owner's zones and methods, the quote a cart and a checkout
// show, and the order that keeps the shipping it was placed with, its total what is paid; on
// SQLite and PostgreSQL.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestShop } from '../../../../test/harness.js';
import { addProduct, guestOrder, placeOrder, placedOrder, stockOf } from '../../../../test/support/orders.js';
import { startPayment } from '../../../../test/support/payments.js';
import { expectProblem } from '../../../../test/support/problem-checks.js';
import { freeDeliveryAtHome } from '../../../../test/support/operation-calls.js';

const given = useTestShop({ people: { admin: 'owner', alice: 'customer', cat: 'catalogue' } });
afterEach(() => expect(given.shop.violations.splice(0)).toEqual([]));

const rates = {
  homeCountry: 'US',
  zones: [
    {
      name: 'United States',
      countries: ['US'],
      methods: [
        {
          id: 'standard',
          name: 'Standard delivery',
          kind: 'weight',
          bands: [
            { upToGrams: 2000, price: '8.95' },
            { upToGrams: 10000, price: '14.95' },
          ],
          freeFrom: '1000.00',
        },
        { id: 'express', name: 'Express', kind: 'flat', price: '34.95', freeFrom: null },
        { id: 'collection', name: 'Collect from the workshop', kind: 'collection', freeFrom: null },
      ],
    },
    { name: 'Canada', countries: ['CA'], methods: [{ id: 'canada', name: 'Tracked to Canada', kind: 'flat', price: '29.00', freeFrom: null }] },
  ],
};

const putSettings = (body: unknown, caller = given.admin) => given.shop.request.put('/api/settings/shipping').set(caller.auth).send(body as object);
const quote = (country: string, lines: Array<{ productId: string; quantity: number }>) => given.shop.request.post('/api/shipping-quotes').send({ country, lines });
const storedSettings = async () => (await given.shop.request.get('/api/settings/shipping')).body;

describe('a shop that has set nothing', () => {
  it('when a visitor reads the rates, then the shop delivers free to its own country by one method, and promises no free-delivery threshold', async () => {
    expect(await storedSettings()).toEqual(freeDeliveryAtHome);
    expect((await given.shop.request.get('/api/config')).body.shop.freeShippingFrom).toBeNull();
  });
});

describe('the owner’s settings', () => {
  beforeAll(async () => {
    expect((await putSettings(rates)).status).toBe(200);
  });

  it('when the owner saves zones and methods, then anyone reads them, the home page promises the home zone’s threshold, and the audit trail has the change', async () => {
    expect(await storedSettings()).toEqual(rates);
    expect((await given.shop.request.get('/api/config')).body.shop.freeShippingFrom).toBe(1000);
    const [entry] = await given.shop.db.sql.select<{ after: string }>("SELECT after FROM audit_entries WHERE kind = 'settings.changed' AND subject_id = 'shipping' ORDER BY created_at DESC", []);
    expect(JSON.parse(entry!.after)).toEqual({ homeCountry: 'US', zones: 'United States (US): standard, express, collection; Canada (CA): canada' });
  });

  it.each([
    ['a country in two zones', { ...rates, zones: [...rates.zones, { name: 'Again', countries: ['CA'], methods: [{ id: 'again', name: 'Again', kind: 'flat', price: '1.00', freeFrom: null }] }] }, /CA is in two zones/],
    ['a flat rate without a price', { ...rates, zones: [{ ...rates.zones[0]!, methods: [{ id: 'flat', name: 'Flat', kind: 'flat', freeFrom: null }] }] }, /a flat rate has a price/],
    ['weight bands out of order', { ...rates, zones: [{ ...rates.zones[0]!, methods: [{ id: 'w', name: 'Heavy', kind: 'weight', bands: [{ upToGrams: 5000, price: '9.00' }, { upToGrams: 1000, price: '5.00' }], freeFrom: null }] }] }, /heavier than the one before/],
    ['two methods with one id', { ...rates, zones: [rates.zones[0]!, { name: 'Canada', countries: ['CA'], methods: [{ id: 'express', name: 'Express', kind: 'flat', price: '9.00', freeFrom: null }] }] }, /id “express”/],
    ['a home country in no zone', { ...rates, homeCountry: 'GB' }, /own country \(GB\) must be in a zone/],
    ['collection with a price', { ...rates, zones: [{ ...rates.zones[0]!, methods: [{ id: 'pickup', name: 'Pickup', kind: 'collection', price: '2.00', freeFrom: null }] }] }, /collection from the shop is free/],
    ['a country that is not a code', { ...rates, zones: [{ ...rates.zones[0]!, countries: ['usa'] }] }, undefined],
  ])('when the settings have %s, then it is a 400 and nothing changes', async (_case, body, detail) => {
    expectProblem(await putSettings(body), 400, detail);
    expect(await storedSettings()).toEqual(rates);
  });

  it('when a staff member other than the owner changes the rates, then it is a 403 and nothing changes', async () => {
    expectProblem(await putSettings(freeDeliveryAtHome, given.cat), 403);
    expect(await storedSettings()).toEqual(rates);
  });
});

describe('a quote', () => {
  beforeAll(async () => {
    expect((await putSettings(rates)).status).toBe(200);
  });

  it('when 2 tools of 750 g go to the US, then every home method is offered, cheapest first, standard by its first band', async () => {
    const tool = await addProduct(given.shop, given.admin, { price: 20, minimum: 1, weightGrams: 750 } as object);
    const response = await quote('US', [{ productId: tool._id, quantity: 2 }]);
    expect(response.status).toBe(200);
    // Each with the order's total and tax by it (prices include 20%, the shop's default).
    const taxOf = (total: string, net: string, shipping: string) => ({ pricesIncludeTax: true, total, exempt: '0.00', rates: [{ taxClass: 'standard', rate: '20', net, tax: total, shipping, exempt: '0.00' }] });
    expect(response.body).toEqual({
      country: 'US',
      subtotal: '40.00',
      options: [
        { id: 'collection', name: 'Collect from the workshop', kind: 'collection', price: '0.00', tax: taxOf('6.67', '33.33', '0.00'), total: '40.00' },
        { id: 'standard', name: 'Standard delivery', kind: 'weight', price: '8.95', tax: taxOf('8.16', '40.79', '8.95'), total: '48.95' },
        { id: 'express', name: 'Express', kind: 'flat', price: '34.95', tax: taxOf('12.49', '62.46', '34.95'), total: '74.95' },
      ],
    });
  });

  it('when the tools weigh more than the last band, then standard is left out; when they were never weighed, standard charges its heaviest band', async () => {
    const heavy = await addProduct(given.shop, given.admin, { price: 20, minimum: 1, weightGrams: 6000 } as object);
    expect((await quote('US', [{ productId: heavy._id, quantity: 2 }])).body.options.map((option: { id: string }) => option.id)).toEqual(['collection', 'express']);
    const unweighed = await addProduct(given.shop, given.admin, { price: 20, minimum: 1 });
    expect((await quote('US', [{ productId: unweighed._id, quantity: 1 }])).body.options).toContainEqual(expect.objectContaining({ id: 'standard', name: 'Standard delivery', kind: 'weight', price: '14.95' }));
  });

  it('when the subtotal reaches the free-from amount, then standard is free; express still costs', async () => {
    const plane = await addProduct(given.shop, given.admin, { price: 500, minimum: 1, weightGrams: 1000 } as object);
    const { options } = (await quote('US', [{ productId: plane._id, quantity: 2 }])).body;
    expect(options.find((option: { id: string }) => option.id === 'standard').price).toBe('0.00');
    expect(options.find((option: { id: string }) => option.id === 'express').price).toBe('34.95');
  });

  it('when the country is in no zone, then there are no options; a tool twice in the list is a 400', async () => {
    const tool = await addProduct(given.shop, given.admin, { weightGrams: 500 } as object);
    expect((await quote('JP', [{ productId: tool._id, quantity: 2 }])).body.options).toEqual([]);
    expectProblem(await quote('US', [{ productId: tool._id, quantity: 2 }, { productId: tool._id, quantity: 3 }]), 400);
  });
});

describe('an order’s shipping', () => {
  beforeAll(async () => {
    expect((await putSettings(rates)).status).toBe(200);
  });

  it('when a customer orders to Canada by its method, then the order keeps the shipping and its total, and the payment asks for that total', async () => {
    const tool = await addProduct(given.shop, given.admin, { price: 24.99, minimum: 1, weightGrams: 800 } as object);
    const order = await placedOrder(given.shop, given.alice, tool._id, 2, { country: 'CA', shippingMethod: 'canada', expectedTotal: '78.98' });
    expect(order).toMatchObject({ subtotal: '49.98', shipping: { method: 'canada', name: 'Tracked to Canada', price: '29.00' }, country: 'CA', price: '78.98' });
    expect((await startPayment(given.shop, given.alice, order._id)) as unknown as { amount: number }).toMatchObject({ amount: 7898 });
  });

  it('when no method is named, then the cheapest applies; when no country is named, the shop’s own', async () => {
    const tool = await addProduct(given.shop, given.admin, { price: 10, minimum: 1, weightGrams: 500 } as object);
    const order = await placedOrder(given.shop, given.alice, tool._id, 1);
    expect(order).toMatchObject({ country: 'US', shipping: { method: 'collection', price: '0.00' }, price: '10.00' });
  });

  it('when the method doesn’t apply, or the shop doesn’t deliver there, then it is a 409 and no stock is held', async () => {
    const tool = await addProduct(given.shop, given.admin, { price: 10, minimum: 1, available: 5, weightGrams: 500 } as object);
    const wrongMethod = await placeOrder(given.shop, given.alice, tool._id, 1, { country: 'CA', shippingMethod: 'express' });
    expectProblem(wrongMethod, 409, /isn’t available for this order/);
    expect(wrongMethod.body.code).toBe('shipping_unavailable');
    expectProblem(await placeOrder(given.shop, given.alice, tool._id, 1, { country: 'JP' }), 409, /can’t deliver this order to JP/);
    expect(await stockOf(given.shop, tool._id)).toBe(5);
  });

  it('when the total the shopper saw left out the shipping, then the order is refused as a price change', async () => {
    const tool = await addProduct(given.shop, given.admin, { price: 10, minimum: 1, weightGrams: 500 } as object);
    const response = await placeOrder(given.shop, given.alice, tool._id, 1, { shippingMethod: 'express', expectedTotal: '10.00' });
    expectProblem(response, 409);
    expect(response.body.code).toBe('price_changed');
  });

  it('when a guest orders by express and the rates change afterwards, then the order keeps what it was charged', async () => {
    const tool = await addProduct(given.shop, given.admin, { price: 15, minimum: 1, weightGrams: 500 } as object);
    const { order, key } = await guestOrder(given.shop, tool._id, 2, { shippingMethod: 'express' });
    expect(order).toMatchObject({ subtotal: '30.00', shipping: { method: 'express', price: '34.95' }, price: '64.95' });
    expect((await putSettings({ ...rates, zones: [{ ...rates.zones[0]!, methods: [{ id: 'express', name: 'Express', kind: 'flat', price: '99.00', freeFrom: null }] }] })).status).toBe(200);
    const again = await given.shop.request.get(`/api/guest/orders/${order._id}`).set('X-Order-Key', key);
    expect(again.body).toMatchObject({ shipping: { method: 'express', price: '34.95' }, price: '64.95' });
    expect((await putSettings(rates)).status).toBe(200);
  });
});
