import type { UnpaidLimits } from '../../config.js';
import type { Order, OrderInput, OrderPage } from '../../shared/api-types.js';
import { decodeCursor, toPage } from '../../shared/cursor.js';
import type { Database } from '../../shared/database.js';
import type { Logger } from '../../shared/logger.js';
import { formatCents, multiplyCents } from '../../shared/money.js';
import { badRequest, conflict, notFound } from '../../shared/problem.js';
import type { AuthenticatedUser, PageParams } from '../../shared/request-context.js';
import { productsRepository } from '../products/products.repository.js';
import { stock } from '../products/stock.js';
import { usersRepository } from '../users/users.repository.js';
import { assertSelfOrAdmin } from '../users/users.service.js';
import { refusal, transition } from './order-state.js';
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
});

export const ORDER_NOT_FOUND = 'No order with that id.';

/** Someone else's order answers exactly like a missing one, so ids can't be probed. */
export function assertOwnerOrAdmin(caller: AuthenticatedUser, order: OrderRecord | undefined): asserts order is OrderRecord {
  if (!order || (order.userId !== caller.id && caller.role !== 'admin')) throw notFound(ORDER_NOT_FOUND);
}

export function createOrdersService(deps: { db: Database; holdMinutes: number; unpaidLimits: UnpaidLimits; logger: Logger }) {
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

  /** Cancels an unpaid order and gives its stock back, once, whoever asks (owner, admin or the sweep). */
  async function cancelAndRelease(order: OrderRecord): Promise<boolean> {
    return deps.db.write(async (transaction) => {
      if (!(await transition(order.id, 'cancel', transaction))) return false;
      if (order.productId) await stock.release(order.productId, order.quantity, transaction);
      return true;
    });
  }

  /** Applies a move that `refusal` allowed, or explains why it no longer applies. */
  async function move(id: string, kind: 'cancel' | 'ship', apply: () => Promise<boolean>): Promise<Order> {
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
        if (!(await stock.reserve(product.id, input.quantity, transaction))) {
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
      assertSelfOrAdmin(caller, email);
      const owner = email === caller.email ? caller.id : (await usersRepository.findByEmail(email))?.id;
      if (!owner) return { items: [], nextCursor: null };
      return listPage(page, `orders:${owner}`, owner);
    },

    listAllOrders: (page: PageParams) => listPage(page, 'orders'),

    async getOrder(caller: AuthenticatedUser, id: string): Promise<Order> {
      const order = await ordersRepository.findById(id);
      assertOwnerOrAdmin(caller, order);
      return toOrderDto(order);
    },

    async cancelOrder(caller: AuthenticatedUser, id: string): Promise<Order> {
      const order = await ordersRepository.findById(id);
      assertOwnerOrAdmin(caller, order);
      return move(id, 'cancel', () => cancelAndRelease(order));
    },

    async shipOrder(id: string): Promise<Order> {
      if (!(await ordersRepository.findById(id))) throw notFound(ORDER_NOT_FOUND);
      return move(id, 'ship', () => deps.db.write((transaction) => transition(id, 'ship', transaction)));
    },

    /** Cancels unpaid orders whose hold has run out and returns their stock. */
    async releaseExpiredHolds(now = new Date()): Promise<number> {
      let released = 0;
      for (const order of await ordersRepository.expiredHolds(now, 200)) {
        if (await cancelAndRelease(order)) released += 1;
      }
      if (released > 0) deps.logger.info({ released }, 'cancelled unpaid orders whose hold expired');
      return released;
    },

    hasBought: (userId: string, productId: string) => ordersRepository.hasPaidOrder(userId, productId),
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
