// Staff roles (issue 34): the seed's admin, who could do everything, is the owner. The column is
// text, so the other staff roles need no schema change.
import type { QueryInterface } from 'sequelize';

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.sequelize.query("UPDATE users SET role = 'owner' WHERE role = 'admin'");
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  // Before this migration there were only admins and customers: the narrower roles lose their screens.
  await qi.sequelize.query("UPDATE users SET role = 'admin' WHERE role = 'owner'");
  await qi.sequelize.query("UPDATE users SET role = 'customer' WHERE role IN ('catalogue', 'fulfilment', 'support')");
}
