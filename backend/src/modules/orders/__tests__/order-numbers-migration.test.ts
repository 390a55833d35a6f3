// Orders placed before numbers existed are numbered by when they were placed, from 1001, and the
// next order placed afterwards continues after them.
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../../db/migrate.js';
import * as orderNumbers from '../../../db/migrations/20261127-0100-order-numbers.js';
import { newId } from '../../../shared/ids.js';
import { useFreshDatabase } from '../../../../test/support/fresh-database.js';
import { createOrdersRepository } from '../orders.repository.js';

const fresh = useFreshDatabase();
const logger = pino({ level: 'silent' });

const run = (sql: string, replacements: unknown[] = []) => fresh.db.sequelize.query(sql, { replacements });

async function addOrder(userId: string, placedAt: Date): Promise<string> {
  const id = newId();
  await run(
    `INSERT INTO orders (id, user_id, user_name, email, product_id, product_name, quantity, unit_price_cents, total_cents, address, phone, status, created_at, updated_at)
     VALUES (?, ?, 'Old Customer', 'old@example.com', NULL, 'Old Plane', 1, 1000, 1000, '1 Road', '+44 113 496 0000', 'shipped', ?, ?)`,
    [id, userId, placedAt, placedAt],
  );
  return id;
}

describe('the order-numbers migration', () => {
  it('when orders exist, then they are numbered from 1001 by when they were placed, and the next order continues after them', async () => {
    // Every migration but the numbers, so the orders table has all its other columns.
    await migrate(fresh.db, logger);
    await orderNumbers.down({ context: fresh.db.sequelize.getQueryInterface() });
    await run(`DELETE FROM "SequelizeMeta" WHERE name = '20261127-0100-order-numbers'`);
    const userId = newId();
    await run(`INSERT INTO users (id, email, name, role, created_at, updated_at) VALUES (?, 'old@example.com', 'Old Customer', 'customer', ?, ?)`, [userId, new Date(), new Date()]);
    const later = await addOrder(userId, new Date('2026-03-02T10:00:00Z'));
    const earlier = await addOrder(userId, new Date('2026-03-01T10:00:00Z'));

    await migrate(fresh.db, logger);

    const [rows] = await run('SELECT id, number FROM orders ORDER BY number');
    expect((rows as Array<{ id: string; number: number | string }>).map((row) => [row.id, Number(row.number)])).toEqual([
      [earlier, 1001],
      [later, 1002],
    ]);
    const next = await fresh.db.write((transaction) =>
      createOrdersRepository(fresh.db).create(
        { id: newId(), userId, userName: 'Old Customer', email: 'old@example.com', address: '1 Road', phone: '+44 113 496 0000', holdExpiresAt: null, keyHash: null, keySealed: null, shipping: null, country: null, lines: [{ productId: null, productName: 'Old Plane', quantity: 1, unitPriceCents: 1000, totalCents: 1000, taxClass: null }] },
        transaction,
      ),
    );
    expect(next.number).toBe(1003);
  });
});
