// The shopper's cart: a signed-in shopper's lives in cart_items, a visitor's in the browser, and
// both are priced here from the catalogue as it is now, so every price a shopper sees is the
// server's. Setting a line applies the quantity rule (shared/quantity-rule.ts) at that moment;
// reading it says which lines no longer satisfy it. Writes lock the shopper's account row
// (PostgreSQL), as the checkout does, so a checkout never empties a line it did not order.
import type { Transaction } from 'sequelize';
import type { Cart, CartItem } from '../../shared/api-types.js';
import type { Database } from '../../shared/database.js';
import { badRequest, notFound } from '../../shared/problem.js';
import { nearestOrderable, quantityIssue, quantityRefusal } from '../../shared/quantity-rule.js';
import type { AuthenticatedUser } from '../../shared/request-context.js';
import { assertRoomFor, MAX_CART_LINES, type CartCatalogue } from './cart-limits.js';
import { priceLine, toCart, type CartEntry, type PricedLine } from './cart-pricing.js';
import type { CartRepository } from './cart.repository.js';
import { visitorCartService } from './visitor-cart.service.js';
import type { VisitorCartRepository } from './visitor-cart.repository.js';

export { MAX_CART_LINES, type CartCatalogue } from './cart-limits.js';

/** What the cart needs of the accounts (the users module). */
export interface CartAccounts {
  lock(userId: string, transaction: Transaction): Promise<void>;
}

function assertEachToolOnce(items: CartItem[]): void {
  if (new Set(items.map((item) => item.productId)).size !== items.length) throw badRequest('Each tool may appear only once in a cart.');
}

export function createCartService(deps: {
  db: Database;
  cartRepository: CartRepository;
  visitorCartRepository: VisitorCartRepository;
  catalogue: CartCatalogue;
  accounts: CartAccounts;
}) {
  const { cartRepository, catalogue, accounts } = deps;

  async function price(entries: CartEntry[], transaction?: Transaction): Promise<PricedLine[]> {
    const products = new Map((await catalogue.findProducts([...new Set(entries.map((entry) => entry.productId))], transaction)).map((p) => [p.id, p]));
    return entries.map((entry) => priceLine(entry, products.get(entry.productId)));
  }

  const pricedLines = async (userId: string, transaction?: Transaction) => price(await cartRepository.itemsOf(userId, transaction), transaction);
  const cartOf = async (userId: string): Promise<Cart> => toCart(await pricedLines(userId));

  /** Runs `work` in a write transaction holding the shopper's account row. */
  const writeFor = <T>(userId: string, work: (transaction: Transaction) => Promise<T>) =>
    deps.db.write(async (transaction) => {
      await accounts.lock(userId, transaction);
      return work(transaction);
    });

  return {
    ...visitorCartService({ db: deps.db, repository: deps.visitorCartRepository, catalogue, price }),

    getCart: (caller: AuthenticatedUser) => cartOf(caller.id),

    async setCartLine(caller: AuthenticatedUser, productId: string, quantity: number): Promise<Cart> {
      await writeFor(caller.id, async (transaction) => {
        const product = await catalogue.findProduct(productId, transaction);
        if (!product) throw notFound('No product with that id.');
        const issue = quantityIssue(product, quantity);
        if (issue) throw quantityRefusal(issue, product);
        assertRoomFor(await cartRepository.itemsOf(caller.id, transaction), productId);
        await cartRepository.set(caller.id, { productId, productName: product.name, image: product.image, quantity }, transaction);
      });
      return cartOf(caller.id);
    },

    async removeCartLine(caller: AuthenticatedUser, productId: string): Promise<Cart> {
      await writeFor(caller.id, (transaction) => cartRepository.remove(caller.id, productId, transaction));
      return cartOf(caller.id);
    },

    /**
     * Merges a visitor's lines into the shopper's cart, clamping instead of refusing: the larger of
     * the two quantities (a retried merge changes nothing), then the nearest orderable one. Deleted tools, and lines beyond the cart's bound, are left out.
     */
    async mergeCart(caller: AuthenticatedUser, items: CartItem[]): Promise<Cart> {
      assertEachToolOnce(items);
      await writeFor(caller.id, async (transaction) => {
        const held = new Map((await cartRepository.itemsOf(caller.id, transaction)).map((item) => [item.productId, item.quantity]));
        const products = new Map((await catalogue.findProducts(items.map((item) => item.productId), transaction)).map((p) => [p.id, p]));
        for (const item of items) {
          const product = products.get(item.productId);
          const current = held.get(item.productId);
          if (!product || (current === undefined && held.size >= MAX_CART_LINES)) continue;
          const quantity = nearestOrderable(product, Math.max(current ?? 0, item.quantity));
          await cartRepository.set(caller.id, { productId: product.id, productName: product.name, image: product.image, quantity }, transaction);
          held.set(product.id, quantity);
        }
      });
      return cartOf(caller.id);
    },

    /** A visitor's cart, priced; nothing is stored. */
    async priceCart(items: CartItem[]): Promise<Cart> {
      assertEachToolOnce(items);
      return toCart(await price(items));
    },

    // For the orders module, wired in app.ts: the caller's lines (or Buy Now's one line) priced inside
    // the order's transaction, and emptying the cart in that same transaction.
    pricedLines,
    priceEntries: price,
    empty: (userId: string, transaction: Transaction) => cartRepository.clear(userId, transaction),
  };
}

export type CartService = ReturnType<typeof createCartService>;
