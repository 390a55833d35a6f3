// The emails a shop sends about an order go through this outbox: a row is written in the order's
// own transaction, and a dispatcher sends it afterwards, retrying until the mail server takes it.
// `dedupe_key` (the order and what happened to it) keeps one email per event even if an event were
// recorded twice; `claim_token` and `claimed_until` are the lease of the process sending it.
import { DataTypes, type QueryInterface } from 'sequelize';

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('email_outbox', {
    id: { type: DataTypes.UUID, primaryKey: true, allowNull: false },
    dedupe_key: { type: DataTypes.STRING(128), allowNull: false, unique: true },
    kind: { type: DataTypes.STRING(32), allowNull: false },
    recipient: { type: DataTypes.STRING(254), allowNull: false },
    payload: { type: DataTypes.TEXT, allowNull: false },
    attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    next_attempt_at: { type: DataTypes.DATE, allowNull: false },
    claim_token: { type: DataTypes.STRING(64), allowNull: true },
    claimed_until: { type: DataTypes.DATE, allowNull: true },
    last_error: { type: DataTypes.STRING(500), allowNull: true },
    created_at: { type: DataTypes.DATE, allowNull: false },
    sent_at: { type: DataTypes.DATE, allowNull: true },
  });
  // The dispatcher's question: which unsent rows are due.
  await qi.addIndex('email_outbox', ['sent_at', 'next_attempt_at'], { name: 'email_outbox_due' });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('email_outbox');
}
