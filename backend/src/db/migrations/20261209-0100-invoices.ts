// Invoices and credit notes. Each series (invoice, credit note) counts in a row of its own, moved on
// in the transaction that issues a document: a transaction that rolls back takes its number back,
// so the numbers have no gaps. A document keeps what it said when issued (`content`, JSON), so a
// later change of the shop's details or prices never rewrites it. Each order line keeps its tax
// class, which the invoice prints a rate for (null for lines from before).
import { DataTypes, type QueryInterface } from 'sequelize';

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addColumn('order_lines', 'tax_class', { type: DataTypes.STRING(10), allowNull: true });
  await qi.createTable('document_series', {
    series: { type: DataTypes.STRING(20), primaryKey: true },
    last_number: { type: DataTypes.INTEGER, allowNull: false },
  });
  await qi.bulkInsert('document_series', [
    { series: 'invoice', last_number: 0 },
    { series: 'credit-note', last_number: 0 },
  ]);
  await qi.createTable('order_documents', {
    id: { type: DataTypes.UUID, primaryKey: true },
    order_id: { type: DataTypes.UUID, allowNull: false, references: { model: 'orders', key: 'id' }, onDelete: 'CASCADE' },
    refund_id: { type: DataTypes.UUID, allowNull: true, unique: true },
    kind: { type: DataTypes.STRING(20), allowNull: false },
    number: { type: DataTypes.INTEGER, allowNull: false },
    total_cents: { type: DataTypes.BIGINT, allowNull: false },
    issued_at: { type: DataTypes.DATE, allowNull: false },
    content: { type: DataTypes.TEXT, allowNull: false },
  });
  await qi.addIndex('order_documents', ['kind', 'number'], { unique: true });
  await qi.addIndex('order_documents', ['order_id', 'issued_at']);
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('order_documents');
  await qi.dropTable('document_series');
  await qi.removeColumn('order_lines', 'tax_class');
}
