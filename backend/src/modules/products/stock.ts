// The only code that moves stock. Reservation is one conditional UPDATE that never takes stock
// below zero, so concurrent orders can't oversell on SQLite or PostgreSQL, across any number of
// API processes. (The minimum order is the service's rule, checked before reserving.)
import { Op, literal, type Transaction } from 'sequelize';
import { ProductModel } from './product.model.js';

function units(quantity: number): number {
  if (!Number.isSafeInteger(quantity) || quantity < 1) throw new Error(`invalid stock quantity ${quantity}`);
  return quantity;
}

export const stock = {
  /** True when `quantity` units were taken; false when not enough were left. */
  async reserve(productId: string, quantity: number, transaction: Transaction): Promise<boolean> {
    const taken = units(quantity);
    const [affected] = await ProductModel.update(
      { available: literal(`available - ${taken}`) as unknown as number },
      { where: { id: productId, available: { [Op.gte]: taken } }, transaction },
    );
    return affected === 1;
  },

  async release(productId: string, quantity: number, transaction: Transaction): Promise<void> {
    await ProductModel.update(
      { available: literal(`available + ${units(quantity)}`) as unknown as number },
      { where: { id: productId }, transaction },
    );
  },
};
