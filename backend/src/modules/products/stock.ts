// The only code that moves stock. Reservation is one conditional UPDATE that never takes stock
// below zero, so concurrent orders can't oversell on SQLite or PostgreSQL, across any number of
// API processes. (The minimum order is the service's rule, checked before reserving.)
import { QueryTypes, type Transaction } from 'sequelize';
import { sequelizeOf } from '../../shared/database.js';
import { ProductModel } from './product.model.js';

function units(quantity: number): number {
  if (!Number.isSafeInteger(quantity) || quantity < 1) throw new Error(`invalid stock quantity ${quantity}`);
  return quantity;
}

/** Written as SQL: on the order path the ORM's update building cost more than the update. */
async function update(sql: string, replacements: Array<string | number | Date>, transaction: Transaction): Promise<number> {
  return sequelizeOf(ProductModel).query(sql, { replacements, type: QueryTypes.BULKUPDATE, transaction });
}

export const stock = {
  /** True when `quantity` units were taken; false when not enough were left. */
  async reserve(productId: string, quantity: number, transaction: Transaction): Promise<boolean> {
    const taken = units(quantity);
    const affected = await update(
      'UPDATE products SET available = available - ?, updated_at = ? WHERE id = ? AND available >= ?',
      [taken, new Date(), productId, taken],
      transaction,
    );
    return affected === 1;
  },

  async release(productId: string, quantity: number, transaction: Transaction): Promise<void> {
    await update('UPDATE products SET available = available + ?, updated_at = ? WHERE id = ?', [units(quantity), new Date(), productId], transaction);
  },
};
