// Checks and changes behind the API: a test reads and writes the shop's rows with SQL of its own
// through `db.sql`, never through the code under test. Tables and columns are named as the
// migrations name them; every value is a replacement.
import type { Role } from '../../src/shared/api-types.js';
import type { Database, SqlValue } from '../../src/shared/database.js';

type Columns = Record<string, SqlValue>;

/** `column = ?` for each column, `column IS NULL` for a null. */
function conditions(where: Columns): { sql: string; values: SqlValue[] } {
  const entries = Object.entries(where);
  if (entries.length === 0) return { sql: '', values: [] };
  const terms = entries.map(([column, value]) => (value === null ? `${column} IS NULL` : `${column} = ?`));
  return { sql: ` WHERE ${terms.join(' AND ')}`, values: entries.flatMap(([, value]) => (value === null ? [] : [value])) };
}

/** How many rows of `table` match `where` (all of them without one). */
export async function countRows(db: Database, table: string, where: Columns = {}): Promise<number> {
  const { sql, values } = conditions(where);
  const [row] = await db.sql.select<{ count: number | string }>(`SELECT COUNT(*) AS count FROM ${table}${sql}`, values);
  // PostgreSQL answers COUNT as a string.
  return Number(row?.count ?? 0);
}

/** Sets `changes` on the rows of `table` that match `where`; the number of rows changed. */
export async function updateRows(db: Database, table: string, changes: Columns, where: Columns): Promise<number> {
  const set = Object.keys(changes).map((column) => `${column} = ?`);
  const { sql, values } = conditions(where);
  return db.write((transaction) => db.sql.execute(`UPDATE ${table} SET ${set.join(', ')}${sql}`, [...Object.values(changes), ...values], transaction));
}

export async function deleteRows(db: Database, table: string, where: Columns): Promise<number> {
  const { sql, values } = conditions(where);
  return db.write((transaction) => db.sql.execute(`DELETE FROM ${table}${sql}`, values, transaction));
}

export interface UserRow {
  id: string;
  firebaseUid: string | null;
  email: string;
  name: string;
  role: Role;
  disabled: boolean;
}

/** The stored user whose `column` is `value`; SQLite's 0/1 read as a boolean. */
async function userWhere(db: Database, column: 'id' | 'email', value: string): Promise<UserRow | undefined> {
  const [row] = await db.sql.select<Omit<UserRow, 'disabled'> & { disabled: boolean | number }>(
    `SELECT id, firebase_uid AS "firebaseUid", email, name, role, disabled FROM users WHERE ${column} = ?`,
    [value],
  );
  return row && { ...row, disabled: Boolean(row.disabled) };
}

export const userRow = (db: Database, id: string) => userWhere(db, 'id', id);
export const userRowByEmail = (db: Database, email: string) => userWhere(db, 'email', email);

/** Gives the user `role` behind the API, as an admin's promotion would leave the row. */
export async function setRole(db: Database, userId: string, role: Role): Promise<void> {
  await updateRows(db, 'users', { role }, { id: userId });
}
