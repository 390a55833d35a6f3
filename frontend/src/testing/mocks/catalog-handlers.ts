import { productFixtures } from '../fixtures/products';
import { http, serverError } from './http';

function page(limit: number, cursor: string | null, q: string | null) {
  const matching = q ? productFixtures.filter((p) => `${p.name} ${p.description}`.toLowerCase().includes(q.toLowerCase())) : productFixtures;
  const start = cursor ? Number(cursor) : 0;
  const items = matching.slice(start, start + limit);
  return { items, nextCursor: start + limit < matching.length ? String(start + limit) : null };
}

export const catalogHandlers = [
  http.get('/products', ({ request, response }) => {
    const url = new URL(request.url);
    return response(200).json(page(Number(url.searchParams.get('limit') ?? 12), url.searchParams.get('cursor'), url.searchParams.get('q')));
  }),
  http.get('/products/{id}', ({ params, response }) => {
    const product = productFixtures.find((p) => p._id === params.id);
    if (!product) return response(404).json({ type: 'about:blank', title: 'Not Found', status: 404, detail: 'No product with that id.' });
    return response(200).json({ ...product, rating: { average: 4.5, count: 2 } });
  }),
];

export const catalogScenarios = {
  empty: http.get('/products', ({ response }) => response(200).json({ items: [], nextCursor: null })),
  serverError: serverError('*/api/products'),
};
