// Tools that exist before the stock history begins get one `initial` movement of their stock as it
// stands, so the invariant (available = sum of movements) holds from the first day; so do the demo's.
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as initialSchema from '../../../db/migrations/20261122-0001-initial-schema.js';
import * as stockMovements from '../../../db/migrations/20261126-0100-stock-movements.js';
import { migrate } from '../../../db/migrate.js';
import { seedDemoData } from '../../../db/seed-demo.js';
import { openDatabase, type Database } from '../../../shared/database.js';
import { newId } from '../../../shared/ids.js';
import { freshDatabaseUrl, type FreshDatabase } from '../../../../test/support/fresh-database.js';

const logger = pino({ level: 'silent' });
const fresh: FreshDatabase[] = [];
let db: Database;

beforeAll(async () => {
  fresh.push(await freshDatabaseUrl());
  db = await openDatabase(fresh[0]!.url, logger);
  await initialSchema.up({ context: db.sequelize.getQueryInterface() });
});
afterAll(async () => {
  await db.close();
  await Promise.all(fresh.map((database) => database.drop()));
});

const sums = (database: Database) =>
  database.sql.select<{ available: number | string; total: number | string | null; movements: number | string }>(
    `SELECT products.available, SUM(stock_movements.change) AS total, COUNT(stock_movements.id) AS movements
     FROM products LEFT JOIN stock_movements ON stock_movements.product_id = products.id GROUP BY products.id, products.available`,
    [],
  );

describe('the stock-movements migration', () => {
  it('when tools exist before it, then each gets one initial movement equal to its stock', async () => {
    for (const available of [0, 7, 1500]) {
      await db.sql.execute(
        `INSERT INTO products (id, name, image, available, minimum, price_cents, description, created_at, updated_at) VALUES (?, 'Old Plane', '/images/p.svg', ?, 1, 1000, 'A plane.', ?, ?)`,
        [newId(), available, new Date(), new Date()],
      );
    }
    await stockMovements.up({ context: db.sequelize.getQueryInterface() });

    const rows = await sums(db);
    expect(rows.map((row) => [Number(row.available), Number(row.total), Number(row.movements)]).sort((a, b) => a[0]! - b[0]!)).toEqual([
      [0, 0, 1],
      [7, 7, 1],
      [1500, 1500, 1],
    ]);
    const reasons = await db.sql.select<{ reason: string }>('SELECT DISTINCT reason FROM stock_movements', []);
    expect(reasons).toEqual([{ reason: 'initial' }]);
  });

  it('when the demo catalogue is seeded, then its tools start with their initial movements too', async () => {
    fresh.push(await freshDatabaseUrl());
    const shopDb = await openDatabase(fresh[1]!.url, logger);
    try {
      await migrate(shopDb, logger);
      await seedDemoData(shopDb, logger);
      const rows = await sums(shopDb);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect([Number(row.total), Number(row.movements)]).toEqual([Number(row.available), 1]);
    } finally {
      await shopDb.close();
    }
  });
});
