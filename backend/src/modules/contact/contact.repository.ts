import type { Transaction } from 'sequelize';
import type { DatabaseWith } from '../../shared/database.js';
import { newId } from '../../shared/ids.js';
import type { ContactModels } from './contact.model.js';

export interface ContactMessageRecord {
  name: string;
  email: string;
  message: string;
}

export function createContactRepository(db: DatabaseWith<ContactModels>) {
  const { ContactMessage, NewsletterSubscription } = db.models;
  return {
    async addMessage(message: ContactMessageRecord, transaction: Transaction): Promise<void> {
      await ContactMessage.create({ id: newId(), ...message }, { transaction });
    },

    /** True when the address was added, false when it was already there. */
    async subscribe(email: string, transaction: Transaction): Promise<boolean> {
      const existing = await NewsletterSubscription.findOne({ attributes: ['id'], where: { email }, transaction });
      if (existing) return false;
      await NewsletterSubscription.create({ id: newId(), email }, { transaction });
      return true;
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
