// A profile keeps the address the customer's orders usually go to, so the checkout can offer it.
// Optional: profiles saved before it have none.
import { DataTypes, type QueryInterface } from 'sequelize';

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addColumn('profiles', 'address', { type: DataTypes.STRING(500), allowNull: true });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.removeColumn('profiles', 'address');
}
