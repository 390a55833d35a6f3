import { DataTypes, type QueryInterface } from 'sequelize';

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('test_payment_intents', {
    id: { type: DataTypes.STRING(64), primaryKey: true },
    order_id: { type: DataTypes.UUID, allowNull: false, unique: true, references: { model: 'orders', key: 'id' }, onDelete: 'CASCADE' },
    client_secret: { type: DataTypes.STRING(128), allowNull: false, unique: true },
    amount_cents: { type: DataTypes.BIGINT, allowNull: false },
    status: { type: DataTypes.STRING(32), allowNull: false },
    created_at: { type: DataTypes.DATE, allowNull: false },
    updated_at: { type: DataTypes.DATE, allowNull: false },
  });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('test_payment_intents');
}
