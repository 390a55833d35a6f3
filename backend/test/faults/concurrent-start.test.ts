// Several API processes starting at once on an empty PostgreSQL (a deploy of two replicas) must
// migrate it once between them, and none may fail its start because another holds the migration
// lock for longer than a request would be allowed to wait.
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATION_LOCK_KEY } from '../../src/db/migrate.js';
import { freshDatabaseUrl, type FreshDatabase } from '../support/fresh-database.js';
import { startShopProcess, type ShopProcess } from '../support/shop-process.js';

describe.skipIf(!process.env.TEST_DATABASE_URL)('API processes starting together on PostgreSQL', () => {
  let database: FreshDatabase;
  const shops: ShopProcess[] = [];

  beforeAll(async () => {
    database = await freshDatabaseUrl();
  });
  afterAll(async () => {
    await Promise.all(shops.map((shop) => shop.stop()));
    await database?.drop();
  });

  it('when three processes start at once on an empty database, then all three serve and each migration ran once', async () => {
    shops.push(...(await Promise.all([1, 2, 3].map(() => startShopProcess({ databaseUrl: database.url })))));
    for (const shop of shops) expect((await shop.request.get('/api/products')).status).toBe(200);

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string; runs: string }>('SELECT name, COUNT(*) AS runs FROM "SequelizeMeta" GROUP BY name');
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.filter((row) => Number(row.runs) !== 1)).toEqual([]);
    } finally {
      await client.end();
    }
  }, 120_000);

  it('when another process migrates for longer than a request may wait, then a starting process waits for it and starts', async () => {
    const other = await freshDatabaseUrl();
    const holder = new pg.Client({ connectionString: other.url });
    await holder.connect();
    let shop: ShopProcess | undefined;
    try {
      await holder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      const starting = startShopProcess({ databaseUrl: other.url });
      const waitingForTheLock = async () => {
        const { rows } = await holder.query<{ waiting: string }>(
          "SELECT COUNT(*) AS waiting FROM pg_locks WHERE locktype = 'advisory' AND NOT granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())",
        );
        return Number(rows[0]!.waiting) > 0;
      };
      while (!(await waitingForTheLock())) await delay(100);
      // Longer than the 5 s statement timeout that requests run under.
      await delay(6_500);
      await holder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      shop = await starting;
      expect((await shop.request.get('/api/health')).status).toBe(200);
    } finally {
      await holder.end();
      await shop?.stop();
      await other.drop();
    }
  }, 120_000);
});
