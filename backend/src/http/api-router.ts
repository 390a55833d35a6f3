// The API's request pipeline. Every request that is the API's (request-target.ts decided it on
// arrival) enters here and is first matched to exactly one operation of openapi.yaml; from then on
// each layer acts on that operation and on nothing else. The order is the point:
//   match (404/405) → authenticate (401/403) → read the body → validate → the operation's own
//   rate limit → the handler.
// A caller who may not call an operation learns nothing of its parameters or body, and no body is
// read for them; a request that matches no operation is refused before anything else runs.
import cors from 'cors';
import { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type { AppConfig } from '../config.js';
import type { Contract } from '../contract.js';
import type { OperationId } from '../shared/api-types.js';
import type { AccessTokens } from '../shared/auth/access-tokens.js';
import { authenticate, requirementOf, type AuthenticateDeps } from '../shared/auth/authenticate.js';
import type { IdentityVerifier } from '../shared/auth/firebase-identity.js';
import { operationOf, type OperationHandlers } from '../shared/http/operation.js';
import { createOperationMatcher } from '../shared/http/operation-matcher.js';
import { targetPathOf } from '../shared/http/request-target.js';
import type { Logger } from '../shared/logger.js';
import { HttpProblem } from '../shared/problem.js';
import { rejectNulCharacters } from '../shared/reject-nul-characters.js';
import { assertIdsCanonical, createContractValidator } from './contract-validation.js';
import { bodyReader } from './request-body.js';

/** Operations whose handler needs the body's bytes as sent (`req.rawBody`): Stripe signs them. */
const RAW_BODY_OPERATIONS: ReadonlySet<OperationId> = new Set(['handleStripeWebhook']);

export interface ApiRouterDeps {
  config: AppConfig;
  contract: Contract;
  logger: Logger;
  handlers: OperationHandlers;
  /** The whole API's budget (its headers are on every answer) and each operation's own. */
  limits: { api: RequestHandler; byOperation: Partial<Record<OperationId, RequestHandler>> };
  accessTokens: AccessTokens;
  identity: IdentityVerifier;
  findUser: AuthenticateDeps['findUser'];
  /** Tests pass a handler to record every answer that breaks the contract. */
  onResponseViolation?: (error: Error, body: unknown, req: Request) => void;
  /** Operations whose body is a file's bytes (a photo), kept as a Buffer, with their own limit. */
  binaryBodies?: Partial<Record<OperationId, { limit: number; tooLarge: string }>>;
}

/** CORS for the API's answers. */
export const apiCors = (config: AppConfig): RequestHandler =>
  cors({ origin: config.corsOrigins, methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], exposedHeaders: ['RateLimit', 'RateLimit-Policy', 'Retry-After'] });

/** Express 5 parses `req.query` afresh on every read; pinned as an own property, the handler sees the validated values. */
function pinQuery(req: Request, query: Record<string, unknown>): void {
  Object.defineProperty(req, 'query', { value: query, writable: true, enumerable: true, configurable: true });
}

export function apiRouter(deps: ApiRouterDeps): Router {
  const { config, contract, handlers } = deps;
  const matcher = createOperationMatcher(contract);
  for (const operation of matcher.operations) {
    // Both refuse to start rather than serve an operation nobody wired or whose security is unknown.
    requirementOf(operation.security);
    if (typeof handlers[operation.operationId] !== 'function') throw new Error(`no handler for ${operation.operationId}`);
  }
  assertIdsCanonical(contract, matcher.operations);
  const validator = createContractValidator(contract, matcher.operations);
  const readBody = bodyReader({ validator, jsonLimit: config.bodyLimit, keepBytes: RAW_BODY_OPERATIONS, binary: deps.binaryBodies ?? {} });

  const router = Router({ caseSensitive: true, strict: true });
  router.use(apiCors(config));
  // Before the match, so that probing for paths spends the same budget as calling them.
  router.use(deps.limits.api);

  router.use((req: Request, res: Response, next: NextFunction) => {
    const path = targetPathOf(req);
    const matched = matcher.match(req.method, path);
    if (matched.kind === 'not-found') throw new HttpProblem(404, `There is no ${req.method} ${path}.`.slice(0, 500));
    if (matched.kind === 'method-not-allowed') {
      res.set('Allow', matched.allowed.join(', '));
      throw new HttpProblem(405, `${req.method} is not allowed on ${path}.`.slice(0, 500));
    }
    req.operation = { ...matched.operation, params: matched.params };
    next();
  });
  const { onResponseViolation } = deps;
  // Every answer from here on, refusals included, is the operation's, so the contract must declare it.
  if (onResponseViolation) {
    router.use((req: Request, res: Response, next: NextFunction) => {
      const send = res.json.bind(res);
      res.json = (body: unknown) => {
        const violation = validator.responseViolation(operationOf(req), res.statusCode, String(res.get('Content-Type') ?? 'application/json'), body);
        if (violation) onResponseViolation(new Error(violation), body, req);
        return send(body);
      };
      next();
    });
  }
  router.use(authenticate({ accessTokens: deps.accessTokens, identity: deps.identity, findUser: deps.findUser }));
  router.use(readBody);
  router.use(rejectNulCharacters());
  router.use((req: Request, _res: Response, next: NextFunction) => {
    const operation = operationOf(req);
    const inputs = { params: operation.params, query: { ...(req.query as Record<string, unknown>) }, headers: req.headers, body: req.body as unknown };
    validator.validateRequest(operation, inputs);
    pinQuery(req, inputs.query);
    req.body = inputs.body;
    next();
  });
  // After authentication: the per-user budgets are keyed on who the token says the caller is.
  router.use((req: Request, res: Response, next: NextFunction) => {
    const limit = deps.limits.byOperation[operationOf(req).operationId];
    return limit ? limit(req, res, next) : next();
  });
  router.use(async (req: Request, res: Response) => {
    await handlers[operationOf(req).operationId](req, res);
  });
  return router;
}
