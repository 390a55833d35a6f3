// The cart's SQL. A line is one row per shopper and tool; setting it again changes its quantity
// (and refreshes the name and image kept for when the tool is deleted).
import type { Transaction } from 'sequelize';
import type { Database } from '../../shared/database.js';

export interface CartItemRecord {
  productId: string;
  productName: string;
  image: string;
  quantity: number;
}

const COLUMNS = 'product_id AS "productId", product_name AS "productName", image, quantity';

// A cart's lines are listed by when they were added. Lines added in one go (a visitor's cart merged
// at sign-in) would share a millisecond and fall back to their ids' order, so each line added in
// this process gets a later time than the one before.
let lastAddedAt = 0;
const nextAddedAt = (): Date => new Date((lastAddedAt = Math.max(Date.now(), lastAddedAt + 1)));

export function createCartRepository(db: Database) {
  const { sql } = db;
  return {
    /** The shopper's lines in the order they were first added. */
    itemsOf: (userId: string, transaction?: Transaction): Promise<CartItemRecord[]> =>
      sql.select<CartItemRecord>(`SELECT ${COLUMNS} FROM cart_items WHERE user_id = ? ORDER BY created_at, product_id`, [userId], transaction),

    async set(userId: string, item: CartItemRecord, transaction: Transaction): Promise<void> {
      const now = nextAddedAt();
      await sql.execute(
        `INSERT INTO cart_items (user_id, product_id, product_name, image, quantity, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (user_id, product_id) DO UPDATE SET product_name = excluded.product_name, image = excluded.image, quantity = excluded.quantity, updated_at = excluded.updated_at`,
        [userId, item.productId, item.productName, item.image, item.quantity, now, now],
        transaction,
      );
    },

    async remove(userId: string, productId: string, transaction: Transaction): Promise<void> {
      await sql.execute('DELETE FROM cart_items WHERE user_id = ? AND product_id = ?', [userId, productId], transaction);
    },

    async clear(userId: string, transaction: Transaction): Promise<void> {
      await sql.execute('DELETE FROM cart_items WHERE user_id = ?', [userId], transaction);
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
