// Server-side sessions behind the shop's access tokens, so signing out, an admin disabling a user
// or Firebase disabling an account ends a token before it expires; and the users' disabled flag.
import { DataTypes, type QueryInterface } from 'sequelize';

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addColumn('users', 'disabled', { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false });
  await qi.createTable('sessions', {
    id: { type: DataTypes.UUID, primaryKey: true, allowNull: false },
    user_id: { type: DataTypes.UUID, allowNull: false, references: { model: 'users', key: 'id' }, onDelete: 'CASCADE' },
    firebase_uid: { type: DataTypes.STRING(128), allowNull: false },
    created_at: { type: DataTypes.DATE, allowNull: false },
    expires_at: { type: DataTypes.DATE, allowNull: false },
    revoked_at: { type: DataTypes.DATE, allowNull: true },
  });
  await qi.addIndex('sessions', ['user_id'], { name: 'sessions_user_id' });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('sessions');
  await qi.removeColumn('users', 'disabled');
}
