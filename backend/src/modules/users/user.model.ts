import { DataTypes, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Model, type ModelStatic, type Sequelize } from 'sequelize';
import type { Role } from '../../shared/api-types.js';

export interface UserInstance extends Model<InferAttributes<UserInstance>, InferCreationAttributes<UserInstance>> {
  id: string;
  firebaseUid: string | null;
  email: string;
  name: string;
  role: Role;
  disabled: CreationOptional<boolean>;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

export type UserModel = ModelStatic<UserInstance>;

export function defineUserModel(sequelize: Sequelize): UserModel {
  return sequelize.define<UserInstance>(
    'User',
    {
      id: { type: DataTypes.UUID, primaryKey: true },
      firebaseUid: { type: DataTypes.STRING(128), allowNull: true },
      email: { type: DataTypes.STRING(254), allowNull: false },
      name: { type: DataTypes.STRING(100), allowNull: false },
      role: { type: DataTypes.STRING(16), allowNull: false },
      disabled: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { tableName: 'users', underscored: true },
  );
}
