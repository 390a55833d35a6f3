// An order may hold several tools (the cart's checkout): each is a line of its own, with the price
// it was ordered at. The order keeps its single-product columns, now a summary (the first line's
// product, name and unit price; the units and total of all lines), which the seed's screens read.
// Every order placed before this migration becomes one line, its own product and prices.
import { DataTypes, type QueryInterface } from 'sequelize';

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('order_lines', {
    order_id: { type: DataTypes.UUID, primaryKey: true, allowNull: false, references: { model: 'orders', key: 'id' }, onDelete: 'CASCADE' },
    position: { type: DataTypes.INTEGER, primaryKey: true, allowNull: false },
    product_id: { type: DataTypes.UUID, allowNull: true, references: { model: 'products', key: 'id' }, onDelete: 'SET NULL' },
    product_name: { type: DataTypes.STRING(120), allowNull: false },
    quantity: { type: DataTypes.INTEGER, allowNull: false },
    unit_price_cents: { type: DataTypes.INTEGER, allowNull: false },
    total_cents: { type: DataTypes.BIGINT, allowNull: false },
  });
  // "Has this customer bought this tool?" (verified reviews) and a deleted product's SET NULL.
  await qi.addIndex('order_lines', ['product_id'], { name: 'order_lines_product' });
  await qi.sequelize.query(
    `INSERT INTO order_lines (order_id, position, product_id, product_name, quantity, unit_price_cents, total_cents)
     SELECT id, 0, product_id, product_name, quantity, unit_price_cents, total_cents FROM orders`,
  );
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('order_lines');
}
