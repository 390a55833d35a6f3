import { DataTypes, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Model, type ModelStatic, type Sequelize } from 'sequelize';

/** The simulated card network's own records of the intents it issued. */
export interface TestPaymentIntentInstance extends Model<InferAttributes<TestPaymentIntentInstance>, InferCreationAttributes<TestPaymentIntentInstance>> {
  id: string;
  orderId: string;
  clientSecret: string;
  amountCents: number;
  status: 'requires_payment_method' | 'succeeded' | 'canceled';
  refundId: CreationOptional<string | null>;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

export type TestPaymentIntentModel = ModelStatic<TestPaymentIntentInstance>;

export function defineTestPaymentIntentModel(sequelize: Sequelize): TestPaymentIntentModel {
  return sequelize.define<TestPaymentIntentInstance>(
    'TestPaymentIntent',
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
    { tableName: 'test_payment_intents', underscored: true },
  );
}
