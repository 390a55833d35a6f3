// Placing an order counts the customer's unpaid orders and units (the unpaid limits). Through
// orders_user_id that read walks every order the customer ever placed, cancelled ones included;
// this index finds the unpaid ones directly and holds the quantity, so the count reads no table row.
import type { QueryInterface } from 'sequelize';

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addIndex('orders', ['user_id', 'status', 'quantity'], { name: 'orders_user_status_quantity' });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.removeIndex('orders', 'orders_user_status_quantity');
}
