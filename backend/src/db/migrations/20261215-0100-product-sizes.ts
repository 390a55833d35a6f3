// A tool that comes in sizes (docs/decisions/2026-11-28-variants-as-rows.md): each size stays a
// row of `products`, so carts, orders, stock and refunds need no change. A size points at its
// tool's first row (`variant_of`, null for that row and for a tool without sizes) and says which
// size it is (`option_name` "Size", `option_value` "12 mm"). No existing row changes: every tool
// already in a catalogue is a tool of one size.
import { DataTypes, Op, type QueryInterface } from 'sequelize';

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addColumn('products', 'variant_of', { type: DataTypes.UUID, allowNull: true });
  await qi.addColumn('products', 'option_name', { type: DataTypes.STRING(30), allowNull: true });
  await qi.addColumn('products', 'option_value', { type: DataTypes.STRING(30), allowNull: true });
  // The catalogue looks for a tool's other sizes by this, once per tool a filter doesn't match.
  // Partial: "variant_of IS NULL" (each tool's first row) is nearly every row, and an index holding
  // them tempted SQLite to read the catalogue's pages through it and sort them all (65 ms, not 3).
  await qi.addIndex('products', ['variant_of'], { name: 'products_variant_of', where: { variant_of: { [Op.ne]: null } } });
  // The option filter's counts read only the rows that have an option.
  await qi.addIndex('products', ['option_name', 'option_value'], { name: 'products_option' });
  // One tool never has one size twice, whatever two staff save at the same moment (the service
  // checks first and says which size; this refuses the one that loses the race, as a 409).
  await qi.sequelize.query('CREATE UNIQUE INDEX products_size_once ON products (COALESCE(variant_of, id), lower(option_value))');
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.sequelize.query('DROP INDEX products_size_once');
  await qi.removeIndex('products', 'products_option');
  await qi.removeIndex('products', 'products_variant_of');
  await qi.removeColumn('products', 'option_value');
  await qi.removeColumn('products', 'option_name');
  await qi.removeColumn('products', 'variant_of');
}
