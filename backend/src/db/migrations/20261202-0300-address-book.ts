// A signed-in shopper's address book: several delivery addresses, each the address text and phone
// an order stores, one of them the default. A partial unique index keeps one default per shopper
// even if two changes raced past the service's lock.
import { DataTypes, type QueryInterface } from 'sequelize';

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('addresses', {
    id: { type: DataTypes.UUID, primaryKey: true, allowNull: false },
    user_id: { type: DataTypes.UUID, allowNull: false, references: { model: 'users', key: 'id' }, onDelete: 'CASCADE' },
    label: { type: DataTypes.STRING(40), allowNull: true },
    address: { type: DataTypes.STRING(500), allowNull: false },
    phone: { type: DataTypes.STRING(30), allowNull: false },
    is_default: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    created_at: { type: DataTypes.DATE, allowNull: false },
    updated_at: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.addIndex('addresses', ['user_id', 'id'], { name: 'addresses_user' });
  await qi.addIndex('addresses', ['user_id'], { name: 'addresses_one_default', unique: true, where: { is_default: true } });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('addresses');
}
