import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import type { OrderStatus } from '../../shared/api-types.js';

export class OrderModel extends Model<InferAttributes<OrderModel>, InferCreationAttributes<OrderModel>> {
  declare id: string;
  declare userId: string;
  declare userName: string;
  declare email: string;
  declare productId: string | null;
  declare productName: string;
  declare quantity: number;
  declare unitPriceCents: number;
  declare totalCents: number;
  declare address: string;
  declare phone: string;
  declare status: OrderStatus;
  declare paymentIntentId: CreationOptional<string | null>;
  declare transactionId: CreationOptional<string | null>;
  declare holdExpiresAt: Date | null;
  declare paidAt: CreationOptional<Date | null>;
  declare shippedAt: CreationOptional<Date | null>;
  declare cancelledAt: CreationOptional<Date | null>;
  declare refundClaimedAt: CreationOptional<Date | null>;
  declare refundId: CreationOptional<string | null>;
  declare refundedAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export function initOrderModel(sequelize: Sequelize): void {
  OrderModel.init(
    {
      id: { type: DataTypes.UUID, primaryKey: true },
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
    { sequelize, tableName: 'orders', underscored: true },
  );
}
