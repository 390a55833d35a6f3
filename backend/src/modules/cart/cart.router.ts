import type { CartItems, CartLineInput } from '../../shared/api-types.js';
import type { OperationHandlers } from '../../shared/http/operation.js';
import { currentUser, pathParam } from '../../shared/request-context.js';
import type { CartService } from './cart.service.js';

export function cartHandlers(service: CartService) {
  return {
    getCart: async (req, res) => {
      res.json(await service.getCart(currentUser(req)));
    },
    setCartLine: async (req, res) => {
      res.json(await service.setCartLine(currentUser(req), pathParam(req, 'productId'), (req.body as CartLineInput).quantity));
    },
    removeCartLine: async (req, res) => {
      res.json(await service.removeCartLine(currentUser(req), pathParam(req, 'productId')));
    },
    mergeCart: async (req, res) => {
      res.json(await service.mergeCart(currentUser(req), (req.body as CartItems).lines));
    },
    priceCart: async (req, res) => {
      res.json(await service.priceCart((req.body as CartItems).lines));
    },
  } satisfies Partial<OperationHandlers>;
}
