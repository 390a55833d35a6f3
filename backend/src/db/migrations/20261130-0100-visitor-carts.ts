// A visitor's cart lives on the server too, named by a random token in a cookie, so that a form
// posted without the page's code and the page's code reach one cart. Kept by the token's hash;
// each cart expires 30 days after its last change. Its lines are those of cart_items, keyed by the cart.
import { DataTypes, type QueryInterface } from 'sequelize';

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('visitor_carts', {
    token_hash: { type: DataTypes.STRING(43), primaryKey: true, allowNull: false },
    expires_at: { type: DataTypes.DATE, allowNull: false },
    created_at: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.addIndex('visitor_carts', ['expires_at']);
  await qi.createTable('visitor_cart_items', {
    cart_key: { type: DataTypes.STRING(43), primaryKey: true, allowNull: false, references: { model: 'visitor_carts', key: 'token_hash' }, onDelete: 'CASCADE' },
    product_id: { type: DataTypes.UUID, primaryKey: true, allowNull: false },
    product_name: { type: DataTypes.STRING(120), allowNull: false },
    image: { type: DataTypes.STRING(2048), allowNull: false },
    quantity: { type: DataTypes.INTEGER, allowNull: false },
    created_at: { type: DataTypes.DATE, allowNull: false },
    updated_at: { type: DataTypes.DATE, allowNull: false },
  });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('visitor_cart_items');
  await qi.dropTable('visitor_carts');
}
