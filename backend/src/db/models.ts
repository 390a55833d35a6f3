// Every model is defined here, on one database's own Sequelize instance, so two shops in one
// process (tests start several) each have their own. Associations could be wired here once all
// exist; the repositories query by foreign-key columns directly, so none are needed yet.
import type { Sequelize } from 'sequelize';
import { defineCartItemModel } from '../modules/cart/cart-item.model.js';
import { defineEmailOutboxModel } from '../modules/notifications/email-outbox.model.js';
import { defineContactModels } from '../modules/contact/contact.model.js';
import { defineOrderLineModel } from '../modules/orders/order-line.model.js';
import { defineOrderModel } from '../modules/orders/order.model.js';
import { defineTestPaymentIntentModel } from '../modules/payments/test-payment-intent.model.js';
import { defineProductModel } from '../modules/products/product.model.js';
import { defineStockMovementModel } from '../modules/products/stock-movement.model.js';
import { defineProfileModel } from '../modules/profiles/profile.model.js';
import { defineReviewModel } from '../modules/reviews/review.model.js';
import { defineSessionModel } from '../modules/users/session.model.js';
import { defineUserModel } from '../modules/users/user.model.js';
import { openDatabase, type DatabaseWith } from '../shared/database.js';
import type { Logger } from '../shared/logger.js';

export function initModels(sequelize: Sequelize) {
  return {
    User: defineUserModel(sequelize),
    Session: defineSessionModel(sequelize),
    Profile: defineProfileModel(sequelize),
    Product: defineProductModel(sequelize),
    StockMovement: defineStockMovementModel(sequelize),
    Order: defineOrderModel(sequelize),
    OrderLine: defineOrderLineModel(sequelize),
    CartItem: defineCartItemModel(sequelize),
    Review: defineReviewModel(sequelize),
    ...defineContactModels(sequelize),
    TestPaymentIntent: defineTestPaymentIntentModel(sequelize),
    EmailOutbox: defineEmailOutboxModel(sequelize),
  };
}

export type Models = ReturnType<typeof initModels>;

/** A shop's database: its connections, its SQL and its models, which belong to it alone. */
export type ShopDatabase = DatabaseWith<Models>;

export async function openShopDatabase(url: string, logger: Logger): Promise<ShopDatabase> {
  const db = await openDatabase(url, logger);
  return { ...db, models: initModels(db.sequelize) };
}
