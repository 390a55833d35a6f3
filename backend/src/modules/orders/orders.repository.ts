import { Op, type Transaction, type WhereOptions } from 'sequelize';
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
  createdAt: Date;
}

const toRecord = (row: OrderModel): OrderRecord => ({
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
  holdExpiresAt: row.holdExpiresAt,
  paidAt: row.paidAt ?? null,
  shippedAt: row.shippedAt ?? null,
  cancelledAt: row.cancelledAt ?? null,
  createdAt: row.createdAt,
});

export type NewOrder = Omit<
  OrderRecord,
  'id' | 'status' | 'paymentIntentId' | 'transactionId' | 'paidAt' | 'shippedAt' | 'cancelledAt' | 'createdAt'
>;

export const ordersRepository = {
  async create(order: NewOrder, transaction: Transaction): Promise<OrderRecord> {
    return toRecord(await OrderModel.create({ id: newId(), status: 'unpaid', ...order }, { transaction }));
  },

  async findById(id: string, transaction?: Transaction): Promise<OrderRecord | undefined> {
    const row = await OrderModel.findByPk(id, { transaction });
    return row ? toRecord(row) : undefined;
  },

  async findByPaymentIntent(paymentIntentId: string, transaction?: Transaction): Promise<OrderRecord | undefined> {
    const row = await OrderModel.findOne({ where: { paymentIntentId }, transaction });
    return row ? toRecord(row) : undefined;
  },

  /** Newest first. `userId` narrows to one customer's orders, which then leave out cancelled ones. */
  async list(limit: number, beforeId: string | undefined, userId?: string): Promise<OrderRecord[]> {
    const where: WhereOptions = {
      ...(beforeId ? { id: { [Op.lt]: beforeId } } : {}),
      ...(userId ? { userId, status: { [Op.ne]: 'cancelled' } } : {}),
    };
    const rows = await OrderModel.findAll({ where, order: [['id', 'DESC']], limit: limit + 1 });
    return rows.map(toRecord);
  },

  async expiredHolds(now: Date, limit: number): Promise<OrderRecord[]> {
    const rows = await OrderModel.findAll({
      where: { status: 'unpaid', holdExpiresAt: { [Op.lte]: now } },
      order: [['holdExpiresAt', 'ASC']],
      limit,
    });
    return rows.map(toRecord);
  },

  async setPaymentIntent(orderId: string, paymentIntentId: string, transaction?: Transaction): Promise<void> {
    await OrderModel.update({ paymentIntentId }, { where: { id: orderId, paymentIntentId: null }, transaction });
  },

  async hasPaidOrder(userId: string, productId: string): Promise<boolean> {
    const found = await OrderModel.findOne({
      attributes: ['id'],
      where: { userId, productId, status: { [Op.in]: ['paid', 'shipped'] } },
    });
    return found !== null;
  },
};
