// The outbox's SQL. A row is claimed by a conditional UPDATE that names a fresh token and a lease:
// only one process wins a row, and a row whose lease ran out (its process died mid-send) can be
// claimed again. Marking it sent or failed applies only with the token that claimed it.
import type { Transaction } from 'sequelize';
import type { Database } from '../../shared/database.js';
import { newId } from '../../shared/ids.js';
import { PASSWORD_RESET, type PasswordResetDetails } from './account-email.js';
import type { OrderEmailDetails, OrderEmailKind, StoredEmailKind } from './order-email.js';

export type OutboxKind = StoredEmailKind | typeof PASSWORD_RESET;

/** What a new row says: an order's email with its snapshot, or a password reset with its code. */
export type NewEmail = { dedupeKey: string; recipient: string } & (
  | { kind: OrderEmailKind; details: OrderEmailDetails }
  | { kind: typeof PASSWORD_RESET; details: PasswordResetDetails }
);

export interface OutboxRow {
  id: string;
  kind: OutboxKind;
  recipient: string;
  /** The snapshot as stored (JSON), read by the template of its kind. */
  payload: string;
  attempts: number;
}

type StoredRow = Omit<OutboxRow, 'attempts'> & { attempts: number | string };

const MAX_ERROR_LENGTH = 500;

export function createOutboxRepository(db: Database) {
  const { sql } = db;
  return {
    /** Adds the email unless one for the same key is already there; in the caller's transaction. */
    async enqueue(email: NewEmail, transaction: Transaction): Promise<void> {
      const now = new Date();
      await sql.execute(
        `INSERT INTO email_outbox (id, dedupe_key, kind, recipient, payload, attempts, next_attempt_at, created_at)
         VALUES (?, ?, ?, ?, ?, 0, ?, ?) ON CONFLICT (dedupe_key) DO NOTHING`,
        [newId(), email.dedupeKey, email.kind, email.recipient, JSON.stringify(email.details), now, now],
        transaction,
      );
    },

    /** Unsent rows that are due and not leased to a live process, oldest first. */
    async due(now: Date, limit: number): Promise<OutboxRow[]> {
      const rows = await sql.select<StoredRow>(
        `SELECT id, kind, recipient, payload, attempts FROM email_outbox
         WHERE sent_at IS NULL AND next_attempt_at <= ? AND (claimed_until IS NULL OR claimed_until < ?)
         ORDER BY next_attempt_at ASC LIMIT ?`,
        [now, now, limit],
      );
      return rows.map((row) => ({ ...row, attempts: Number(row.attempts) }));
    },

    /** True if this caller now holds the row until `until`. */
    claim: (id: string, token: string, now: Date, until: Date): Promise<boolean> =>
      db.write(async (transaction) => {
        const affected = await sql.execute(
          `UPDATE email_outbox SET claim_token = ?, claimed_until = ?, attempts = attempts + 1
           WHERE id = ? AND sent_at IS NULL AND next_attempt_at <= ? AND (claimed_until IS NULL OR claimed_until < ?)`,
          [token, until, id, now, now],
          transaction,
        );
        return affected === 1;
      }),

    /** A sent password reset's code is forgotten: a reader of the table can't use it in the hour it lasts. */
    markSent: (id: string, token: string, at: Date): Promise<void> =>
      db.write(async (transaction) => {
        await sql.execute(
          `UPDATE email_outbox SET sent_at = ?, claim_token = NULL, claimed_until = NULL, last_error = NULL,
             payload = CASE WHEN kind = ? THEN '{}' ELSE payload END
           WHERE id = ? AND claim_token = ?`,
          [at, PASSWORD_RESET, id, token],
          transaction,
        );
      }),

    /** Deletes emails sent before `before`; answers how many. */
    pruneSent: (before: Date): Promise<number> =>
      db.write((transaction) => sql.execute('DELETE FROM email_outbox WHERE sent_at IS NOT NULL AND sent_at < ?', [before], transaction)),

    markFailed: (id: string, token: string, retryAt: Date, error: string): Promise<void> =>
      db.write(async (transaction) => {
        await sql.execute(
          'UPDATE email_outbox SET next_attempt_at = ?, claim_token = NULL, claimed_until = NULL, last_error = ? WHERE id = ? AND claim_token = ? AND sent_at IS NULL',
          [retryAt, error.slice(0, MAX_ERROR_LENGTH), id, token],
          transaction,
        );
      }),
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
