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

/** Where and on what a session was opened: what its owner sees of it in "Your sessions". */
export interface SessionClient {
  address: string | null;
  device: string | null;
}

export interface LiveSessionRecord {
  id: string;
  createdAt: Date;
  expiresAt: Date;
  address: string | null;
  device: string | null;
}

/** The most a person is shown of their live sessions: the newest. */
export const LIVE_SESSIONS_SHOWN = 100;

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
    async create(session: Omit<SessionRecord, 'createdAt' | 'revokedAt'>, transaction: Transaction, client?: SessionClient): Promise<void> {
      await sql.execute(
        'INSERT INTO sessions (id, user_id, firebase_uid, created_at, expires_at, client_address, device) VALUES (?, ?, ?, ?, ?, ?, ?)',
        [session.id, session.userId, session.firebaseUid, new Date(), session.expiresAt, client?.address ?? null, client?.device ?? null],
        transaction,
      );
    },

    /** The user's sessions that have neither ended nor expired, newest first. */
    async listLive(userId: string): Promise<LiveSessionRecord[]> {
      const rows = await sql.select<Omit<LiveSessionRecord, 'createdAt' | 'expiresAt'> & { createdAt: Date | string; expiresAt: Date | string }>(
        `SELECT id, created_at AS "createdAt", expires_at AS "expiresAt", client_address AS address, device
           FROM sessions WHERE user_id = ? AND revoked_at IS NULL AND expires_at > ?
          ORDER BY created_at DESC, id DESC LIMIT ?`,
        [userId, new Date(), LIVE_SESSIONS_SHOWN],
      );
      return rows.map((row) => ({ ...row, createdAt: toDate(row.createdAt), expiresAt: toDate(row.expiresAt) }));
    },

    /** Ends one live session of the user's; false if it is not theirs or not live (nothing changed). */
    async revokeOwn(userId: string, id: string, transaction: Transaction): Promise<boolean> {
      const changed = await sql.execute(
        'UPDATE sessions SET revoked_at = ? WHERE id = ? AND user_id = ? AND revoked_at IS NULL AND expires_at > ?',
        [new Date(), id, userId, new Date()],
        transaction,
      );
      return changed > 0;
    },

    async revokeAllOfBut(userId: string, keep: string, transaction: Transaction): Promise<void> {
      await sql.execute('UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND id <> ? AND revoked_at IS NULL', [new Date(), userId, keep], transaction);
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

    /** A handed-over session lives as long as the token issued at its hand-over. */
    async extend(id: string, expiresAt: Date, transaction: Transaction): Promise<void> {
      await sql.execute('UPDATE sessions SET expires_at = ? WHERE id = ?', [expiresAt, id], transaction);
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
