import type { Transaction } from 'sequelize';
import { ProfileModel } from './profile.model.js';

export interface ProfileRecord {
  userId: string;
  education: string;
  location: string;
  phone: string;
  linkedin: string | null;
}

const toRecord = (row: ProfileModel): ProfileRecord => ({
  userId: row.userId,
  education: row.education,
  location: row.location,
  phone: row.phone,
  linkedin: row.linkedin,
});

export const profilesRepository = {
  async findByUserId(userId: string): Promise<ProfileRecord | undefined> {
    const row = await ProfileModel.findByPk(userId);
    return row ? toRecord(row) : undefined;
  },

  /** One statement, so two first saves at once can't both try to insert. */
  async save(profile: ProfileRecord, transaction: Transaction): Promise<ProfileRecord> {
    const [row] = await ProfileModel.upsert(profile, { transaction });
    return toRecord(row);
  },
};
