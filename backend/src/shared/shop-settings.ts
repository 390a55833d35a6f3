// The shop's settings, one text value per key in `shop_settings`: each module keeps its own keys.
import type { Transaction } from 'sequelize';
import type { Database } from './database.js';

export function createShopSettings({ sql }: Pick<Database, 'sql'>) {
  return {
    async read(key: string, transaction?: Transaction): Promise<string | undefined> {
      const [row] = await sql.select<{ value: string }>('SELECT value FROM shop_settings WHERE key = ?', [key], transaction);
      return row?.value;
    },

    async save(key: string, value: string, transaction: Transaction): Promise<void> {
      await sql.execute('DELETE FROM shop_settings WHERE key = ?', [key], transaction);
      await sql.execute('INSERT INTO shop_settings (key, value, updated_at) VALUES (?, ?, ?)', [key, value, new Date()], transaction);
    },
  };
}

export type ShopSettings = ReturnType<typeof createShopSettings>;
