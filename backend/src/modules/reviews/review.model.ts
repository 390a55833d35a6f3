import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';

export class ReviewModel extends Model<InferAttributes<ReviewModel>, InferCreationAttributes<ReviewModel>> {
  declare id: string;
  declare userId: string | null;
  declare productId: string | null;
  declare name: string;
  declare title: string;
  declare details: string;
  declare rating: number;
  declare verifiedPurchase: boolean;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export function initReviewModel(sequelize: Sequelize): void {
  ReviewModel.init(
    {
      id: { type: DataTypes.UUID, primaryKey: true },
      userId: { type: DataTypes.UUID, allowNull: true },
      productId: { type: DataTypes.UUID, allowNull: true },
      name: { type: DataTypes.STRING(100), allowNull: false },
      title: { type: DataTypes.STRING(120), allowNull: false },
      details: { type: DataTypes.STRING(2000), allowNull: false },
      rating: { type: DataTypes.INTEGER, allowNull: false },
      verifiedPurchase: { type: DataTypes.BOOLEAN, allowNull: false },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { sequelize, tableName: 'reviews', underscored: true },
  );
}
