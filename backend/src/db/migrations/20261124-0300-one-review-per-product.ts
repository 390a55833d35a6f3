// One review per customer per product: posting again edits it (reviews.repository.ts `save`).
// Databases written before may hold several reviews of a product by one customer; the newest of
// each pair is the one kept, the older are deleted, since the index can't be built over them.
// A partial index, so reviews of the shop (no product) stay as many as a customer likes.
import type { QueryInterface } from 'sequelize';

const DELETE_OLDER_DUPLICATES = `
  DELETE FROM reviews
  WHERE product_id IS NOT NULL AND user_id IS NOT NULL AND EXISTS (
    SELECT 1 FROM reviews AS newer
    WHERE newer.user_id = reviews.user_id AND newer.product_id = reviews.product_id
      AND (newer.created_at > reviews.created_at OR (newer.created_at = reviews.created_at AND newer.id > reviews.id))
  )`;

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.sequelize.transaction(async (transaction) => {
    await qi.sequelize.query(DELETE_OLDER_DUPLICATES, { transaction });
    await qi.sequelize.query('CREATE UNIQUE INDEX reviews_user_product ON reviews (user_id, product_id) WHERE product_id IS NOT NULL', {
      transaction,
    });
  });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.sequelize.query('DROP INDEX reviews_user_product');
}
