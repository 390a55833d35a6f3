import { Op, type Transaction } from 'sequelize';
import type { Role } from '../../shared/api-types.js';
import type { DatabaseWith } from '../../shared/database.js';
import { newId } from '../../shared/ids.js';
import type { UserInstance, UserModel } from './user.model.js';

export interface UserRecord {
  id: string;
  firebaseUid: string | null;
  email: string;
  name: string;
  role: Role;
  disabled: boolean;
}

const toRecord = (row: UserInstance): UserRecord => ({
  id: row.id,
  firebaseUid: row.firebaseUid,
  email: row.email,
  name: row.name,
  role: row.role,
  disabled: row.disabled,
});

export function createUsersRepository(db: DatabaseWith<{ User: UserModel }>) {
  const { sql, models: { User } } = db;
  return {
    async findByEmail(email: string, transaction?: Transaction): Promise<UserRecord | undefined> {
      const row = await User.findOne({ where: { email }, transaction });
      return row ? toRecord(row) : undefined;
    },

    async findByFirebaseUid(firebaseUid: string, transaction?: Transaction): Promise<UserRecord | undefined> {
      const row = await User.findOne({ where: { firebaseUid }, transaction });
      return row ? toRecord(row) : undefined;
    },

    async list(limit: number, afterId: string | undefined): Promise<UserRecord[]> {
      const rows = await User.findAll({
        where: afterId ? { id: { [Op.gt]: afterId } } : {},
        order: [['id', 'ASC']],
        limit: limit + 1,
      });
      return rows.map(toRecord);
    },

    async create(user: Omit<UserRecord, 'id'>, transaction?: Transaction): Promise<UserRecord> {
      return toRecord(await User.create({ id: newId(), ...user }, { transaction }));
    },

    async update(id: string, changes: Partial<Omit<UserRecord, 'id'>>, transaction: Transaction): Promise<void> {
      await User.update(changes, { where: { id }, transaction });
    },

    /**
     * Applies `changes` only while the row still matches `condition` (checked by the UPDATE itself,
     * so a concurrent change on PostgreSQL is seen); false when it no longer does.
     */
    async updateIf(
      id: string,
      condition: Partial<Pick<UserRecord, 'role' | 'disabled'>>,
      changes: Partial<Omit<UserRecord, 'id'>>,
      transaction: Transaction,
    ): Promise<boolean> {
      const [count] = await User.update(changes, { where: { id, ...condition }, transaction });
      return count > 0;
    },

    /**
     * Locks every admin row (PostgreSQL), so concurrent demotions can't remove the last admin. The
     * fixed order makes every demotion take the locks in the same sequence, so two can't deadlock.
     */
    async lockAdmins(transaction: Transaction): Promise<UserRecord[]> {
      const rows = await User.findAll({
        where: { role: 'admin' },
        order: [['id', 'ASC']],
        transaction,
        lock: transaction.LOCK.UPDATE,
      });
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
