import { DataTypes, type InferAttributes, type InferCreationAttributes, type Model, type ModelStatic, type Sequelize } from 'sequelize';

export interface OrderLineInstance extends Model<InferAttributes<OrderLineInstance>, InferCreationAttributes<OrderLineInstance>> {
  orderId: string;
  /** 0 for the first line; the order the shopper added the tools in. */
  position: number;
  productId: string | null;
  productName: string;
  quantity: number;
  unitPriceCents: number;
  totalCents: number;
}

export type OrderLineModel = ModelStatic<OrderLineInstance>;

export function defineOrderLineModel(sequelize: Sequelize): OrderLineModel {
  return sequelize.define<OrderLineInstance>(
    'OrderLine',
    {
      orderId: { type: DataTypes.UUID, primaryKey: true },
      position: { type: DataTypes.INTEGER, primaryKey: true },
      productId: { type: DataTypes.UUID, allowNull: true },
      productName: { type: DataTypes.STRING(120), allowNull: false },
      quantity: { type: DataTypes.INTEGER, allowNull: false },
      unitPriceCents: { type: DataTypes.INTEGER, allowNull: false },
      // BIGINT comes back from pg as a string; the repository converts it.
      totalCents: { type: DataTypes.BIGINT, allowNull: false },
    },
    { tableName: 'order_lines', underscored: true, timestamps: false },
  );
}
