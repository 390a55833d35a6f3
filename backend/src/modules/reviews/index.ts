// The reviews module's surface: what app.ts wires and what other modules may name.
export { reviewsHandlers } from './reviews.router.js';
export { createReviewsRepository } from './reviews.repository.js';
export { createReviewsService, type ReviewsService } from './reviews.service.js';
