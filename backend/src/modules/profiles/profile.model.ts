import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';

export class ProfileModel extends Model<InferAttributes<ProfileModel>, InferCreationAttributes<ProfileModel>> {
  declare userId: string;
  declare education: string;
  declare location: string;
  declare phone: string;
  declare linkedin: string | null;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export function initProfileModel(sequelize: Sequelize): void {
  ProfileModel.init(
    {
      userId: { type: DataTypes.UUID, primaryKey: true },
      education: { type: DataTypes.STRING(200), allowNull: false },
      location: { type: DataTypes.STRING(200), allowNull: false },
      phone: { type: DataTypes.STRING(30), allowNull: false },
      linkedin: { type: DataTypes.STRING(300), allowNull: true },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { sequelize, tableName: 'profiles', underscored: true },
  );
}
