import type { Transaction } from 'sequelize';
import type { Role } from '../../shared/api-types.js';
import type { Database, SqlValue } from '../../shared/database.js';
import { newId } from '../../shared/ids.js';

export interface UserRecord {
  id: string;
  firebaseUid: string | null;
  email: string;
  name: string;
  role: Role;
  disabled: boolean;
}

type UserFields = Omit<UserRecord, 'id'>;

// SQLite answers booleans as 0/1.
type UserRow = Omit<UserRecord, 'disabled'> & { disabled: boolean | number };

const toRecord = (row: UserRow): UserRecord => ({
  id: row.id,
  firebaseUid: row.firebaseUid,
  email: row.email,
  name: row.name,
  role: row.role,
  disabled: Boolean(row.disabled),
});

const COLUMNS = 'id, firebase_uid AS "firebaseUid", email, name, role, disabled';

// Only these names ever reach the SQL text; the values are always replacements.
const columnOf: Record<keyof UserFields, string> = {
  firebaseUid: 'firebase_uid',
  email: 'email',
  name: 'name',
  role: 'role',
  disabled: 'disabled',
};

/** `column = ?` pairs for the fields that are set, in a stable order. */
function assignments(fields: Partial<UserFields>): { columns: string[]; values: SqlValue[] } {
  const set = (Object.keys(columnOf) as Array<keyof UserFields>).filter((field) => fields[field] !== undefined);
  return { columns: set.map((field) => `${columnOf[field]} = ?`), values: set.map((field) => fields[field] as SqlValue) };
}

export function createUsersRepository(db: Database) {
  const { sql } = db;

  async function findOne(column: 'email' | 'firebase_uid', value: string, transaction?: Transaction): Promise<UserRecord | undefined> {
    const [row] = await sql.select<UserRow>(`SELECT ${COLUMNS} FROM users WHERE ${column} = ? LIMIT 1`, [value], transaction);
    return row ? toRecord(row) : undefined;
  }

  /** Rows changed: `changes` (and the last-edit time) where the row is `id` and matches `condition`. */
  async function updateWhere(id: string, condition: Partial<UserFields>, changes: Partial<UserFields>, transaction: Transaction): Promise<number> {
    const set = assignments(changes);
    const where = assignments(condition);
    return sql.execute(
      `UPDATE users SET ${[...set.columns, 'updated_at = ?'].join(', ')} WHERE ${['id = ?', ...where.columns].join(' AND ')}`,
      [...set.values, new Date(), id, ...where.values],
      transaction,
    );
  }

  return {
    findByEmail: (email: string, transaction?: Transaction) => findOne('email', email, transaction),

    findByFirebaseUid: (firebaseUid: string, transaction?: Transaction) => findOne('firebase_uid', firebaseUid, transaction),

    async list(limit: number, afterId: string | undefined): Promise<UserRecord[]> {
      const rows = await sql.select<UserRow>(`SELECT ${COLUMNS} FROM users${afterId ? ' WHERE id > ?' : ''} ORDER BY id ASC LIMIT ?`, [
        ...(afterId ? [afterId] : []),
        limit + 1,
      ]);
      return rows.map(toRecord);
    },

    async create(user: UserFields, transaction?: Transaction): Promise<UserRecord> {
      const created: UserRecord = { id: newId(), ...user };
      const now = new Date();
      await sql.execute(
        'INSERT INTO users (id, firebase_uid, email, name, role, disabled, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        [created.id, created.firebaseUid, created.email, created.name, created.role, created.disabled, now, now],
        transaction,
      );
      return created;
    },

    async update(id: string, changes: Partial<UserFields>, transaction: Transaction): Promise<void> {
      await updateWhere(id, {}, changes, transaction);
    },

    /**
     * Applies `changes` only while the row still matches `condition` (checked by the UPDATE itself,
     * so a concurrent change on PostgreSQL is seen); false when it no longer does.
     */
    async updateIf(id: string, condition: Partial<Pick<UserRecord, 'role' | 'disabled'>>, changes: Partial<UserFields>, transaction: Transaction): Promise<boolean> {
      return (await updateWhere(id, condition, changes, transaction)) > 0;
    },

    /**
     * Locks every owner row (PostgreSQL), so concurrent demotions can't remove the last owner. The
     * fixed order makes every demotion take the locks in the same sequence, so two can't deadlock.
     */
    async lockOwners(transaction: Transaction): Promise<UserRecord[]> {
      const lock = sql.dialect() === 'postgres' ? ' FOR UPDATE' : '';
      const rows = await sql.select<UserRow>(`SELECT ${COLUMNS} FROM users WHERE role = 'owner' ORDER BY id ASC${lock}`, [], transaction);
      return rows.map(toRecord);
    },

    /**
     * Holds the user's row until `transaction` ends, so that one customer's writes that read before
     * they write (the unpaid limits) run one after the other on PostgreSQL. SQLite needs no lock: its
     * write transactions already run one at a time. NO KEY UPDATE leaves inserts that merely reference
     * the user (their orders, reviews) free to proceed.
     */
    async lock(id: string, transaction: Transaction): Promise<void> {
      if (sql.dialect() !== 'postgres') return;
      await sql.select('SELECT id FROM users WHERE id = ? FOR NO KEY UPDATE', [id], transaction);
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
