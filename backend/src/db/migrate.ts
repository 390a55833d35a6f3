// Schema changes happen only through these migrations (never sync()). They are listed here rather
// than globbed so the same list works from TypeScript sources and from the compiled build.
import { Umzug, SequelizeStorage } from 'umzug';
import pg from 'pg';
import { Sequelize, type QueryInterface } from 'sequelize';
import sqlite3 from 'sqlite3';
import { sqliteStorage, type Database } from '../shared/database.js';
import type { Logger } from '../shared/logger.js';
import * as initialSchema from './migrations/20261122-0001-initial-schema.js';
import * as testPaymentIntents from './migrations/20261122-0002-test-payment-intents.js';
import * as productSearch from './migrations/20261123-0001-product-search.js';
import * as orderRefunds from './migrations/20261124-0100-order-refunds.js';
import * as unpaidOrdersIndex from './migrations/20261124-0200-unpaid-orders-index.js';
import * as oneReviewPerProduct from './migrations/20261124-0300-one-review-per-product.js';
import * as sessions from './migrations/20261124-0400-sessions.js';
import * as emailOutbox from './migrations/20261124-0500-email-outbox.js';
import * as orderLines from './migrations/20261125-0100-order-lines.js';
import * as carts from './migrations/20261125-0200-carts.js';
import * as stockMovements from './migrations/20261126-0100-stock-movements.js';
import * as orderNumbers from './migrations/20261127-0100-order-numbers.js';
import * as profileAddresses from './migrations/20261128-0100-profile-addresses.js';
import * as imageVariants from './migrations/20261129-0100-image-variants.js';
import * as guestOrders from './migrations/20261130-0100-guest-orders.js';
import * as visitorCarts from './migrations/20261130-0100-visitor-carts.js';
import * as paymentReminders from './migrations/20261130-0300-payment-reminders.js';
import * as sealedOrderKeys from './migrations/20261201-0100-sealed-order-keys.js';
import * as staffRoles from './migrations/20261202-0100-staff-roles.js';
import * as auditEntries from './migrations/20261202-0200-audit-entries.js';
import * as addressBook from './migrations/20261202-0300-address-book.js';
import * as checkoutIdempotency from './migrations/20261203-0100-checkout-idempotency.js';
import * as sessionsClient from './migrations/20261203-0100-sessions-client.js';
import * as twoFactor from './migrations/20261203-0100-two-factor.js';
import * as signInHandOvers from './migrations/20261204-0100-sign-in-hand-overs.js';
import * as visitorCheckoutDetails from './migrations/20261204-0100-visitor-checkout-details.js';
import * as productWeights from './migrations/20261205-0100-product-weights.js';
import * as orderShipping from './migrations/20261206-0100-order-shipping.js';
import * as partRefunds from './migrations/20261207-0100-part-refunds.js';
import * as tax from './migrations/20261208-0100-tax.js';
import * as invoices from './migrations/20261209-0100-invoices.js';
import * as buyerVatNumbers from './migrations/20261209-0200-buyer-vat-numbers.js';
import * as productSlugs from './migrations/20261210-0100-product-slugs.js';
import * as searchWords from './migrations/20261211-0100-search-words.js';
import * as categoriesAndBrands from './migrations/20261212-0100-categories-and-brands.js';
import * as priceBreaks from './migrations/20261213-0100-price-breaks.js';
import * as productSkus from './migrations/20261214-0100-product-skus.js';
import * as productSizes from './migrations/20261215-0100-product-sizes.js';

type Migration = { up: (p: { context: QueryInterface }) => Promise<void>; down: (p: { context: QueryInterface }) => Promise<void> };

const migrations: Array<[string, Migration]> = [
  ['20261122-0001-initial-schema', initialSchema],
  ['20261122-0002-test-payment-intents', testPaymentIntents],
  ['20261123-0001-product-search', productSearch],
  ['20261124-0100-order-refunds', orderRefunds],
  ['20261124-0200-unpaid-orders-index', unpaidOrdersIndex],
  ['20261124-0300-one-review-per-product', oneReviewPerProduct],
  ['20261124-0400-sessions', sessions],
  ['20261124-0500-email-outbox', emailOutbox],
  ['20261125-0100-order-lines', orderLines],
  ['20261125-0200-carts', carts],
  ['20261126-0100-stock-movements', stockMovements],
  ['20261127-0100-order-numbers', orderNumbers],
  ['20261128-0100-profile-addresses', profileAddresses],
  ['20261129-0100-image-variants', imageVariants],
  ['20261130-0100-guest-orders', guestOrders],
  ['20261130-0100-visitor-carts', visitorCarts],
  ['20261130-0300-payment-reminders', paymentReminders],
  ['20261201-0100-sealed-order-keys', sealedOrderKeys],
  ['20261202-0100-staff-roles', staffRoles],
  ['20261202-0200-audit-entries', auditEntries],
  ['20261202-0300-address-book', addressBook],
  ['20261203-0100-checkout-idempotency', checkoutIdempotency],
  ['20261203-0100-sessions-client', sessionsClient],
  ['20261203-0100-two-factor', twoFactor],
  ['20261204-0100-sign-in-hand-overs', signInHandOvers],
  ['20261204-0100-visitor-checkout-details', visitorCheckoutDetails],
  ['20261205-0100-product-weights', productWeights],
  ['20261206-0100-order-shipping', orderShipping],
  ['20261207-0100-part-refunds', partRefunds],
  ['20261208-0100-tax', tax],
  ['20261209-0100-invoices', invoices],
  ['20261209-0200-buyer-vat-numbers', buyerVatNumbers],
  ['20261210-0100-product-slugs', productSlugs],
  ['20261211-0100-search-words', searchWords],
  ['20261212-0100-categories-and-brands', categoriesAndBrands],
  ['20261213-0100-price-breaks', priceBreaks],
  ['20261214-0100-product-skus', productSkus],
  ['20261215-0100-product-sizes', productSizes],
];

function createMigrator(sequelize: Sequelize, logger: Logger) {
  return new Umzug({
    migrations: migrations.map(([name, migration]) => ({ name, up: migration.up, down: migration.down })),
    context: sequelize.getQueryInterface(),
    storage: new SequelizeStorage({ sequelize }),
    logger: { info: (m) => logger.debug(m), warn: (m) => logger.warn(m), error: (m) => logger.error(m), debug: () => {} },
  });
}

export const MIGRATION_LOCK_KEY = 727001;

async function runMigrations(sequelize: Sequelize, logger: Logger): Promise<void> {
  const applied = await createMigrator(sequelize, logger).up();
  if (applied.length > 0) logger.info({ migrations: applied.map((m) => m.name) }, 'database migrated');
}

// Longer than any migration should take; a start-up that waits longer fails, saying why.
const SQLITE_MIGRATION_WAIT_MS = 10 * 60_000;

/**
 * Instances started at once on one SQLite file take turns: an exclusive transaction on a lock
 * database beside it, whose file lock SQLite drops with a process that dies. (WEB_CONCURRENCY's
 * workers need none: their primary migrates before forking them.)
 */
async function withSqliteMigrationLock(storage: string, work: () => Promise<void>): Promise<void> {
  if (storage === ':memory:') return work();
  const lock = await new Promise<sqlite3.Database>((resolve, reject) => {
    const opened: sqlite3.Database = new sqlite3.Database(`${storage}-migrate-lock`, (error) => (error ? reject(error) : resolve(opened)));
  });
  const run = (sql: string) => new Promise<void>((resolve, reject) => lock.run(sql, (error) => (error ? reject(error) : resolve())));
  try {
    lock.configure('busyTimeout', SQLITE_MIGRATION_WAIT_MS);
    await run('BEGIN EXCLUSIVE');
    await work();
  } finally {
    await new Promise<void>((resolve) => lock.close(() => resolve()));
  }
}

export async function migrate(db: Database, logger: Logger): Promise<void> {
  if (db.dialect === 'sqlite') {
    // The file as database.ts resolves it (relative to the backend folder).
    return withSqliteMigrationLock(sqliteStorage(db.url), () => runMigrations(db.sequelize, logger));
  }
  // A migration may rewrite a table or build an index for longer than the request timeouts allow,
  // so it runs on a connection of its own without them. Several API processes may start at once on
  // one PostgreSQL: a session lock, held on yet another connection, lets only one migrate at a time.
  const lock = new pg.Client({ connectionString: db.url });
  const migrator = new Sequelize(db.url, { dialect: 'postgres', logging: false, pool: { max: 1 } });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await runMigrations(migrator, logger);
  } finally {
    // Ending the session releases its lock, whatever happened above.
    await lock.end();
    await migrator.close();
  }
}
