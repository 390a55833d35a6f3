// Refunds of part of an order. Each refund is a row, written as `pending` before the payment
// provider is asked (its id is the provider's idempotency key, so a retry after a crash gets the
// same refund back) and made `done` with the provider's refund id after. The order keeps the sum
// given back (`refunded_cents`) so that reading an order needs its refunds only when it has some.
// The simulated card network keeps its refunds in a table of their own: several per intent.
import { DataTypes, type QueryInterface } from 'sequelize';

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addColumn('orders', 'refunded_cents', { type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 });
  // Refunds from before were of the whole order (an admin's, or a late payment's after a cancel).
  await qi.sequelize.query('UPDATE orders SET refunded_cents = total_cents WHERE refunded_at IS NOT NULL');
  await qi.createTable('order_refunds', {
    id: { type: DataTypes.UUID, primaryKey: true },
    order_id: { type: DataTypes.UUID, allowNull: false, references: { model: 'orders', key: 'id' }, onDelete: 'CASCADE' },
    status: { type: DataTypes.STRING(10), allowNull: false },
    amount_cents: { type: DataTypes.BIGINT, allowNull: false },
    shipping_cents: { type: DataTypes.BIGINT, allowNull: false },
    // [{ line, productName, quantity, restock }]: read and written whole with the refund.
    lines: { type: DataTypes.TEXT, allowNull: false },
    outside_shop: { type: DataTypes.BOOLEAN, allowNull: false },
    provider_refund_id: { type: DataTypes.STRING(255), allowNull: true },
    created_at: { type: DataTypes.DATE, allowNull: false },
    completed_at: { type: DataTypes.DATE, allowNull: true },
  });
  await qi.addIndex('order_refunds', ['order_id', 'created_at']);
  await qi.createTable('test_payment_refunds', {
    id: { type: DataTypes.STRING(64), primaryKey: true },
    intent_id: { type: DataTypes.STRING(64), allowNull: false, references: { model: 'test_payment_intents', key: 'id' }, onDelete: 'CASCADE' },
    idempotency_key: { type: DataTypes.STRING(100), allowNull: false, unique: true },
    amount_cents: { type: DataTypes.BIGINT, allowNull: false },
    created_at: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.sequelize.query(
    `INSERT INTO test_payment_refunds (id, intent_id, idempotency_key, amount_cents, created_at)
     SELECT refund_id, id, id, amount_cents, updated_at FROM test_payment_intents WHERE refund_id IS NOT NULL`,
  );
  await qi.removeColumn('test_payment_intents', 'refund_id');
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addColumn('test_payment_intents', 'refund_id', { type: DataTypes.STRING(64), allowNull: true });
  await qi.dropTable('test_payment_refunds');
  await qi.dropTable('order_refunds');
  await qi.removeColumn('orders', 'refunded_cents');
}
