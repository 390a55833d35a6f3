import type { PasswordResetRequest } from '../../shared/api-types.js';
import type { OperationHandlers } from '../../shared/http/operation.js';
import type { PasswordResetService } from './password-reset.service.js';

export function passwordResetHandlers(service: PasswordResetService) {
  return {
    requestPasswordReset: (req, res) => {
      res.status(202).json(service.requestPasswordReset((req.body as PasswordResetRequest).email));
    },
  } satisfies Partial<OperationHandlers>;
}
