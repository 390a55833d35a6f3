import type { SecondFactorInput, SecuritySettings, TwoFactorCode } from '../../shared/api-types.js';
import type { OperationHandlers } from '../../shared/http/operation.js';
import { currentUser, normaliseEmail, pathParam } from '../../shared/request-context.js';
import type { TwoFactorService } from './two-factor.service.js';

export function twoFactorHandlers(service: TwoFactorService) {
  return {
    getTwoFactorStatus: async (req, res) => {
      res.json(await service.getTwoFactorStatus(currentUser(req)));
    },
    startTwoFactorEnrolment: async (req, res) => {
      // The secret is in this answer alone: no cache may keep it.
      res.set('Cache-Control', 'no-store').json(await service.startTwoFactorEnrolment(currentUser(req)));
    },
    confirmTwoFactorEnrolment: async (req, res) => {
      res.set('Cache-Control', 'no-store').json(await service.confirmTwoFactorEnrolment(currentUser(req), (req.body as TwoFactorCode).code));
    },
    verifySecondFactor: async (req, res) => {
      res.json(await service.verifySecondFactor(currentUser(req), req.body as SecondFactorInput));
    },
    disableTwoFactor: async (req, res) => {
      await service.disableTwoFactor(currentUser(req));
      res.status(204).end();
    },
    resetTwoFactor: async (req, res) => {
      await service.resetTwoFactor(currentUser(req), normaliseEmail(pathParam(req, 'email')));
      res.status(204).end();
    },
    getSecuritySettings: async (_req, res) => {
      res.json(await service.getSecuritySettings());
    },
    updateSecuritySettings: async (req, res) => {
      res.json(await service.updateSecuritySettings(currentUser(req), req.body as SecuritySettings));
    },
  } satisfies Partial<OperationHandlers>;
}
