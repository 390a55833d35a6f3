// A stock-keeping unit per tool (per size, once tools come in sizes): the code staff and trade
// customers know a tool by. Unique where set; a tool already in a catalogue has none until staff
// give it one (the form, or a CSV import).
import { DataTypes, type QueryInterface } from 'sequelize';

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addColumn('products', 'sku', { type: DataTypes.STRING(40), allowNull: true });
  await qi.addIndex('products', ['sku'], { name: 'products_sku', unique: true });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.removeIndex('products', 'products_sku');
  await qi.removeColumn('products', 'sku');
}
