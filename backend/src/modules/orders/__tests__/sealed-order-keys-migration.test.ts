// The sealed-keys migration adds a column to orders: down drops it in place (no table rebuild, so
// every order keeps its lines), and up adds it again, empty, where a guest order's sealed key can be
// stored. On SQLite and on PostgreSQL (TEST_DATABASE_URL).
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../../db/migrate.js';
import * as sealedOrderKeys from '../../../db/migrations/20261201-0100-sealed-order-keys.js';
import { newId } from '../../../shared/ids.js';
import { useFreshDatabase } from '../../../../test/support/fresh-database.js';
import { createOrdersRepository } from '../orders.repository.js';

const fresh = useFreshDatabase();
const logger = pino({ level: 'silent' });

const qi = () => fresh.db.sequelize.getQueryInterface();
const line = { productId: null, productName: 'Old Plane', quantity: 1, unitPriceCents: 1000, totalCents: 1000, taxClass: null };
const guestOrder = (keySealed: string) =>
  fresh.db.write((transaction) =>
    createOrdersRepository(fresh.db).create(
      { id: newId(), userId: null, userName: 'Guest', email: 'guest@example.com', address: '1 Road', phone: '+44 113 496 0000', holdExpiresAt: null, keyHash: 'a'.repeat(64), keySealed, shipping: null, country: null, lines: [line, { ...line, productName: 'Old Gauge' }] },
      transaction,
    ),
  );
const columnsOfOrders = async () => Object.keys(await qi().describeTable('orders'));
const lineCount = async (orderId: string) =>
  Number((await fresh.db.sql.select<{ lines: number | string }>('SELECT COUNT(*) AS lines FROM order_lines WHERE order_id = ?', [orderId]))[0]?.lines);

describe('the sealed-order-keys migration', () => {
  it('when it runs down and up again over a guest order, then the order keeps its lines, and the column comes back empty and usable', async () => {
    await migrate(fresh.db, logger);
    const existing = await guestOrder('v1.first');
    expect((await createOrdersRepository(fresh.db).findById(existing.id))?.keySealed).toBe('v1.first');

    await sealedOrderKeys.down({ context: qi() });
    expect(await columnsOfOrders()).not.toContain('key_sealed');
    expect(await lineCount(existing.id)).toBe(2);
    expect(await fresh.db.sql.select('SELECT id FROM orders', [])).toEqual([{ id: existing.id }]);

    await sealedOrderKeys.up({ context: qi() });
    const kept = await createOrdersRepository(fresh.db).findById(existing.id);
    expect(kept).toMatchObject({ id: existing.id, number: existing.number, keyHash: 'a'.repeat(64), keySealed: null });
    // Longer than any sealed key: the column is text, not a bounded string.
    const next = await guestOrder(`v1.${'x'.repeat(500)}`);
    expect((await createOrdersRepository(fresh.db).findById(next.id))?.keySealed).toHaveLength(503);
  });
});
