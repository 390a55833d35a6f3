// The audit trail (issue 34): every staff action, written by the action's own transaction
// (modules/audit). Append-only: the API has no operation that changes or deletes an entry, and the
// database itself refuses an UPDATE or DELETE of one (a trigger on each dialect), so no code path,
// present or future, can rewrite history.
import { DataTypes, type QueryInterface } from 'sequelize';

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('audit_entries', {
    id: { type: DataTypes.UUID, primaryKey: true, allowNull: false },
    created_at: { type: DataTypes.DATE, allowNull: false },
    // No foreign key: an entry outlives the account that acted, and keeps its email.
    actor_id: { type: DataTypes.UUID, allowNull: true },
    actor_email: { type: DataTypes.STRING(254), allowNull: false },
    kind: { type: DataTypes.STRING(40), allowNull: false },
    subject_type: { type: DataTypes.STRING(16), allowNull: false },
    subject_id: { type: DataTypes.STRING(500), allowNull: false },
    before: { type: DataTypes.TEXT, allowNull: true },
    after: { type: DataTypes.TEXT, allowNull: true },
    address: { type: DataTypes.STRING(64), allowNull: true },
  });
  // Newest first (ids are time-ordered), overall and per subject, person and kind.
  await qi.addIndex('audit_entries', ['subject_type', 'subject_id', 'id'], { name: 'audit_entries_subject' });
  await qi.addIndex('audit_entries', ['actor_email', 'id'], { name: 'audit_entries_actor' });
  await qi.addIndex('audit_entries', ['kind', 'id'], { name: 'audit_entries_kind' });
  await qi.addIndex('audit_entries', ['created_at'], { name: 'audit_entries_created' });
  if (qi.sequelize.getDialect() === 'postgres') {
    await qi.sequelize.query(`CREATE FUNCTION audit_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'audit_entries is append-only'; END $$`);
    await qi.sequelize.query(
      'CREATE TRIGGER audit_entries_append_only BEFORE UPDATE OR DELETE ON audit_entries FOR EACH ROW EXECUTE FUNCTION audit_entries_append_only()',
    );
  } else {
    for (const event of ['UPDATE', 'DELETE']) {
      await qi.sequelize.query(
        `CREATE TRIGGER audit_entries_no_${event.toLowerCase()} BEFORE ${event} ON audit_entries BEGIN SELECT RAISE(ABORT, 'audit_entries is append-only'); END`,
      );
    }
  }
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('audit_entries');
  if (qi.sequelize.getDialect() === 'postgres') await qi.sequelize.query('DROP FUNCTION audit_entries_append_only()');
}
