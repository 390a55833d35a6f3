// An unpaid order is reminded once, an hour before its hold ends. The order records when its
// reminder was taken (a conditional UPDATE sets it), so sweeps in several processes send one.
import { DataTypes, type QueryInterface } from 'sequelize';

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addColumn('orders', 'payment_reminder_at', { type: DataTypes.DATE, allowNull: true });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.removeColumn('orders', 'payment_reminder_at');
}
