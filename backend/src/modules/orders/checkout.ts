// Checkout: the whole cart becomes one order in one transaction. Every line is priced from the
// catalogue now and reserved with the catalogue's one conditional UPDATE; if any line can't be
// reserved the transaction throws, which rolls back the reservations already made: all or nothing.
// The cart is emptied in the same transaction, so it is empty exactly when the order exists.
import type { Transaction } from 'sequelize';
import type { UnpaidLimits } from '../../config.js';
import type { CartLine, CartLineIssue, CheckoutInput } from '../../shared/api-types.js';
import type { Database } from '../../shared/database.js';
import { formatCents, MAX_ORDER_CENTS } from '../../shared/money.js';
import { HttpProblem, badRequest, conflict } from '../../shared/problem.js';
import type { AuthenticatedUser } from '../../shared/request-context.js';
import { newId } from '../../shared/ids.js';
import type { Catalogue, OrderStockCause } from './catalogue.js';
import type { OrderEmails } from './order-emails.js';
import type { OrderLineRecord, OrderRecord, OrdersRepository } from './orders.repository.js';
import { unpaidLimitRefusal } from './unpaid-limits.js';

/** A cart line priced for the checkout (the cart module's PricedLine, as far as orders read it). */
export interface CheckoutLine {
  productId: string;
  quantity: number;
  product: { name: string; priceCents: number; minimum: number } | null;
  issue: CartLineIssue | null;
  totalCents: number | null;
  line: CartLine;
}

/** What the checkout needs of the cart module, inside the checkout's transaction. */
export interface CheckoutCart {
  pricedLines(userId: string, transaction: Transaction): Promise<CheckoutLine[]>;
  empty(userId: string, transaction: Transaction): Promise<void>;
}

export interface CheckoutDeps {
  db: Database;
  ordersRepository: OrdersRepository;
  cart: CheckoutCart;
  catalogue: Pick<Catalogue, 'reserve'>;
  accounts: { lock(userId: string, transaction: Transaction): Promise<void> };
  emails: OrderEmails;
  holdMinutes: number;
  unpaidLimits: UnpaidLimits;
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

// Lines no reservation can fix: the tool is gone, or the quantity is below its minimum now.
const unreservable = ({ product, quantity }: CheckoutLine) => !product || quantity < product.minimum;

export function createCheckout(deps: CheckoutDeps) {
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

  /** The lines that can't be ordered, as they stand now (read after the refusals). */
  async function unavailableLines(userId: string, lines: CheckoutLine[], refused: Set<string>, transaction: Transaction): Promise<CartLine[]> {
    if (refused.size === 0) return lines.filter(unreservable).map((priced) => priced.line);
    const now = new Map((await cart.pricedLines(userId, transaction)).map((priced) => [priced.productId, priced.line]));
    return lines.flatMap((priced) => {
      if (unreservable(priced)) return [priced.line];
      const line = now.get(priced.productId);
      // Stock freed between the refusal and this read still counts as the refusal saw it.
      return refused.has(priced.productId) && line ? [{ ...line, issue: line.issue ?? 'exceeds_stock' }] : [];
    });
  }

  function toOrderLines(lines: CheckoutLine[]): OrderLineRecord[] {
    return lines.map(({ productId, quantity, product, totalCents }) => {
      if (!product || totalCents === null) throw new Error('an orderable line has a product');
      return { productId, productName: product.name, quantity, unitPriceCents: product.priceCents, totalCents };
    });
  }

  // Every refusal below throws inside the transaction, which rolls back the reservations made.
  return async function checkout(caller: AuthenticatedUser, input: CheckoutInput): Promise<OrderRecord> {
    return deps.db.write(async (transaction) => {
      // First: the shopper's cart edits and other orders wait, so the lines read are the lines emptied.
      await deps.accounts.lock(caller.id, transaction);
      const lines = await cart.pricedLines(caller.id, transaction);
      if (lines.length === 0) throw new HttpProblem(409, 'Your cart is empty.', { code: 'cart_empty' });
      // The order's id is chosen first: each line's reservation records it in the tool's history.
      const orderId = newId();
      const refused = await reserveEach(lines, transaction, { reason: 'reserved', orderId, actor: caller });
      const unavailable = await unavailableLines(caller.id, lines, refused, transaction);
      if (unavailable.length > 0) throw linesUnavailable(unavailable);
      const orderLines = toOrderLines(lines);
      const totalCents = orderLines.reduce((total, line) => total + line.totalCents, 0);
      if (totalCents > MAX_ORDER_CENTS) throw badRequest('That order is too large.');
      if (input.expectedTotal !== undefined && input.expectedTotal !== formatCents(totalCents)) {
        throw new HttpProblem(409, 'Prices in your cart have changed since you last saw it. Please check the new total.', { code: 'price_changed' });
      }
      const units = orderLines.reduce((sum, line) => sum + line.quantity, 0);
      const overLimit = unpaidLimitRefusal(await ordersRepository.unpaidTotals(caller.id, transaction), units, deps.unpaidLimits);
      if (overLimit) throw conflict(overLimit);
      const created = await ordersRepository.create(
        {
          id: orderId,
          userId: caller.id,
          userName: caller.name,
          email: caller.email,
          lines: orderLines,
          address: input.address.trim(),
          phone: input.phone.trim(),
          holdExpiresAt: new Date(Date.now() + deps.holdMinutes * 60_000),
        },
        transaction,
      );
      await deps.emails.enqueue('order-placed', created, transaction);
      await cart.empty(caller.id, transaction);
      return created;
    });
  };
}
