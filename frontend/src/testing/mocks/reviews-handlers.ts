import { uuidLike } from '../fixtures/ids';
import { http } from './http';
import { caller, mockShop, problem } from './mock-shop';
import { scenario } from './scenarios';

export const reviewsHandlers = [
  http.get('/reviews', ({ request, response }) => {
    const url = new URL(request.url);
    const productId = url.searchParams.get('productId');
    const matching = productId ? mockShop.reviews.filter((review) => review.productId === productId) : mockShop.reviews;
    const limit = Number(url.searchParams.get('limit') ?? 12);
    const start = Number(url.searchParams.get('cursor') ?? 0);
    const end = start + limit;
    return response(200).json({ items: matching.slice(start, end), nextCursor: end < matching.length ? String(end) : null });
  }),
  http.post('/review', async ({ request, response }) => {
    const user = caller(request);
    if (!user) return response(401).json(problem(401, 'Unauthorized', 'Sign in again to continue.'));
    const { productId = null, ...input } = await request.json();
    const review = { _id: uuidLike(mockShop.reviews.length + 2000), name: user.name, ...input, productId, verifiedPurchase: false, createdAt: new Date().toISOString() };
    mockShop.reviews.unshift(review);
    return response(201).json(review);
  }),
];

export const reviewsScenarios = {
  empty: scenario('listReviews', 'empty'),
  serverError: scenario('listReviews', 'serverError'),
};
