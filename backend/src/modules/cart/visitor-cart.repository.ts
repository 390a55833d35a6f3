// A visitor's cart's SQL: the cart (its token's hash and when it expires) and its lines, kept as a
// shopper's are (cart.repository.ts's cartLines).
import type { Transaction } from 'sequelize';
import type { CheckoutDetails } from '../../shared/api-types.js';
import type { Database } from '../../shared/database.js';
import { cartLines } from './cart.repository.js';

export function createVisitorCartRepository(db: Database) {
  const { sql } = db;
  return {
    /** True when the cart exists and has not expired; held until the transaction ends (PostgreSQL), so two changes of one cart take turns. */
    async isLive(key: string, now: Date, transaction?: Transaction): Promise<boolean> {
      const lock = transaction && sql.dialect() === 'postgres' ? ' FOR UPDATE' : '';
      const rows = await sql.select<{ key: string }>(`SELECT token_hash AS "key" FROM visitor_carts WHERE token_hash = ? AND expires_at > ?${lock}`, [key, now], transaction);
      return rows.length > 0;
    },

    /** Starts a cart, clearing expired ones (and their lines and details) as it goes. */
    async create(key: string, now: Date, expiresAt: Date, transaction: Transaction): Promise<void> {
      await sql.execute('DELETE FROM visitor_checkout_details WHERE cart_key IN (SELECT token_hash FROM visitor_carts WHERE expires_at <= ?)', [now], transaction);
      await sql.execute('DELETE FROM visitor_cart_items WHERE cart_key IN (SELECT token_hash FROM visitor_carts WHERE expires_at <= ?)', [now], transaction);
      await sql.execute('DELETE FROM visitor_carts WHERE expires_at <= ?', [now], transaction);
      await sql.execute('INSERT INTO visitor_carts (token_hash, expires_at, created_at) VALUES (?, ?, ?)', [key, expiresAt, now], transaction);
    },

    async renew(key: string, expiresAt: Date, transaction: Transaction): Promise<void> {
      await sql.execute('UPDATE visitor_carts SET expires_at = ? WHERE token_hash = ?', [expiresAt, key], transaction);
    },

    /** The checkout details kept for the cart, unless they have expired. */
    async detailsOf(key: string, now: Date): Promise<CheckoutDetails | undefined> {
      const rows = await sql.select<CheckoutDetails>('SELECT email, address, phone FROM visitor_checkout_details WHERE cart_key = ? AND expires_at > ?', [key, now]);
      return rows[0];
    },

    /** Keeps the cart's checkout details until `expiresAt`, in place of any before; clears every cart's expired ones as it goes. */
    async saveDetails(key: string, details: CheckoutDetails, now: Date, expiresAt: Date, transaction: Transaction): Promise<void> {
      await sql.execute('DELETE FROM visitor_checkout_details WHERE expires_at <= ?', [now], transaction);
      await sql.execute(
        `INSERT INTO visitor_checkout_details (cart_key, email, address, phone, expires_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (cart_key) DO UPDATE SET email = excluded.email, address = excluded.address, phone = excluded.phone, expires_at = excluded.expires_at`,
        [key, details.email, details.address, details.phone, expiresAt],
        transaction,
      );
    },

    async forgetDetails(key: string, transaction: Transaction): Promise<void> {
      await sql.execute('DELETE FROM visitor_checkout_details WHERE cart_key = ?', [key], transaction);
    },

    ...cartLines(db, 'visitor_cart_items', 'cart_key'),
  };
}

export type VisitorCartRepository = ReturnType<typeof createVisitorCartRepository>;
