import { uuidLike } from '../fixtures/ids';
import { reviewFixtures } from '../fixtures/reviews';
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
  // One review per customer per product, as the shop keeps them: a second post edits the first (200).
  http.post('/review', async ({ request, response }) => {
    const user = caller(request);
    if (!user) return response(401).json(problem(401, 'Unauthorized', 'Sign in again to continue.'));
    const { productId = null, ...input } = await request.json();
    const verifiedPurchase = mockShop.orders.some((order) => order.email === user.email && order.paid && order.lines.some((line) => line.productId === productId));
    const existing = productId ? mockShop.reviews.find((review) => review.productId === productId && mockShop.reviewAuthors[review._id] === user.email) : undefined;
    if (existing) {
      Object.assign(existing, { ...input, name: user.name, verifiedPurchase });
      return response(200).json(existing);
    }
    const review = { _id: uuidLike(mockShop.reviews.length + 2000), name: user.name, ...input, productId, verifiedPurchase, createdAt: new Date().toISOString() };
    mockShop.reviews.unshift(review);
    mockShop.reviewAuthors[review._id] = user.email;
    return response(201).json(review);
  }),
];

export const reviewsScenarios = {
  empty: scenario('listReviews', 'empty'),
  serverError: scenario('listReviews', 'serverError'),
  /** The customer had already reviewed the product: the shop edits that review and answers 200. */
  updated: http.post('/review', async ({ request, response }) => {
    const earlier = reviewFixtures[0]!;
    return response(200).json({ ...earlier, ...(await request.json()), productId: earlier.productId });
  }),
};
