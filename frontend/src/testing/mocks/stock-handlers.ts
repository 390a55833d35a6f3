// Stock adjustments and each tool's history, kept in the mocked shop as the server keeps them: the
// available count moves with a movement recorded beside it, never below zero.
import { staffMay } from '../../lib/session/staff-roles';
import type { StockMovement } from '../../types/api';
import { uuidLike } from '../fixtures/ids';
import { http } from './http';
import { caller, mockShop, pageOf, problem } from './mock-shop';

const onlyAdmins = problem(403, 'Forbidden', 'Your role doesn’t allow this.');
const noSuchProduct = problem(404, 'Not Found', 'No product with that id.');

export const stockHandlers = [
  http.get('/products/{id}/stock-movements', ({ params, request, response }) => {
    if (!staffMay(caller(request)?.role, 'listStockMovements')) return response(403).json(onlyAdmins);
    if (!mockShop.products.some((p) => p._id === params.id)) return response(404).json(noSuchProduct);
    return response(200).json(pageOf(mockShop.stockMovements.filter((movement) => movement.productId === params.id), request));
  }),
  http.post('/products/{id}/stock-movements', async ({ params, request, response }) => {
    const admin = caller(request);
    if (!admin || !staffMay(admin.role, 'adjustStock')) return response(403).json(onlyAdmins);
    const product = mockShop.products.find((p) => p._id === params.id);
    if (!product) return response(404).json(noSuchProduct);
    const { change, note } = await request.json();
    if (change === 0) return response(400).json(problem(400, 'Bad Request', 'An adjustment changes the stock by at least one unit.'));
    if (note.trim().length === 0) return response(400).json(problem(400, 'Bad Request', 'Say why the stock changes.'));
    if (product.available + change < 0) {
      return response(409).json(problem(409, 'Conflict', `Only ${product.available} in stock: removing ${-change} would take it below zero.`));
    }
    product.available += change;
    const movement: StockMovement = {
      _id: uuidLike(20000 + mockShop.stockMovements.length),
      productId: product._id,
      change,
      reason: 'adjusted',
      orderId: null,
      actor: admin.email,
      note: note.trim(),
      createdAt: new Date().toISOString(),
    };
    mockShop.stockMovements.unshift(movement);
    return response(201).json({ available: product.available, movement });
  }),
];

