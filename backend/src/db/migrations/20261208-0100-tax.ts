// Tax: each tool's tax class (those already in the catalogue are standard-rated, as hand tools
// are), and each order's tax as it was placed (null for orders placed before the shop kept it).
import { DataTypes, type QueryInterface } from 'sequelize';

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addColumn('products', 'tax_class', { type: DataTypes.STRING(10), allowNull: false, defaultValue: 'standard' });
  await qi.addColumn('orders', 'tax', { type: DataTypes.TEXT, allowNull: true });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.removeColumn('orders', 'tax');
  await qi.removeColumn('products', 'tax_class');
}
