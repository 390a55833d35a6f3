import { DataTypes, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Model, type ModelStatic, type Sequelize } from 'sequelize';

export interface CartItemInstance extends Model<InferAttributes<CartItemInstance>, InferCreationAttributes<CartItemInstance>> {
  userId: string;
  productId: string;
  /** The product's name and image when the line was last set, shown once the product is deleted. */
  productName: string;
  image: string;
  quantity: number;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

export type CartItemModel = ModelStatic<CartItemInstance>;

export function defineCartItemModel(sequelize: Sequelize): CartItemModel {
  return sequelize.define<CartItemInstance>(
    'CartItem',
    {
      userId: { type: DataTypes.UUID, primaryKey: true },
      productId: { type: DataTypes.UUID, primaryKey: true },
      productName: { type: DataTypes.STRING(120), allowNull: false },
      image: { type: DataTypes.STRING(2048), allowNull: false },
      quantity: { type: DataTypes.INTEGER, allowNull: false },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { tableName: 'cart_items', underscored: true },
  );
}
