// A guest order's key, sealed for the server (shared/auth/order-key-seal.ts), so the emails recorded
// after checkout can link to the order with it. Orders placed before have none: their emails link to
// the shop, and the guest's link from the checkout still opens them.
import { DataTypes, type QueryInterface } from 'sequelize';

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addColumn('orders', 'key_sealed', { type: DataTypes.TEXT, allowNull: true });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  // Not removeColumn: on SQLite it rebuilds the table with foreign keys on, and the order lines go with it.
  await qi.sequelize.query('ALTER TABLE orders DROP COLUMN key_sealed');
}
