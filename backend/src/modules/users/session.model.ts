import { DataTypes, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Model, type ModelStatic, type Sequelize } from 'sequelize';

export interface SessionInstance extends Model<InferAttributes<SessionInstance>, InferCreationAttributes<SessionInstance>> {
  id: string;
  userId: string;
  firebaseUid: string;
  createdAt: CreationOptional<Date>;
  expiresAt: Date;
  revokedAt: CreationOptional<Date | null>;
}

export type SessionModel = ModelStatic<SessionInstance>;

export function defineSessionModel(sequelize: Sequelize): SessionModel {
  return sequelize.define<SessionInstance>(
    'Session',
    {
      id: { type: DataTypes.UUID, primaryKey: true },
      userId: { type: DataTypes.UUID, allowNull: false },
      firebaseUid: { type: DataTypes.STRING(128), allowNull: false },
      createdAt: DataTypes.DATE,
      expiresAt: { type: DataTypes.DATE, allowNull: false },
      revokedAt: { type: DataTypes.DATE, allowNull: true },
    },
    { tableName: 'sessions', underscored: true, updatedAt: false },
  );
}
