// The tax an order is placed with: worked out on the server from the tools' classes, the delivery
// and the settings; the quote's total is the order's; stored with the order, never recomputed;
// on SQLite and PostgreSQL.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestShop } from '../../../../test/harness.js';
import { addProduct, guestCheckout, guestOrder, orderAs, placedOrder } from '../../../../test/support/orders.js';
import { expectProblem } from '../../../../test/support/problem-checks.js';

const given = useTestShop({ people: { admin: 'owner', alice: 'customer' } });
afterEach(() => expect(given.shop.violations.splice(0)).toEqual([]));

const shipping = {
  homeCountry: 'GB',
  zones: [
    { name: 'United Kingdom', countries: ['GB'], methods: [{ id: 'post', name: 'Royal Mail', kind: 'flat', price: '5.00', freeFrom: null }] },
    { name: 'Europe', countries: ['FR'], methods: [{ id: 'europe', name: 'Tracked to Europe', kind: 'flat', price: '12.00', freeFrom: null }] },
  ],
};
const consumer = { pricesIncludeTax: true, standardRate: '20', reducedRate: '5', exportsWithoutTax: false };

const setTax = async (settings: object) => expect((await given.shop.request.put('/api/settings/tax').set(given.admin.auth).send(settings)).status).toBe(200);
const quote = async (country: string, lines: Array<{ productId: string; quantity: number }>) =>
  (await given.shop.request.post('/api/shipping-quotes').send({ country, lines })).body.options[0];

let saw: { _id: string };
let goggles: { _id: string };

beforeAll(async () => {
  expect((await given.shop.request.put('/api/settings/shipping').set(given.admin.auth).send(shipping)).status).toBe(200);
  saw = await addProduct(given.shop, given.admin, { name: 'Tenon Saw', price: 30, minimum: 1 } as object);
  goggles = await addProduct(given.shop, given.admin, { name: 'Safety Goggles', price: 10, minimum: 1, taxClass: 'reduced' } as object);
});

describe('a tool’s tax class', () => {
  it('when a tool is added without one, then it is standard; the admin can set and change it', async () => {
    expect((await given.shop.request.get(`/api/products/${saw._id}`)).body.taxClass).toBe('standard');
    expect((await given.shop.request.get(`/api/products/${goggles._id}`)).body.taxClass).toBe('reduced');
    const book = await addProduct(given.shop, given.admin, { name: 'Joinery Handbook', price: 15, minimum: 1, taxClass: 'zero' } as object);
    const patched = await given.shop.request.patch(`/api/product/${book._id}`).set(given.admin.auth).send({ taxClass: 'standard' });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.body.taxClass).toBe('standard');
    expectProblem(await given.shop.request.patch(`/api/product/${book._id}`).set(given.admin.auth).send({ taxClass: 'luxury' }), 400);
  });
});

describe('an order’s tax', () => {
  const lines = () => [
    { productId: saw._id, quantity: 2 },
    { productId: goggles._id, quantity: 2 },
  ];

  it('when prices include tax, then a home order carries 20% and 5% of what it is charged, the delivery shared by value, and costs what the quote said', async () => {
    await setTax(consumer);
    const quoted = await quote('GB', lines());
    const { order } = await guestOrder(given.shop, saw._id, 2, { lines: lines(), country: 'GB', expectedTotal: quoted.total });

    // £60 of saws and £20 of goggles; the £5 delivery splits 3.75 / 1.25.
    expect(order.price).toBe('85.00');
    expect(order.tax).toEqual({
      pricesIncludeTax: true,
      total: '11.64',
      exempt: '0.00',
      rates: [
        // 63.75 × 20/120 = 10.625: half a penny rounds up.
        { taxClass: 'standard', rate: '20', net: '53.12', tax: '10.63', shipping: '3.75', exempt: '0.00' },
        { taxClass: 'reduced', rate: '5', net: '20.24', tax: '1.01', shipping: '1.25', exempt: '0.00' },
      ],
    });
    expect(quoted.tax).toEqual(order.tax);
  });

  it('when prices don’t include tax, then the order adds it, and a total sent without it orders nothing', async () => {
    await setTax({ ...consumer, pricesIncludeTax: false });
    const quoted = await quote('GB', lines());
    expect(quoted.total).toBe('98.81');
    expectProblem(await guestCheckout(given.shop, saw._id, 2, { lines: lines(), country: 'GB', expectedTotal: '85.00' }), 409, /changed/);

    const { order } = await guestOrder(given.shop, saw._id, 2, { lines: lines(), country: 'GB', expectedTotal: quoted.total });
    expect(order.price).toBe('98.81');
    expect(order.tax?.rates.map((rate) => [rate.net, rate.tax])).toEqual([
      ['63.75', '12.75'],
      // 21.25 × 5% = 1.0625.
      ['21.25', '1.06'],
    ]);
  });

  it('when an order goes abroad, then it carries no tax, and pays the prices as shown unless the shop charges exports without tax', async () => {
    await setTax(consumer);
    const asShown = (await guestOrder(given.shop, saw._id, 1, { country: 'FR' })).order;
    expect(asShown.price).toBe('42.00');
    expect(asShown.tax).toMatchObject({ total: '0.00', exempt: '0.00', rates: [{ taxClass: 'standard', rate: '0', net: '42.00', tax: '0.00' }] });

    await setTax({ ...consumer, exportsWithoutTax: true });
    const withoutTax = (await guestOrder(given.shop, saw._id, 1, { country: 'FR', expectedTotal: '35.00' })).order;
    expect(withoutTax.price).toBe('35.00');
    expect(withoutTax.tax).toMatchObject({ total: '0.00', exempt: '7.00', rates: [{ taxClass: 'standard', rate: '0', net: '35.00', tax: '0.00', exempt: '7.00' }] });
  });

  it('when the rates change after an order is placed, then the order keeps the tax and total it was placed with', async () => {
    await setTax(consumer);
    const placed = await placedOrder(given.shop, given.alice, saw._id, 1, { country: 'GB' });
    await setTax({ ...consumer, standardRate: '17.5', pricesIncludeTax: false });
    const later = await orderAs(given.shop, given.alice, placed._id);
    expect({ price: later.price, tax: later.tax }).toEqual({ price: placed.price, tax: placed.tax });
    expect(later.tax?.rates[0]?.rate).toBe('20');
  });
});
