// Where and on what each session was opened (issue 34, sessions): what "Your sessions" shows so a
// person can tell their own devices from a stranger's. Only a summary of the user agent is kept.
import { DataTypes, type QueryInterface } from 'sequelize';

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addColumn('sessions', 'client_address', { type: DataTypes.STRING(64), allowNull: true });
  await qi.addColumn('sessions', 'device', { type: DataTypes.STRING(60), allowNull: true });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.removeColumn('sessions', 'device');
  await qi.removeColumn('sessions', 'client_address');
}
