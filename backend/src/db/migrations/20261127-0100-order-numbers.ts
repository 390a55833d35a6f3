// Orders get a short number for people ("#1042"): the id is a UUID nobody can read out on the
// phone. Numbers follow the order orders were placed in, from 1001. PostgreSQL draws them from a
// sequence (outside transactions, so concurrent checkouts never wait on each other for one);
// SQLite writes one transaction at a time, so the next number there is the highest plus one.
// Orders placed before this migration are numbered by when they were placed.
import { DataTypes, type QueryInterface } from 'sequelize';

const FIRST_ORDER_NUMBER = 1001;

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addColumn('orders', 'number', { type: DataTypes.BIGINT, allowNull: true });
  await qi.sequelize.query(
    `UPDATE orders SET number = numbered.number
     FROM (SELECT id, ${FIRST_ORDER_NUMBER - 1} + ROW_NUMBER() OVER (ORDER BY created_at, id) AS number FROM orders) AS numbered
     WHERE orders.id = numbered.id`,
  );
  await qi.addIndex('orders', ['number'], { name: 'orders_number', unique: true });
  if (qi.sequelize.getDialect() === 'postgres') {
    await qi.sequelize.query(`CREATE SEQUENCE orders_number_seq OWNED BY orders.number`);
    await qi.sequelize.query(`SELECT setval('orders_number_seq', (SELECT COALESCE(MAX(number), ${FIRST_ORDER_NUMBER - 1}) FROM orders) + 1, false)`);
  }
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  if (qi.sequelize.getDialect() === 'postgres') await qi.sequelize.query('DROP SEQUENCE IF EXISTS orders_number_seq');
  await qi.removeIndex('orders', 'orders_number');
  await qi.removeColumn('orders', 'number');
}
