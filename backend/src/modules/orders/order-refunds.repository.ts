// The refunds of paid orders, one row each. A refund through the payment provider is written
// `pending` before the provider is asked (its id is the provider's key for it) and `done` once the
// provider answered; one made outside the shop is written `done` at once.
import type { Transaction } from 'sequelize';
import type { Database } from '../../shared/database.js';

export interface RefundLineRecord {
  /** The order line's place in the order, from 0. */
  line: number;
  /** Null once the tool is deleted: its units can't go back into stock. */
  productId: string | null;
  productName: string;
  quantity: number;
  restock: boolean;
}

export interface OrderRefundRecord {
  id: string;
  orderId: string;
  status: 'pending' | 'done';
  amountCents: number;
  /** The part of the amount that gave back the delivery charge. */
  shippingCents: number;
  lines: RefundLineRecord[];
  outsideShop: boolean;
  providerRefundId: string | null;
  createdAt: Date;
}

type RefundRow = Omit<OrderRefundRecord, 'amountCents' | 'shippingCents' | 'lines' | 'outsideShop' | 'createdAt'> & {
  amountCents: number | string;
  shippingCents: number | string;
  lines: string;
  outsideShop: boolean | number;
  createdAt: Date | string;
};

const COLUMNS = `id, order_id AS "orderId", status, amount_cents AS "amountCents", shipping_cents AS "shippingCents", lines,
  outside_shop AS "outsideShop", provider_refund_id AS "providerRefundId", created_at AS "createdAt"`;

const toRecord = (row: RefundRow): OrderRefundRecord => ({
  ...row,
  amountCents: Number(row.amountCents),
  shippingCents: Number(row.shippingCents),
  lines: JSON.parse(row.lines) as RefundLineRecord[],
  // SQLite answers booleans as 0 and 1.
  outsideShop: Boolean(row.outsideShop),
  createdAt: row.createdAt instanceof Date ? row.createdAt : new Date(row.createdAt),
});

export function createOrderRefundsRepository(db: Database) {
  const { sql } = db;
  return {
    async insert(refund: OrderRefundRecord, transaction: Transaction): Promise<void> {
      await sql.execute(
        `INSERT INTO order_refunds (id, order_id, status, amount_cents, shipping_cents, lines, outside_shop, provider_refund_id, created_at, completed_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          refund.id,
          refund.orderId,
          refund.status,
          refund.amountCents,
          refund.shippingCents,
          JSON.stringify(refund.lines),
          refund.outsideShop,
          refund.providerRefundId,
          refund.createdAt,
          refund.status === 'done' ? refund.createdAt : null,
        ],
        transaction,
      );
    },

    /** The order's refund still waiting for the provider's answer, if any. */
    async findPending(orderId: string, transaction?: Transaction): Promise<OrderRefundRecord | undefined> {
      const [row] = await sql.select<RefundRow>(`SELECT ${COLUMNS} FROM order_refunds WHERE order_id = ? AND status = 'pending'`, [orderId], transaction);
      return row ? toRecord(row) : undefined;
    },

    /** The finished refunds of these orders, oldest first. */
    async listDone(orderIds: string[], transaction?: Transaction): Promise<OrderRefundRecord[]> {
      if (orderIds.length === 0) return [];
      const rows = await sql.select<RefundRow>(
        `SELECT ${COLUMNS} FROM order_refunds WHERE order_id IN (${orderIds.map(() => '?').join(', ')}) AND status = 'done' ORDER BY created_at, id`,
        orderIds,
        transaction,
      );
      return rows.map(toRecord);
    },

    /** Marks a pending refund done with the provider's id: true for the one caller that did. */
    async complete(id: string, providerRefundId: string, transaction: Transaction): Promise<boolean> {
      const affected = await sql.execute(
        "UPDATE order_refunds SET status = 'done', provider_refund_id = ?, completed_at = ? WHERE id = ? AND status = 'pending'",
        [providerRefundId, new Date(), id],
        transaction,
      );
      return affected === 1;
    },

    /** Forgets a pending refund the provider refused or never answered for: nothing went back. */
    async discardPending(id: string, transaction: Transaction): Promise<void> {
      await sql.execute("DELETE FROM order_refunds WHERE id = ? AND status = 'pending'", [id], transaction);
    },
  };
}

export type OrderRefundsRepository = ReturnType<typeof createOrderRefundsRepository>;
