import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';

export class ProductModel extends Model<InferAttributes<ProductModel>, InferCreationAttributes<ProductModel>> {
  declare id: string;
  declare name: string;
  declare image: string;
  declare available: number;
  declare minimum: number;
  declare priceCents: number;
  declare description: string;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export function initProductModel(sequelize: Sequelize): void {
  ProductModel.init(
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
    { sequelize, tableName: 'products', underscored: true },
  );
}
