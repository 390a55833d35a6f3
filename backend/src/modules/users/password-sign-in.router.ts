import type { Request, Response } from 'express';
import type { OperationId, PasswordRegistration, PasswordSignIn, Problem, SecondFactorState } from '../../shared/api-types.js';
import { clearHandOverCookies, setHandOverCookies } from '../../shared/auth/sign-in-hand-over.js';
import { answersAsForm, type FormReturn } from '../../shared/http/form-return.js';
import type { OperationHandlers } from '../../shared/http/operation.js';
import { safeReturnPath } from '../../shared/return-path.js';
import type { PasswordSignInService } from './password-sign-in.service.js';
import type { OpenedSession } from './users.service.js';
import { clientOf } from './session-client.js';

/** As JSON, the session; as a form post, the hand-over cookies, and the 303 onwards (formReturn below). */
async function answerSignIn(service: PasswordSignInService, req: Request, res: Response, status: number, opened: OpenedSession): Promise<void> {
  if (answersAsForm(res)) setHandOverCookies(req, res, await service.handOver(opened.sessionId));
  res.status(status).json(opened.session);
}

export function passwordSignInHandlers(service: PasswordSignInService) {
  return {
    signInWithPassword: async (req, res) => {
      await answerSignIn(service, req, res, 200, await service.signInWithPassword(req.body as PasswordSignIn, clientOf(req)));
    },
    registerWithPassword: async (req, res) => {
      await answerSignIn(service, req, res, 201, await service.registerWithPassword(req.body as PasswordRegistration, clientOf(req)));
    },
    claimSignInHandOver: async (req, res) => {
      // Used or not, the code is spent: the browser forgets it whatever the answer.
      clearHandOverCookies(req, res);
      res.json(await service.claimSignInHandOver(req.signInHandOverCode));
    },
  } satisfies Partial<OperationHandlers>;
}

// Where staff short of their second factor go first (the frontend's secondFactorGate says the same).
const GATES: Partial<Record<SecondFactorState, string>> = { code_required: '/two-factor', enrolment_required: '/two-factor/setup' };

function refusal(status: number, body: unknown): string {
  const problem = body as Partial<Problem> | undefined;
  const field = problem?.errors?.[0]?.path.split('/')[2];
  if (status === 400) return field === 'name' || field === 'email' || field === 'password' ? `invalid-${field}` : 'invalid';
  if (status === 401) return 'wrong-credentials';
  if (status === 403) return 'refused';
  if (status === 409) return problem?.code === 'email_taken' ? 'email-taken' : 'unverified';
  if (status === 429) return 'busy';
  return status < 500 ? 'invalid' : 'failed';
}

/**
 * Signed in: on to where the visitor was going (a path of this site only), or to the second factor.
 * Refused: back to the page with the outcome and `next`; never the email (an address is logged and
 * kept), so the form comes back empty.
 */
function signInFormReturn(page: 'login' | 'register'): FormReturn {
  return ({ status, body }, req) => {
    const next = safeReturnPath((req.body as { next?: unknown } | undefined)?.next);
    const onwards = next === '/' ? '' : `next=${encodeURIComponent(next)}`;
    if (status < 300) {
      // The gate's page reads `next` too, and goes on there once the code is given.
      const gate = GATES[(body as { secondFactor?: SecondFactorState }).secondFactor ?? 'not_needed'];
      return gate === undefined ? next : `${gate}${onwards && `?${onwards}`}`;
    }
    return `/${page}?${page}=${refusal(status, body)}${onwards && `&${onwards}`}`;
  };
}

export const passwordSignInFormReturns = {
  signInWithPassword: signInFormReturn('login'),
  registerWithPassword: signInFormReturn('register'),
} satisfies Partial<Record<OperationId, FormReturn>>;
