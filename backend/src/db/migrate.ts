// Schema changes happen only through these migrations (never sync()). They are listed here rather
// than globbed so the same list works from TypeScript sources and from the compiled build.
import { Umzug, SequelizeStorage } from 'umzug';
import type { QueryInterface } from 'sequelize';
import type { Database } from '../shared/database.js';
import type { Logger } from '../shared/logger.js';
import * as initialSchema from './migrations/20261122-0001-initial-schema.js';
import * as testPaymentIntents from './migrations/20261122-0002-test-payment-intents.js';
import * as productSearch from './migrations/20261123-0001-product-search.js';

type Migration = { up: (p: { context: QueryInterface }) => Promise<void>; down: (p: { context: QueryInterface }) => Promise<void> };

const migrations: Array<[string, Migration]> = [
  ['20261122-0001-initial-schema', initialSchema],
  ['20261122-0002-test-payment-intents', testPaymentIntents],
  ['20261123-0001-product-search', productSearch],
];

export function createMigrator(db: Database, logger: Logger) {
  return new Umzug({
    migrations: migrations.map(([name, migration]) => ({ name, up: migration.up, down: migration.down })),
    context: db.sequelize.getQueryInterface(),
    storage: new SequelizeStorage({ sequelize: db.sequelize }),
    logger: { info: (m) => logger.debug(m), warn: (m) => logger.warn(m), error: (m) => logger.error(m), debug: () => {} },
  });
}

const MIGRATION_LOCK_KEY = 727001;

export async function migrate(db: Database, logger: Logger): Promise<void> {
  const run = async () => {
    const applied = await createMigrator(db, logger).up();
    if (applied.length > 0) logger.info({ migrations: applied.map((m) => m.name) }, 'database migrated');
  };
  if (db.dialect === 'sqlite') return run();
  // Several API processes may start at once on one PostgreSQL: only one migrates at a time.
  await db.sequelize.transaction(async (transaction) => {
    await db.sequelize.query(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`, { transaction });
    await run();
  });
}
