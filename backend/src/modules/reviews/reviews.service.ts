import { ForeignKeyConstraintError, type Transaction } from 'sequelize';
import type { Review, ReviewInput, ReviewPage } from '../../shared/api-types.js';
import { decodeCursor, toPage } from '../../shared/cursor.js';
import type { Database } from '../../shared/database.js';
import { notFound } from '../../shared/problem.js';
import type { AuthenticatedUser, PageParams } from '../../shared/request-context.js';
import type { ReviewRecord, ReviewsRepository } from './reviews.repository.js';

const NO_PRODUCT = 'No product with that id.';

const toReviewDto = (review: ReviewRecord): Review => ({
  _id: review.id,
  name: review.name,
  title: review.title,
  details: review.details,
  rating: review.rating,
  productId: review.productId,
  verifiedPurchase: review.verifiedPurchase,
  createdAt: review.createdAt.toISOString(),
});

/** Reviews are signed with the account's name; an account without one shows its email's local part, never the address. */
function reviewerName(caller: AuthenticatedUser): string {
  const name = caller.name.trim() || caller.email.split('@')[0] || 'Customer';
  return Array.from(name).slice(0, 100).join('');
}

/** The product was deleted between the check and the insert: the foreign key refuses the review. */
async function refusedIfProductGone<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (error instanceof ForeignKeyConstraintError) throw notFound(NO_PRODUCT);
    throw error;
  }
}

export function createReviewsService(deps: {
  db: Database;
  reviewsRepository: ReviewsRepository;
  hasBought: (userId: string, productId: string) => Promise<boolean>;
  findProduct: (id: string) => Promise<object | undefined>;
}) {
  const { reviewsRepository } = deps;
  return {
    async listReviews(page: PageParams, productId: string | undefined): Promise<ReviewPage> {
      const sort = productId ? `reviews:${productId}` : 'reviews';
      const after = decodeCursor(page.cursor, sort);
      const rows = await reviewsRepository.list(page.limit, after?.id, productId);
      return toPage(rows, page.limit, toReviewDto, (row) => ({ sort, key: row.id, id: row.id }));
    },

    /** A customer's second review of a product edits their first; `created` tells the two apart. */
    async addReview(caller: AuthenticatedUser, input: ReviewInput): Promise<{ created: boolean; body: Review }> {
      const productId = input.productId ?? null;
      if (productId && !(await deps.findProduct(productId))) throw notFound(NO_PRODUCT);
      const verifiedPurchase = productId ? await deps.hasBought(caller.id, productId) : false;
      const review = {
        userId: caller.id,
        productId,
        name: reviewerName(caller),
        title: input.title.trim(),
        details: input.details.trim(),
        rating: input.rating,
        verifiedPurchase,
      };
      const { record, created } = await refusedIfProductGone(() => deps.db.write((transaction) => reviewsRepository.save(review, transaction)));
      return { created, body: toReviewDto(record) };
    },

    // For the products module, wired in app.ts.
    ratingOf: (productId: string) => reviewsRepository.ratingOf(productId),
    removeForProduct: (productId: string, transaction: Transaction) => reviewsRepository.removeForProduct(productId, transaction),
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
