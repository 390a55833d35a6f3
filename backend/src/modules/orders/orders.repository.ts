import type { Transaction } from 'sequelize';
import type { OrderStatus } from '../../shared/api-types.js';
import type { Database, SqlValue } from '../../shared/database.js';
import { moves, type Move } from './order-state.js';
import { nextOrderNumber } from '../../shared/order-numbers.js';
import type { OrderTax, TaxClass } from '../tax/index.js';
import { createOrderDocumentsRepository, type OrderDocumentRecord } from './documents/documents.repository.js';
import type { Idempotency } from './idempotency.js';
import { createOrderRefundsRepository, type OrderRefundRecord } from './order-refunds.repository.js';

/** One tool of an order, at the price it was ordered at. */
export interface OrderLineRecord {
  /** Null once the tool is deleted; the name stays. */
  productId: string | null;
  productName: string;
  quantity: number;
  unitPriceCents: number;
  totalCents: number;
  /** The tax class it was charged at; null for a line from before the shop kept it. */
  taxClass: TaxClass | null;
}

export interface OrderShippingRecord {
  method: string;
  name: string;
  priceCents: number;
}

/**
 * An order as the services see it: its columns but the refund claim and the last-edit time
 * (refundId: the refund of a payment that succeeded after the order was cancelled), with its
 * lines. The single-product columns summarise them (orderSummary).
 */
export interface OrderRecord {
  id: string;
  /** The short number people use ("#1042"). */
  number: number;
  /** Null for a guest's order, until a verified account with its email takes it over. */
  userId: string | null;
  userName: string;
  email: string;
  productId: string | null;
  productName: string;
  quantity: number;
  unitPriceCents: number;
  /** The lines' prices together. */
  subtotalCents: number;
  /** The delivery charged when the order was placed; null for an order from before the shop charged for it. */
  shipping: OrderShippingRecord | null;
  /** Null for an order from before the shop asked. */
  country: string | null;
  /** The tax it was placed with; null for an order from before the shop kept it. */
  tax: OrderTax | null;
  /** What is paid: the subtotal and the shipping, with the tax added or an export's taken out (tax.totalCents). */
  totalCents: number;
  address: string;
  phone: string;
  /** A business buyer's VAT number, for its invoice; null when none was given. */
  vatNumber: string | null;
  status: OrderStatus;
  paymentIntentId: string | null;
  transactionId: string | null;
  holdExpiresAt: Date | null;
  paidAt: Date | null;
  shippedAt: Date | null;
  cancelledAt: Date | null;
  refundId: string | null;
  refundedAt: Date | null;
  /** What refunds have given back so far. */
  refundedCents: number;
  /** The finished refunds made through the shop's refund form, oldest first. */
  refunds: OrderRefundRecord[];
  /** Its invoice (once paid through the shop) and credit notes (one a refund), oldest first. */
  documents: OrderDocumentRecord[];
  createdAt: Date;
  lines: OrderLineRecord[];
  /** A guest order's key, as its SHA-256 hash (hex); null for an account's order. */
  keyHash: string | null;
  /** The same key sealed for the server alone (shared/auth/order-key-seal.ts), for its emails' links; null for an account's order. */
  keySealed: string | null;
}

// SQLite returns dates as text and PostgreSQL BIGINT as a string.
type Stored<T> = { [K in keyof T]: T[K] extends Date ? Date | string : T[K] extends Date | null ? Date | string | null : T[K] };
type OrderRow = Stored<Omit<OrderRecord, 'number' | 'totalCents' | 'subtotalCents' | 'shipping' | 'tax' | 'lines' | 'refundedCents' | 'refunds'>> & {
  tax: string | null;
  number: number | string;
  totalCents: number | string;
  refundedCents: number | string;
  subtotalCents: number | string | null;
  shippingMethod: string | null;
  shippingName: string | null;
  shippingCents: number | string | null;
};
type OrderLineRow = Omit<OrderLineRecord, 'totalCents'> & { orderId: string; totalCents: number | string };

const dateOf = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));
const optionalDateOf = (value: Date | string | null): Date | null => (value === null ? null : dateOf(value));

const toLineRecord = (row: OrderLineRow): OrderLineRecord => ({
  productId: row.productId,
  productName: row.productName,
  quantity: row.quantity,
  unitPriceCents: row.unitPriceCents,
  totalCents: Number(row.totalCents),
  taxClass: row.taxClass ?? null,
});

const toRecord = (row: OrderRow, lines: OrderLineRecord[], refunds: OrderRefundRecord[] = [], documents: OrderDocumentRecord[] = []): OrderRecord => ({
  id: row.id,
  number: Number(row.number),
  userId: row.userId,
  userName: row.userName,
  email: row.email,
  productId: row.productId,
  productName: row.productName,
  quantity: row.quantity,
  unitPriceCents: row.unitPriceCents,
  // An order from before shipping was charged: its total was its lines'.
  subtotalCents: Number(row.subtotalCents ?? row.totalCents),
  shipping:
    row.shippingMethod === null || row.shippingName === null
      ? null
      : { method: row.shippingMethod, name: row.shippingName, priceCents: Number(row.shippingCents ?? 0) },
  country: row.country ?? null,
  tax: row.tax === null || row.tax === undefined ? null : (JSON.parse(row.tax) as OrderTax),
  totalCents: Number(row.totalCents),
  address: row.address,
  phone: row.phone,
  vatNumber: row.vatNumber ?? null,
  status: row.status,
  paymentIntentId: row.paymentIntentId ?? null,
  transactionId: row.transactionId ?? null,
  holdExpiresAt: optionalDateOf(row.holdExpiresAt),
  paidAt: optionalDateOf(row.paidAt),
  shippedAt: optionalDateOf(row.shippedAt),
  cancelledAt: optionalDateOf(row.cancelledAt),
  refundId: row.refundId ?? null,
  refundedAt: optionalDateOf(row.refundedAt ?? null),
  refundedCents: Number(row.refundedCents),
  refunds,
  documents,
  createdAt: dateOf(row.createdAt),
  lines,
  keyHash: row.keyHash ?? null,
  keySealed: row.keySealed ?? null,
});

/**
 * The order's single-product columns, the seed's fields: the first line's product, name and unit
 * price, the units and the total of all lines. For a one-line order, exactly that line.
 */
export function orderSummary(lines: OrderLineRecord[]): Pick<OrderRecord, 'productId' | 'productName' | 'quantity' | 'unitPriceCents' | 'subtotalCents'> {
  const [first] = lines;
  if (!first) throw new Error('an order has at least one line');
  return {
    productId: first.productId,
    productName: first.productName,
    quantity: lines.reduce((units, line) => units + line.quantity, 0),
    unitPriceCents: first.unitPriceCents,
    subtotalCents: lines.reduce((total, line) => total + line.totalCents, 0),
  };
}

const ORDER_COLUMN_LIST = [
  'id',
  'number',
  'user_id AS "userId"',
  'user_name AS "userName"',
  'email',
  'product_id AS "productId"',
  'product_name AS "productName"',
  'quantity',
  'unit_price_cents AS "unitPriceCents"',
  'total_cents AS "totalCents"',
  'subtotal_cents AS "subtotalCents"',
  'shipping_method AS "shippingMethod"',
  'shipping_name AS "shippingName"',
  'shipping_cents AS "shippingCents"',
  'tax',
  'country',
  'address',
  'phone',
  'vat_number AS "vatNumber"',
  'status',
  'payment_intent_id AS "paymentIntentId"',
  'transaction_id AS "transactionId"',
  'hold_expires_at AS "holdExpiresAt"',
  'paid_at AS "paidAt"',
  'shipped_at AS "shippedAt"',
  'cancelled_at AS "cancelledAt"',
  'refund_id AS "refundId"',
  'refunded_at AS "refundedAt"',
  'refunded_cents AS "refundedCents"',
  'created_at AS "createdAt"',
  'key_hash AS "keyHash"',
  'key_sealed AS "keySealed"',
];
const ORDER_COLUMNS = ORDER_COLUMN_LIST.join(', ');

interface MoveDetails {
  /** pay: the intent that paid. */
  transactionId?: string;
  /** refund: the provider's refund. */
  refundId?: string;
}

// Column names: the changes each move makes besides the status.
const stamps: Record<Move, (now: Date, details: MoveDetails) => Record<string, Date | string | null>> = {
  pay: (now, { transactionId }) => ({ paid_at: now, hold_expires_at: null, transaction_id: transactionId ?? null }),
  ship: (now) => ({ shipped_at: now }),
  cancel: (now) => ({ cancelled_at: now, hold_expires_at: null }),
  refund: (now, { refundId }) => ({ refunded_at: now, refund_id: refundId ?? null, refund_claimed_at: null }),
};

// Conditions a move needs besides its starting state: a ship never overtakes a refund under way
// (claimed, its money perhaps already on its way back), whose stock would then stay out.
const guards: Partial<Record<Move, string>> = {
  ship: ' AND refund_claimed_at IS NULL',
};

export type NewOrder = Omit<
  OrderRecord,
  | 'status'
  | 'paymentIntentId'
  | 'transactionId'
  | 'paidAt'
  | 'shippedAt'
  | 'cancelledAt'
  | 'refundId'
  | 'refundedAt'
  | 'refundedCents'
  | 'refunds'
  | 'documents'
  | 'createdAt'
  | 'number'
  | 'productId'
  | 'productName'
  | 'quantity'
  | 'unitPriceCents'
  | 'subtotalCents'
  | 'totalCents'
  | 'tax'
  | 'vatNumber'
> & { tax?: OrderTax | null; vatNumber?: string | null };

/** The admin's filters of all orders; days are UTC, `to` inclusive. */
export interface OrderFilters {
  status?: OrderStatus;
  from?: string;
  to?: string;
  q?: string;
}

interface Condition {
  sql: string;
  values: SqlValue[];
}

// "1042" or "#1042": an order's number.
const ORDER_NUMBER = /^#?(\d{1,15})$/;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

// The text is matched literally: LIKE's own wildcards in it are escaped.
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function orderNumberMatch(text: string): Condition[] {
  const digits = ORDER_NUMBER.exec(text)?.[1];
  return digits === undefined ? [] : [{ sql: 'number = ?', values: [Number(digits)] }];
}

function filterConditions({ status, from, to, q }: OrderFilters): Condition[] {
  const conditions: Condition[] = [];
  if (status) conditions.push({ sql: 'status = ?', values: [status] });
  if (from) conditions.push({ sql: 'created_at >= ?', values: [new Date(`${from}T00:00:00.000Z`)] });
  if (to) conditions.push({ sql: 'created_at < ?', values: [new Date(new Date(`${to}T00:00:00.000Z`).getTime() + DAY_MS)] });
  const text = q?.trim().toLowerCase();
  if (text) {
    const pattern = containing(text);
    const matches = [
      ...(UUID.test(text) ? [{ sql: 'id = ?', values: [text] }] : []),
      ...orderNumberMatch(text),
      { sql: "LOWER(email) LIKE ? ESCAPE '\\'", values: [pattern] },
      { sql: "LOWER(user_name) LIKE ? ESCAPE '\\'", values: [pattern] },
      {
        sql: "EXISTS (SELECT 1 FROM order_lines WHERE order_lines.order_id = orders.id AND LOWER(order_lines.product_name) LIKE ? ESCAPE '\\')",
        values: [pattern],
      },
    ];
    conditions.push({ sql: `(${matches.map((match) => match.sql).join(' OR ')})`, values: matches.flatMap((match) => match.values) });
  }
  return conditions;
}

const LINE_COLUMNS = [
  'order_id AS "orderId"',
  'product_id AS "productId"',
  'product_name AS "productName"',
  'quantity',
  'unit_price_cents AS "unitPriceCents"',
  'total_cents AS "totalCents"',
  'tax_class AS "taxClass"',
].join(', ');

// One order with its lines in one statement, for the reads on the order path (each statement is a
// round trip to the driver that a write batch waits on: docs/performance.md). The lines' columns
// share names with the order's summary columns, so they come back under names of their own.
const ORDER_WITH_LINES = `SELECT ${ORDER_COLUMN_LIST.map((column) => `o.${column}`).join(', ')},
  l.position AS "linePosition", l.product_id AS "lineProductId", l.product_name AS "lineProductName",
  l.quantity AS "lineQuantity", l.unit_price_cents AS "lineUnitPriceCents", l.total_cents AS "lineTotalCents", l.tax_class AS "lineTaxClass"
  FROM orders o LEFT JOIN order_lines l ON l.order_id = o.id WHERE o.id = ? ORDER BY l.position`;
type OrderWithLineRow = OrderRow & {
  linePosition: number | null;
  lineProductId: string | null;
  lineProductName: string;
  lineQuantity: number;
  lineUnitPriceCents: number;
  lineTotalCents: number | string;
  lineTaxClass: TaxClass | null;
};

export function createOrdersRepository(db: Database) {
  const { sql } = db;
  const refunds = createOrderRefundsRepository(db);
  const documents = createOrderDocumentsRepository(db);

  async function selectOrders(where: string, replacements: SqlValue[], transaction?: Transaction): Promise<OrderRecord[]> {
    const rows = await sql.select<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders ${where}`, replacements, transaction);
    if (rows.length === 0) return [];
    const lines = await sql.select<OrderLineRow>(
      `SELECT ${LINE_COLUMNS} FROM order_lines WHERE order_id IN (${rows.map(() => '?').join(', ')}) ORDER BY order_id, position`,
      rows.map((row) => row.id),
      transaction,
    );
    const linesOf = new Map<string, OrderLineRecord[]>(rows.map((row) => [row.id, []]));
    for (const line of lines) linesOf.get(line.orderId)?.push(toLineRecord(line));
    const refundsOf = await refundsByOrder(rows, transaction);
    const documentsOf = await documentsByOrder(rows, transaction);
    return rows.map((row) => toRecord(row, linesOf.get(row.id) ?? [], refundsOf.get(row.id), documentsOf.get(row.id)));
  }

  // Only an order something was given back of has refunds to read: the order path reads none.
  async function refundsByOrder(rows: OrderRow[], transaction?: Transaction): Promise<Map<string, OrderRefundRecord[]>> {
    const refundsOf = new Map<string, OrderRefundRecord[]>();
    const refunded = rows.filter((row) => Number(row.refundedCents) > 0).map((row) => row.id);
    for (const refund of await refunds.listDone(refunded, transaction)) refundsOf.set(refund.orderId, [...(refundsOf.get(refund.orderId) ?? []), refund]);
    return refundsOf;
  }

  // Only an order paid through the shop has documents: the order path (unpaid orders) reads none.
  async function documentsByOrder(rows: OrderRow[], transaction?: Transaction): Promise<Map<string, OrderDocumentRecord[]>> {
    const documentsOf = new Map<string, OrderDocumentRecord[]>();
    const paid = rows.filter((row) => row.transactionId && row.status !== 'unpaid' && row.status !== 'cancelled').map((row) => row.id);
    for (const document of await documents.listFor(paid, transaction)) documentsOf.set(document.orderId, [...(documentsOf.get(document.orderId) ?? []), document]);
    return documentsOf;
  }

  async function findById(id: string, transaction?: Transaction): Promise<OrderRecord | undefined> {
    const rows = await sql.select<OrderWithLineRow>(ORDER_WITH_LINES, [id], transaction);
    const [first] = rows;
    if (!first) return undefined;
    const lines = rows
      .filter((row) => row.linePosition !== null)
      .map((row) =>
        toLineRecord({
          orderId: row.id,
          productId: row.lineProductId,
          productName: row.lineProductName,
          quantity: row.lineQuantity,
          unitPriceCents: row.lineUnitPriceCents,
          totalCents: row.lineTotalCents,
          taxClass: row.lineTaxClass,
        }),
      );
    return toRecord(first, lines, (await refundsByOrder([first], transaction)).get(first.id), (await documentsByOrder([first], transaction)).get(first.id));
  }

  return {
    /** The refunds' own rows, written by the refunds of paid orders (refunds.ts). */
    refunds,
    /** The invoices and credit notes, issued by documents/documents.ts. */
    documents,

    /** `idempotency`: the checkout's key, kept with the order; a second order with the same scope and key fails with a UniqueConstraintError. */
    async create(order: NewOrder, transaction: Transaction, idempotency?: Idempotency): Promise<OrderRecord> {
      const summary = orderSummary(order.lines);
      const created: OrderRecord = {
        ...order,
        tax: order.tax ?? null,
        vatNumber: order.vatNumber ?? null,
        number: await nextOrderNumber(sql, transaction),
        ...summary,
        totalCents: order.tax?.totalCents ?? summary.subtotalCents + (order.shipping?.priceCents ?? 0),
        status: 'unpaid',
        paymentIntentId: null,
        transactionId: null,
        paidAt: null,
        shippedAt: null,
        cancelledAt: null,
        refundId: null,
        refundedAt: null,
        refundedCents: 0,
        refunds: [],
        documents: [],
        createdAt: new Date(),
      };
      await sql.execute(
        `INSERT INTO orders (id, number, user_id, user_name, email, product_id, product_name, quantity, unit_price_cents, total_cents, subtotal_cents, shipping_method, shipping_name, shipping_cents, tax, country, address, phone, vat_number, status, hold_expires_at, key_hash, key_sealed, created_at, updated_at, idempotency_scope, idempotency_key, idempotency_fingerprint)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          created.id,
          created.number,
          created.userId,
          created.userName,
          created.email,
          created.productId,
          created.productName,
          created.quantity,
          created.unitPriceCents,
          created.totalCents,
          created.subtotalCents,
          created.shipping?.method ?? null,
          created.shipping?.name ?? null,
          created.shipping?.priceCents ?? null,
          created.tax === null ? null : JSON.stringify(created.tax),
          created.country,
          created.address,
          created.phone,
          created.vatNumber,
          created.status,
          created.holdExpiresAt,
          created.keyHash,
          created.keySealed,
          created.createdAt,
          created.createdAt,
          idempotency?.scope ?? null,
          idempotency?.key ?? null,
          idempotency?.fingerprint ?? null,
        ],
        transaction,
      );
      await sql.execute(
        `INSERT INTO order_lines (order_id, position, product_id, product_name, quantity, unit_price_cents, total_cents, tax_class)
         VALUES ${created.lines.map(() => '(?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
        created.lines.flatMap((line, position) => [created.id, position, line.productId, line.productName, line.quantity, line.unitPriceCents, line.totalCents, line.taxClass]),
        transaction,
      );
      return created;
    },

    findById,

    /** The order placed with this checkout key by this buyer, and the fingerprint of the request that placed it. */
    async findByIdempotencyKey(scope: string, key: string, transaction?: Transaction): Promise<{ order: OrderRecord; fingerprint: string } | undefined> {
      const [row] = await sql.select<{ id: string; fingerprint: string }>(
        'SELECT id, idempotency_fingerprint AS fingerprint FROM orders WHERE idempotency_scope = ? AND idempotency_key = ?',
        [scope, key],
        transaction,
      );
      const order = row && (await findById(row.id, transaction));
      return order && { order, fingerprint: row.fingerprint };
    },

    /**
     * Newest first (ids are time-ordered). `userId` narrows to one customer's orders, cancelled ones
     * included: a customer who cancelled an order still expects to find it. `filters` are the admin's.
     */
    async list(limit: number, beforeId: string | undefined, scope: { userId?: string; filters?: OrderFilters } = {}): Promise<OrderRecord[]> {
      const { userId, filters = {} } = scope;
      const conditions: Condition[] = [
        ...(beforeId ? [{ sql: 'id < ?', values: [beforeId] }] : []),
        ...(userId ? [{ sql: 'user_id = ?', values: [userId] }] : []),
        ...filterConditions(filters),
      ];
      const where = conditions.length > 0 ? `WHERE ${conditions.map((condition) => condition.sql).join(' AND ')}` : '';
      return selectOrders(`${where} ORDER BY id DESC LIMIT ?`, [...conditions.flatMap((condition) => condition.values), limit + 1]);
    },

    /** Unpaid orders not yet reminded whose hold ends after `now` and by `endsBy`, soonest first. */
    remindable: (now: Date, endsBy: Date, limit: number): Promise<OrderRecord[]> =>
      selectOrders(
        "WHERE status = 'unpaid' AND payment_reminder_at IS NULL AND hold_expires_at > ? AND hold_expires_at <= ? ORDER BY hold_expires_at ASC LIMIT ?",
        [now, endsBy, limit],
      ),

    /** Settles the order's reminder, once: true for the one caller that did it while the order was still unpaid. */
    async claimReminder(orderId: string, now: Date, transaction: Transaction): Promise<boolean> {
      const affected = await sql.execute(
        "UPDATE orders SET payment_reminder_at = ? WHERE id = ? AND status = 'unpaid' AND payment_reminder_at IS NULL",
        [now, orderId],
        transaction,
      );
      return affected === 1;
    },

    expiredHolds: (now: Date, limit: number): Promise<OrderRecord[]> =>
      selectOrders("WHERE status = 'unpaid' AND hold_expires_at <= ? ORDER BY hold_expires_at ASC LIMIT ?", [now, limit]),

    /**
     * How many unpaid orders the user holds, and how many units they add up to: an account's by its
     * id, a guest's by the email its guest orders (those without an account) were placed with.
     */
    async unpaidTotals(holder: { userId: string } | { guestEmail: string }, transaction: Transaction): Promise<{ orders: number; units: number }> {
      const [condition, value] = 'userId' in holder ? ['user_id = ?', holder.userId] : ['user_id IS NULL AND email = ?', holder.guestEmail];
      const [row] = await sql.select<{ orders: number | string; units: number | string | null }>(
        `SELECT COUNT(*) AS orders, SUM(quantity) AS units FROM orders WHERE ${condition} AND status = 'unpaid'`,
        [value],
        transaction,
      );
      return { orders: Number(row?.orders ?? 0), units: Number(row?.units ?? 0) };
    },

    /**
     * Holds the guest's email until `transaction` ends, as an account's row is held for its orders:
     * two guest checkouts with one email read and then add to its unpaid limits one after the other
     * on PostgreSQL (SQLite's write transactions already run one at a time).
     */
    async lockGuest(email: string, transaction: Transaction): Promise<void> {
      if (sql.dialect() !== 'postgres') return;
      await sql.select("SELECT pg_advisory_xact_lock(hashtextextended(?, 0)) AS locked", [`guest:${email}`], transaction);
    },

    /** Gives the guest orders placed with `email` to the account `userId`; how many it took. */
    adoptGuestOrders: (userId: string, email: string, transaction: Transaction): Promise<number> =>
      sql.execute('UPDATE orders SET user_id = ? WHERE user_id IS NULL AND email = ?', [userId, email], transaction),

    /**
     * Applies `move` if the order is still in the state it starts from (`from`, for a move that can
     * start from several: the state the caller saw); false if something else got there first.
     * `paymentIntentId`, when given, must also still be the order's intent (null: none), so a cancel
     * decided on what the provider said about one intent can't pass over a newer one.
     */
    async transition(
      orderId: string,
      move: Move,
      transaction: Transaction,
      options: MoveDetails & { paymentIntentId?: string | null; from?: OrderStatus } = {},
    ): Promise<boolean> {
      const { to } = moves[move];
      const from = options.from ?? moves[move].from[0];
      if (!from || !moves[move].from.includes(from)) throw new Error(`${move} can't start from ${from}`);
      const now = new Date();
      const changes = { status: to, ...stamps[move](now, options), updated_at: now };
      const intent = options.paymentIntentId;
      const intentCondition = intent === undefined ? '' : intent === null ? ' AND payment_intent_id IS NULL' : ' AND payment_intent_id = ?';
      const affected = await sql.execute(
        `UPDATE orders SET ${Object.keys(changes).map((column) => `${column} = ?`).join(', ')} WHERE id = ? AND status = ?${guards[move] ?? ''}${intentCondition}`,
        [...Object.values(changes), orderId, from, ...(intent ? [intent] : [])],
        transaction,
      );
      return affected === 1;
    },

    /**
     * Makes `next` the order's intent, only while the order is unpaid and its intent is still
     * `expected` (or already `next`): false when a cancel, a payment or another intent got there first.
     */
    async attachPaymentIntent(orderId: string, expected: string | null, next: string, transaction: Transaction): Promise<boolean> {
      const intentCondition = expected === null ? '(payment_intent_id IS NULL OR payment_intent_id = ?)' : 'payment_intent_id IN (?, ?)';
      const affected = await sql.execute(
        `UPDATE orders SET payment_intent_id = ?, updated_at = ? WHERE id = ? AND status = 'unpaid' AND ${intentCondition}`,
        [next, new Date(), orderId, ...(expected === null ? [next] : [expected, next])],
        transaction,
      );
      return affected === 1;
    },

    /**
     * Claims the refund of the cancelled order's own intent: true for one caller only, until the
     * refund is recorded, or until the claim is older than `staleBefore` (its holder crashed).
     */
    async claimRefund(orderId: string, intentId: string, now: Date, staleBefore: Date, transaction: Transaction): Promise<boolean> {
      const affected = await sql.execute(
        `UPDATE orders SET refund_claimed_at = ?, updated_at = ?
         WHERE id = ? AND status = 'cancelled' AND payment_intent_id = ? AND refunded_at IS NULL
           AND (refund_claimed_at IS NULL OR refund_claimed_at < ?)`,
        [now, now, orderId, intentId, staleBefore],
        transaction,
      );
      return affected === 1;
    },

    /**
     * Claims the paid or shipped order for a refund: true for one caller only, until the refund is
     * recorded or given up, or the claim is older than `staleBefore` (its holder crashed). A ship
     * waits for it (guards).
     */
    async claimPaidRefund(orderId: string, now: Date, staleBefore: Date, transaction: Transaction): Promise<boolean> {
      const affected = await sql.execute(
        `UPDATE orders SET refund_claimed_at = ?, updated_at = ?
         WHERE id = ? AND status IN ('paid', 'shipped') AND refunded_at IS NULL
           AND (refund_claimed_at IS NULL OR refund_claimed_at < ?)`,
        [now, now, orderId, staleBefore],
        transaction,
      );
      return affected === 1;
    },

    async releaseRefundClaim(orderId: string, transaction: Transaction): Promise<void> {
      await sql.execute('UPDATE orders SET refund_claimed_at = NULL, updated_at = ? WHERE id = ? AND refunded_at IS NULL', [new Date(), orderId], transaction);
    },

    /** Adds a refund's amount to what was given back; false (nothing changes) if that would pass what was paid. */
    async addRefunded(orderId: string, cents: number, transaction: Transaction): Promise<boolean> {
      const affected = await sql.execute(
        'UPDATE orders SET refunded_cents = refunded_cents + ?, updated_at = ? WHERE id = ? AND refunded_cents + ? <= total_cents',
        [cents, new Date(), orderId, cents],
        transaction,
      );
      return affected === 1;
    },

    /** A late payment's refund of a cancelled order: true if this call recorded it, false if one already was. */
    async recordRefund(orderId: string, refundId: string, at: Date, transaction: Transaction): Promise<boolean> {
      const affected = await sql.execute(
        'UPDATE orders SET refund_id = ?, refunded_at = ?, refunded_cents = total_cents, updated_at = ? WHERE id = ? AND refunded_at IS NULL',
        [refundId, at, at, orderId],
        transaction,
      );
      return affected === 1;
    },

    /**
     * Per UTC day since `since`: the orders placed and what those paid (paid or shipped) brought
     * in, less what was refunded of them. Only days with orders appear.
     */
    async dailyTotals(since: Date): Promise<Array<{ day: string; orders: number; revenueCents: number }>> {
      // SQLite keeps dates as UTC text that starts with the day; PostgreSQL as timestamps.
      const day = sql.dialect() === 'postgres' ? `to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')` : 'substr(created_at, 1, 10)';
      const rows = await sql.select<{ day: string; orders: number | string; revenue: number | string | null }>(
        `SELECT ${day} AS day, COUNT(*) AS orders, SUM(CASE WHEN status IN ('paid', 'shipped') THEN total_cents - refunded_cents ELSE 0 END) AS revenue
         FROM orders WHERE created_at >= ? GROUP BY ${day}`,
        [since],
      );
      return rows.map((row) => ({ day: row.day, orders: Number(row.orders), revenueCents: Number(row.revenue ?? 0) }));
    },

    async countByStatus(status: OrderStatus): Promise<number> {
      const [row] = await sql.select<{ count: number | string }>('SELECT COUNT(*) AS count FROM orders WHERE status = ?', [status]);
      return Number(row?.count ?? 0);
    },

    async hasPaidOrder(userId: string, productId: string): Promise<boolean> {
      const found = await sql.select(
        `SELECT orders.id FROM order_lines JOIN orders ON orders.id = order_lines.order_id
         WHERE order_lines.product_id = ? AND orders.user_id = ? AND orders.status IN ('paid', 'shipped') LIMIT 1`,
        [productId, userId],
      );
      return found.length > 0;
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
