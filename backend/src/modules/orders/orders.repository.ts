import { Op, QueryTypes, type Transaction, type WhereOptions } from 'sequelize';
import { sequelizeOf } from '../../shared/database.js';
import type { OrderStatus } from '../../shared/api-types.js';
import { newId } from '../../shared/ids.js';
import { OrderModel } from './order.model.js';

export interface OrderRecord {
  id: string;
  userId: string;
  userName: string;
  email: string;
  productId: string | null;
  productName: string;
  quantity: number;
  unitPriceCents: number;
  totalCents: number;
  address: string;
  phone: string;
  status: OrderStatus;
  paymentIntentId: string | null;
  transactionId: string | null;
  holdExpiresAt: Date | null;
  paidAt: Date | null;
  shippedAt: Date | null;
  cancelledAt: Date | null;
  /** The refund of a payment that succeeded after the order was cancelled. */
  refundId: string | null;
  refundedAt: Date | null;
  createdAt: Date;
}

// Rows come back plain (raw queries and `raw: true`): the ORM's instances cost more CPU than the
// database's work on the order path. SQLite returns dates as text and PostgreSQL BIGINT as a string.
type Stored<T> = { [K in keyof T]: T[K] extends Date ? Date | string : T[K] extends Date | null ? Date | string | null : T[K] };
type OrderRow = Stored<Omit<OrderRecord, 'totalCents'>> & { totalCents: number | string };

const dateOf = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));
const optionalDateOf = (value: Date | string | null): Date | null => (value === null ? null : dateOf(value));

const toRecord = (row: OrderRow): OrderRecord => ({
  id: row.id,
  userId: row.userId,
  userName: row.userName,
  email: row.email,
  productId: row.productId,
  productName: row.productName,
  quantity: row.quantity,
  unitPriceCents: row.unitPriceCents,
  totalCents: Number(row.totalCents),
  address: row.address,
  phone: row.phone,
  status: row.status,
  paymentIntentId: row.paymentIntentId ?? null,
  transactionId: row.transactionId ?? null,
  holdExpiresAt: optionalDateOf(row.holdExpiresAt),
  paidAt: optionalDateOf(row.paidAt),
  shippedAt: optionalDateOf(row.shippedAt),
  cancelledAt: optionalDateOf(row.cancelledAt),
  refundId: row.refundId ?? null,
  refundedAt: optionalDateOf(row.refundedAt ?? null),
  createdAt: dateOf(row.createdAt),
});

const ORDER_COLUMNS = [
  'id',
  'user_id AS "userId"',
  'user_name AS "userName"',
  'email',
  'product_id AS "productId"',
  'product_name AS "productName"',
  'quantity',
  'unit_price_cents AS "unitPriceCents"',
  'total_cents AS "totalCents"',
  'address',
  'phone',
  'status',
  'payment_intent_id AS "paymentIntentId"',
  'transaction_id AS "transactionId"',
  'hold_expires_at AS "holdExpiresAt"',
  'paid_at AS "paidAt"',
  'shipped_at AS "shippedAt"',
  'cancelled_at AS "cancelledAt"',
  'refund_id AS "refundId"',
  'refunded_at AS "refundedAt"',
  'created_at AS "createdAt"',
].join(', ');

export type NewOrder = Omit<
  OrderRecord,
  'id' | 'status' | 'paymentIntentId' | 'transactionId' | 'paidAt' | 'shippedAt' | 'cancelledAt' | 'refundId' | 'refundedAt' | 'createdAt'
>;

export const ordersRepository = {
  async create(order: NewOrder, transaction: Transaction): Promise<OrderRecord> {
    const created: OrderRecord = {
      ...order,
      id: newId(),
      status: 'unpaid',
      paymentIntentId: null,
      transactionId: null,
      paidAt: null,
      shippedAt: null,
      cancelledAt: null,
      refundId: null,
      refundedAt: null,
      createdAt: new Date(),
    };
    await sequelizeOf(OrderModel).query(
      `INSERT INTO orders (id, user_id, user_name, email, product_id, product_name, quantity, unit_price_cents, total_cents, address, phone, status, hold_expires_at, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      {
        replacements: [
          created.id,
          created.userId,
          created.userName,
          created.email,
          created.productId,
          created.productName,
          created.quantity,
          created.unitPriceCents,
          created.totalCents,
          created.address,
          created.phone,
          created.status,
          created.holdExpiresAt,
          created.createdAt,
          created.createdAt,
        ],
        type: QueryTypes.INSERT,
        transaction,
      },
    );
    return created;
  },

  async findById(id: string, transaction?: Transaction): Promise<OrderRecord | undefined> {
    const [row] = await sequelizeOf(OrderModel).query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE id = ?`, {
      replacements: [id],
      type: QueryTypes.SELECT,
      raw: true,
      transaction,
    });
    return row ? toRecord(row) : undefined;
  },

  async findByPaymentIntent(paymentIntentId: string, transaction?: Transaction): Promise<OrderRecord | undefined> {
    const row = await OrderModel.findOne({ where: { paymentIntentId }, transaction, raw: true });
    return row ? toRecord(row as unknown as OrderRow) : undefined;
  },

  /**
   * Newest first. `userId` narrows to one customer's orders, which then leave out cancelled ones,
   * except those whose payment was refunded: the customer needs to see where their money went.
   */
  async list(limit: number, beforeId: string | undefined, userId?: string): Promise<OrderRecord[]> {
    const where: WhereOptions = {
      ...(beforeId ? { id: { [Op.lt]: beforeId } } : {}),
      ...(userId ? { userId, [Op.or]: [{ status: { [Op.ne]: 'cancelled' } }, { refundedAt: { [Op.ne]: null } }] } : {}),
    };
    const rows = await OrderModel.findAll({ where, order: [['id', 'DESC']], limit: limit + 1, raw: true });
    return (rows as unknown as OrderRow[]).map(toRecord);
  },

  async expiredHolds(now: Date, limit: number): Promise<OrderRecord[]> {
    const rows = await OrderModel.findAll({
      where: { status: 'unpaid', holdExpiresAt: { [Op.lte]: now } },
      order: [['holdExpiresAt', 'ASC']],
      limit,
      raw: true,
    });
    return (rows as unknown as OrderRow[]).map(toRecord);
  },

  /** How many unpaid orders the user holds, and how many units they add up to. */
  async unpaidTotals(userId: string, transaction: Transaction): Promise<{ orders: number; units: number }> {
    const [row] = await sequelizeOf(OrderModel).query<{ orders: number | string; units: number | string | null }>(
      `SELECT COUNT(*) AS orders, SUM(quantity) AS units FROM orders WHERE user_id = ? AND status = 'unpaid'`,
      { replacements: [userId], type: QueryTypes.SELECT, raw: true, transaction },
    );
    return { orders: Number(row?.orders ?? 0), units: Number(row?.units ?? 0) };
  },


  /**
   * Makes `next` the order's intent, only while the order is unpaid and its intent is still
   * `expected` (or already `next`): false when a cancel, a payment or another intent got there first.
   */
  async attachPaymentIntent(orderId: string, expected: string | null, next: string, transaction: Transaction): Promise<boolean> {
    const [affected] = await OrderModel.update(
      { paymentIntentId: next },
      { where: { id: orderId, status: 'unpaid', paymentIntentId: { [Op.or]: expected === null ? [null, next] : [expected, next] } }, transaction },
    );
    return affected === 1;
  },

  /**
   * Claims the refund of the cancelled order's own intent: true for one caller only, until the
   * refund is recorded, or until the claim is older than `staleBefore` (its holder crashed).
   */
  async claimRefund(orderId: string, intentId: string, now: Date, staleBefore: Date, transaction: Transaction): Promise<boolean> {
    const affected = await sequelizeOf(OrderModel).query(
      `UPDATE orders SET refund_claimed_at = ?, updated_at = ?
       WHERE id = ? AND status = 'cancelled' AND payment_intent_id = ? AND refunded_at IS NULL
         AND (refund_claimed_at IS NULL OR refund_claimed_at < ?)`,
      { replacements: [now, now, orderId, intentId, staleBefore], type: QueryTypes.BULKUPDATE, transaction },
    );
    return affected === 1;
  },

  async releaseRefundClaim(orderId: string, transaction: Transaction): Promise<void> {
    await OrderModel.update({ refundClaimedAt: null }, { where: { id: orderId, refundedAt: null }, transaction });
  },

  async recordRefund(orderId: string, refundId: string, at: Date, transaction: Transaction): Promise<void> {
    await OrderModel.update({ refundId, refundedAt: at }, { where: { id: orderId, refundedAt: null }, transaction });
  },

  async hasPaidOrder(userId: string, productId: string): Promise<boolean> {
    const found = await OrderModel.findOne({
      attributes: ['id'],
      where: { userId, productId, status: { [Op.in]: ['paid', 'shipped'] } },
    });
    return found !== null;
  },
};
