// Each tool's shipping weight in grams, as packed, for delivery rates by weight. Tools already in a
// catalogue have none until an admin weighs them (null), which the dashboard asks for.
import { DataTypes, type QueryInterface } from 'sequelize';

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addColumn('products', 'weight_grams', { type: DataTypes.INTEGER, allowNull: true });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.removeColumn('products', 'weight_grams');
}
