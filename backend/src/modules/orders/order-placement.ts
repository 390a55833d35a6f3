// The one way an order is created: its lines priced from the catalogue now and reserved with the
// catalogue's one conditional UPDATE, in one transaction; if any line can't be reserved the
// transaction throws, which rolls back the reservations already made: all or nothing. The cart's
// checkout orders every line of the cart and empties it in the same transaction (it is empty
// exactly when the order exists); Buy Now is a checkout of one line, the tool and quantity given.
// A guest's checkout orders the lines it sends, for an email and no account, and the order gets a
// private key (its hash stored) that opens it later.
import { UniqueConstraintError, type Transaction } from 'sequelize';
import type { UnpaidLimits } from '../../config.js';
import type { CartLine, CartLineIssue, CheckoutInput, GuestCheckoutInput, OrderInput } from '../../shared/api-types.js';
import type { OrderKeySeal } from '../../shared/auth/order-key-seal.js';
import { accountScope, guestScope, idempotencyOf, keyReused, type Idempotency } from './idempotency.js';
import { hashOrderKey, newOrderKey } from '../../shared/auth/order-keys.js';
import type { Database } from '../../shared/database.js';
import { formatCents, MAX_ORDER_CENTS } from '../../shared/money.js';
import { HttpProblem, badRequest, conflict, notFound } from '../../shared/problem.js';
import { quantityRefusal } from '../../shared/quantity-rule.js';
import { normaliseEmail, type AuthenticatedUser } from '../../shared/request-context.js';
import { newId } from '../../shared/ids.js';
import type { TaxCalculator, TaxClass } from '../tax/index.js';
import type { Catalogue, OrderStockCause } from './catalogue.js';
import type { OrderLineRecord, OrderRecord, OrdersRepository } from './orders.repository.js';
import { unpaidLimitRefusal } from './unpaid-limits.js';

/** A cart line priced for the checkout (the cart module's PricedLine, as far as orders read it). */
export interface CheckoutLine {
  productId: string;
  quantity: number;
  product: { name: string; minimum: number; weightGrams: number | null; taxClass: TaxClass } | null;
  issue: CartLineIssue | null;
  /** Its price break applied. */
  unitPriceCents: number | null;
  totalCents: number | null;
  line: CartLine;
}

/** What ordering needs of the cart module, inside the order's transaction. */
export interface CheckoutCart {
  pricedLines(userId: string, transaction: Transaction): Promise<CheckoutLine[]>;
  priceEntries(entries: Array<{ productId: string; quantity: number }>, transaction: Transaction): Promise<CheckoutLine[]>;
  empty(userId: string, transaction: Transaction): Promise<void>;
}

/** What ordering needs of shipping: the delivery charged for the lines, inside the order's transaction. */
export interface CheckoutShipping {
  chargeFor(
    choice: { country?: string; shippingMethod?: string },
    lines: Array<{ quantity: number; totalCents: number; weightGrams: number | null }>,
    transaction: Transaction,
  ): Promise<{ country: string; charge: { method: string; name: string; priceCents: number }; home: boolean }>;
}

/** What ordering needs of tax: a calculator by the settings, read inside the order's transaction. */
export interface CheckoutTax {
  calculator(transaction: Transaction): Promise<TaxCalculator>;
}

export interface CheckoutDeps {
  db: Database;
  ordersRepository: OrdersRepository;
  cart: CheckoutCart;
  catalogue: Pick<Catalogue, 'reserve'>;
  shipping: CheckoutShipping;
  tax: CheckoutTax;
  accounts: { lock(userId: string, transaction: Transaction): Promise<void> };
  holdMinutes: number;
  unpaidLimits: UnpaidLimits;
  orderKeys: OrderKeySeal;
}

// Problem.detail is bounded; a cart of many unavailable lines names the first few.
const NAMED_IN_DETAIL = 5;

function why(line: CartLine): string {
  const name = line.name ?? 'A tool';
  switch (line.issue) {
    case 'product_deleted':
      return `${name} (no longer sold)`;
    case 'out_of_stock':
      return `${name} (out of stock)`;
    case 'below_minimum':
      return `${name} (the minimum order is ${line.minimum})`;
    default:
      return `${name} (only ${line.available} left)`;
  }
}

function linesUnavailable(lines: CartLine[]): HttpProblem {
  const named = lines.slice(0, NAMED_IN_DETAIL).map(why).join(', ');
  const more = lines.length > NAMED_IN_DETAIL ? ` and ${lines.length - NAMED_IN_DETAIL} more` : '';
  return new HttpProblem(409, `Some tools in your cart can’t be ordered as they are: ${named}${more}. Nothing was ordered.`, {
    code: 'lines_unavailable',
    lines,
  });
}

const byProductId = (a: CheckoutLine, b: CheckoutLine) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0);

// Lines no reservation can fix: the tool is gone, or the quantity is below its minimum now. Short
// stock is left to the reservation, which alone decides.
const unreservable = ({ issue }: CheckoutLine) => issue === 'product_deleted' || issue === 'below_minimum';

/** Buy Now's one line, refused in the seed's words rather than as a cart's lines. */
function buyNowRefusal([line]: CartLine[]): HttpProblem {
  if (!line || line.issue === 'product_deleted' || line.minimum === null) return notFound('No product with that id.');
  return quantityRefusal(line.issue ?? 'exceeds_stock', { minimum: line.minimum, available: line.available });
}

/** Who an order is for: an account, or a guest known by an email and the key's hash. */
type Buyer = { account: AuthenticatedUser } | { guest: { email: string; key: string } };

const GUEST_NAME = 'Guest';

interface Placement {
  lines: CheckoutLine[];
  /** Where and how it goes; the country and method may be left to the shop (CheckoutShipping). */
  delivery: { address: string; phone: string; country?: string; shippingMethod?: string; vatNumber?: string };
  /** The total the shopper saw: the order is refused if it is no longer this. */
  expectedTotal?: string;
  /** How the lines that can't be ordered are refused. */
  refuse(unavailable: CartLine[]): HttpProblem;
  /** Reads the lines again, as they stand after a refusal. */
  repriced(transaction: Transaction): Promise<CheckoutLine[]>;
  /** The checkout's Idempotency-Key, kept with the order. */
  idempotency?: Idempotency;
}

export function createOrderPlacement(deps: CheckoutDeps) {
  const { ordersRepository, cart, catalogue } = deps;

  /**
   * Tries to reserve every line that could be, whatever the others do, so a refusal names every
   * line short of stock; returns the tools refused. In product order, so two checkouts sharing
   * tools take their row locks in the same order and can't deadlock on PostgreSQL. The stock each
   * line was priced with is not trusted: the conditional UPDATE alone decides.
   */
  async function reserveEach(lines: CheckoutLine[], transaction: Transaction, cause: OrderStockCause): Promise<Set<string>> {
    const refused = new Set<string>();
    for (const line of lines.filter((candidate) => !unreservable(candidate)).sort(byProductId)) {
      if (!(await catalogue.reserve(line.productId, line.quantity, transaction, cause))) refused.add(line.productId);
    }
    return refused;
  }

  /** The lines that can't be ordered, as they stand now (read again after the refusals). */
  async function unavailableLines(placement: Placement, refused: Set<string>, transaction: Transaction): Promise<CartLine[]> {
    const { lines } = placement;
    if (refused.size === 0) return lines.filter(unreservable).map((priced) => priced.line);
    const now = new Map((await placement.repriced(transaction)).map((priced) => [priced.productId, priced.line]));
    return lines.flatMap((priced) => {
      if (unreservable(priced)) return [priced.line];
      const line = now.get(priced.productId);
      // Stock freed between the refusal and this read still counts as the refusal saw it.
      return refused.has(priced.productId) && line ? [{ ...line, issue: line.issue ?? 'exceeds_stock' }] : [];
    });
  }

  function toOrderLines(lines: CheckoutLine[]): OrderLineRecord[] {
    return lines.map(({ productId, quantity, product, unitPriceCents, totalCents }) => {
      if (!product || unitPriceCents === null || totalCents === null) throw new Error('an orderable line has a product');
      return { productId, productName: product.name, quantity, unitPriceCents, totalCents, taxClass: product.taxClass };
    });
  }

  // Every refusal below throws inside the transaction, which rolls back the reservations made.
  async function place(buyer: Buyer, placement: Placement, transaction: Transaction): Promise<OrderRecord> {
    // The order's id is chosen first: each line's reservation records it in the tool's history.
    const orderId = newId();
    const actor = 'account' in buyer ? buyer.account : null;
    const refused = await reserveEach(placement.lines, transaction, { reason: 'reserved', orderId, actor });
    const unavailable = await unavailableLines(placement, refused, transaction);
    if (unavailable.length > 0) throw placement.refuse(unavailable);
    const orderLines = toOrderLines(placement.lines);
    const weighed = placement.lines.map(({ quantity, totalCents, product }) => ({ quantity, totalCents: totalCents ?? 0, weightGrams: product?.weightGrams ?? null }));
    const { country, charge, home } = await deps.shipping.chargeFor(placement.delivery, weighed, transaction);
    const taxed = orderLines.map(({ totalCents, taxClass }) => ({ totalCents, taxClass: taxClass ?? 'standard' }));
    const tax = (await deps.tax.calculator(transaction))(taxed, charge.priceCents, home);
    const totalCents = tax.totalCents;
    if (totalCents > MAX_ORDER_CENTS) throw badRequest('That order is too large.');
    if (placement.expectedTotal !== undefined && placement.expectedTotal !== formatCents(totalCents)) {
      throw new HttpProblem(409, 'Prices in your cart have changed since you last saw it. Please check the new total.', { code: 'price_changed' });
    }
    const units = orderLines.reduce((sum, line) => sum + line.quantity, 0);
    const holder = 'account' in buyer ? { userId: buyer.account.id } : { guestEmail: buyer.guest.email };
    const overLimit = unpaidLimitRefusal(await ordersRepository.unpaidTotals(holder, transaction), units, deps.unpaidLimits);
    if (overLimit) throw conflict(overLimit);
    const created = await ordersRepository.create(
      {
        id: orderId,
        ...('account' in buyer
          ? { userId: buyer.account.id, userName: buyer.account.name, email: buyer.account.email, keyHash: null, keySealed: null }
          : {
              userId: null,
              userName: GUEST_NAME,
              email: buyer.guest.email,
              keyHash: hashOrderKey(buyer.guest.key),
              keySealed: deps.orderKeys.seal(buyer.guest.key, orderId),
            }),
        lines: orderLines,
        shipping: { method: charge.method, name: charge.name, priceCents: charge.priceCents },
        tax,
        country,
        address: placement.delivery.address.trim(),
        phone: placement.delivery.phone.trim(),
        vatNumber: placement.delivery.vatNumber ?? null,
        holdExpiresAt: new Date(Date.now() + deps.holdMinutes * 60_000),
      },
      transaction,
      placement.idempotency,
    );
    // No email yet: the shopper is usually paying this minute, and the payment's confirmation says
    // it all. One still unpaid near the end of its hold is reminded (payment-reminders.ts).
    return created;
  }

  /** Runs `work` in a write transaction holding the shopper's account row: their cart edits and other orders wait. */
  const writeFor = <T>(caller: AuthenticatedUser, work: (transaction: Transaction) => Promise<T>) =>
    deps.db.write(async (transaction) => {
      await deps.accounts.lock(caller.id, transaction);
      return work(transaction);
    });

  /** The order this buyer already placed with this key, if any; the key used for another request is refused. */
  async function earlierOrder(idempotency: Idempotency | undefined, transaction?: Transaction): Promise<OrderRecord | undefined> {
    if (!idempotency) return undefined;
    const found = await ordersRepository.findByIdempotencyKey(idempotency.scope, idempotency.key, transaction);
    if (!found) return undefined;
    if (found.fingerprint !== idempotency.fingerprint) throw keyReused();
    return found.order;
  }

  /**
   * Places an order once per key. A repeat usually finds the first order inside `run`, behind the
   * buyer's lock; one that got past it anyway (another process, a lock not taken) fails at the
   * unique index, its reservations rolled back with its transaction, and answers the winner's order.
   */
  async function once(
    idempotency: Idempotency | undefined,
    run: (transaction: Transaction) => Promise<OrderRecord>,
    write: (work: (transaction: Transaction) => Promise<OrderRecord>) => Promise<OrderRecord>,
  ): Promise<OrderRecord> {
    try {
      return await write(async (transaction) => (await earlierOrder(idempotency, transaction)) ?? run(transaction));
    } catch (error) {
      if (!(error instanceof UniqueConstraintError)) throw error;
      const winner = await earlierOrder(idempotency);
      if (!winner) throw error;
      return winner;
    }
  }

  return {
    /** The whole cart as one order; the cart is emptied with it. A repeat of the same key answers the order it placed. */
    checkout: (caller: AuthenticatedUser, input: CheckoutInput, idempotencyKey?: string): Promise<OrderRecord> => {
      const idempotency = idempotencyOf(accountScope(caller.id), idempotencyKey, 'checkout', input);
      return once(
        idempotency,
        async (transaction) => {
          const repriced = (again: Transaction) => cart.pricedLines(caller.id, again);
          const lines = await repriced(transaction);
          if (lines.length === 0) throw new HttpProblem(409, 'Your cart is empty.', { code: 'cart_empty' });
          const created = await place({ account: caller }, { lines, delivery: input, expectedTotal: input.expectedTotal, refuse: linesUnavailable, repriced, idempotency }, transaction);
          await cart.empty(caller.id, transaction);
          return created;
        },
        (work) => writeFor(caller, work),
      );
    },

    /** Buy Now: a checkout of one line, whatever the cart holds. */
    buyNow: (caller: AuthenticatedUser, input: OrderInput, idempotencyKey?: string): Promise<OrderRecord> => {
      const idempotency = idempotencyOf(accountScope(caller.id), idempotencyKey, 'placeOrder', input);
      return once(
        idempotency,
        async (transaction) => {
          const repriced = (again: Transaction) => cart.priceEntries([{ productId: input.productId, quantity: input.quantity }], again);
          return place({ account: caller }, { lines: await repriced(transaction), delivery: input, expectedTotal: input.expectedTotal, refuse: buyNowRefusal, repriced, idempotency }, transaction);
        },
        (work) => writeFor(caller, work),
      );
    },

    /**
     * A guest's order of the lines sent; the key that opens it is in the answer, and nowhere else.
     *
     * A repeat of the same Idempotency-Key answers the first order with its key (opened from its
     * seal), since a guest whose first answer was lost has no other way to reach the order: no
     * email goes out before the payment. Only the guest who placed it can ask: the repeat must
     * carry the same email (the key is kept per email, so another guest's key finds nothing) and
     * exactly the same body (else 422), and the Idempotency-Key is a random UUID that never leaves
     * the browser that made it but in this header, which the log redacts. Anyone holding all
     * three holds that browser's checkout, held order and key included.
     */
    guestCheckout: async (input: GuestCheckoutInput, idempotencyKey?: string): Promise<{ order: OrderRecord; key: string }> => {
      const email = normaliseEmail(input.email);
      const ids = new Set(input.lines.map((line) => line.productId));
      if (ids.size !== input.lines.length) throw badRequest('Each tool may appear once in the order.');
      const idempotency = idempotencyOf(guestScope(email), idempotencyKey, 'guestCheckout', { ...input, email });
      const key = newOrderKey();
      const order = await once(
        idempotency,
        async (transaction) => {
          const repriced = (again: Transaction) => cart.priceEntries(input.lines, again);
          return place({ guest: { email, key } }, { lines: await repriced(transaction), delivery: input, expectedTotal: input.expectedTotal, refuse: linesUnavailable, repriced, idempotency }, transaction);
        },
        (work) =>
          deps.db.write(async (transaction) => {
            await ordersRepository.lockGuest(email, transaction);
            return work(transaction);
          }),
      );
      if (order.keyHash === hashOrderKey(key)) return { order, key };
      const earlierKey = order.keySealed === null ? undefined : deps.orderKeys.open(order.keySealed, order.id);
      // Sealed under a secret since rotated: the order exists, but its link can't be given again.
      if (earlierKey === undefined) throw conflict('This order was already placed, but its link can’t be shown again. Please contact the shop.');
      return { order, key: earlierKey };
    },
  };
}
