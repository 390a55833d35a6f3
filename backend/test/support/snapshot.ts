// The whole database as text, so a test can assert that a refused request changed nothing. Tables
// are listed from the database itself: one a migration adds is covered without editing this.
import type { Database } from '../../src/shared/database.js';

async function tableNames(db: Database): Promise<string[]> {
  const tables = (await db.sequelize.getQueryInterface().showAllTables()) as Array<string | { tableName: string }>;
  return tables.map((table) => (typeof table === 'string' ? table : table.tableName)).sort();
}

export async function snapshot(db: Database): Promise<string> {
  const parts: string[] = [];
  for (const table of await tableNames(db)) {
    const [rows] = await db.sequelize.query(`SELECT * FROM "${table}" ORDER BY 1`);
    parts.push(`${table} ${JSON.stringify(rows)}`);
  }
  return parts.join('\n');
}
