import type { Transaction } from 'sequelize';
import type { UnpaidLimits } from '../../config.js';
import type { CheckoutInput, GuestCheckoutInput, GuestOrder, Order, OrderInput, OrderPage, PartRefund } from '../../shared/api-types.js';
import type { AuditLog } from '../../shared/audit.js';
import type { OrderKeySeal } from '../../shared/auth/order-key-seal.js';
import { assertAccountAccess, assertKeyAccess, assertOwnedAccess, type Ownership } from '../../shared/auth/ownership.js';
import { decodeCursor, toPage } from '../../shared/cursor.js';
import type { Database } from '../../shared/database.js';
import type { Logger } from '../../shared/logger.js';
import { formatCents } from '../../shared/money.js';
import { askProvider, ProviderUnavailableError, type PaymentProvider } from '../../shared/payment-provider.js';
import { HttpProblem, badRequest, conflict, notFound } from '../../shared/problem.js';
import type { AuthenticatedUser, PageParams } from '../../shared/request-context.js';
import { toOrderTaxDto } from '../tax/index.js';
import type { Catalogue } from './catalogue.js';
import { documentNumber } from './documents/document-content.js';
import { createOrderDocuments, type OrderDocumentsDeps } from './documents/documents.js';
import { createOrderPlacement, type CheckoutCart, type CheckoutShipping, type CheckoutTax } from './order-placement.js';
import { recordOrderEmail, type OrderEmails } from './order-emails.js';
import { refusal } from './order-state.js';
import type { OrderFilters, OrderRecord, OrdersRepository } from './orders.repository.js';
import { overviewOf } from './overview.js';
import { createPaymentReminders } from './payment-reminders.js';
import { createRefunds } from './refunds.js';
import { createSettlement } from './settlement.js';


/** What orders need of the accounts (the users module). */
export interface Accounts {
  findByEmail(email: string): Promise<{ id: string } | undefined>;
  /** Holds the account's row until `transaction` ends, so one customer's orders are placed one after the other. */
  lock(userId: string, transaction: Transaction): Promise<void>;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const toOrderDto = (order: OrderRecord): Order => ({
  _id: order.id,
  number: order.number,
  userName: order.userName,
  email: order.email,
  productId: order.productId,
  productName: order.productName,
  quantity: order.quantity,
  unitPrice: formatCents(order.unitPriceCents),
  price: formatCents(order.totalCents),
  subtotal: formatCents(order.subtotalCents),
  shipping: order.shipping && { method: order.shipping.method, name: order.shipping.name, price: formatCents(order.shipping.priceCents) },
  tax: order.tax && toOrderTaxDto(order.tax),
  country: order.country,
  address: order.address,
  phone: order.phone,
  vatNumber: order.vatNumber,
  paid: order.status === 'paid' || order.status === 'shipped',
  transactionId: order.transactionId,
  status: order.status,
  createdAt: order.createdAt.toISOString(),
  holdExpiresAt: iso(order.holdExpiresAt),
  paidAt: iso(order.paidAt),
  shippedAt: iso(order.shippedAt),
  cancelledAt: iso(order.cancelledAt),
  refundedAt: iso(order.refundedAt),
  lines: order.lines.map((line) => ({
    productId: line.productId,
    productName: line.productName,
    quantity: line.quantity,
    unitPrice: formatCents(line.unitPriceCents),
    price: formatCents(line.totalCents),
    taxClass: line.taxClass,
  })),
  refunded: formatCents(order.refundedCents),
  refunds: order.refunds.map((refund) => ({
    id: refund.id,
    amount: formatCents(refund.amountCents),
    shipping: formatCents(refund.shippingCents),
    lines: refund.lines.map((line) => ({ line: line.line, productName: line.productName, quantity: line.quantity, restocked: line.restock && line.productId !== null })),
    outsideShop: refund.outsideShop,
    createdAt: refund.createdAt.toISOString(),
  })),
  documents: order.documents.map((document) => ({
    id: document.id,
    kind: document.kind,
    number: documentNumber(document.kind, document.number),
    total: formatCents(document.totalCents),
    issuedAt: document.issuedAt.toISOString(),
    refundId: document.refundId,
  })),
});

const ORDER_NOT_FOUND = 'No order with that id.';
const DOCUMENT_NOT_FOUND = 'This order has no invoice or credit note with that id.';

/** An invoice or credit note, ready to download. */
export interface DocumentFile {
  fileName: string;
  pdf: Buffer;
}

// Rows read per query while exporting: the memory an export holds, whatever the number of orders.
const EXPORT_PAGE = 500;

/** The filters, once their days are in order; a range that ends before it starts is a 400. */
function checkedFilters(filters: OrderFilters): OrderFilters {
  if (filters.from && filters.to && filters.from > filters.to) throw badRequest('The date range ends before it starts.');
  return filters;
}

const JUST_PAID = 'This order has just been paid, so it can no longer be cancelled.';
const PAYMENT_PROCESSING = 'The payment for this order is being processed, so it can’t be cancelled now.';
const REFUND_PROVIDER_DOWN = 'The payment provider did not answer, so the order was not refunded. Please try again.';
const REFUND_UNDER_WAY = 'A refund of this order is under way, so it can’t be shipped.';
const CANCEL_PROVIDER_DOWN = 'The payment provider did not answer, so your order was not cancelled. Please try again.';
// Each round that loses to a newly attached intent cancels that intent too; more than a few in a
// row means something keeps starting payments, and the caller may try again.
const CANCEL_ROUNDS = 3;

export function createOrdersService(deps: {
  db: Database;
  ordersRepository: OrdersRepository;
  holdMinutes: number;
  unpaidLimits: UnpaidLimits;
  logger: Logger;
  provider: PaymentProvider;
  catalogue: Catalogue;
  accounts: Accounts;
  emails: OrderEmails;
  /** Seals a guest order's key at checkout and opens it for the order's emails. */
  orderKeys: OrderKeySeal;
  cart: CheckoutCart;
  shipping: CheckoutShipping;
  tax: CheckoutTax;
  audit: AuditLog;
  /** Who the shop is in law, as `transaction` sees it: the seller its invoices and credit notes name. */
  seller: OrderDocumentsDeps['seller'];
}) {
  const { catalogue, accounts, ordersRepository } = deps;
  const documents = createOrderDocuments({ documents: ordersRepository.documents, seller: deps.seller });
  const settlement = createSettlement({ db: deps.db, ordersRepository, provider: deps.provider, logger: deps.logger, emails: deps.emails, orderKeys: deps.orderKeys, documents });
  const placement = createOrderPlacement({ ...deps, catalogue, accounts });
  const refunds = createRefunds({ ...deps, documents });
  const reminders = createPaymentReminders(deps);

  async function reload(id: string): Promise<Order> {
    const order = await ordersRepository.findById(id);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    return toOrderDto(order);
  }

  /** The order when `caller` may act on it by `rule`; otherwise 404, as for a missing one. */
  async function findOrderFor(caller: AuthenticatedUser, id: string, rule: Ownership): Promise<OrderRecord> {
    const order = await ordersRepository.findById(id);
    assertOwnedAccess(rule, caller, order, ORDER_NOT_FOUND);
    return order;
  }

  /** The guest order when `key` is its own; otherwise 404, as for a missing one. */
  async function findGuestOrder(key: string, id: string): Promise<OrderRecord> {
    const order = await ordersRepository.findById(id);
    assertKeyAccess(key, order, ORDER_NOT_FOUND);
    return order;
  }

  async function documentFile(orderId: string, documentId: string): Promise<DocumentFile> {
    const file = await documents.pdfOf(orderId, documentId);
    if (!file) throw notFound(DOCUMENT_NOT_FOUND);
    return file;
  }

  async function listPage(page: PageParams, listing: string, scope: { userId?: string; filters?: OrderFilters }): Promise<OrderPage> {
    const after = decodeCursor(page.cursor, listing);
    const rows = await ordersRepository.list(page.limit, after?.id, scope);
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
    await settlement.settle(order, intent.id);
    throw conflict(JUST_PAID);
  }

  /**
   * Cancels an unpaid order and gives its stock back, once, whoever asks (owner, admin or the
   * sweep). The provider is asked outside any database transaction; the cancel then applies only
   * if the order still has the intent the provider cancelled, otherwise it goes round again.
   */
  async function cancelAndRelease(
    orderId: string,
    email: 'order-cancelled' | 'order-expired',
    actor: AuthenticatedUser | null,
    justRead?: OrderRecord,
  ): Promise<void> {
    const cause = { reason: email === 'order-expired' ? 'expired' : 'cancelled', orderId, actor } as const;
    for (let round = 0; round < CANCEL_ROUNDS; round += 1) {
      // The caller's read serves the first round (the write applies only if nothing moved since).
      const order = round === 0 && justRead ? justRead : await ordersRepository.findById(orderId);
      if (!order) throw notFound(ORDER_NOT_FOUND);
      const refused = refusal('cancel', order.status);
      if (refused) throw conflict(refused);
      await closePayment(order);
      const cancelled = await deps.db.write(async (transaction) => {
        if (!(await ordersRepository.transition(order.id, 'cancel', transaction, { paymentIntentId: order.paymentIntentId }))) return false;
        for (const line of order.lines) {
          if (line.productId) await catalogue.release(line.productId, line.quantity, transaction, cause);
        }
        // A customer cancelling their own order is no staff action; support cancelling it is.
        if (actor && actor.id !== order.userId) {
          const entry = { actor, kind: 'order.cancelled_by_staff', subject: { type: 'order', id: order.id } } as const;
          await deps.audit.record({ ...entry, before: { status: order.status }, after: { status: 'cancelled' } }, transaction);
        }
        await recordOrderEmail(deps, email, order.id, transaction);
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
      // Still paid, so the ship's only other condition held it back: a refund claimed the order.
      const refundUnderWay = current?.status === 'paid' ? REFUND_UNDER_WAY : undefined;
      throw conflict((current && (refusal(kind, current.status) ?? refundUnderWay)) ?? 'This order changed meanwhile; please reload.');
    }
    return reload(id);
  }

  return {
    // Buy Now (the seed's POST /order) is a checkout of one line.
    placeOrder: async (caller: AuthenticatedUser, input: OrderInput, idempotencyKey?: string): Promise<Order> =>
      toOrderDto(await placement.buyNow(caller, input, idempotencyKey)),

    checkout: async (caller: AuthenticatedUser, input: CheckoutInput, idempotencyKey?: string): Promise<Order> =>
      toOrderDto(await placement.checkout(caller, input, idempotencyKey)),

    async guestCheckout(input: GuestCheckoutInput, idempotencyKey?: string): Promise<GuestOrder> {
      const { order, key } = await placement.guestCheckout(input, idempotencyKey);
      return { order: toOrderDto(order), key };
    },

    getGuestOrder: async (key: string, id: string): Promise<Order> => toOrderDto(await findGuestOrder(key, id)),

    /** A guest order's invoice or credit note, by the order's key; 404 as for a missing order otherwise. */
    async getGuestOrderDocument(key: string, id: string, documentId: string): Promise<DocumentFile> {
      await findGuestOrder(key, id);
      return documentFile(id, documentId);
    },

    async cancelGuestOrder(key: string, id: string): Promise<Order> {
      const order = await findGuestOrder(key, id);
      // A guest has no account to name in the tools' stock history; the order there names them.
      await askProvider(() => cancelAndRelease(id, 'order-cancelled', null, order), CANCEL_PROVIDER_DOWN);
      return reload(id);
    },

    async listMyOrders(caller: AuthenticatedUser, email: string, page: PageParams): Promise<OrderPage> {
      assertAccountAccess('self or staff', caller, email);
      const owner = email === caller.email ? caller.id : (await accounts.findByEmail(email))?.id;
      if (!owner) return { items: [], nextCursor: null };
      return listPage(page, `orders:${owner}`, { userId: owner });
    },

    getOverview: () => overviewOf(ordersRepository, catalogue),

    listAllOrders: (page: PageParams, filters: OrderFilters) => listPage(page, 'orders', { filters: checkedFilters(filters) }),

    /** Every order the filters find, newest first, read from the database a page at a time. */
    async *exportOrders(caller: AuthenticatedUser, filters: OrderFilters): AsyncGenerator<Order> {
      const checked = checkedFilters(filters);
      const applied = Object.fromEntries(Object.entries(checked).filter(([, value]) => value !== undefined)) as Record<string, string>;
      // The filters are the entry's `after`: as the subject's id they could outgrow its column (a
      // search of 100 characters a JSON string escapes six-fold) and fail the export on PostgreSQL.
      const subject = { type: 'orders', id: 'export' } as const;
      await deps.db.write((transaction) => deps.audit.record({ actor: caller, kind: 'orders.exported', subject, after: applied }, transaction));
      let before: string | undefined;
      for (;;) {
        // A page and the one row more that says another follows: all of them are exported.
        const rows = await ordersRepository.list(EXPORT_PAGE, before, { filters: checked });
        for (const row of rows) yield toOrderDto(row);
        const last = rows.at(-1);
        if (rows.length <= EXPORT_PAGE || !last) return;
        before = last.id;
      }
    },

    getOrder: async (caller: AuthenticatedUser, id: string): Promise<Order> => toOrderDto(await findOrderFor(caller, id, 'owner or staff')),

    /** An order's invoice or credit note, for its owner or staff; 404 as for a missing order otherwise. */
    async getOrderDocument(caller: AuthenticatedUser, id: string, documentId: string): Promise<DocumentFile> {
      await findOrderFor(caller, id, 'owner or staff');
      return documentFile(id, documentId);
    },

    async cancelOrder(caller: AuthenticatedUser, id: string): Promise<Order> {
      const order = await findOrderFor(caller, id, 'owner or staff');
      await askProvider(() => cancelAndRelease(id, 'order-cancelled', caller, order), CANCEL_PROVIDER_DOWN);
      return reload(id);
    },

    async shipOrder(caller: AuthenticatedUser, id: string): Promise<Order> {
      if (!(await ordersRepository.findById(id))) throw notFound(ORDER_NOT_FOUND);
      return move(id, 'ship', () =>
        deps.db.write(async (transaction) => {
          if (!(await ordersRepository.transition(id, 'ship', transaction))) return false;
          const subject = { type: 'order', id } as const;
          await deps.audit.record({ actor: caller, kind: 'order.shipped', subject, before: { status: 'paid' }, after: { status: 'shipped' } }, transaction);
          await recordOrderEmail(deps, 'order-shipped', id, transaction);
          return true;
        }),
      );
    },

    async refundOrder(caller: AuthenticatedUser, id: string): Promise<Order> {
      await askProvider(() => refunds.refundRest(id, caller), REFUND_PROVIDER_DOWN);
      return reload(id);
    },

    async refundOrderPart(caller: AuthenticatedUser, id: string, request: PartRefund): Promise<Order> {
      await askProvider(() => refunds.refundPart(id, request, caller), REFUND_PROVIDER_DOWN);
      return reload(id);
    },

    async recordOutsideRefund(caller: AuthenticatedUser, id: string, note: string): Promise<Order> {
      await refunds.recordOutsideRefund(id, caller, note.trim());
      return reload(id);
    },

    /** Cancels unpaid orders whose hold has run out and returns their stock. */
    async releaseExpiredHolds(now = new Date()): Promise<number> {
      let released = 0;
      let providerDown = 0;
      for (const order of await ordersRepository.expiredHolds(now, 200)) {
        try {
          await cancelAndRelease(order.id, 'order-expired', null);
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

    sendPaymentReminders: reminders.sendDue,

    // For the other modules, wired in app.ts: reviews ask whether a customer bought the product;
    // payments read an order, attach its intent and settle its payment.
    hasBought: (userId: string, productId: string) => ordersRepository.hasPaidOrder(userId, productId),
    findOrder: (id: string) => ordersRepository.findById(id),
    /** An order's invoice or credit note as its PDF, for the email that carries it (notifications' dispatcher). */
    documentPdf: ({ orderId, documentId }: { orderId: string; documentId: string }) => documents.pdfOf(orderId, documentId),
    toOrderDto,
    reload,
    refusal,
    /**
     * Makes `next` the order's intent while the order is unpaid and its intent is still `expected`
     * (or already `next`): false when a cancel, a payment or another intent got there first.
     */
    attachPaymentIntent: (orderId: string, expected: string | null, next: string) =>
      deps.db.write((transaction) => ordersRepository.attachPaymentIntent(orderId, expected, next, transaction)),

    settleOrRefund: settlement.settleOrRefund,
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
