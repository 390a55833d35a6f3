// The API's request pipeline. Every request that might be taken for the API (any spelling of
// /api) enters here and is first matched to exactly one operation of openapi.yaml; from then on
// each layer (rate limits, body parsing, validation, authentication, the handler) acts on that
// operation and on nothing else. A request that matches none is a 404 before anything runs.
import cors from 'cors';
import express, { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type { AppConfig } from '../config.js';
import type { Contract } from '../contract.js';
import type { OperationId } from '../shared/api-types.js';
import type { AccessTokens } from '../shared/auth/access-tokens.js';
import { authenticate, requirementOf, type AuthenticateDeps } from '../shared/auth/authenticate.js';
import type { IdentityVerifier } from '../shared/auth/firebase-identity.js';
import { contractValidation } from './request-validation.js';
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
  /** Operations whose body is a file's bytes (a photo), kept as a Buffer, with their own limit. */
  binaryBodies?: Partial<Record<OperationId, { limit: number; tooLarge: string }>>;
}

/** CORS for the API's answers; the catalogue's short way (cached-read-lane.ts) answers with the same. */
export const apiCors = (config: AppConfig): RequestHandler =>
  cors({ origin: config.corsOrigins, methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], exposedHeaders: ['RateLimit', 'RateLimit-Policy', 'Retry-After'] });

const isTooLarge = (error: unknown) => (error as { type?: unknown } | undefined)?.type === 'entity.too.large';

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
  router.use(apiCors(config));
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
  // A file's bytes are read only once the caller is known to be allowed (after authentication,
  // below): a visitor's 5 MB is refused from its headers, never read. Before that, only its
  // declared length is checked.
  const binary = new Map(
    Object.entries(deps.binaryBodies ?? {}).map(([operationId, { limit, tooLarge }]) => {
      const parse = express.raw({ type: () => true, limit });
      const read: RequestHandler = (req, res, next) =>
        parse(req, res, (error?: unknown) => next(isTooLarge(error) ? new HttpProblem(413, tooLarge) : error));
      const checkLength: RequestHandler = (req, _res, next) => {
        if (Number(req.headers['content-length']) > limit) throw new HttpProblem(413, tooLarge);
        next();
      };
      return [operationId, { checkLength, read }] as const;
    }),
  );
  router.use((req: Request, res: Response, next: NextFunction) => {
    const { operationId } = operationOf(req);
    const bytes = binary.get(operationId);
    if (bytes) return bytes.checkLength(req, res, next);
    return (RAW_BODY_OPERATIONS.has(operationId) ? jsonKeepingBytes : json)(req, res, next);
  });
  router.use(rejectNulCharacters());
  router.use(
    contractValidation(contract, {
      validateRequests: { allowUnknownQueryParameters: false },
      validateResponses: deps.onResponseViolation ? { onError: deps.onResponseViolation } : false,
      validateSecurity: false,
      validateFormats: true,
      ajvFormats: { mode: 'full' },
    }),
  );
  router.use(canonicalIds(contract));
  router.use(rejectUnexpectedBody());
  router.use(authenticate({ accessTokens: deps.accessTokens, identity: deps.identity, findUser: deps.findUser }));
  router.use((req: Request, res: Response, next: NextFunction) => {
    const bytes = binary.get(operationOf(req).operationId);
    return bytes ? bytes.read(req, res, next) : next();
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
