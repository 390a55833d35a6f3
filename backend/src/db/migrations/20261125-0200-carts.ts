// A signed-in shopper's cart lives on the server, so it follows them across devices. A line names
// its product without a foreign key: when the tool is deleted the line stays, flagged, with the
// name and image it had when last set, so the shopper sees what went rather than a line vanishing.
import { DataTypes, type QueryInterface } from 'sequelize';

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('cart_items', {
    user_id: { type: DataTypes.UUID, primaryKey: true, allowNull: false, references: { model: 'users', key: 'id' }, onDelete: 'CASCADE' },
    product_id: { type: DataTypes.UUID, primaryKey: true, allowNull: false },
    product_name: { type: DataTypes.STRING(120), allowNull: false },
    image: { type: DataTypes.STRING(2048), allowNull: false },
    quantity: { type: DataTypes.INTEGER, allowNull: false },
    created_at: { type: DataTypes.DATE, allowNull: false },
    updated_at: { type: DataTypes.DATE, allowNull: false },
  });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('cart_items');
}
