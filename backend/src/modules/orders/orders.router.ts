import { Router } from 'express';
import type { OrderInput } from '../../shared/api-types.js';
import { currentUser, normaliseEmail, pageParams, pathParam } from '../../shared/request-context.js';
import type { OrdersService } from './orders.service.js';

export function ordersRouter(service: OrdersService): Router {
  const router = Router();
  router.post('/order', async (req, res) => {
    res.status(201).json(await service.placeOrder(currentUser(req), req.body as OrderInput));
  });
  // The seed's paths: GET /order/{email} lists, DELETE /order/{id} cancels.
  router.get('/order/:key', async (req, res) => {
    res.json(await service.listMyOrders(currentUser(req), normaliseEmail(pathParam(req, 'key')), pageParams(req)));
  });
  router.delete('/order/:key', async (req, res) => {
    res.json(await service.cancelOrder(currentUser(req), pathParam(req, 'key')));
  });
  router.get('/orders', async (req, res) => {
    res.json(await service.listAllOrders(pageParams(req)));
  });
  router.get('/orders/:id', async (req, res) => {
    res.json(await service.getOrder(currentUser(req), pathParam(req, 'id')));
  });
  router.patch('/orders/:id/ship', async (req, res) => {
    res.json(await service.shipOrder(pathParam(req, 'id')));
  });
  return router;
}
