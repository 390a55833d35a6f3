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

/** A cart's lines: a shopper's (`cart_items`, by `user_id`) or a visitor's (`visitor_cart_items`, by `cart_key`). */
export function cartLines(db: Database, table: 'cart_items' | 'visitor_cart_items', owner: 'user_id' | 'cart_key') {
  const { sql } = db;
  return {
    /** The cart's lines in the order they were first added. */
    itemsOf: (ownerId: string, transaction?: Transaction): Promise<CartItemRecord[]> =>
      sql.select<CartItemRecord>(`SELECT ${COLUMNS} FROM ${table} WHERE ${owner} = ? ORDER BY created_at, product_id`, [ownerId], transaction),

    async set(ownerId: string, item: CartItemRecord, transaction: Transaction): Promise<void> {
      const now = nextAddedAt();
      await sql.execute(
        `INSERT INTO ${table} (${owner}, product_id, product_name, image, quantity, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (${owner}, product_id) DO UPDATE SET product_name = excluded.product_name, image = excluded.image, quantity = excluded.quantity, updated_at = excluded.updated_at`,
        [ownerId, item.productId, item.productName, item.image, item.quantity, now, now],
        transaction,
      );
    },

    async remove(ownerId: string, productId: string, transaction: Transaction): Promise<void> {
      await sql.execute(`DELETE FROM ${table} WHERE ${owner} = ? AND product_id = ?`, [ownerId, productId], transaction);
    },
  };
}

export function createCartRepository(db: Database) {
  return {
    ...cartLines(db, 'cart_items', 'user_id'),

    async clear(userId: string, transaction: Transaction): Promise<void> {
      await db.sql.execute('DELETE FROM cart_items WHERE user_id = ?', [userId], transaction);
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
