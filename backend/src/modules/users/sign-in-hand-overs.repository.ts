import type { Transaction } from 'sequelize';
import type { Database } from '../../shared/database.js';

export function createSignInHandOversRepository(db: Database) {
  const { sql } = db;
  return {
    async create(hand: { codeHash: string; sessionId: string; expiresAt: Date }, transaction: Transaction): Promise<void> {
      await sql.execute('DELETE FROM sign_in_hand_overs WHERE expires_at < ?', [new Date()], transaction);
      await sql.execute('INSERT INTO sign_in_hand_overs (code_hash, session_id, expires_at) VALUES (?, ?, ?)', [hand.codeHash, hand.sessionId, hand.expiresAt], transaction);
    },

    /**
     * Marks the hand-over claimed and answers its session, if it was live and unclaimed. One
     * conditional UPDATE, so of two tabs (or processes) claiming one code exactly one gets it.
     */
    async claim(codeHash: string, transaction: Transaction): Promise<string | undefined> {
      const now = new Date();
      const changed = await sql.execute(
        'UPDATE sign_in_hand_overs SET claimed_at = ? WHERE code_hash = ? AND claimed_at IS NULL AND expires_at > ?',
        [now, codeHash, now],
        transaction,
      );
      if (changed === 0) return undefined;
      const [row] = await sql.select<{ sessionId: string }>('SELECT session_id AS "sessionId" FROM sign_in_hand_overs WHERE code_hash = ?', [codeHash], transaction);
      return row?.sessionId;
    },
  };
}

export type SignInHandOversRepository = ReturnType<typeof createSignInHandOversRepository>;
