import { DataTypes, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Model, type ModelStatic, type Sequelize } from 'sequelize';

export interface ContactMessageInstance extends Model<InferAttributes<ContactMessageInstance>, InferCreationAttributes<ContactMessageInstance>> {
  id: string;
  name: string;
  email: string;
  message: string;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

export interface NewsletterSubscriptionInstance
  extends Model<InferAttributes<NewsletterSubscriptionInstance>, InferCreationAttributes<NewsletterSubscriptionInstance>> {
  id: string;
  email: string;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

export type ContactMessageModel = ModelStatic<ContactMessageInstance>;
export type NewsletterSubscriptionModel = ModelStatic<NewsletterSubscriptionInstance>;

export interface ContactModels {
  ContactMessage: ContactMessageModel;
  NewsletterSubscription: NewsletterSubscriptionModel;
}

export function defineContactModels(sequelize: Sequelize): ContactModels {
  return {
    ContactMessage: sequelize.define<ContactMessageInstance>(
      'ContactMessage',
      {
        id: { type: DataTypes.UUID, primaryKey: true },
        name: { type: DataTypes.STRING(100), allowNull: false },
        email: { type: DataTypes.STRING(254), allowNull: false },
        message: { type: DataTypes.STRING(2000), allowNull: false },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { tableName: 'contact_messages', underscored: true },
    ),
    NewsletterSubscription: sequelize.define<NewsletterSubscriptionInstance>(
      'NewsletterSubscription',
      {
        id: { type: DataTypes.UUID, primaryKey: true },
        email: { type: DataTypes.STRING(254), allowNull: false },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { tableName: 'newsletter_subscriptions', underscored: true },
    ),
  };
}
