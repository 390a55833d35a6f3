// Each tool's readable address (/products/{slug}), made from its name when it is added and kept when
// it is renamed, so links and search engines' entries stay good. The tools already in the catalogue
// get theirs here, oldest first, each unique.
import { DataTypes, QueryTypes, type QueryInterface } from 'sequelize';
import { slugOf, slugWithId } from '../../modules/products/index.js';

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addColumn('products', 'slug', { type: DataTypes.STRING(100), allowNull: false, defaultValue: '' });
  const products = await qi.sequelize.query<{ id: string; name: string }>('SELECT id, name FROM products ORDER BY created_at, id', { type: QueryTypes.SELECT });
  const given = new Set<string>();
  for (const { id, name } of products) {
    const slug = given.has(slugOf(name)) ? slugWithId(slugOf(name), id) : slugOf(name);
    given.add(slug);
    await qi.sequelize.query('UPDATE products SET slug = ? WHERE id = ?', { replacements: [slug, id] });
  }
  await qi.addIndex('products', ['slug'], { name: 'products_slug', unique: true });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.removeIndex('products', 'products_slug');
  await qi.removeColumn('products', 'slug');
}
