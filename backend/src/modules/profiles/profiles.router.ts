import { Router } from 'express';
import type { ProfileInput } from '../../shared/api-types.js';
import { currentUser, normaliseEmail, pathParam } from '../../shared/request-context.js';
import type { ProfilesService } from './profiles.service.js';

export function profilesRouter(service: ProfilesService): Router {
  const router = Router();
  router.get('/profile/:email', async (req, res) => {
    res.json(await service.getProfile(currentUser(req), normaliseEmail(pathParam(req, 'email'))));
  });
  router.put('/profile/:email', async (req, res) => {
    res.json(await service.updateProfile(currentUser(req), normaliseEmail(pathParam(req, 'email')), req.body as ProfileInput));
  });
  return router;
}
