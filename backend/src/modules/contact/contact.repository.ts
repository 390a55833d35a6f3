import type { Transaction } from 'sequelize';
import type { Database } from '../../shared/database.js';
import { newId } from '../../shared/ids.js';

export interface ContactMessageRecord {
  name: string;
  email: string;
  message: string;
}

export function createContactRepository(db: Database) {
  const { sql } = db;
  return {
    async addMessage(message: ContactMessageRecord, transaction: Transaction): Promise<void> {
      const now = new Date();
      await sql.execute(
        'INSERT INTO contact_messages (id, name, email, message, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
        [newId(), message.name, message.email, message.message, now, now],
        transaction,
      );
    },

    /** True when the address was added, false when it was already there. */
    async subscribe(email: string, transaction: Transaction): Promise<boolean> {
      const existing = await sql.select('SELECT id FROM newsletter_subscriptions WHERE email = ? LIMIT 1', [email], transaction);
      if (existing.length > 0) return false;
      const now = new Date();
      await sql.execute('INSERT INTO newsletter_subscriptions (id, email, created_at, updated_at) VALUES (?, ?, ?, ?)', [newId(), email, now, now], transaction);
      return true;
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
