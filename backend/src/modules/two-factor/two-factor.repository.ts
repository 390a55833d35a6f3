import type { Transaction } from 'sequelize';
import type { Database } from '../../shared/database.js';
import { newId } from '../../shared/ids.js';
import { createShopSettings } from '../../shared/shop-settings.js';

export interface SecondFactorRecord {
  secretSealed: string;
  confirmed: boolean;
}

export function createTwoFactorRepository(db: Database) {
  const { sql } = db;
  const settings = createShopSettings(db);
  async function find(userId: string, transaction?: Transaction): Promise<SecondFactorRecord | undefined> {
    const [row] = await sql.select<{ secretSealed: string; confirmedAt: unknown }>(
      'SELECT secret_sealed AS "secretSealed", confirmed_at AS "confirmedAt" FROM staff_second_factors WHERE user_id = ?',
      [userId],
      transaction,
    );
    return row && { secretSealed: row.secretSealed, confirmed: row.confirmedAt !== null };
  }
  return {
    find,

    /** A new secret waiting for its first code, in place of one still waiting; never over a confirmed one. */
    async savePending(userId: string, secretSealed: string, transaction: Transaction): Promise<void> {
      await sql.execute('DELETE FROM staff_second_factors WHERE user_id = ? AND confirmed_at IS NULL', [userId], transaction);
      await sql.execute('INSERT INTO staff_second_factors (user_id, secret_sealed, created_at) VALUES (?, ?, ?)', [userId, secretSealed, new Date()], transaction);
    },

    /** Conditional on the row as it is now, so two confirmations of one enrolment make one. */
    async confirm(userId: string, secretSealed: string, step: number, transaction: Transaction): Promise<boolean> {
      const changed = await sql.execute(
        'UPDATE staff_second_factors SET confirmed_at = ?, last_used_step = ? WHERE user_id = ? AND secret_sealed = ? AND confirmed_at IS NULL',
        [new Date(), step, userId, secretSealed],
        transaction,
      );
      return changed === 1;
    },

    /** Spends a code's step: only a step after the last one spent is accepted, so no code works twice. */
    async useStep(userId: string, step: number, transaction: Transaction): Promise<boolean> {
      const changed = await sql.execute(
        `UPDATE staff_second_factors SET last_used_step = ?
          WHERE user_id = ? AND confirmed_at IS NOT NULL AND (last_used_step IS NULL OR last_used_step < ?)`,
        [step, userId, step],
        transaction,
      );
      return changed === 1;
    },

    /** Whether there was a confirmed authenticator to remove (a pending one goes too). */
    async remove(userId: string, transaction: Transaction): Promise<boolean> {
      const confirmed = (await find(userId, transaction))?.confirmed ?? false;
      await sql.execute('DELETE FROM staff_second_factors WHERE user_id = ?', [userId], transaction);
      await sql.execute('DELETE FROM recovery_codes WHERE user_id = ?', [userId], transaction);
      return confirmed;
    },

    async replaceRecoveryCodes(userId: string, hashes: string[], transaction: Transaction): Promise<void> {
      await sql.execute('DELETE FROM recovery_codes WHERE user_id = ?', [userId], transaction);
      for (const hash of hashes) {
        await sql.execute('INSERT INTO recovery_codes (id, user_id, code_hash) VALUES (?, ?, ?)', [newId(), userId, hash], transaction);
      }
    },

    async useRecoveryCode(userId: string, hash: string, transaction: Transaction): Promise<boolean> {
      const changed = await sql.execute(
        'UPDATE recovery_codes SET used_at = ? WHERE user_id = ? AND code_hash = ? AND used_at IS NULL',
        [new Date(), userId, hash],
        transaction,
      );
      return changed === 1;
    },

    setting: settings.read,
    saveSetting: settings.save,
  };
}

export type TwoFactorRepository = ReturnType<typeof createTwoFactorRepository>;
