// Demo data for the embedded default (never in production): the catalogue, the two demo accounts
// (their Firebase side lives in seed/auth-emulator/), and a few reviews. It only fills an empty
// shop, so a restart keeps whatever the last run changed.
import type { Database } from '../shared/database.js';
import type { Logger } from '../shared/logger.js';
import { newId } from '../shared/ids.js';
import { ProductModel } from '../modules/products/product.model.js';
import { ReviewModel } from '../modules/reviews/review.model.js';
import { UserModel } from '../modules/users/user.model.js';
import { demoProducts, demoReviews } from './seeds/demo-catalogue.js';

export const demoAccounts = [
  { firebaseUid: 'demo-admin', email: 'admin@handtools.test', name: 'Admin Demo', role: 'admin' as const },
  { firebaseUid: 'demo-customer', email: 'customer@handtools.test', name: 'Customer Demo', role: 'customer' as const },
];

export async function seedDemoData(db: Database, logger: Logger): Promise<void> {
  if ((await ProductModel.count()) > 0) return;
  await db.write(async (transaction) => {
    const userIds = new Map<string, string>();
    for (const account of demoAccounts) {
      const [user] = await UserModel.findOrCreate({
        where: { email: account.email },
        defaults: { id: newId(), ...account },
        transaction,
      });
      userIds.set(account.email, user.id);
    }
    const productIds = new Map<string, string>();
    for (const product of demoProducts) {
      const id = newId();
      productIds.set(product.name, id);
      await ProductModel.create({ id, ...product }, { transaction });
    }
    for (const review of demoReviews) {
      await ReviewModel.create(
        {
          id: newId(),
          userId: userIds.get(review.email) ?? null,
          productId: review.productName ? (productIds.get(review.productName) ?? null) : null,
          name: review.name,
          title: review.title,
          details: review.details,
          rating: review.rating,
          verifiedPurchase: false,
        },
        { transaction },
      );
    }
  });
  logger.info({ products: demoProducts.length, reviews: demoReviews.length }, 'seeded demo data');
}
