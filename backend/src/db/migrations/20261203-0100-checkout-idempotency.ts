// A checkout's Idempotency-Key kept on the order it placed (modules/orders/idempotency.ts): whose
// key it is (`user:<id>` or `guest:<email>`, fixed when the order is placed, so a guest order that
// an account adopts later still answers its guest's retry), the key, and a hash of the request. The
// unique index is what makes two racing requests with one key one order; orders placed without a
// key (every older one) hold NULLs, which a unique index never compares equal on either database.
import { DataTypes, type QueryInterface } from 'sequelize';

const COLUMNS = ['idempotency_scope', 'idempotency_key', 'idempotency_fingerprint'] as const;

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addColumn('orders', 'idempotency_scope', { type: DataTypes.STRING(330), allowNull: true });
  await qi.addColumn('orders', 'idempotency_key', { type: DataTypes.STRING(36), allowNull: true });
  await qi.addColumn('orders', 'idempotency_fingerprint', { type: DataTypes.STRING(64), allowNull: true });
  await qi.addIndex('orders', ['idempotency_scope', 'idempotency_key'], { name: 'orders_idempotency', unique: true });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.removeIndex('orders', 'orders_idempotency');
  // Not removeColumn: on SQLite it rebuilds the table with foreign keys on, and the order lines go with it.
  for (const column of COLUMNS) await qi.sequelize.query(`ALTER TABLE orders DROP COLUMN ${column}`);
}
