// A signed-in shopper's cart on the server and a visitor's priced by it: the seed's quantity rule
// when a line is set, lines flagged when the catalogue moves under them, and the merge at sign-in.
// Every answer is checked against the contract by the harness.
import { afterEach, describe, expect, it } from 'vitest';
import { useTestShop, type Shopper } from '../../../../test/harness.js';
import { cartOf, clearCart, fillCart, setLine } from '../../../../test/support/cart.js';
import { addProduct, placedOrder } from '../../../../test/support/orders.js';
import { expectProblem } from '../../../../test/support/problem-checks.js';
import { snapshot } from '../../../../test/support/snapshot.js';
import type { Cart } from '../../../shared/api-types.js';

const given = useTestShop({ people: { admin: 'owner', alice: 'customer', bob: 'customer' } });
afterEach(() => expect(given.shop.violations).toEqual([]));

const clear = (shopper: Shopper) => clearCart(given.shop, shopper);
const remove = (shopper: Shopper, productId: string) => given.shop.request.delete(`/api/cart/lines/${productId}`).set(shopper.auth);
const merge = (shopper: Shopper, lines: Array<{ productId: string; quantity: number }>) => given.shop.request.post('/api/cart/merge').set(shopper.auth).send({ lines });
const price = (lines: Array<{ productId: string; quantity: number }>) => given.shop.request.post('/api/cart/price').send({ lines });
const lineOf = (cart: Cart, productId: string) => cart.lines.find((line) => line.productId === productId);
/** Sells stock down to `left`, below the tool's minimum if need be (an admin can't set it there). */
const sellDownTo = async (product: { _id: string; available: number }, left: number) => {
  await placedOrder(given.shop, given.bob, product._id, product.available - left);
};
const editProduct = async (productId: string, patch: object) => expect((await given.shop.request.patch(`/api/product/${productId}`).set(given.admin.auth).send(patch)).status).toBe(200);

describe('a signed-in shopper’s cart', () => {
  it('when a shopper adds two tools, then the cart lists them in that order with the server’s prices, stock and minimum, and the total', async () => {
    await clear(given.alice);
    const hammer = await addProduct(given.shop, given.admin, { name: 'Cart Hammer', price: 24.99, available: 10, minimum: 2 });
    const nails = await addProduct(given.shop, given.admin, { name: 'Cart Nails', price: 0.1, available: 500, minimum: 1 });
    const cart = await fillCart(given.shop, given.alice, [
      [hammer._id, 3],
      [nails._id, 3],
    ]);
    expect(cart).toEqual({
      lines: [
        { productId: hammer._id, name: 'Cart Hammer', image: '/images/tools/claw-hammer.svg', unitPrice: '24.99', quantity: 3, lineTotal: '74.97', available: 10, minimum: 2, issue: null },
        { productId: nails._id, name: 'Cart Nails', image: '/images/tools/claw-hammer.svg', unitPrice: '0.10', quantity: 3, lineTotal: '0.30', available: 500, minimum: 1, issue: null },
      ],
      total: '75.27',
    });
    expect(await cartOf(given.shop, given.alice)).toEqual(cart);
    // Each shopper has a cart of their own.
    await clear(given.bob);
    expect(await cartOf(given.shop, given.bob)).toEqual({ lines: [], total: '0.00' });
  });

  it('when a line is set again, then its quantity is replaced, not added to, and it keeps its place', async () => {
    await clear(given.alice);
    const first = await addProduct(given.shop, given.admin, { available: 20, minimum: 1 });
    const second = await addProduct(given.shop, given.admin, { available: 20, minimum: 1 });
    await fillCart(given.shop, given.alice, [
      [first._id, 2],
      [second._id, 2],
      [first._id, 5],
    ]);
    expect((await cartOf(given.shop, given.alice)).lines.map((line) => [line.productId, line.quantity])).toEqual([
      [first._id, 5],
      [second._id, 2],
    ]);
  });

  it('when a quantity breaks [minimum, available] or the tool does not exist, then 400/409/404 and nothing changes', async () => {
    await clear(given.alice);
    const product = await addProduct(given.shop, given.admin, { available: 10, minimum: 2 });
    const soldOut = await addProduct(given.shop, given.admin, { available: 3, minimum: 2 });
    await sellDownTo(soldOut, 1);
    await fillCart(given.shop, given.alice, [[product._id, 4]]);
    const before = await snapshot(given.shop.db);

    expectProblem(await setLine(given.shop, given.alice, product._id, 1), 400, 'The minimum order for this tool is 2.');
    expectProblem(await setLine(given.shop, given.alice, product._id, 11), 409, 'Only 10 left in stock.');
    expectProblem(await setLine(given.shop, given.alice, soldOut._id, 2), 409, 'This tool is out of stock.');
    expectProblem(await setLine(given.shop, given.alice, '0193a7d2-5c1e-7b3a-9f00-ffffffffffff', 2), 404, 'No product with that id.');
    expectProblem(await setLine(given.shop, given.alice, product._id, 0), 400);
    expect((await given.shop.request.put(`/api/cart/lines/${product._id}`).set(given.alice.auth).send({ quantity: 3, price: 0.01 })).status).toBe(400);

    expect(await snapshot(given.shop.db)).toBe(before);
    expect(lineOf(await cartOf(given.shop, given.alice), product._id)?.quantity).toBe(4);
    // The bounds themselves are allowed.
    expect((await setLine(given.shop, given.alice, product._id, 2)).status).toBe(200);
    expect((await setLine(given.shop, given.alice, product._id, 10)).status).toBe(200);
  });

  it('when a line is removed, then it is gone; removing it again, or a tool never there, changes nothing', async () => {
    await clear(given.alice);
    const kept = await addProduct(given.shop, given.admin, { available: 20, minimum: 1 });
    const removed = await addProduct(given.shop, given.admin, { available: 20, minimum: 1 });
    await fillCart(given.shop, given.alice, [
      [kept._id, 1],
      [removed._id, 1],
    ]);
    const after = await remove(given.alice, removed._id);
    expect(after.status).toBe(200);
    expect((after.body as Cart).lines.map((line) => line.productId)).toEqual([kept._id]);
    expect((await remove(given.alice, removed._id)).body).toEqual(after.body);
    expect((await remove(given.alice, '0193a7d2-5c1e-7b3a-9f00-ffffffffffff')).body).toEqual(after.body);
  });

  it('when a cart holds 50 tools, then a 51st is refused (409), a held line still changes, and a merge adds no more', async () => {
    await clear(given.bob);
    const products = await Promise.all(Array.from({ length: 51 }, () => addProduct(given.shop, given.admin, { available: 20, minimum: 1 })));
    for (const product of products.slice(0, 50)) expect((await setLine(given.shop, given.bob, product._id, 1)).status).toBe(200);
    const last = products[50]!;
    expectProblem(await setLine(given.shop, given.bob, last._id, 1), 409, 'Your cart is full (50 tools). Check out or remove a tool first.');
    expect((await setLine(given.shop, given.bob, products[0]!._id, 3)).status).toBe(200);
    const merged = await merge(given.bob, [{ productId: last._id, quantity: 1 }]);
    expect(merged.status).toBe(200);
    expect((merged.body as Cart).lines).toHaveLength(50);
    expect(lineOf(merged.body as Cart, last._id)).toBeUndefined();
    await clear(given.bob);
  });
});

describe('a tool repriced, restocked or deleted while it is in a cart', () => {
  it('when the price changes, then the cart shows the new price and total', async () => {
    await clear(given.alice);
    const product = await addProduct(given.shop, given.admin, { price: 10, available: 20, minimum: 1 });
    await fillCart(given.shop, given.alice, [[product._id, 3]]);
    await editProduct(product._id, { price: 12.5 });
    const cart = await cartOf(given.shop, given.alice);
    expect(lineOf(cart, product._id)).toMatchObject({ unitPrice: '12.50', lineTotal: '37.50', issue: null });
    expect(cart.total).toBe('37.50');
  });

  it('when stock or the minimum moves, then the line says why it can’t be ordered and the total leaves it out', async () => {
    await clear(given.alice);
    const [fits, short, gone, raised] = await Promise.all(Array.from({ length: 4 }, () => addProduct(given.shop, given.admin, { price: 10, available: 20, minimum: 2 })));
    await fillCart(given.shop, given.alice, [
      [fits!._id, 2],
      [short!._id, 8],
      [gone!._id, 4],
      [raised!._id, 3],
    ]);
    await editProduct(short!._id, { available: 5 });
    await sellDownTo(gone!, 1);
    await editProduct(raised!._id, { minimum: 6 });
    const cart = await cartOf(given.shop, given.alice);
    expect(cart.lines.map((line) => [line.issue, line.available, line.minimum])).toEqual([
      [null, 20, 2],
      ['exceeds_stock', 5, 2],
      ['out_of_stock', 1, 2],
      ['below_minimum', 20, 6],
    ]);
    expect(cart.total).toBe('20.00');
  });

  it('when the tool is deleted, then its line stays with its last name and image, no price, and can be removed', async () => {
    await clear(given.alice);
    const kept = await addProduct(given.shop, given.admin, { price: 5, available: 20, minimum: 1 });
    const deleted = await addProduct(given.shop, given.admin, { name: 'Discontinued Plane', price: 50, available: 20, minimum: 1 });
    await fillCart(given.shop, given.alice, [
      [deleted._id, 2],
      [kept._id, 2],
    ]);
    expect((await given.shop.request.delete(`/api/product/${deleted._id}`).set(given.admin.auth)).status).toBe(204);
    const cart = await cartOf(given.shop, given.alice);
    expect(cart.lines[0]).toEqual({
      productId: deleted._id,
      name: 'Discontinued Plane',
      image: '/images/tools/claw-hammer.svg',
      unitPrice: null,
      quantity: 2,
      lineTotal: null,
      available: 0,
      minimum: null,
      issue: 'product_deleted',
    });
    expect(cart.total).toBe('10.00');
    expect((await remove(given.alice, deleted._id)).body).toEqual({ lines: [cart.lines[1]], total: '10.00' });
  });
});

describe('merging a visitor’s cart at sign-in', () => {
  it('when a visitor’s lines are merged, then each keeps the larger quantity, brought within [minimum, available]; deleted tools are left out', async () => {
    await clear(given.alice);
    const held = await addProduct(given.shop, given.admin, { available: 20, minimum: 1 });
    const small = await addProduct(given.shop, given.admin, { available: 20, minimum: 2 });
    const scarce = await addProduct(given.shop, given.admin, { available: 10, minimum: 1 });
    const soldOut = await addProduct(given.shop, given.admin, { available: 4, minimum: 2 });
    const deleted = await addProduct(given.shop, given.admin, { available: 20, minimum: 1 });
    await fillCart(given.shop, given.alice, [
      [held._id, 3],
      [soldOut._id, 2],
    ]);
    await sellDownTo(soldOut, 1);
    expect((await given.shop.request.delete(`/api/product/${deleted._id}`).set(given.admin.auth)).status).toBe(204);

    const visitor = [
      { productId: held._id, quantity: 5 },
      { productId: small._id, quantity: 1 },
      { productId: scarce._id, quantity: 50 },
      { productId: deleted._id, quantity: 1 },
      { productId: soldOut._id, quantity: 1 },
    ];
    const response = await merge(given.alice, visitor);
    expect(response.status).toBe(200);
    const cart = response.body as Cart;
    expect(cart.lines.map((line) => [line.productId, line.quantity, line.issue])).toEqual([
      [held._id, 5, null],
      [soldOut._id, 2, 'out_of_stock'],
      [small._id, 2, null],
      [scarce._id, 10, null],
    ]);
    // A retried merge (the browser never heard the answer) changes nothing.
    expect((await merge(given.alice, visitor)).body).toEqual(cart);
    // A smaller quantity from the browser doesn't lower the shopper's own.
    expect(lineOf((await merge(given.alice, [{ productId: held._id, quantity: 1 }])).body as Cart, held._id)?.quantity).toBe(5);
  });

  it('when a visitor’s lines are merged into an empty cart, then they keep the order the visitor added them in', async () => {
    await clear(given.alice);
    const tools = [];
    for (let i = 0; i < 12; i++) tools.push(await addProduct(given.shop, given.admin, { available: 20, minimum: 1 }));
    // The reverse of the order the tools were made in (and of their ids), which lines added in the
    // same millisecond would fall back to.
    const visitor = tools.reverse().map((product) => ({ productId: product._id, quantity: 1 }));
    const cart = (await merge(given.alice, visitor)).body as Cart;
    expect(cart.lines.map((line) => line.productId)).toEqual(visitor.map((line) => line.productId));
    expect((await cartOf(given.shop, given.alice)).lines.map((line) => line.productId)).toEqual(visitor.map((line) => line.productId));
  });

  it('when a tool appears twice in the list, then 400 and nothing changes', async () => {
    const product = await addProduct(given.shop, given.admin, { available: 20, minimum: 1 });
    const before = await snapshot(given.shop.db);
    const twice = [
      { productId: product._id, quantity: 1 },
      { productId: product._id, quantity: 2 },
    ];
    expectProblem(await merge(given.alice, twice), 400, 'Each tool may appear only once in a cart.');
    expect(await snapshot(given.shop.db)).toBe(before);
  });
});

describe('a visitor’s cart, priced by the server', () => {
  it('when a visitor asks, then the lines come back as asked with the server’s prices and issues, and nothing is stored', async () => {
    const product = await addProduct(given.shop, given.admin, { name: 'Visitor Saw', price: 19.99, available: 4, minimum: 1 });
    const unknown = '0193a7d2-5c1e-7b3a-9f00-fffffffffffe';
    const before = await snapshot(given.shop.db);
    const response = await price([
      { productId: unknown, quantity: 2 },
      { productId: product._id, quantity: 5 },
    ]);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      lines: [
        { productId: unknown, name: null, image: null, unitPrice: null, quantity: 2, lineTotal: null, available: 0, minimum: null, issue: 'product_deleted' },
        { productId: product._id, name: 'Visitor Saw', image: '/images/tools/claw-hammer.svg', unitPrice: '19.99', quantity: 5, lineTotal: '99.95', available: 4, minimum: 1, issue: 'exceeds_stock' },
      ],
      total: '0.00',
    });
    expect((await price([{ productId: product._id, quantity: 4 }])).body.total).toBe('79.96');
    expect(await snapshot(given.shop.db)).toBe(before);
  });

  it('when a tool appears twice or a line is malformed, then 400', async () => {
    const product = await addProduct(given.shop, given.admin, { available: 4, minimum: 1 });
    expectProblem(
      await price([
        { productId: product._id, quantity: 1 },
        { productId: product._id, quantity: 1 },
      ]),
      400,
      'Each tool may appear only once in a cart.',
    );
    expectProblem(await price([{ productId: product._id, quantity: 0 }]), 400);
    expectProblem(await price([{ productId: 'not-a-uuid', quantity: 1 }]), 400);
    expectProblem(await price(Array.from({ length: 51 }, () => ({ productId: product._id, quantity: 1 }))), 400);
  });
});
