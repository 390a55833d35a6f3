// Orders placed before the cart had no lines: the migration gives each one line, its own product,
// quantity and prices, so every order reads the same way afterwards.
import { beforeAll, describe, expect, it } from 'vitest';
import * as initialSchema from '../../../db/migrations/20261122-0001-initial-schema.js';
import * as orderLines from '../../../db/migrations/20261125-0100-order-lines.js';
import { newId } from '../../../shared/ids.js';
import { useFreshDatabase } from '../../../../test/support/fresh-database.js';

const fresh = useFreshDatabase();

beforeAll(async () => {
  await initialSchema.up({ context: fresh.db.sequelize.getQueryInterface() });
});

const run = (sql: string, replacements: unknown[] = []) => fresh.db.sequelize.query(sql, { replacements });

async function addProduct(): Promise<string> {
  const id = newId();
  await run(
    `INSERT INTO products (id, name, image, available, minimum, price_cents, description, created_at, updated_at) VALUES (?, 'Old Plane', '/images/p.svg', 5, 1, 1000, 'A plane.', ?, ?)`,
    [id, new Date(), new Date()],
  );
  return id;
}

async function addOrder(userId: string, productId: string | null, quantity: number, unitPriceCents: number): Promise<string> {
  const id = newId();
  await run(
    `INSERT INTO orders (id, user_id, user_name, email, product_id, product_name, quantity, unit_price_cents, total_cents, address, phone, status, created_at, updated_at)
     VALUES (?, ?, 'Old Customer', 'old@example.com', ?, 'Old Plane', ?, ?, ?, '1 Road', '+44 113 496 0000', 'shipped', ?, ?)`,
    [id, userId, productId, quantity, unitPriceCents, quantity * unitPriceCents, new Date(), new Date()],
  );
  return id;
}

describe('the order-lines migration', () => {
  it('when orders exist, then each becomes one line with its product, quantity and prices; a deleted product stays null', async () => {
    const userId = newId();
    await run(`INSERT INTO users (id, email, name, role, created_at, updated_at) VALUES (?, 'old@example.com', 'Old Customer', 'customer', ?, ?)`, [userId, new Date(), new Date()]);
    const productId = await addProduct();
    const kept = await addOrder(userId, productId, 3, 1000);
    const orphaned = await addOrder(userId, null, 2, 2499);

    await orderLines.up({ context: fresh.db.sequelize.getQueryInterface() });

    const [rows] = await run(
      'SELECT order_id AS "orderId", position, product_id AS "productId", product_name AS "productName", quantity, unit_price_cents AS "unitPriceCents", total_cents AS "totalCents" FROM order_lines ORDER BY quantity DESC',
    );
    expect((rows as Array<Record<string, unknown>>).map((row) => ({ ...row, totalCents: Number(row.totalCents) }))).toEqual([
      { orderId: kept, position: 0, productId, productName: 'Old Plane', quantity: 3, unitPriceCents: 1000, totalCents: 3000 },
      { orderId: orphaned, position: 0, productId: null, productName: 'Old Plane', quantity: 2, unitPriceCents: 2499, totalCents: 4998 },
    ]);
    // Deleting the product later clears it from the line too, as from the order.
    await run('DELETE FROM products WHERE id = ?', [productId]);
    const [after] = await run('SELECT product_id AS "productId" FROM order_lines WHERE order_id = ?', [kept]);
    expect(after).toEqual([{ productId: null }]);
  });
});
