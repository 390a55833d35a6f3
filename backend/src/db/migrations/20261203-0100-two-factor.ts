// Two-factor sign-in for staff (issue 34): an authenticator app's secret per user (sealed, never
// shown again), its recovery codes (hashed, each used once), whether a session has passed the
// second factor, and the shop's settings (whether the owner requires two-factor sign-in).
import { DataTypes, type QueryInterface } from 'sequelize';

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addColumn('sessions', 'second_factor_at', { type: DataTypes.DATE, allowNull: true });
  await qi.createTable('staff_second_factors', {
    user_id: { type: DataTypes.UUID, primaryKey: true, allowNull: false, references: { model: 'users', key: 'id' }, onDelete: 'CASCADE' },
    secret_sealed: { type: DataTypes.STRING(200), allowNull: false },
    created_at: { type: DataTypes.DATE, allowNull: false },
    // Null while the enrolment waits for its first code.
    confirmed_at: { type: DataTypes.DATE, allowNull: true },
    // The newest 30-second step a code was accepted for: no code of it, or before it, works again.
    last_used_step: { type: DataTypes.BIGINT, allowNull: true },
  });
  await qi.createTable('recovery_codes', {
    id: { type: DataTypes.UUID, primaryKey: true, allowNull: false },
    user_id: { type: DataTypes.UUID, allowNull: false, references: { model: 'users', key: 'id' }, onDelete: 'CASCADE' },
    code_hash: { type: DataTypes.STRING(64), allowNull: false },
    used_at: { type: DataTypes.DATE, allowNull: true },
  });
  await qi.addIndex('recovery_codes', ['user_id', 'code_hash'], { name: 'recovery_codes_user_code', unique: true });
  await qi.createTable('shop_settings', {
    key: { type: DataTypes.STRING(60), primaryKey: true, allowNull: false },
    value: { type: DataTypes.STRING(500), allowNull: false },
    updated_at: { type: DataTypes.DATE, allowNull: false },
  });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('shop_settings');
  await qi.dropTable('recovery_codes');
  await qi.dropTable('staff_second_factors');
  await qi.removeColumn('sessions', 'second_factor_at');
}
