// A guest order has no account, so the migration makes orders.user_id optional. On SQLite that
// rebuilds the orders table: every order, its lines (which reference it) and its indexes must
// come through, both ways.
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../../db/migrate.js';
import * as guestOrders from '../../../db/migrations/20261130-0100-guest-orders.js';
import { newId } from '../../../shared/ids.js';
import { useFreshDatabase } from '../../../../test/support/fresh-database.js';
import { createOrdersRepository } from '../orders.repository.js';

const fresh = useFreshDatabase();
const logger = pino({ level: 'silent' });

const qi = () => fresh.db.sequelize.getQueryInterface();
const line = { productId: null, productName: 'Old Plane', quantity: 1, unitPriceCents: 1000, totalCents: 1000, taxClass: null };
const newOrder = (userId: string | null, keyHash: string | null = null) =>
  fresh.db.write((transaction) =>
    createOrdersRepository(fresh.db).create(
      { id: newId(), userId, userName: 'Old Customer', email: 'old@example.com', address: '1 Road', phone: '+44 113 496 0000', holdExpiresAt: null, keyHash, keySealed: null, shipping: null, country: null, lines: [line, { ...line, productName: 'Old Gauge' }] },
      transaction,
    ),
  );
const lineCount = async (orderId: string) =>
  Number((await fresh.db.sql.select<{ lines: number | string }>('SELECT COUNT(*) AS lines FROM order_lines WHERE order_id = ?', [orderId]))[0]?.lines);

describe('the guest-orders migration', () => {
  it('when it runs down and up again over existing orders, then every order keeps its lines and number, and an order without an account can be stored', async () => {
    await migrate(fresh.db, logger);
    const userId = newId();
    await fresh.db.sql.execute(`INSERT INTO users (id, email, name, role, created_at, updated_at) VALUES (?, 'old@example.com', 'Old Customer', 'customer', ?, ?)`, [userId, new Date(), new Date()]);
    const existing = await newOrder(userId);
    await newOrder(null, 'a'.repeat(64));

    await guestOrders.down({ context: qi() });
    // Down keeps the account's order and its lines; the guest's can't be kept without an account.
    expect(await lineCount(existing.id)).toBe(2);
    expect(await fresh.db.sql.select('SELECT id FROM orders', [])).toEqual([{ id: existing.id }]);

    await guestOrders.up({ context: qi() });
    const kept = await createOrdersRepository(fresh.db).findById(existing.id);
    expect(kept).toMatchObject({ id: existing.id, number: existing.number, userId, keyHash: null });
    expect(kept?.lines.map((each) => each.productName)).toEqual(['Old Plane', 'Old Gauge']);
    const guest = await newOrder(null, 'b'.repeat(64));
    expect((await createOrdersRepository(fresh.db).findById(guest.id))?.userId).toBeNull();
    // The order numbers' unique index came through the rebuild.
    await expect(fresh.db.sql.execute('UPDATE orders SET number = ? WHERE id = ?', [existing.number, guest.id])).rejects.toThrow();
  });
});
