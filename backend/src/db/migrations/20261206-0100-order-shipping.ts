// What an order is charged for delivery, kept with it as it was placed: the lines' subtotal, the
// method (its id and name then) and its price, and the country it goes to. Orders from before have
// none (null): their total was their lines', which is how they read (orders.repository.ts).
// The shipping settings are kept in shop_settings as JSON, longer than its 500 characters allow.
import { DataTypes, type QueryInterface } from 'sequelize';

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addColumn('orders', 'subtotal_cents', { type: DataTypes.BIGINT, allowNull: true });
  await qi.addColumn('orders', 'shipping_method', { type: DataTypes.STRING(40), allowNull: true });
  await qi.addColumn('orders', 'shipping_name', { type: DataTypes.STRING(80), allowNull: true });
  await qi.addColumn('orders', 'shipping_cents', { type: DataTypes.BIGINT, allowNull: true });
  await qi.addColumn('orders', 'country', { type: DataTypes.STRING(2), allowNull: true });
  await qi.changeColumn('shop_settings', 'value', { type: DataTypes.TEXT, allowNull: false });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.sequelize.query("DELETE FROM shop_settings WHERE key = 'shipping'");
  await qi.changeColumn('shop_settings', 'value', { type: DataTypes.STRING(500), allowNull: false });
  for (const column of ['country', 'shipping_cents', 'shipping_name', 'shipping_method', 'subtotal_cents']) await qi.removeColumn('orders', column);
}
