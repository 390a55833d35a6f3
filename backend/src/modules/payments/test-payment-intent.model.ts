import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';

/** The simulated card network's own records of the intents it issued. */
export class TestPaymentIntentModel extends Model<
  InferAttributes<TestPaymentIntentModel>,
  InferCreationAttributes<TestPaymentIntentModel>
> {
  declare id: string;
  declare orderId: string;
  declare clientSecret: string;
  declare amountCents: number;
  declare status: 'requires_payment_method' | 'succeeded' | 'canceled';
  declare refundId: CreationOptional<string | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export function initTestPaymentIntentModel(sequelize: Sequelize): void {
  TestPaymentIntentModel.init(
    {
      id: { type: DataTypes.STRING(64), primaryKey: true },
      orderId: { type: DataTypes.UUID, allowNull: false },
      clientSecret: { type: DataTypes.STRING(128), allowNull: false },
      amountCents: { type: DataTypes.BIGINT, allowNull: false },
      status: { type: DataTypes.STRING(32), allowNull: false },
      refundId: { type: DataTypes.STRING(64), allowNull: true },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { sequelize, tableName: 'test_payment_intents', underscored: true },
  );
}
