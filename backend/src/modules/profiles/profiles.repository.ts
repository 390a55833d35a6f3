import type { Transaction } from 'sequelize';
import type { Database } from '../../shared/database.js';

export interface ProfileRecord {
  userId: string;
  education: string;
  location: string;
  phone: string;
  address: string | null;
  linkedin: string | null;
}

const COLUMNS = 'user_id AS "userId", education, location, phone, address, linkedin';

export function createProfilesRepository(db: Database) {
  const { sql } = db;
  return {
    async findByUserId(userId: string): Promise<ProfileRecord | undefined> {
      const [row] = await sql.select<ProfileRecord>(`SELECT ${COLUMNS} FROM profiles WHERE user_id = ?`, [userId]);
      return row;
    },

    /** One statement, so two first saves at once can't both try to insert. */
    async save(profile: ProfileRecord, transaction: Transaction): Promise<ProfileRecord> {
      const now = new Date();
      await sql.execute(
        `INSERT INTO profiles (user_id, education, location, phone, address, linkedin, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (user_id) DO UPDATE SET education = excluded.education, location = excluded.location, phone = excluded.phone,
           address = excluded.address, linkedin = excluded.linkedin, updated_at = excluded.updated_at`,
        [profile.userId, profile.education, profile.location, profile.phone, profile.address, profile.linkedin, now, now],
        transaction,
      );
      return { ...profile };
    },
  };
}

export type ProfilesRepository = ReturnType<typeof createProfilesRepository>;
