import type { ShippingQuoteRequest, ShippingSettings } from '../../shared/api-types.js';
import type { OperationHandlers } from '../../shared/http/operation.js';
import { currentUser } from '../../shared/request-context.js';
import type { ShippingService } from './shipping.service.js';

export function shippingHandlers(service: ShippingService) {
  return {
    getShippingSettings: async (_req, res) => {
      res.json(await service.getShippingSettings());
    },
    updateShippingSettings: async (req, res) => {
      res.json(await service.updateShippingSettings(currentUser(req), req.body as ShippingSettings));
    },
    quoteShipping: async (req, res) => {
      res.json(await service.quoteShipping(req.body as ShippingQuoteRequest));
    },
  } satisfies Partial<OperationHandlers>;
}
