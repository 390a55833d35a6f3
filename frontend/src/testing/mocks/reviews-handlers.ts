import { reviewFixtures } from '../fixtures/reviews';
import { http, serverError } from './http';

export const reviewsHandlers = [
  http.get('/reviews', ({ request, response }) => {
    const url = new URL(request.url);
    const productId = url.searchParams.get('productId');
    const matching = productId ? reviewFixtures.filter((review) => review.productId === productId) : reviewFixtures;
    const limit = Number(url.searchParams.get('limit') ?? 12);
    const start = Number(url.searchParams.get('cursor') ?? 0);
    const end = start + limit;
    return response(200).json({ items: matching.slice(start, end), nextCursor: end < matching.length ? String(end) : null });
  }),
];

export const reviewsScenarios = {
  empty: http.get('/reviews', ({ response }) => response(200).json({ items: [], nextCursor: null })),
  serverError: serverError('*/api/reviews'),
};
