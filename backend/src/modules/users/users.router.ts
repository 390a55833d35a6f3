import { Router } from 'express';
import { unauthorized } from '../../shared/problem.js';
import { currentUser, normaliseEmail, pageParams, pathParam } from '../../shared/request-context.js';
import type { UsersService } from './users.service.js';

export function usersRouter(service: UsersService): Router {
  const router = Router();
  const email = (req: Parameters<typeof pathParam>[0]) => normaliseEmail(pathParam(req, 'email'));

  router.put('/user/:email', async (req, res) => {
    if (!req.firebaseIdentity) throw unauthorized();
    res.json(await service.exchangeToken(req.firebaseIdentity, email(req)));
  });
  router.get('/users', async (req, res) => {
    res.json(await service.listUsers(pageParams(req)));
  });
  router.put('/user/admin/:email', async (req, res) => {
    res.json(await service.makeAdmin(currentUser(req), email(req)));
  });
  router.delete('/user/admin/:email', async (req, res) => {
    res.json(await service.removeAdmin(currentUser(req), email(req)));
  });
  router.delete('/session', async (req, res) => {
    await service.signOut(currentUser(req));
    res.status(204).end();
  });
  router.put('/user/disabled/:email', async (req, res) => {
    res.json(await service.disableUser(currentUser(req), email(req)));
  });
  router.delete('/user/disabled/:email', async (req, res) => {
    res.json(await service.enableUser(currentUser(req), email(req)));
  });
  router.get('/admin/:email', async (req, res) => {
    res.json(await service.getAdminStatus(currentUser(req), email(req)));
  });
  return router;
}
