import type { ProfileInput } from '../../shared/api-types.js';
import type { OperationHandlers } from '../../shared/http/operation.js';
import { currentUser, normaliseEmail, pathParam } from '../../shared/request-context.js';
import type { ProfilesService } from './profiles.service.js';

export function profilesHandlers(service: ProfilesService) {
  return {
    getProfile: async (req, res) => {
      res.json(await service.getProfile(currentUser(req), normaliseEmail(pathParam(req, 'email'))));
    },
    updateProfile: async (req, res) => {
      res.json(await service.updateProfile(currentUser(req), normaliseEmail(pathParam(req, 'email')), req.body as ProfileInput));
    },
  } satisfies Partial<OperationHandlers>;
}
