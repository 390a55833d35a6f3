import { DataTypes, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Model, type ModelStatic, type Sequelize } from 'sequelize';

export interface EmailOutboxInstance extends Model<InferAttributes<EmailOutboxInstance>, InferCreationAttributes<EmailOutboxInstance>> {
  id: string;
  dedupeKey: string;
  kind: string;
  recipient: string;
  payload: string;
  attempts: CreationOptional<number>;
  nextAttemptAt: Date;
  claimToken: CreationOptional<string | null>;
  claimedUntil: CreationOptional<Date | null>;
  lastError: CreationOptional<string | null>;
  createdAt: CreationOptional<Date>;
  sentAt: CreationOptional<Date | null>;
}

export type EmailOutboxModel = ModelStatic<EmailOutboxInstance>;

export function defineEmailOutboxModel(sequelize: Sequelize): EmailOutboxModel {
  return sequelize.define<EmailOutboxInstance>(
    'EmailOutbox',
    {
      id: { type: DataTypes.UUID, primaryKey: true },
      dedupeKey: { type: DataTypes.STRING(128), allowNull: false },
      kind: { type: DataTypes.STRING(32), allowNull: false },
      recipient: { type: DataTypes.STRING(254), allowNull: false },
      payload: { type: DataTypes.TEXT, allowNull: false },
      attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      nextAttemptAt: { type: DataTypes.DATE, allowNull: false },
      claimToken: { type: DataTypes.STRING(64), allowNull: true },
      claimedUntil: { type: DataTypes.DATE, allowNull: true },
      lastError: { type: DataTypes.STRING(500), allowNull: true },
      createdAt: DataTypes.DATE,
      sentAt: { type: DataTypes.DATE, allowNull: true },
    },
    { tableName: 'email_outbox', underscored: true, updatedAt: false },
  );
}
