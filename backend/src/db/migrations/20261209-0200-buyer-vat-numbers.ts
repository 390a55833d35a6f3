// A business buyer's VAT number, given at the checkout and printed on the order's invoice (null when
// none was given, and for every order from before).
import { DataTypes, type QueryInterface } from 'sequelize';

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addColumn('orders', 'vat_number', { type: DataTypes.STRING(15), allowNull: true });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.removeColumn('orders', 'vat_number');
}
