import type { CheckoutInput, OrderInput } from '../../shared/api-types.js';
import type { OperationHandlers } from '../../shared/http/operation.js';
import { currentUser, normaliseEmail, pageParams, pathParam } from '../../shared/request-context.js';
import type { OrdersService } from './orders.service.js';

export function ordersHandlers(service: OrdersService) {
  return {
    placeOrder: async (req, res) => {
      res.status(201).json(await service.placeOrder(currentUser(req), req.body as OrderInput));
    },
    checkout: async (req, res) => {
      res.status(201).json(await service.checkout(currentUser(req), req.body as CheckoutInput));
    },
    // The seed's paths: GET /order/{email} lists, DELETE /order/{id} cancels.
    listMyOrders: async (req, res) => {
      res.json(await service.listMyOrders(currentUser(req), normaliseEmail(pathParam(req, 'key')), pageParams(req)));
    },
    cancelOrder: async (req, res) => {
      res.json(await service.cancelOrder(currentUser(req), pathParam(req, 'key')));
    },
    listAllOrders: async (req, res) => {
      res.json(await service.listAllOrders(pageParams(req)));
    },
    getOrder: async (req, res) => {
      res.json(await service.getOrder(currentUser(req), pathParam(req, 'id')));
    },
    shipOrder: async (req, res) => {
      res.json(await service.shipOrder(pathParam(req, 'id')));
    },
    refundOrder: async (req, res) => {
      res.json(await service.refundOrder(currentUser(req), pathParam(req, 'id')));
    },
  } satisfies Partial<OperationHandlers>;
}
