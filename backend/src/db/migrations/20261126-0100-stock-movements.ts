// Every change of a tool's stock is recorded beside it (products.repository.ts, in the change's own
// transaction), so the available count is the sum of its movements. Tools that exist before the
// history begins get one `initial` movement of their stock as it stands.
import { DataTypes, QueryTypes, type QueryInterface } from 'sequelize';
import { newId } from '../../shared/ids.js';

const BATCH = 1000;

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('stock_movements', {
    id: { type: DataTypes.UUID, primaryKey: true, allowNull: false },
    product_id: { type: DataTypes.UUID, allowNull: false },
    change: { type: DataTypes.INTEGER, allowNull: false },
    reason: { type: DataTypes.STRING(16), allowNull: false },
    order_id: { type: DataTypes.UUID, allowNull: true },
    actor_id: { type: DataTypes.UUID, allowNull: true },
    actor_email: { type: DataTypes.STRING(254), allowNull: true },
    note: { type: DataTypes.STRING(200), allowNull: true },
    created_at: { type: DataTypes.DATE, allowNull: false },
  });
  // A tool's history, newest first (ids are time-ordered), and its sum.
  await qi.addIndex('stock_movements', ['product_id', 'id'], { name: 'stock_movements_product' });

  // In pages, so a large catalogue is never held in memory at once.
  let after: string | undefined;
  for (;;) {
    const products = await qi.sequelize.query<{ id: string; available: number }>(
      `SELECT id, available FROM products${after === undefined ? '' : ' WHERE id > ?'} ORDER BY id LIMIT ?`,
      { replacements: [...(after === undefined ? [] : [after]), BATCH], type: QueryTypes.SELECT },
    );
    const last = products.at(-1);
    if (!last) break;
    const now = new Date();
    await qi.bulkInsert(
      'stock_movements',
      products.map((product) => ({
        id: newId(),
        product_id: product.id,
        change: Number(product.available),
        reason: 'initial',
        order_id: null,
        actor_id: null,
        actor_email: null,
        note: 'Stock when the history began',
        created_at: now,
      })),
    );
    after = last.id;
  }
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('stock_movements');
}
