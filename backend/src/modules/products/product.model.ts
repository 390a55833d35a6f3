import { DataTypes, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Model, type ModelStatic, type Sequelize } from 'sequelize';

export interface ProductInstance extends Model<InferAttributes<ProductInstance>, InferCreationAttributes<ProductInstance>> {
  id: string;
  name: string;
  image: string;
  available: number;
  minimum: number;
  priceCents: number;
  description: string;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

export type ProductModel = ModelStatic<ProductInstance>;

export function defineProductModel(sequelize: Sequelize): ProductModel {
  return sequelize.define<ProductInstance>(
    'Product',
    {
      id: { type: DataTypes.UUID, primaryKey: true },
      name: { type: DataTypes.STRING(120), allowNull: false },
      image: { type: DataTypes.STRING(2048), allowNull: false },
      available: { type: DataTypes.INTEGER, allowNull: false },
      minimum: { type: DataTypes.INTEGER, allowNull: false },
      priceCents: { type: DataTypes.INTEGER, allowNull: false },
      description: { type: DataTypes.TEXT, allowNull: false },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { tableName: 'products', underscored: true },
  );
}
