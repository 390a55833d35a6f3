// Trade price breaks: set by an admin within the tool's price and minimum, shown with the tool,
// applied by the server wherever a line is priced (a cart, a visitor's cart, a delivery quote, the
// checkout, Buy Now, a guest's checkout), and kept on the order at the unit price it used. On SQLite
// and on PostgreSQL (TEST_DATABASE_URL).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useTestShop } from '../../../../test/harness.js';
import { cartOf, checkedOut, clearCart, fillCart, setLine } from '../../../../test/support/cart.js';
import { addProduct, guestOrder, orderAs, placedOrder, stockOf } from '../../../../test/support/orders.js';
import { expectProblem } from '../../../../test/support/problem-checks.js';

const given = useTestShop({ people: { admin: 'owner', alice: 'customer' } });
beforeEach(() => clearCart(given.shop, given.alice));
afterEach(() => expect(given.shop.violations).toEqual([]));

const breaks = [
  { minQuantity: 10, price: 21.5 },
  { minQuantity: 25, price: 19.5 },
];
/** A chisel at $24.99, minimum 2, 10+ at $21.50 and 25+ at $19.50. */
const chisel = () => addProduct(given.shop, given.admin, { name: 'Break Chisel', price: 24.99, minimum: 2, available: 200, priceBreaks: breaks });
const edit = (productId: string, patch: object) => given.shop.request.patch(`/api/product/${productId}`).set(given.admin.auth).send(patch);

describe('setting price breaks', () => {
  it('when an admin adds a tool with breaks in any order, then it lists them smallest quantity first, on its page and in the catalogue', async () => {
    const added = await addProduct(given.shop, given.admin, { name: 'Break Gauge', minimum: 2, priceBreaks: [breaks[1]!, breaks[0]!] });
    expect(added).toMatchObject({ priceBreaks: breaks });
    expect((await given.shop.request.get(`/api/products/${added._id}`)).body.priceBreaks).toEqual(breaks);
    const listed = (await given.shop.request.get('/api/products').query({ q: 'break gauge' })).body.items[0];
    expect(listed.priceBreaks).toEqual(breaks);
    // A tool added without breaks has none.
    expect(await addProduct(given.shop, given.admin)).toMatchObject({ priceBreaks: [] });
  });

  it('when breaks don’t fit the price or the minimum, then 400 says which and nothing is added', async () => {
    const add = (priceBreaks: object[]) =>
      given.shop.request.post('/api/productAdd').set(given.admin.auth).send({ name: 'Refused Breaks', image: '/images/tools/claw-hammer.svg', available: 50, minimum: 5, price: 20, description: 'A tool whose breaks are refused.', priceBreaks });
    expectProblem(await add([{ minQuantity: 5, price: 18 }]), 400, 'A price break starts above the minimum order: 5 is not more than 5.');
    expectProblem(await add([{ minQuantity: 10, price: 20 }]), 400, 'The price break from 10 must cost less each than the price.');
    expectProblem(await add([{ minQuantity: 10, price: 18 }, { minQuantity: 20, price: 18 }]), 400, 'The price break from 20 must cost less each than the break from 10.');
    expectProblem(await add([{ minQuantity: 10, price: 18 }, { minQuantity: 10, price: 17 }]), 400, 'Two price breaks start at 10.');
    expectProblem(await add([{ minQuantity: 10, price: 18.555 }]), 400);
    expect((await given.shop.request.get('/api/products').query({ q: 'refused breaks' })).body.items).toEqual([]);
  });

  it('when an edit would leave a break at or under the minimum or dearer than the price, then it is refused and the tool is as it was', async () => {
    const tool = await chisel();
    expectProblem(await edit(tool._id, { minimum: 10 }), 400, 'A price break starts above the minimum order: 10 is not more than 10.');
    expectProblem(await edit(tool._id, { price: 21 }), 400, 'The price break from 10 must cost less each than the price.');
    expect((await given.shop.request.get(`/api/products/${tool._id}`)).body).toMatchObject({ price: 24.99, minimum: 2, priceBreaks: breaks });
    // Both together fit.
    expect((await edit(tool._id, { price: 21, priceBreaks: [{ minQuantity: 50, price: 18 }] })).body).toMatchObject({ price: 21, priceBreaks: [{ minQuantity: 50, price: 18 }] });
    expect((await edit(tool._id, { priceBreaks: [] })).body.priceBreaks).toEqual([]);
  });

  it('when an admin changes the breaks, then the audit trail records them as a price change', async () => {
    const tool = await chisel();
    expect((await edit(tool._id, { priceBreaks: [{ minQuantity: 10, price: 20 }] })).status).toBe(200);
    const entries = await given.shop.request.get('/api/audit-entries').set(given.admin.auth).query({ subject: tool._id, kind: 'product.price_changed' });
    expect(entries.body.items[0]).toMatchObject({ before: { priceBreaks: '10+ at 21.5, 25+ at 19.5' }, after: { priceBreaks: '10+ at 20' } });
  });
});

describe('applying price breaks', () => {
  it('when a cart line reaches a break, then its unit price is the break’s, and until then the line says how many more reach the next', async () => {
    const tool = await chisel();
    let cart = await fillCart(given.shop, given.alice, [[tool._id, 9]]);
    expect(cart.lines[0]).toMatchObject({ unitPrice: '24.99', lineTotal: '224.91', nextBreak: { minQuantity: 10, more: 1, unitPrice: '21.50' } });
    expect(cart.total).toBe('224.91');
    cart = (await setLine(given.shop, given.alice, tool._id, 10)).body;
    expect(cart.lines[0]).toMatchObject({ unitPrice: '21.50', lineTotal: '215.00', nextBreak: { minQuantity: 25, more: 15, unitPrice: '19.50' } });
    cart = (await setLine(given.shop, given.alice, tool._id, 30)).body;
    expect(cart.lines[0]).toMatchObject({ unitPrice: '19.50', lineTotal: '585.00' });
    expect(cart.lines[0]).not.toHaveProperty('nextBreak');
  });

  it('when the stock couldn’t fill the next break, then the line names none', async () => {
    const scarce = await addProduct(given.shop, given.admin, { name: 'Scarce Chisel', price: 24.99, minimum: 2, available: 20, priceBreaks: breaks });
    const cart = await fillCart(given.shop, given.alice, [[scarce._id, 12]]);
    expect(cart.lines[0]).toMatchObject({ unitPrice: '21.50', lineTotal: '258.00' });
    expect(cart.lines[0]).not.toHaveProperty('nextBreak');
  });

  it('when a shopper checks out 10, then the order keeps the break’s unit price, whatever the breaks become later', async () => {
    const tool = await chisel();
    await fillCart(given.shop, given.alice, [[tool._id, 10]]);
    const order = await checkedOut(given.shop, given.alice, { expectedTotal: '215.00' });
    expect(order.lines).toEqual([expect.objectContaining({ productId: tool._id, quantity: 10, unitPrice: '21.50', price: '215.00' })]);
    expect(await stockOf(given.shop, tool._id)).toBe(190);
    expect((await edit(tool._id, { priceBreaks: [] })).status).toBe(200);
    expect((await orderAs(given.shop, given.alice, order._id)).lines[0]).toMatchObject({ unitPrice: '21.50', price: '215.00' });
  });

  it('when a visitor prices a cart, asks for a delivery quote, buys now or checks out as a guest, then each applies the break', async () => {
    const tool = await chisel();
    const priced = await given.shop.request.post('/api/cart/price').send({ lines: [{ productId: tool._id, quantity: 25 }] });
    expect(priced.body.lines[0]).toMatchObject({ unitPrice: '19.50', lineTotal: '487.50' });
    const quote = await given.shop.request.post('/api/shipping-quotes').send({ country: 'US', lines: [{ productId: tool._id, quantity: 25 }] });
    expect(quote.status, quote.text).toBe(200);
    expect(quote.body.subtotal).toBe('487.50');
    const bought = await placedOrder(given.shop, given.alice, tool._id, 12);
    expect(bought.lines[0]).toMatchObject({ unitPrice: '21.50', price: '258.00' });
    const { order } = await guestOrder(given.shop, tool._id, 3);
    expect(order.lines[0]).toMatchObject({ unitPrice: '24.99', price: '74.97' });
    expect((await cartOf(given.shop, given.alice)).lines).toEqual([]);
  });
});
