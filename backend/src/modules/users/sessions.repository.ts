import type { Transaction } from 'sequelize';
import type { Role } from '../../shared/api-types.js';
import type { Database } from '../../shared/database.js';

/** The shop_settings row that says whether the owner requires two-factor sign-in ('true' or 'false'). */
export const REQUIRE_STAFF_TWO_FACTOR = 'require_staff_two_factor';

export interface SessionRecord {
  id: string;
  userId: string;
  firebaseUid: string;
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
}

/** A session and the user it belongs to, as every authenticated request reads them. */
export interface SessionWithUser extends SessionRecord {
  user: { id: string; email: string; name: string; role: Role; disabled: boolean };
  /** What the second factor depends on (shared/auth/second-factor.ts). */
  secondFactor: { verified: boolean; enrolled: boolean; required: boolean };
}

interface JoinedRow {
  id: string;
  userId: string;
  firebaseUid: string;
  createdAt: Date | string;
  expiresAt: Date | string;
  revokedAt: Date | string | null;
  email: string;
  name: string;
  role: Role;
  disabled: boolean | number;
  secondFactorAt: Date | string | null;
  enrolledAt: Date | string | null;
  required: string | null;
}

// SQLite answers raw dates as text and booleans as 0/1; PostgreSQL as Date and boolean.
const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

export function createSessionsRepository(db: Database) {
  const { sql } = db;
  return {
    async create(session: Omit<SessionRecord, 'createdAt' | 'revokedAt'>, transaction: Transaction): Promise<void> {
      await sql.execute(
        'INSERT INTO sessions (id, user_id, firebase_uid, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
        [session.id, session.userId, session.firebaseUid, new Date(), session.expiresAt],
        transaction,
      );
    },

    // Every request with an access token reads this: one query for the session and its user.
    async findWithUser(id: string, transaction?: Transaction): Promise<SessionWithUser | undefined> {
      const [row] = await sql.select<JoinedRow>(
        `SELECT s.id, s.user_id AS "userId", s.firebase_uid AS "firebaseUid", s.created_at AS "createdAt",
                s.expires_at AS "expiresAt", s.revoked_at AS "revokedAt", u.email, u.name, u.role, u.disabled,
                s.second_factor_at AS "secondFactorAt", f.confirmed_at AS "enrolledAt", st.value AS "required"
           FROM sessions s JOIN users u ON u.id = s.user_id
           LEFT JOIN staff_second_factors f ON f.user_id = s.user_id
           LEFT JOIN shop_settings st ON st.key = ?
          WHERE s.id = ?`,
        [REQUIRE_STAFF_TWO_FACTOR, id],
        transaction,
      );
      if (!row) return undefined;
      return {
        id: row.id,
        userId: row.userId,
        firebaseUid: row.firebaseUid,
        createdAt: toDate(row.createdAt),
        expiresAt: toDate(row.expiresAt),
        revokedAt: row.revokedAt === null ? null : toDate(row.revokedAt),
        user: { id: row.userId, email: row.email, name: row.name, role: row.role, disabled: Boolean(row.disabled) },
        secondFactor: { verified: row.secondFactorAt !== null, enrolled: row.enrolledAt !== null, required: row.required === 'true' },
      };
    },

    /** The session passed the second factor; a revoked one stays ended. */
    async markSecondFactor(id: string, transaction: Transaction): Promise<void> {
      await sql.execute('UPDATE sessions SET second_factor_at = ? WHERE id = ? AND revoked_at IS NULL', [new Date(), id], transaction);
    },

    async revoke(id: string, transaction: Transaction): Promise<void> {
      await sql.execute('UPDATE sessions SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL', [new Date(), id], transaction);
    },

    async revokeAllOf(userId: string, transaction: Transaction): Promise<void> {
      await sql.execute('UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL', [new Date(), userId], transaction);
    },

    /** A user's sessions past their token's expiry are of no more use: each sign-in clears them. */
    async deleteExpired(userId: string, transaction: Transaction): Promise<void> {
      await sql.execute('DELETE FROM sessions WHERE user_id = ? AND expires_at < ?', [userId, new Date()], transaction);
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
