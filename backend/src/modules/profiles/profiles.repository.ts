import type { Transaction } from 'sequelize';
import type { DatabaseWith } from '../../shared/database.js';
import type { ProfileInstance, ProfileModel } from './profile.model.js';

export interface ProfileRecord {
  userId: string;
  education: string;
  location: string;
  phone: string;
  address: string | null;
  linkedin: string | null;
}

const toRecord = (row: ProfileInstance): ProfileRecord => ({
  userId: row.userId,
  education: row.education,
  location: row.location,
  phone: row.phone,
  address: row.address,
  linkedin: row.linkedin,
});

export function createProfilesRepository(db: DatabaseWith<{ Profile: ProfileModel }>) {
  const { Profile } = db.models;
  return {
    async findByUserId(userId: string): Promise<ProfileRecord | undefined> {
      const row = await Profile.findByPk(userId);
      return row ? toRecord(row) : undefined;
    },

    /** One statement, so two first saves at once can't both try to insert. */
    async save(profile: ProfileRecord, transaction: Transaction): Promise<ProfileRecord> {
      const [row] = await Profile.upsert(profile, { transaction });
      return toRecord(row);
    },
  };
}

export type ProfilesRepository = ReturnType<typeof createProfilesRepository>;
