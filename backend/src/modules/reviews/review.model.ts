import { DataTypes, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Model, type ModelStatic, type Sequelize } from 'sequelize';

export interface ReviewInstance extends Model<InferAttributes<ReviewInstance>, InferCreationAttributes<ReviewInstance>> {
  id: string;
  userId: string | null;
  productId: string | null;
  name: string;
  title: string;
  details: string;
  rating: number;
  verifiedPurchase: boolean;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

export type ReviewModel = ModelStatic<ReviewInstance>;

export function defineReviewModel(sequelize: Sequelize): ReviewModel {
  return sequelize.define<ReviewInstance>(
    'Review',
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
    { tableName: 'reviews', underscored: true },
  );
}
