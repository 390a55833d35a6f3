import type { TaxSettings } from '../../shared/api-types.js';
import type { OperationHandlers } from '../../shared/http/operation.js';
import { currentUser } from '../../shared/request-context.js';
import type { TaxService } from './tax.service.js';

export function taxHandlers(service: TaxService) {
  return {
    getTaxSettings: async (_req, res) => {
      res.json(await service.getTaxSettings());
    },
    updateTaxSettings: async (req, res) => {
      res.json(await service.updateTaxSettings(currentUser(req), req.body as TaxSettings));
    },
  } satisfies Partial<OperationHandlers>;
}
