// A payment that succeeds for an order already cancelled is refunded automatically, once. The order
// records the refund (and a short claim on making it, so two deliveries of the same success don't
// both ask the provider); the test card network records its own refund on the intent.
import { DataTypes, type QueryInterface } from 'sequelize';

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addColumn('orders', 'refund_claimed_at', { type: DataTypes.DATE, allowNull: true });
  await qi.addColumn('orders', 'refund_id', { type: DataTypes.STRING(255), allowNull: true });
  await qi.addColumn('orders', 'refunded_at', { type: DataTypes.DATE, allowNull: true });
  await qi.addColumn('test_payment_intents', 'refund_id', { type: DataTypes.STRING(64), allowNull: true });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.removeColumn('test_payment_intents', 'refund_id');
  await qi.removeColumn('orders', 'refunded_at');
  await qi.removeColumn('orders', 'refund_id');
  await qi.removeColumn('orders', 'refund_claimed_at');
}
