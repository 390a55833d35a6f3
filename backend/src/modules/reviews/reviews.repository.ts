// "Verified purchase" and the product's average are worked out when they are read, with EXISTS over
// the reviewer's paid or shipped orders, rather than kept in a stored flag: a customer may review
// first and buy later, and keeping a flag right would mean every path that pays an order (the
// PATCH, the webhook, whatever comes next) remembering to update the reviews. The lookup is cheap:
// it walks one customer's orders through orders_user_id.
import type { Transaction } from 'sequelize';
import type { Database } from '../../shared/database.js';
import { newId } from '../../shared/ids.js';

/** A review as the services see it: its columns but its last-edit time. */
export interface ReviewRecord {
  id: string;
  /** Null once the reviewer's account is gone. */
  userId: string | null;
  /** Null for a review of the shop. */
  productId: string | null;
  name: string;
  title: string;
  details: string;
  rating: number;
  verifiedPurchase: boolean;
  createdAt: Date;
}

export type ReviewWrite = Omit<ReviewRecord, 'id' | 'createdAt' | 'userId'> & { userId: string };

// SQLite returns dates as text and EXISTS as 0/1.
type ReviewRow = Omit<ReviewRecord, 'createdAt' | 'verifiedPurchase'> & { createdAt: Date | string; verifiedPurchase: boolean | number };

const toRecord = (row: ReviewRow): ReviewRecord => ({
  ...row,
  verifiedPurchase: Boolean(row.verifiedPurchase),
  createdAt: row.createdAt instanceof Date ? row.createdAt : new Date(row.createdAt),
});

const BOUGHT = `EXISTS (
  SELECT 1 FROM orders
  WHERE orders.user_id = reviews.user_id AND orders.product_id = reviews.product_id AND orders.status IN ('paid', 'shipped')
)`;

const REVIEW_COLUMNS = `id, user_id AS "userId", product_id AS "productId", name, title, details, rating, created_at AS "createdAt", ${BOUGHT} AS "verifiedPurchase"`;

export function createReviewsRepository(db: Database) {
  const { sql } = db;
  return {
    /** A tool's reviews go with it: once its id is gone they would read as reviews of the shop. */
    async removeForProduct(productId: string, transaction: Transaction): Promise<void> {
      await sql.execute('DELETE FROM reviews WHERE product_id = ?', [productId], transaction);
    },

    async list(limit: number, beforeId: string | undefined, productId: string | undefined): Promise<ReviewRecord[]> {
      const conditions = [...(beforeId ? ['id < ?'] : []), ...(productId ? ['product_id = ?'] : [])];
      const rows = await sql.select<ReviewRow>(
        `SELECT ${REVIEW_COLUMNS} FROM reviews ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''} ORDER BY id DESC LIMIT ?`,
        [...(beforeId ? [beforeId] : []), ...(productId ? [productId] : []), limit + 1],
      );
      return rows.map(toRecord);
    },

    /**
     * Adds the review, or edits the one this customer already wrote of this product (the unique
     * index reviews_user_product). ON CONFLICT rather than catching the unique violation: on
     * PostgreSQL a failed statement aborts the transaction, while DO NOTHING waits for a concurrent
     * first review to commit and steps aside, so the UPDATE then finds it.
     */
    async save(review: ReviewWrite, transaction: Transaction): Promise<{ record: ReviewRecord; created: boolean }> {
      const now = new Date();
      const id = newId();
      const { userId, productId, name, title, details, rating, verifiedPurchase } = review;
      const inserted = await sql.execute(
        `INSERT INTO reviews (id, user_id, product_id, name, title, details, rating, verified_purchase, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (user_id, product_id) WHERE product_id IS NOT NULL DO NOTHING`,
        [id, userId, productId, name, title, details, rating, verifiedPurchase, now, now],
        transaction,
      );
      if (inserted === 0) {
        await sql.execute(
          `UPDATE reviews SET name = ?, title = ?, details = ?, rating = ?, verified_purchase = ?, updated_at = ? WHERE user_id = ? AND product_id = ?`,
          [name, title, details, rating, verifiedPurchase, now, userId, productId],
          transaction,
        );
      }
      const [row] = inserted
        ? await sql.select<ReviewRow>(`SELECT ${REVIEW_COLUMNS} FROM reviews WHERE id = ?`, [id], transaction)
        : await sql.select<ReviewRow>(`SELECT ${REVIEW_COLUMNS} FROM reviews WHERE user_id = ? AND product_id = ?`, [userId, productId], transaction);
      if (!row) throw new Error('the saved review is gone');
      return { record: toRecord(row), created: inserted === 1 };
    },

    /** Only customers who bought the product count; the other reviews are still listed. */
    async ratingOf(productId: string): Promise<{ average: number | null; count: number }> {
      const [row] = await sql.select<{ average: string | number | null; count: string | number }>(
        `SELECT AVG(rating) AS average, COUNT(*) AS count FROM reviews WHERE product_id = ? AND ${BOUGHT}`,
        [productId],
      );
      const count = Number(row?.count ?? 0);
      const average = count > 0 ? Math.round(Number(row?.average) * 10) / 10 : null;
      return { average, count };
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
