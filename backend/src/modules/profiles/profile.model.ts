import { DataTypes, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Model, type ModelStatic, type Sequelize } from 'sequelize';

export interface ProfileInstance extends Model<InferAttributes<ProfileInstance>, InferCreationAttributes<ProfileInstance>> {
  userId: string;
  education: string;
  location: string;
  phone: string;
  address: string | null;
  linkedin: string | null;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

export type ProfileModel = ModelStatic<ProfileInstance>;

export function defineProfileModel(sequelize: Sequelize): ProfileModel {
  return sequelize.define<ProfileInstance>(
    'Profile',
    {
      userId: { type: DataTypes.UUID, primaryKey: true },
      education: { type: DataTypes.STRING(200), allowNull: false },
      location: { type: DataTypes.STRING(200), allowNull: false },
      phone: { type: DataTypes.STRING(30), allowNull: false },
      address: { type: DataTypes.STRING(500), allowNull: true },
      linkedin: { type: DataTypes.STRING(300), allowNull: true },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { tableName: 'profiles', underscored: true },
  );
}
