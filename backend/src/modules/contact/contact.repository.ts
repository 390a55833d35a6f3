import type { Transaction } from 'sequelize';
import { newId } from '../../shared/ids.js';
import { ContactMessageModel, NewsletterSubscriptionModel } from './contact.model.js';

export interface ContactMessageRecord {
  name: string;
  email: string;
  message: string;
}

export const contactRepository = {
  async addMessage(message: ContactMessageRecord, transaction: Transaction): Promise<void> {
    await ContactMessageModel.create({ id: newId(), ...message }, { transaction });
  },

  /** True when the address was added, false when it was already there. */
  async subscribe(email: string, transaction: Transaction): Promise<boolean> {
    const existing = await NewsletterSubscriptionModel.findOne({ attributes: ['id'], where: { email }, transaction });
    if (existing) return false;
    await NewsletterSubscriptionModel.create({ id: newId(), email }, { transaction });
    return true;
  },
};
