import type { BusinessDetails } from '../../shared/api-types.js';
import type { OperationHandlers } from '../../shared/http/operation.js';
import { currentUser } from '../../shared/request-context.js';
import type { BusinessService } from './business.service.js';

export function businessHandlers(service: BusinessService) {
  return {
    getBusinessDetails: async (_req, res) => {
      res.json(await service.getBusinessDetails());
    },
    updateBusinessDetails: async (req, res) => {
      res.json(await service.updateBusinessDetails(currentUser(req), req.body as BusinessDetails));
    },
  } satisfies Partial<OperationHandlers>;
}
