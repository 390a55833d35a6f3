import type { ReviewInput } from '../../shared/api-types.js';
import { queryOf, type OperationHandlers } from '../../shared/http/operation.js';
import { currentUser, pageParams } from '../../shared/request-context.js';
import type { ReviewsService } from './reviews.service.js';

export function reviewsHandlers(service: ReviewsService) {
  return {
    listReviews: async (req, res) => {
      const { productId } = queryOf(req);
      res.json(await service.listReviews(pageParams(req), typeof productId === 'string' ? productId : undefined));
    },
    addReview: async (req, res) => {
      const { created, body } = await service.addReview(currentUser(req), req.body as ReviewInput);
      res.status(created ? 201 : 200).json(body);
    },
  } satisfies Partial<OperationHandlers>;
}
