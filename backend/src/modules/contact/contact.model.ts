import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';

export class ContactMessageModel extends Model<InferAttributes<ContactMessageModel>, InferCreationAttributes<ContactMessageModel>> {
  declare id: string;
  declare name: string;
  declare email: string;
  declare message: string;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export class NewsletterSubscriptionModel extends Model<
  InferAttributes<NewsletterSubscriptionModel>,
  InferCreationAttributes<NewsletterSubscriptionModel>
> {
  declare id: string;
  declare email: string;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export function initContactModels(sequelize: Sequelize): void {
  ContactMessageModel.init(
    {
      id: { type: DataTypes.UUID, primaryKey: true },
      name: { type: DataTypes.STRING(100), allowNull: false },
      email: { type: DataTypes.STRING(254), allowNull: false },
      message: { type: DataTypes.STRING(2000), allowNull: false },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { sequelize, tableName: 'contact_messages', underscored: true },
  );
  NewsletterSubscriptionModel.init(
    {
      id: { type: DataTypes.UUID, primaryKey: true },
      email: { type: DataTypes.STRING(254), allowNull: false },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { sequelize, tableName: 'newsletter_subscriptions', underscored: true },
  );
}
