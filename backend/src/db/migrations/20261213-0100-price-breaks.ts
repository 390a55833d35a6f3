// Trade prices per tool: "10+ at $x, 50+ at $y", kept with the tool as JSON ([{ minQuantity,
// priceCents }], smallest quantity first) because they are always read and written with it. A
// tool already in a catalogue has none.
import { DataTypes, type QueryInterface } from 'sequelize';

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addColumn('products', 'price_breaks', { type: DataTypes.TEXT, allowNull: false, defaultValue: '[]' });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.removeColumn('products', 'price_breaks');
}
