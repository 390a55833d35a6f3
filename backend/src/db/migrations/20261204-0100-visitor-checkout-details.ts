// The checkout's address step, posted by a visitor's browser (with or without the page's code), kept
// beside the visitor's cart it was given for: one row per cart, replaced by each save. An address is
// personal data, so it lives a day from its save, not the cart's 30 days (docs/architecture.md, "The cart").
import { DataTypes, type QueryInterface } from 'sequelize';

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('visitor_checkout_details', {
    cart_key: { type: DataTypes.STRING(43), primaryKey: true, allowNull: false, references: { model: 'visitor_carts', key: 'token_hash' }, onDelete: 'CASCADE' },
    email: { type: DataTypes.STRING(254), allowNull: false },
    address: { type: DataTypes.STRING(500), allowNull: false },
    phone: { type: DataTypes.STRING(30), allowNull: false },
    expires_at: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.addIndex('visitor_checkout_details', ['expires_at']);
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('visitor_checkout_details');
}
