import type { Request } from 'express';
import type { RoleChange } from '../../shared/api-types.js';
import type { OperationHandlers } from '../../shared/http/operation.js';
import { unauthorized } from '../../shared/problem.js';
import { currentUser, normaliseEmail, pageParams, pathParam } from '../../shared/request-context.js';
import { clientOf } from './session-client.js';
import type { UsersService } from './users.service.js';

const email = (req: Request) => normaliseEmail(pathParam(req, 'email'));

export function usersHandlers(service: UsersService) {
  return {
    exchangeToken: async (req, res) => {
      if (!req.firebaseIdentity) throw unauthorized();
      res.json(await service.exchangeToken(req.firebaseIdentity, email(req), clientOf(req)));
    },
    listUsers: async (req, res) => {
      res.json(await service.listUsers(pageParams(req)));
    },
    makeAdmin: async (req, res) => {
      res.json(await service.makeAdmin(currentUser(req), email(req)));
    },
    setUserRole: async (req, res) => {
      res.json(await service.setUserRole(currentUser(req), email(req), (req.body as RoleChange).role));
    },
    removeAdmin: async (req, res) => {
      res.json(await service.removeAdmin(currentUser(req), email(req)));
    },
    signOut: async (req, res) => {
      await service.signOut(currentUser(req));
      res.status(204).end();
    },
    listMySessions: async (req, res) => {
      res.json(await service.listMySessions(currentUser(req)));
    },
    endMySession: async (req, res) => {
      await service.endMySession(currentUser(req), pathParam(req, 'id'));
      res.status(204).end();
    },
    endOtherSessions: async (req, res) => {
      await service.endOtherSessions(currentUser(req));
      res.status(204).end();
    },
    disableUser: async (req, res) => {
      res.json(await service.disableUser(currentUser(req), email(req)));
    },
    enableUser: async (req, res) => {
      res.json(await service.enableUser(currentUser(req), email(req)));
    },
    getAdminStatus: async (req, res) => {
      res.json(await service.getAdminStatus(currentUser(req), email(req)));
    },
  } satisfies Partial<OperationHandlers>;
}
