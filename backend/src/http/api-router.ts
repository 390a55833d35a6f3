// The API's request pipeline. Every request that might be taken for the API (any spelling of
// /api) enters here and is first matched to exactly one operation of openapi.yaml; from then on
// each layer (rate limits, body parsing, validation, authentication, the handler) acts on that
// operation and on nothing else. A request that matches none is a 404 before anything runs.
import cors from 'cors';
import express, { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import * as OpenApiValidator from 'express-openapi-validator';
import type { AppConfig } from '../config.js';
import type { Contract } from '../contract.js';
import type { OperationId } from '../shared/api-types.js';
import type { AccessTokens } from '../shared/auth/access-tokens.js';
import { authenticate, requirementOf, type AuthenticateDeps } from '../shared/auth/authenticate.js';
import type { IdentityVerifier } from '../shared/auth/firebase-identity.js';
import { canonicalIds } from '../shared/http/canonical-ids.js';
import { operationOf, type OperationHandlers } from '../shared/http/operation.js';
import { createOperationMatcher, rawPathOf } from '../shared/http/operation-matcher.js';
import type { Logger } from '../shared/logger.js';
import { HttpProblem } from '../shared/problem.js';
import { rejectNulCharacters } from '../shared/reject-nul-characters.js';
import { rejectUnexpectedBody } from '../shared/reject-unexpected-body.js';

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
  onResponseViolation?: (error: Error, body: unknown, req: Request) => void;
}

const notFound = (req: Request) => new HttpProblem(404, `There is no ${req.method} ${rawPathOf(req.originalUrl)}.`.slice(0, 500));

export function apiRouter(deps: ApiRouterDeps): Router {
  const { config, contract, handlers } = deps;
  const matcher = createOperationMatcher(contract);
  for (const operation of matcher.operations) {
    // Both refuse to start rather than serve an operation nobody wired or whose security is unknown.
    requirementOf(operation.security);
    if (typeof handlers[operation.operationId] !== 'function') throw new Error(`no handler for ${operation.operationId}`);
  }

  const router = Router({ caseSensitive: true, strict: true });
  router.use(
    cors({ origin: config.corsOrigins, methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], exposedHeaders: ['RateLimit', 'RateLimit-Policy', 'Retry-After'] }),
  );
  // Before the match, so that probing for paths spends the same budget as calling them.
  router.use(deps.limits.api);

  router.use((req: Request, res: Response, next: NextFunction) => {
    const matched = matcher.match(req.method, rawPathOf(req.originalUrl));
    if (matched.kind === 'not-found') throw notFound(req);
    if (matched.kind === 'method-not-allowed') {
      res.set('Allow', matched.allowed.join(', '));
      throw new HttpProblem(405, `${req.method} is not allowed on ${rawPathOf(req.originalUrl)}.`.slice(0, 500));
    }
    req.operation = { ...matched.operation, params: matched.params };
    next();
  });

  const json = express.json({ limit: config.bodyLimit });
  // Parsed for validation like any other body, with the bytes kept for the signature check.
  const jsonKeepingBytes = express.json({ limit: config.bodyLimit, verify: (req, _res, bytes) => void ((req as Request).rawBody = bytes) });
  router.use((req: Request, res: Response, next: NextFunction) =>
    (RAW_BODY_OPERATIONS.has(operationOf(req).operationId) ? jsonKeepingBytes : json)(req, res, next),
  );
  router.use(rejectNulCharacters());
  router.use(
    OpenApiValidator.middleware({
      apiSpec: contract as never,
      validateRequests: { allowUnknownQueryParameters: false },
      validateResponses: deps.onResponseViolation ? { onError: deps.onResponseViolation } : false,
      validateSecurity: false,
      validateFormats: true,
      ajvFormats: { mode: 'full' },
    }),
  );
  // The validator finds its operation by a route scan of its own; had it chosen another, its
  // checks would not be this operation's.
  router.use((req: Request, _res: Response, next: NextFunction) => {
    const validated = (req as Request & { openapi?: { schema?: { operationId?: string } } }).openapi?.schema?.operationId;
    if (validated !== operationOf(req).operationId) {
      deps.logger.error({ matched: operationOf(req).operationId, validated }, 'the validator matched another operation');
      throw notFound(req);
    }
    next();
  });
  router.use(canonicalIds(contract));
  router.use(rejectUnexpectedBody());
  router.use(authenticate({ accessTokens: deps.accessTokens, identity: deps.identity, findUser: deps.findUser }));
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
