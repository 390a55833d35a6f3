// Demo data for the embedded default (never in production): the catalogue, the two demo accounts
// (their Firebase side lives in seed/auth-emulator/), and a few reviews. It only fills an empty
// shop, so a restart keeps whatever the last run changed. Written through the modules'
// repositories, so the rows are the ones the shop itself would write (a tool's starting stock is
// the first movement of its history); only the past orders, which no checkout could place, are
// written here.
import type { Transaction } from 'sequelize';
import { BUSINESS_DETAILS_KEY } from '../modules/business/index.js';
import { createProductsRepository, createTaxonomyRepository } from '../modules/products/index.js';
import { createReviewsRepository } from '../modules/reviews/index.js';
import { SHIPPING_SETTINGS_KEY } from '../modules/shipping/index.js';
import { TAX_SETTINGS_KEY } from '../modules/tax/index.js';
import { createUsersRepository } from '../modules/users/index.js';
import type { Database } from '../shared/database.js';
import type { Logger } from '../shared/logger.js';
import { newId } from '../shared/ids.js';
import { nextOrderNumber } from '../shared/order-numbers.js';
import { createShopSettings } from '../shared/shop-settings.js';
import { demoBrands, demoCategories, demoProducts, demoReviews, type DemoProduct, type DemoReview } from './seeds/demo-catalogue.js';
import { demoBusiness } from './seeds/demo-business.js';
import { demoShipping } from './seeds/demo-shipping.js';
import { demoTax } from './seeds/demo-tax.js';

export const demoAccounts = [
  { firebaseUid: 'demo-admin', email: 'admin@handtools.test', name: 'Admin Demo', role: 'owner' as const },
  { firebaseUid: 'demo-customer', email: 'customer@handtools.test', name: 'Customer Demo', role: 'customer' as const },
];

type UsersRepository = ReturnType<typeof createUsersRepository>;

export async function seedDemoData(db: Database, logger: Logger): Promise<void> {
  const users = createUsersRepository(db);
  const products = createProductsRepository(db);
  const taxonomy = createTaxonomyRepository(db);
  const reviews = createReviewsRepository(db);
  const [counted] = await db.sql.select<{ count: number | string }>('SELECT COUNT(*) AS count FROM products', []);
  if (Number(counted?.count ?? 0) > 0) return;
  await db.write(async (transaction) => {
    await createShopSettings(db).save(SHIPPING_SETTINGS_KEY, JSON.stringify(demoShipping), transaction);
    await createShopSettings(db).save(BUSINESS_DETAILS_KEY, JSON.stringify(demoBusiness), transaction);
    await createShopSettings(db).save(TAX_SETTINGS_KEY, JSON.stringify(demoTax), transaction);
    const userIds = new Map<string, string>();
    for (const account of demoAccounts) {
      const user = await findOrCreateUser(users, { ...account, disabled: false }, transaction);
      userIds.set(account.email, user.id);
    }
    const categoryIds = new Map<string, string>();
    for (const [position, { name, slug, parent }] of demoCategories.entries()) {
      const parentId = parent === undefined ? null : (categoryIds.get(parent) ?? null);
      categoryIds.set(slug, (await taxonomy.addCategory({ name, slug, parentId, position }, transaction)).id);
    }
    const brandIds = new Map<string, string>();
    for (const brand of demoBrands) brandIds.set(brand.slug, (await taxonomy.addBrand(brand, transaction)).id);
    const productIds = new Map<string, string>();
    const idsBySku = new Map<string, string>();
    for (const { category, brand, option, sizeOf, ...product } of demoProducts) {
      const place = { categoryId: categoryIds.get(category) ?? null, brandId: brandIds.get(brand) ?? null };
      const size = { variantOf: sizeOf === undefined ? null : (idsBySku.get(sizeOf) ?? null), optionName: option?.name ?? null, optionValue: option?.value ?? null };
      // Hand tools are standard-rated.
      const created = await products.create({ ...product, priceBreaks: product.priceBreaks ?? [], ...place, ...size, taxClass: 'standard' }, null, transaction);
      productIds.set(product.name, created.id);
      idsBySku.set(product.sku, created.id);
    }
    for (const review of demoReviews) {
      const productId = review.productName ? (productIds.get(review.productName) ?? null) : null;
      const userId = userIds.get(review.email) ?? (await pastCustomer(users, review, transaction)).id;
      userIds.set(review.email, userId);
      // A rating counts only buyers' reviews: the demo's past customers bought what they reviewed.
      const product = demoProducts.find((candidate) => candidate.name === review.productName);
      if (productId && product && !demoAccounts.some((account) => account.email === review.email)) {
        await pastOrder(db, { userId, review, productId, product }, transaction);
      }
      await reviews.save(
        { userId, productId, name: review.name, title: review.title, details: review.details, rating: review.rating, verifiedPurchase: false },
        transaction,
      );
    }
  });
  logger.info({ products: demoProducts.length, reviews: demoReviews.length }, 'seeded demo data');
}

async function findOrCreateUser(users: UsersRepository, account: Parameters<UsersRepository['create']>[0], transaction: Transaction) {
  return (await users.findByEmail(account.email, transaction)) ?? users.create(account, transaction);
}

/** A reviewer who shopped here before the demo began: an account nobody can sign in to. */
function pastCustomer(users: UsersRepository, review: DemoReview, transaction: Transaction) {
  return findOrCreateUser(users, { firebaseUid: null, email: review.email, name: review.name, role: 'customer', disabled: false }, transaction);
}

/** A shipped order from before the demo's stock count, so it holds none of today's stock. */
async function pastOrder(
  { sql }: Database,
  { userId, review, productId, product }: { userId: string; review: DemoReview; productId: string; product: DemoProduct },
  transaction: Transaction,
): Promise<void> {
  const placed = new Date(Date.now() - 30 * 24 * 3600_000);
  const orderId = newId();
  const line = { productId, productName: product.name, quantity: product.minimum, unitPriceCents: product.priceCents, totalCents: product.priceCents * product.minimum };
  // From the shop's own numbering (PostgreSQL's sequence), so the next real order never meets it.
  const number = await nextOrderNumber(sql, transaction);
  await sql.execute(
    `INSERT INTO orders (id, number, user_id, user_name, email, product_id, product_name, quantity, unit_price_cents, total_cents,
       address, phone, status, hold_expires_at, paid_at, shipped_at, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      orderId,
      number,
      userId,
      review.name,
      review.email,
      line.productId,
      line.productName,
      line.quantity,
      line.unitPriceCents,
      line.totalCents,
      '1 Demo Street, Leeds LS1 1AA',
      '+44 113 496 0000',
      'shipped',
      null,
      placed,
      placed,
      placed,
      new Date(),
    ],
    transaction,
  );
  await sql.execute(
    'INSERT INTO order_lines (order_id, position, product_id, product_name, quantity, unit_price_cents, total_cents) VALUES (?, ?, ?, ?, ?, ?, ?)',
    [orderId, 0, line.productId, line.productName, line.quantity, line.unitPriceCents, line.totalCents],
    transaction,
  );
}
