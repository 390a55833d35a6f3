// A sign-in posted as a form hands its session to the page's code through a single-use code
// (shared/auth/sign-in-hand-over.ts). Kept by the code's hash, for two minutes; claimed once.
import { DataTypes, type QueryInterface } from 'sequelize';

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('sign_in_hand_overs', {
    code_hash: { type: DataTypes.STRING(43), primaryKey: true, allowNull: false },
    session_id: { type: DataTypes.UUID, allowNull: false, references: { model: 'sessions', key: 'id' }, onDelete: 'CASCADE' },
    expires_at: { type: DataTypes.DATE, allowNull: false },
    claimed_at: { type: DataTypes.DATE, allowNull: true },
  });
  await qi.addIndex('sign_in_hand_overs', ['expires_at']);
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('sign_in_hand_overs');
}
