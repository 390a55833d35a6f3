// Demo data for the embedded default (never in production): the catalogue, the two demo accounts
// (their Firebase side lives in seed/auth-emulator/), and a few reviews. It only fills an empty
// shop, so a restart keeps whatever the last run changed.
import type { Transaction } from 'sequelize';
import type { Logger } from '../shared/logger.js';
import { newId } from '../shared/ids.js';
import { nextOrderNumber } from '../shared/order-numbers.js';
import type { Models, ShopDatabase } from './models.js';
import { demoProducts, demoReviews, type DemoProduct, type DemoReview } from './seeds/demo-catalogue.js';

export const demoAccounts = [
  { firebaseUid: 'demo-admin', email: 'admin@handtools.test', name: 'Admin Demo', role: 'admin' as const },
  { firebaseUid: 'demo-customer', email: 'customer@handtools.test', name: 'Customer Demo', role: 'customer' as const },
];

export async function seedDemoData(db: ShopDatabase, logger: Logger): Promise<void> {
  const { models } = db;
  const { User, Product, StockMovement, Review } = models;
  if ((await Product.count()) > 0) return;
  await db.write(async (transaction) => {
    const userIds = new Map<string, string>();
    for (const account of demoAccounts) {
      const [user] = await User.findOrCreate({
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
      await Product.create({ id, ...product }, { transaction });
      await StockMovement.create(
        { id: newId(), productId: id, change: product.available, reason: 'initial', orderId: null, actorId: null, actorEmail: null, note: null, createdAt: new Date() },
        { transaction },
      );
    }
    for (const review of demoReviews) {
      const productId = review.productName ? (productIds.get(review.productName) ?? null) : null;
      const userId = userIds.get(review.email) ?? (await pastCustomer(models, review, transaction)).id;
      userIds.set(review.email, userId);
      // A rating counts only buyers' reviews: the demo's past customers bought what they reviewed.
      const product = demoProducts.find((candidate) => candidate.name === review.productName);
      if (productId && product && !demoAccounts.some((account) => account.email === review.email)) {
        await pastOrder(db, { userId, review, productId, product }, transaction);
      }
      await Review.create(
        {
          id: newId(),
          userId,
          productId,
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

/** A reviewer who shopped here before the demo began: an account nobody can sign in to. */
async function pastCustomer({ User }: Models, review: DemoReview, transaction: Transaction) {
  const [user] = await User.findOrCreate({
    where: { email: review.email },
    defaults: { id: newId(), firebaseUid: null, email: review.email, name: review.name, role: 'customer' },
    transaction,
  });
  return user;
}

/** A shipped order from before the demo's stock count, so it holds none of today's stock. */
async function pastOrder(
  { models: { Order, OrderLine }, sql }: ShopDatabase,
  { userId, review, productId, product }: { userId: string; review: DemoReview; productId: string; product: DemoProduct },
  transaction: Transaction,
): Promise<void> {
  const placed = new Date(Date.now() - 30 * 24 * 3600_000);
  const orderId = newId();
  const line = { productId, productName: product.name, quantity: product.minimum, unitPriceCents: product.priceCents, totalCents: product.priceCents * product.minimum };
  // From the shop's own numbering (PostgreSQL's sequence), so the next real order never meets it.
  const number = await nextOrderNumber(sql, transaction);
  await Order.create(
    {
      id: orderId,
      number,
      userId,
      userName: review.name,
      email: review.email,
      ...line,
      address: '1 Demo Street, Leeds LS1 1AA',
      phone: '+44 113 496 0000',
      status: 'shipped',
      holdExpiresAt: null,
      paidAt: placed,
      shippedAt: placed,
      createdAt: placed,
    },
    { transaction },
  );
  await OrderLine.create({ orderId, position: 0, ...line }, { transaction });
}
