// The address book's SQL. Every statement names the owner as well as the address, so no query can
// reach another shopper's row even if a caller forgot to check.
import type { Transaction } from 'sequelize';
import type { Database } from '../../shared/database.js';

export interface AddressRecord {
  id: string;
  userId: string;
  label: string | null;
  address: string;
  phone: string;
  isDefault: boolean;
}

export type AddressFields = Pick<AddressRecord, 'label' | 'address' | 'phone'>;

// SQLite answers booleans as 0/1.
type AddressRow = Omit<AddressRecord, 'isDefault'> & { isDefault: boolean | number };
const toRecord = (row: AddressRow): AddressRecord => ({ ...row, isDefault: Boolean(row.isDefault) });

const COLUMNS = 'id, user_id AS "userId", label, address, phone, is_default AS "isDefault"';

export function createAddressesRepository(db: Database) {
  const { sql } = db;
  return {
    /** The default first, then in the order they were added (ids are time-ordered). */
    async listOf(userId: string, transaction?: Transaction): Promise<AddressRecord[]> {
      const rows = await sql.select<AddressRow>(`SELECT ${COLUMNS} FROM addresses WHERE user_id = ? ORDER BY is_default DESC, id`, [userId], transaction);
      return rows.map(toRecord);
    },

    /** The address, whoever owns it: the service decides whether the caller may see it. */
    async find(id: string, transaction?: Transaction): Promise<AddressRecord | undefined> {
      const [row] = await sql.select<AddressRow>(`SELECT ${COLUMNS} FROM addresses WHERE id = ?`, [id], transaction);
      return row && toRecord(row);
    },

    async countOf(userId: string, transaction: Transaction): Promise<number> {
      const [row] = await sql.select<{ count: number | string }>('SELECT COUNT(*) AS count FROM addresses WHERE user_id = ?', [userId], transaction);
      return Number(row?.count ?? 0);
    },

    async insert(record: AddressRecord, transaction: Transaction): Promise<void> {
      const now = new Date();
      await sql.execute(
        'INSERT INTO addresses (id, user_id, label, address, phone, is_default, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        [record.id, record.userId, record.label, record.address, record.phone, record.isDefault, now, now],
        transaction,
      );
    },

    async update(userId: string, id: string, fields: AddressFields, transaction: Transaction): Promise<void> {
      await sql.execute(
        'UPDATE addresses SET label = ?, address = ?, phone = ?, updated_at = ? WHERE id = ? AND user_id = ?',
        [fields.label, fields.address, fields.phone, new Date(), id, userId],
        transaction,
      );
    },

    async remove(userId: string, id: string, transaction: Transaction): Promise<void> {
      await sql.execute('DELETE FROM addresses WHERE id = ? AND user_id = ?', [id, userId], transaction);
    },

    /** Makes `id` the owner's one default: the old default is cleared first, as the unique index asks. */
    async makeDefault(userId: string, id: string, transaction: Transaction): Promise<void> {
      await sql.execute('UPDATE addresses SET is_default = ? WHERE user_id = ? AND is_default = ? AND id <> ?', [false, userId, true, id], transaction);
      await sql.execute('UPDATE addresses SET is_default = ? WHERE user_id = ? AND id = ?', [true, userId, id], transaction);
    },

    /** After the default went: the most recently added of those left takes its place. */
    async promoteNewest(userId: string, transaction: Transaction): Promise<void> {
      const [newest] = await sql.select<{ id: string }>('SELECT id FROM addresses WHERE user_id = ? ORDER BY id DESC LIMIT 1', [userId], transaction);
      if (newest) await sql.execute('UPDATE addresses SET is_default = ? WHERE user_id = ? AND id = ?', [true, userId, newest.id], transaction);
    },
  };
}

export type AddressesRepository = ReturnType<typeof createAddressesRepository>;
