// The only code that moves stock. Reservation is one conditional UPDATE (never below zero, never
// below the minimum order), so concurrent orders can't oversell on SQLite or PostgreSQL, across
// any number of API processes.
import { Op, literal, type Transaction } from 'sequelize';
import { ProductModel } from './product.model.js';

function units(quantity: number): number {
  if (!Number.isSafeInteger(quantity) || quantity < 1) throw new Error(`invalid stock quantity ${quantity}`);
  return quantity;
}

export const stock = {
  /** True when `quantity` units were taken; false when not enough were left. */
  async reserve(productId: string, quantity: number, transaction: Transaction): Promise<boolean> {
    const [affected] = await ProductModel.update(
      { available: literal(`available - ${units(quantity)}`) as unknown as number },
      { where: { id: productId, available: { [Op.gte]: quantity } }, transaction },
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
