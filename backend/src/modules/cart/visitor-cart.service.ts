// A visitor's cart, kept on the server under a random token (shared/auth/visitor-cart-cookie.ts),
// so that Add to cart posted before or without the page's code and the page's code reach one cart.
// The same rule as a shopper's cart: a line's quantity is checked with the one quantity rule when it
// is set, read lines are priced from the catalogue as it is now, a cart holds at most 50 tools. A
// token that names no live cart is no cart: a read is empty, and a change starts a new cart under a
// new token, so a guessed, stale or stolen-then-expired token reaches nobody's lines.
import type { Transaction } from 'sequelize';
import type { Cart, CheckoutDetails } from '../../shared/api-types.js';
import { newVisitorCartToken, visitorCartKey, VISITOR_CART_LIFETIME_MS } from '../../shared/auth/visitor-cart-cookie.js';
import type { Database } from '../../shared/database.js';
import { HttpProblem, notFound } from '../../shared/problem.js';
import { quantityIssue, quantityRefusal } from '../../shared/quantity-rule.js';
import { toCart, type CartEntry, type CartProduct, type PricedLine } from './cart-pricing.js';
import { assertRoomFor, type CartCatalogue } from './cart-limits.js';
import type { VisitorCartRepository } from './visitor-cart.repository.js';

/** A change's answer: the cart, and the token naming it (to set in the cookie) once one exists. */
export interface VisitorCartChange {
  token: string | undefined;
  cart: Cart;
}

/**
 * How long the checkout's details (an email, an address, a phone: personal data) are kept after
 * they are saved: long enough to come back to the checkout the same day, far shorter than the cart.
 */
export const CHECKOUT_DETAILS_LIFETIME_MS = 24 * 60 * 60 * 1000;

export function visitorCartService(deps: {
  db: Database;
  repository: VisitorCartRepository;
  catalogue: CartCatalogue;
  price: (entries: CartEntry[], transaction?: Transaction) => Promise<PricedLine[]>;
}) {
  const { repository, catalogue } = deps;
  const cartOf = async (key: string | undefined): Promise<Cart> => toCart(key ? await deps.price(await repository.itemsOf(key)) : []);

  /** The caller's live cart, renewed, or a new one when `create` (else none). */
  async function cartFor(token: string | undefined, create: boolean, transaction: Transaction): Promise<{ token: string; key: string } | undefined> {
    const now = new Date();
    const expiresAt = new Date(now.getTime() + VISITOR_CART_LIFETIME_MS);
    if (token !== undefined && (await repository.isLive(visitorCartKey(token), now, transaction))) {
      await repository.renew(visitorCartKey(token), expiresAt, transaction);
      return { token, key: visitorCartKey(token) };
    }
    if (!create) return undefined;
    const fresh = newVisitorCartToken();
    await repository.create(visitorCartKey(fresh), now, expiresAt, transaction);
    return { token: fresh, key: visitorCartKey(fresh) };
  }

  /** Sets the line to `quantity(held)`, within the rule; `undefined` from it removes the line. */
  async function change(token: string | undefined, productId: string, quantityFrom: (held: number) => number): Promise<VisitorCartChange> {
    const key = await deps.db.write(async (transaction) => {
      const product: CartProduct | undefined = await catalogue.findProduct(productId, transaction);
      if (!product) throw notFound('No product with that id.');
      const current = await cartFor(token, false, transaction);
      const items = current ? await repository.itemsOf(current.key, transaction) : [];
      const quantity = quantityFrom(items.find((item) => item.productId === productId)?.quantity ?? 0);
      const issue = quantityIssue(product, quantity);
      if (issue) throw quantityRefusal(issue, product);
      assertRoomFor(items, productId);
      const cart = current ?? (await cartFor(undefined, true, transaction));
      if (!cart) throw new Error('a new visitor cart was not created');
      await repository.set(cart.key, { productId, productName: product.name, image: product.image, quantity }, transaction);
      return cart;
    });
    return { token: key.token, cart: await cartOf(key.key) };
  }

  return {
    getVisitorCart: async (token: string | undefined): Promise<Cart> => {
      const key = token === undefined ? undefined : visitorCartKey(token);
      return cartOf(key !== undefined && (await repository.isLive(key, new Date())) ? key : undefined);
    },

    /** Add to cart: `amount` more than the line holds. */
    addToVisitorCart: (token: string | undefined, productId: string, amount: number) => change(token, productId, (held) => held + amount),

    getVisitorCheckoutDetails: async (token: string | undefined): Promise<CheckoutDetails | null> => {
      const now = new Date();
      const key = token === undefined ? undefined : visitorCartKey(token);
      if (key === undefined || !(await repository.isLive(key, now))) return null;
      return (await repository.detailsOf(key, now)) ?? null;
    },

    /** The checkout's address step, kept with a live cart that has lines: a checkout of nothing has no address. */
    async saveVisitorCheckoutDetails(token: string | undefined, details: CheckoutDetails): Promise<CheckoutDetails> {
      await deps.db.write(async (transaction) => {
        const cart = await cartFor(token, false, transaction);
        if (!cart || (await repository.itemsOf(cart.key, transaction)).length === 0) {
          throw new HttpProblem(409, 'Your cart is empty: there is nothing to check out.', { code: 'cart_empty' });
        }
        const now = new Date();
        await repository.saveDetails(cart.key, details, now, new Date(now.getTime() + CHECKOUT_DETAILS_LIFETIME_MS), transaction);
      });
      return details;
    },

    /** Sets a line; 0 removes it (a tool that no longer exists included), creating no cart. */
    async setVisitorCartLine(token: string | undefined, productId: string, quantity: number): Promise<VisitorCartChange> {
      if (quantity > 0) return change(token, productId, () => quantity);
      const cart = await deps.db.write(async (transaction) => {
        const current = await cartFor(token, false, transaction);
        if (current) {
          await repository.remove(current.key, productId, transaction);
          // An empty cart (its lines ordered, or removed) has nothing to deliver: its address goes now.
          if ((await repository.itemsOf(current.key, transaction)).length === 0) await repository.forgetDetails(current.key, transaction);
        }
        return current;
      });
      return { token: cart?.token, cart: await cartOf(cart?.key) };
    },
  };
}
