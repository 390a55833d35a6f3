import { Op, fn, col, type Transaction } from 'sequelize';
import { newId } from '../../shared/ids.js';
import { ReviewModel } from './review.model.js';

export interface ReviewRecord {
  id: string;
  userId: string | null;
  productId: string | null;
  name: string;
  title: string;
  details: string;
  rating: number;
  verifiedPurchase: boolean;
  createdAt: Date;
}

const toRecord = (row: ReviewModel): ReviewRecord => ({
  id: row.id,
  userId: row.userId,
  productId: row.productId,
  name: row.name,
  title: row.title,
  details: row.details,
  rating: row.rating,
  verifiedPurchase: Boolean(row.verifiedPurchase),
  createdAt: row.createdAt,
});

export const reviewsRepository = {
  /** A tool's reviews go with it: once its id is gone they would read as reviews of the shop. */
  async removeForProduct(productId: string, transaction: Transaction): Promise<void> {
    await ReviewModel.destroy({ where: { productId }, transaction });
  },

  async list(limit: number, beforeId: string | undefined, productId: string | undefined): Promise<ReviewRecord[]> {
    const rows = await ReviewModel.findAll({
      where: {
        ...(beforeId ? { id: { [Op.lt]: beforeId } } : {}),
        ...(productId ? { productId } : {}),
      },
      order: [['id', 'DESC']],
      limit: limit + 1,
    });
    return rows.map(toRecord);
  },

  async create(review: Omit<ReviewRecord, 'id' | 'createdAt'>, transaction?: Transaction): Promise<ReviewRecord> {
    return toRecord(await ReviewModel.create({ id: newId(), ...review }, { transaction }));
  },

  async ratingOf(productId: string): Promise<{ average: number | null; count: number }> {
    const [row] = (await ReviewModel.findAll({
      attributes: [
        [fn('AVG', col('rating')), 'average'],
        [fn('COUNT', col('id')), 'count'],
      ],
      where: { productId },
      raw: true,
    })) as unknown as Array<{ average: string | number | null; count: string | number }>;
    const count = Number(row?.count ?? 0);
    const average = count > 0 ? Math.round(Number(row?.average) * 10) / 10 : null;
    return { average, count };
  },
};
