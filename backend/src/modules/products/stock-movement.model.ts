import { DataTypes, type InferAttributes, type InferCreationAttributes, type Model, type ModelStatic, type Sequelize } from 'sequelize';
import type { StockMovementReason } from '../../shared/api-types.js';

/** One change of a tool's available stock: the history that explains its count (their sum). */
export interface StockMovementInstance extends Model<InferAttributes<StockMovementInstance>, InferCreationAttributes<StockMovementInstance>> {
  id: string;
  productId: string;
  change: number;
  reason: StockMovementReason;
  orderId: string | null;
  actorId: string | null;
  actorEmail: string | null;
  note: string | null;
  createdAt: Date;
}

export type StockMovementModel = ModelStatic<StockMovementInstance>;

export function defineStockMovementModel(sequelize: Sequelize): StockMovementModel {
  return sequelize.define<StockMovementInstance>(
    'StockMovement',
    {
      id: { type: DataTypes.UUID, primaryKey: true },
      productId: { type: DataTypes.UUID, allowNull: false },
      change: { type: DataTypes.INTEGER, allowNull: false },
      reason: { type: DataTypes.STRING(16), allowNull: false },
      orderId: { type: DataTypes.UUID, allowNull: true },
      actorId: { type: DataTypes.UUID, allowNull: true },
      actorEmail: { type: DataTypes.STRING(254), allowNull: true },
      note: { type: DataTypes.STRING(200), allowNull: true },
      createdAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'stock_movements', underscored: true, updatedAt: false },
  );
}
