// A tool shop's catalogue is a tree of categories (Saws › Hand saws) and a list of brands; a tool may
// be in one category and of one brand. A category with tools or categories under it can't be
// removed from under them (RESTRICT); the tools already in the catalogue start in none.
import { DataTypes, type QueryInterface } from 'sequelize';

const stamps = {
  created_at: { type: DataTypes.DATE, allowNull: false },
  updated_at: { type: DataTypes.DATE, allowNull: false },
};

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('categories', {
    id: { type: DataTypes.UUID, primaryKey: true },
    parent_id: { type: DataTypes.UUID, allowNull: true, references: { model: 'categories', key: 'id' }, onDelete: 'RESTRICT' },
    name: { type: DataTypes.STRING(60), allowNull: false },
    slug: { type: DataTypes.STRING(100), allowNull: false, unique: true },
    position: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    ...stamps,
  });
  await qi.createTable('brands', {
    id: { type: DataTypes.UUID, primaryKey: true },
    name: { type: DataTypes.STRING(60), allowNull: false },
    slug: { type: DataTypes.STRING(100), allowNull: false, unique: true },
    ...stamps,
  });
  await qi.addColumn('products', 'category_id', { type: DataTypes.UUID, allowNull: true, references: { model: 'categories', key: 'id' }, onDelete: 'RESTRICT' });
  await qi.addColumn('products', 'brand_id', { type: DataTypes.UUID, allowNull: true, references: { model: 'brands', key: 'id' }, onDelete: 'RESTRICT' });
  await qi.addIndex('products', ['category_id', 'id'], { name: 'products_category' });
  await qi.addIndex('products', ['brand_id', 'id'], { name: 'products_brand' });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  // SQLite drops no column a foreign key is declared on, and Sequelize's removeColumn rebuilds the
  // table with foreign keys on, which would empty the order lines' product ids: restore the backup
  // taken before the upgrade instead.
  if (qi.sequelize.getDialect() === 'sqlite') throw new Error('categories and brands can’t be removed from a SQLite shop in place; restore its backup');
  await qi.removeIndex('products', 'products_brand');
  await qi.removeIndex('products', 'products_category');
  await qi.sequelize.query('ALTER TABLE products DROP COLUMN brand_id');
  await qi.sequelize.query('ALTER TABLE products DROP COLUMN category_id');
  await qi.dropTable('brands');
  await qi.dropTable('categories');
}
