import { DataTypes, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Model, type ModelStatic, type Sequelize } from 'sequelize';
import type { OrderStatus } from '../../shared/api-types.js';

export interface OrderInstance extends Model<InferAttributes<OrderInstance>, InferCreationAttributes<OrderInstance>> {
  id: string;
  number: number;
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
  paymentIntentId: CreationOptional<string | null>;
  transactionId: CreationOptional<string | null>;
  holdExpiresAt: Date | null;
  paidAt: CreationOptional<Date | null>;
  shippedAt: CreationOptional<Date | null>;
  cancelledAt: CreationOptional<Date | null>;
  refundClaimedAt: CreationOptional<Date | null>;
  refundId: CreationOptional<string | null>;
  refundedAt: CreationOptional<Date | null>;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

export type OrderModel = ModelStatic<OrderInstance>;

export function defineOrderModel(sequelize: Sequelize): OrderModel {
  return sequelize.define<OrderInstance>(
    'Order',
    {
      id: { type: DataTypes.UUID, primaryKey: true },
      // BIGINT comes back from pg as a string; the repository converts it.
      number: { type: DataTypes.BIGINT, allowNull: false, unique: true },
      userId: { type: DataTypes.UUID, allowNull: false },
      userName: { type: DataTypes.STRING(100), allowNull: false },
      email: { type: DataTypes.STRING(254), allowNull: false },
      productId: { type: DataTypes.UUID, allowNull: true },
      productName: { type: DataTypes.STRING(120), allowNull: false },
      quantity: { type: DataTypes.INTEGER, allowNull: false },
      unitPriceCents: { type: DataTypes.INTEGER, allowNull: false },
      // BIGINT comes back from pg as a string; the repository converts it.
      totalCents: { type: DataTypes.BIGINT, allowNull: false },
      address: { type: DataTypes.STRING(500), allowNull: false },
      phone: { type: DataTypes.STRING(30), allowNull: false },
      status: { type: DataTypes.STRING(16), allowNull: false },
      paymentIntentId: { type: DataTypes.STRING(255), allowNull: true },
      transactionId: { type: DataTypes.STRING(255), allowNull: true },
      holdExpiresAt: { type: DataTypes.DATE, allowNull: true },
      paidAt: { type: DataTypes.DATE, allowNull: true },
      shippedAt: { type: DataTypes.DATE, allowNull: true },
      cancelledAt: { type: DataTypes.DATE, allowNull: true },
      refundClaimedAt: { type: DataTypes.DATE, allowNull: true },
      refundId: { type: DataTypes.STRING(255), allowNull: true },
      refundedAt: { type: DataTypes.DATE, allowNull: true },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { tableName: 'orders', underscored: true },
  );
}
