// A guest's order belongs to no account: its user id becomes optional. The guest is reached by
// the order's email and by a private key, of which only the SHA-256 hash is kept (`key_hash`).
// SQLite can't drop a NOT NULL in place, so the table is rebuilt as its documentation describes
// (https://www.sqlite.org/lang_altertable.html#otheralter): foreign keys off, so dropping the old
// table takes no order lines with it, then the new table renamed into place and its indexes made
// again. Sequelize's changeColumn (and removeColumn) would drop the table with foreign keys on.
import { DataTypes, type QueryInterface } from 'sequelize';

const REQUIRED_USER = '`user_id` UUID NOT NULL';
const OPTIONAL_USER = '`user_id` UUID';

async function rebuildSqliteOrders(qi: QueryInterface, from: string, to: string): Promise<void> {
  const { sequelize } = qi;
  const [tables] = (await sequelize.query("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'orders'")) as [Array<{ sql: string }>, unknown];
  const [indexes] = (await sequelize.query("SELECT sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'orders' AND sql IS NOT NULL")) as [
    Array<{ sql: string }>,
    unknown,
  ];
  const definition = tables[0]?.sql;
  if (!definition?.includes(from)) throw new Error(`orders.user_id is not declared as ${from}`);
  const rebuilt = definition.replace(/^CREATE TABLE [`"]?orders[`"]?/, 'CREATE TABLE `orders_rebuilt`').replace(from, to);
  await sequelize.query('PRAGMA foreign_keys = OFF');
  try {
    await sequelize.query(rebuilt);
    await sequelize.query('INSERT INTO orders_rebuilt SELECT * FROM orders');
    await sequelize.query('DROP TABLE orders');
    await sequelize.query('ALTER TABLE orders_rebuilt RENAME TO orders');
    for (const { sql } of indexes) await sequelize.query(sql);
    const [broken] = (await sequelize.query('PRAGMA foreign_key_check')) as [unknown[], unknown];
    if (broken.length > 0) throw new Error('rebuilding orders broke a foreign key');
  } finally {
    await sequelize.query('PRAGMA foreign_keys = ON');
  }
}

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  if (qi.sequelize.getDialect() === 'postgres') await qi.sequelize.query('ALTER TABLE orders ALTER COLUMN user_id DROP NOT NULL');
  else await rebuildSqliteOrders(qi, REQUIRED_USER, OPTIONAL_USER);
  await qi.addColumn('orders', 'key_hash', { type: DataTypes.STRING(64), allowNull: true });
  // A guest's unpaid orders (their limits) and the guest orders a verified account takes over.
  await qi.addIndex('orders', ['email', 'status'], { name: 'orders_email_status' });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.removeIndex('orders', 'orders_email_status');
  // Not removeColumn: on SQLite it rebuilds the table with foreign keys on, and the order lines go with it.
  await qi.sequelize.query('ALTER TABLE orders DROP COLUMN key_hash');
  // Orders without an account can't be kept under a schema that requires one.
  await qi.sequelize.query('DELETE FROM orders WHERE user_id IS NULL');
  if (qi.sequelize.getDialect() === 'postgres') await qi.sequelize.query('ALTER TABLE orders ALTER COLUMN user_id SET NOT NULL');
  else await rebuildSqliteOrders(qi, OPTIONAL_USER, REQUIRED_USER);
}
