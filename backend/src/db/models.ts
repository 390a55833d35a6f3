// Every model is initialised here, after which associations could be wired in one place.
// The repositories query by foreign-key columns directly, so no associations are needed yet.
import type { Sequelize } from 'sequelize';
import { initContactModels } from '../modules/contact/contact.model.js';
import { initOrderModel } from '../modules/orders/order.model.js';
import { initTestPaymentIntentModel } from '../modules/payments/test-payment-intent.model.js';
import { initProductModel } from '../modules/products/product.model.js';
import { initProfileModel } from '../modules/profiles/profile.model.js';
import { initReviewModel } from '../modules/reviews/review.model.js';
import { initSessionModel } from '../modules/users/session.model.js';
import { initUserModel } from '../modules/users/user.model.js';

export function initModels(sequelize: Sequelize): void {
  initUserModel(sequelize);
  initSessionModel(sequelize);
  initProfileModel(sequelize);
  initProductModel(sequelize);
  initOrderModel(sequelize);
  initReviewModel(sequelize);
  initContactModels(sequelize);
  initTestPaymentIntentModel(sequelize);
}
