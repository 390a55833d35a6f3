import type { UnpaidLimits } from '../../config.js';
import type { Order, OrderInput, OrderPage } from '../../shared/api-types.js';
import { decodeCursor, toPage } from '../../shared/cursor.js';
import type { Database } from '../../shared/database.js';
import { assertAccountAccess, assertOwnedAccess } from '../../shared/auth/ownership.js';
import type { Logger } from '../../shared/logger.js';
import { formatCents, multiplyCents } from '../../shared/money.js';
import { HttpProblem, badRequest, conflict, notFound } from '../../shared/problem.js';
import type { AuthenticatedUser, PageParams } from '../../shared/request-context.js';
import { productsRepository } from '../products/products.repository.js';
import { askProvider, ProviderUnavailableError, type PaymentProvider } from '../payments/payment-provider.js';
import type { Settlement } from '../payments/settlement.js';
import { usersRepository } from '../users/users.repository.js';
import { refusal } from './order-state.js';
import { ordersRepository, type OrderRecord } from './orders.repository.js';
import { unpaidLimitRefusal } from './unpaid-limits.js';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const toOrderDto = (order: OrderRecord): Order => ({
  _id: order.id,
  userName: order.userName,
  email: order.email,
  productId: order.productId,
  productName: order.productName,
  quantity: order.quantity,
  unitPrice: formatCents(order.unitPriceCents),
  price: formatCents(order.totalCents),
  address: order.address,
  phone: order.phone,
  paid: order.status === 'paid' || order.status === 'shipped',
  transactionId: order.transactionId,
  status: order.status,
  createdAt: order.createdAt.toISOString(),
  holdExpiresAt: iso(order.holdExpiresAt),
  paidAt: iso(order.paidAt),
  shippedAt: iso(order.shippedAt),
  cancelledAt: iso(order.cancelledAt),
  refundedAt: iso(order.refundedAt),
});

export const ORDER_NOT_FOUND = 'No order with that id.';

const JUST_PAID = 'This order has just been paid, so it can no longer be cancelled.';
const PAYMENT_PROCESSING = 'The payment for this order is being processed, so it can’t be cancelled now.';
const CANCEL_PROVIDER_DOWN = 'The payment provider did not answer, so your order was not cancelled. Please try again.';
// Each round that loses to a newly attached intent cancels that intent too; more than a few in a
// row means something keeps starting payments, and the caller may try again.
const CANCEL_ROUNDS = 3;

export function createOrdersService(deps: {
  db: Database;
  holdMinutes: number;
  unpaidLimits: UnpaidLimits;
  logger: Logger;
  provider: PaymentProvider;
  settlement: Pick<Settlement, 'settle'>;
}) {
  async function reload(id: string): Promise<Order> {
    const order = await ordersRepository.findById(id);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    return toOrderDto(order);
  }

  async function listPage(page: PageParams, listing: string, userId?: string): Promise<OrderPage> {
    const after = decodeCursor(page.cursor, listing);
    const rows = await ordersRepository.list(page.limit, after?.id, userId);
    return toPage(rows, page.limit, toOrderDto, (row) => ({ sort: listing, key: row.id, id: row.id }));
  }

  /**
   * Makes sure no payment can succeed for the order once it is cancelled: the provider cancels
   * its intent first. Throws 409 when the payment got there first. A 'processing' payment can't be
   * cancelled at Stripe, and marking the order paid before it succeeds could ship unpaid goods: the
   * order stays unpaid until the payment settles it (or fails, and a later cancel goes through).
   */
  async function closePayment(order: OrderRecord): Promise<void> {
    if (!order.paymentIntentId) return;
    const intent = await deps.provider.cancelIntent(order.paymentIntentId);
    if (intent.status === 'canceled') return;
    if (intent.status !== 'succeeded') throw conflict(PAYMENT_PROCESSING);
    await deps.settlement.settle(order, intent.id);
    throw conflict(JUST_PAID);
  }

  /**
   * Cancels an unpaid order and gives its stock back, once, whoever asks (owner, admin or the
   * sweep). The provider is asked outside any database transaction; the cancel then applies only
   * if the order still has the intent the provider cancelled, otherwise it goes round again.
   */
  async function cancelAndRelease(orderId: string): Promise<void> {
    for (let round = 0; round < CANCEL_ROUNDS; round += 1) {
      const order = await ordersRepository.findById(orderId);
      if (!order) throw notFound(ORDER_NOT_FOUND);
      const refused = refusal('cancel', order.status);
      if (refused) throw conflict(refused);
      await closePayment(order);
      const cancelled = await deps.db.write(async (transaction) => {
        if (!(await ordersRepository.transition(order.id, 'cancel', transaction, { paymentIntentId: order.paymentIntentId }))) return false;
        if (order.productId) await productsRepository.release(order.productId, order.quantity, transaction);
        return true;
      });
      if (cancelled) return;
    }
    throw conflict('This order changed meanwhile; please reload.');
  }

  /** Applies a move that `refusal` allowed, or explains why it no longer applies. */
  async function move(id: string, kind: 'ship', apply: () => Promise<boolean>): Promise<Order> {
    if (!(await apply())) {
      const current = await ordersRepository.findById(id);
      throw conflict((current && refusal(kind, current.status)) ?? 'This order changed meanwhile; please reload.');
    }
    return reload(id);
  }

  return {
    async placeOrder(caller: AuthenticatedUser, input: OrderInput): Promise<Order> {
      const order = await deps.db.write(async (transaction) => {
        const product = await productsRepository.findById(input.productId, transaction);
        if (!product) throw notFound('No product with that id.');
        if (input.quantity < product.minimum) {
          throw badRequest(`The minimum order for this tool is ${product.minimum}.`);
        }
        const totalCents = multiplyCents(product.priceCents, input.quantity);
        await usersRepository.lock(caller.id, transaction);
        const overLimit = unpaidLimitRefusal(await ordersRepository.unpaidTotals(caller.id, transaction), input.quantity, deps.unpaidLimits);
        if (overLimit) throw conflict(overLimit);
        if (!(await productsRepository.reserve(product.id, input.quantity, transaction))) {
          const left = (await productsRepository.findById(product.id, transaction))?.available ?? 0;
          throw conflict(left === 0 ? 'This tool is out of stock.' : `Only ${left} left in stock.`);
        }
        return ordersRepository.create(
          {
            userId: caller.id,
            userName: caller.name,
            email: caller.email,
            productId: product.id,
            productName: product.name,
            quantity: input.quantity,
            unitPriceCents: product.priceCents,
            totalCents,
            address: input.address.trim(),
            phone: input.phone.trim(),
            holdExpiresAt: new Date(Date.now() + deps.holdMinutes * 60_000),
          },
          transaction,
        );
      });
      return toOrderDto(order);
    },

    async listMyOrders(caller: AuthenticatedUser, email: string, page: PageParams): Promise<OrderPage> {
      assertAccountAccess('self or admin', caller, email);
      const owner = email === caller.email ? caller.id : (await usersRepository.findByEmail(email))?.id;
      if (!owner) return { items: [], nextCursor: null };
      return listPage(page, `orders:${owner}`, owner);
    },

    listAllOrders: (page: PageParams) => listPage(page, 'orders'),

    async getOrder(caller: AuthenticatedUser, id: string): Promise<Order> {
      const order = await ordersRepository.findById(id);
      assertOwnedAccess('owner or admin', caller, order, ORDER_NOT_FOUND);
      return toOrderDto(order);
    },

    async cancelOrder(caller: AuthenticatedUser, id: string): Promise<Order> {
      assertOwnedAccess('owner or admin', caller, await ordersRepository.findById(id), ORDER_NOT_FOUND);
      await askProvider(() => cancelAndRelease(id), CANCEL_PROVIDER_DOWN);
      return reload(id);
    },

    async shipOrder(id: string): Promise<Order> {
      if (!(await ordersRepository.findById(id))) throw notFound(ORDER_NOT_FOUND);
      return move(id, 'ship', () => deps.db.write((transaction) => ordersRepository.transition(id, 'ship', transaction)));
    },

    /** Cancels unpaid orders whose hold has run out and returns their stock. */
    async releaseExpiredHolds(now = new Date()): Promise<number> {
      let released = 0;
      let providerDown = 0;
      for (const order of await ordersRepository.expiredHolds(now, 200)) {
        try {
          await cancelAndRelease(order.id);
          released += 1;
        } catch (error) {
          // Paid or processing meanwhile, or another process got there first: nothing to release.
          if (error instanceof HttpProblem && error.status === 409) continue;
          if (!(error instanceof ProviderUnavailableError)) throw error;
          providerDown += 1;
        }
      }
      if (released > 0) deps.logger.info({ released }, 'cancelled unpaid orders whose hold expired');
      if (providerDown > 0) deps.logger.warn({ providerDown }, 'payment provider unreachable: these holds are retried on the next sweep');
      return released;
    },

    hasBought: (userId: string, productId: string) => ordersRepository.hasPaidOrder(userId, productId),
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
