// A visitor's cart's SQL: the cart (its token's hash and when it expires) and its lines, one row per
// tool as a shopper's are (cart.repository.ts).
import type { Transaction } from 'sequelize';
import type { Database } from '../../shared/database.js';
import type { CartItemRecord } from './cart.repository.js';

const COLUMNS = 'product_id AS "productId", product_name AS "productName", image, quantity';

export function createVisitorCartRepository(db: Database) {
  const { sql } = db;
  return {
    /** True when the cart exists and has not expired; held until the transaction ends (PostgreSQL), so two changes of one cart take turns. */
    async isLive(key: string, now: Date, transaction?: Transaction): Promise<boolean> {
      const lock = transaction && sql.dialect() === 'postgres' ? ' FOR UPDATE' : '';
      const rows = await sql.select<{ key: string }>(`SELECT token_hash AS "key" FROM visitor_carts WHERE token_hash = ? AND expires_at > ?${lock}`, [key, now], transaction);
      return rows.length > 0;
    },

    /** Starts a cart, clearing expired ones (and their lines) as it goes. */
    async create(key: string, now: Date, expiresAt: Date, transaction: Transaction): Promise<void> {
      await sql.execute('DELETE FROM visitor_cart_items WHERE cart_key IN (SELECT token_hash FROM visitor_carts WHERE expires_at <= ?)', [now], transaction);
      await sql.execute('DELETE FROM visitor_carts WHERE expires_at <= ?', [now], transaction);
      await sql.execute('INSERT INTO visitor_carts (token_hash, expires_at, created_at) VALUES (?, ?, ?)', [key, expiresAt, now], transaction);
    },

    async renew(key: string, expiresAt: Date, transaction: Transaction): Promise<void> {
      await sql.execute('UPDATE visitor_carts SET expires_at = ? WHERE token_hash = ?', [expiresAt, key], transaction);
    },

    itemsOf: (key: string, transaction?: Transaction): Promise<CartItemRecord[]> =>
      sql.select<CartItemRecord>(`SELECT ${COLUMNS} FROM visitor_cart_items WHERE cart_key = ? ORDER BY created_at, product_id`, [key], transaction),

    async set(key: string, item: CartItemRecord, now: Date, transaction: Transaction): Promise<void> {
      await sql.execute(
        `INSERT INTO visitor_cart_items (cart_key, product_id, product_name, image, quantity, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (cart_key, product_id) DO UPDATE SET product_name = excluded.product_name, image = excluded.image, quantity = excluded.quantity, updated_at = excluded.updated_at`,
        [key, item.productId, item.productName, item.image, item.quantity, now, now],
        transaction,
      );
    },

    async remove(key: string, productId: string, transaction: Transaction): Promise<void> {
      await sql.execute('DELETE FROM visitor_cart_items WHERE cart_key = ? AND product_id = ?', [key, productId], transaction);
    },
  };
}

export type VisitorCartRepository = ReturnType<typeof createVisitorCartRepository>;
