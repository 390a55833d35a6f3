// Shoppers checking out at once, their carts sharing scarce tools: exactly the stock is sold,
// never more; a checkout that loses reserves nothing, whichever of its lines lost; on SQLite and
// on PostgreSQL (TEST_DATABASE_URL), where the reservations really interleave.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestShop, type Shopper } from '../../../../test/harness.js';
import { cartOf, checkout, clearCart, fillCart } from '../../../../test/support/cart.js';
import { addProduct } from '../../../../test/support/orders.js';
import { expectProblem } from '../../../../test/support/problem-checks.js';

const ROUNDS = 20;
const given = useTestShop({ people: { admin: 'owner' } });
let shoppers: Shopper[];

beforeAll(async () => {
  shoppers = await Promise.all(Array.from({ length: 8 }, (_, i) => given.shop.signIn(`racer-${i}`)));
});
afterEach(() => expect(given.shop.violations).toEqual([]));

/** Read behind the API, so a negative count would show as it is. */
async function stockInDatabase(productId: string): Promise<number> {
  const [row] = await given.shop.db.sql.select<{ available: number | string }>('SELECT available FROM products WHERE id = ?', [productId]);
  return Number(row?.available);
}

const tool = (available: number) => addProduct(given.shop, given.admin, { available, minimum: 1 });

describe('checkouts racing for the last units', () => {
  it(`when two shoppers check out the last units at once (${ROUNDS} rounds), then one gets them, the other a 409 naming the tool, and the loser's other line stays on the shelf`, async () => {
    const [first, second] = shoppers as [Shopper, Shopper];
    for (let round = 0; round < ROUNDS; round += 1) {
      const [scarce, firstOther, secondOther] = await Promise.all([tool(3), tool(10), tool(10)]);
      await Promise.all([clearCart(given.shop, first), clearCart(given.shop, second)]);
      // Added in opposite orders: the reservations still take their locks in one order.
      await fillCart(given.shop, first, [
        [scarce._id, 2],
        [firstOther._id, 1],
      ]);
      await fillCart(given.shop, second, [
        [secondOther._id, 1],
        [scarce._id, 2],
      ]);
      const answers = await Promise.all([checkout(given.shop, first), checkout(given.shop, second)]);

      expect(answers.map((answer) => answer.status).sort(), `round ${round}`).toEqual([201, 409]);
      const winner = answers[0]!.status === 201 ? 0 : 1;
      const loser = answers[1 - winner]!;
      expectProblem(loser, 409, /^Some tools in your cart can’t be ordered as they are: .* \(only 1 left\)\. Nothing was ordered\.$/);
      expect(loser.body.lines).toMatchObject([{ productId: scarce._id, quantity: 2, available: 1, issue: 'exceeds_stock' }]);
      expect(await stockInDatabase(scarce._id)).toBe(1);
      expect([await stockInDatabase(firstOther._id), await stockInDatabase(secondOther._id)]).toEqual(winner === 0 ? [9, 10] : [10, 9]);
      expect((await cartOf(given.shop, [first, second][1 - winner]!)).lines).toHaveLength(2);
      expect((await cartOf(given.shop, [first, second][winner]!)).lines).toEqual([]);
    }
  });

  it('when 8 shoppers with a scarce and a plentiful tool check out at once, then exactly the scarce stock is sold and the plentiful stock balances', async () => {
    for (let round = 0; round < ROUNDS / 4; round += 1) {
      const [scarce, plentiful] = await Promise.all([tool(5), tool(100)]);
      await Promise.all(shoppers.map((shopper) => clearCart(given.shop, shopper)));
      for (const shopper of shoppers) {
        await fillCart(given.shop, shopper, [
          [plentiful._id, 2],
          [scarce._id, 1],
        ]);
      }
      const answers = await Promise.all(shoppers.map((shopper) => checkout(given.shop, shopper)));
      const placed = answers.filter((answer) => answer.status === 201).length;
      expect(placed, `round ${round}`).toBe(5);
      for (const refused of answers.filter((answer) => answer.status !== 201)) {
        expectProblem(refused, 409);
        expect(refused.body.lines).toMatchObject([{ productId: scarce._id, available: 0, issue: 'out_of_stock' }]);
      }
      expect(await stockInDatabase(scarce._id)).toBe(0);
      expect(await stockInDatabase(plentiful._id)).toBe(100 - 2 * placed);
    }
  });

  it('when one shopper submits the checkout twice at once, then one order is placed and the other finds the cart empty', async () => {
    const shopper = shoppers[0]!;
    for (let round = 0; round < ROUNDS / 4; round += 1) {
      const product = await tool(10);
      await clearCart(given.shop, shopper);
      await fillCart(given.shop, shopper, [[product._id, 3]]);
      const answers = await Promise.all([checkout(given.shop, shopper), checkout(given.shop, shopper)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      expect(answers.find((answer) => answer.status === 409)?.body.code).toBe('cart_empty');
      expect(await stockInDatabase(product._id)).toBe(7);
    }
  });
});
