// The API's request pipeline. Every request that is the API's (request-target.ts decided it on
// arrival) enters here and is first matched to exactly one operation of openapi.yaml; from then on
// each layer acts on that operation and on nothing else. The order is the point:
//   match (404/405) → authenticate (401/403) → read the body → validate → the operation's own
//   rate limit → the handler.
// The handler reads the validated query from the match (`queryOf`), never `req.query` again.
// A caller who may not call an operation learns nothing of its parameters or body, and no body is
// read for them; a request that matches no operation is refused before anything else runs.
import compression from 'compression';
import cors from 'cors';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { AppConfig } from '../config.js';
import type { Contract } from '../contract.js';
import type { OperationId } from '../shared/api-types.js';
import type { AccessTokens } from '../shared/auth/access-tokens.js';
import { authenticate, requirementOf, type AuthenticateDeps } from '../shared/auth/authenticate.js';
import type { IdentityVerifier } from '../shared/auth/firebase-identity.js';
import { answerAsForm, type FormReturn } from '../shared/http/form-return.js';
import { operationOf, setOperation, type OperationHandlers } from '../shared/http/operation.js';
import { createOperationMatcher } from '../shared/http/operation-matcher.js';
import { targetPathOf } from '../shared/http/request-target.js';
import type { Logger } from '../shared/logger.js';
import { HttpProblem } from '../shared/problem.js';
import { assertNoNulCharacters } from '../shared/reject-nul-characters.js';
import { assertIdsCanonical, createContractValidator, FORM_TYPE } from './contract-validation.js';
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
  /** Operations that also take a page's form post (the contract says so), and where each sends the browser back. */
  formReturns?: Partial<Record<OperationId, FormReturn>>;
  /** Operations that send their answers encoded already, which compression would only wrap. */
  selfEncoding?: OperationId[];
}

/** CORS for the API's answers. */
export const apiCors = (config: AppConfig): RequestHandler =>
  cors({ origin: config.corsOrigins, methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], exposedHeaders: ['RateLimit', 'RateLimit-Policy', 'Retry-After'] });

export function apiRouter(deps: ApiRouterDeps): RequestHandler {
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

  const formReturns = deps.formReturns ?? {};
  for (const operation of matcher.operations) {
    const body = validator.bodyOf(operation);
    const takesForm = body.kind === 'json' && body.form;
    if (takesForm !== (formReturns[operation.operationId] !== undefined)) {
      throw new Error(`${operation.operationId}: a form post needs both the contract's ${FORM_TYPE} body and a page to return to`);
    }
  }
  const selfEncoding = new Set(deps.selfEncoding ?? []);
  const compress = compression();

  const steps: RequestHandler[] = [];
  steps.push(apiCors(config));
  // Before the match, so that probing for paths spends the same budget as calling them.
  steps.push(deps.limits.api);

  const { onResponseViolation } = deps;
  steps.push((req: Request, res: Response, next: NextFunction) => {
    const path = targetPathOf(req);
    const matched = matcher.match(req.method, path);
    if (matched.kind === 'not-found') throw new HttpProblem(404, `There is no ${req.method} ${path}.`.slice(0, 500));
    if (matched.kind === 'method-not-allowed') {
      res.set('Allow', matched.allowed.join(', '));
      throw new HttpProblem(405, `${req.method} is not allowed on ${path}.`.slice(0, 500));
    }
    const operation = { ...matched.operation, params: matched.params, query: {} };
    setOperation(req, operation);
    // Every answer from here on, refusals included, is the operation's, so the contract must declare it.
    if (onResponseViolation) {
      const send = res.json.bind(res);
      res.json = (body: unknown) => {
        const violation = validator.responseViolation(operation, res.statusCode, String(res.get('Content-Type') ?? 'application/json'), body);
        if (violation) onResponseViolation(new Error(violation), body, req);
        return send(body);
      };
    }
    const formReturn = formReturns[operation.operationId];
    if (formReturn && req.is(FORM_TYPE)) answerAsForm(res, formReturn);
    return selfEncoding.has(operation.operationId) ? next() : compress(req, res, next);
  });
  steps.push(authenticate({ accessTokens: deps.accessTokens, identity: deps.identity, findUser: deps.findUser }));
  steps.push(readBody);
  steps.push((req: Request, res: Response, next: NextFunction) => {
    const operation = operationOf(req);
    assertNoNulCharacters(req);
    const inputs = { params: operation.params, query: { ...(req.query as Record<string, unknown>) }, headers: req.headers, body: req.body as unknown, form: Boolean(req.is(FORM_TYPE)) };
    validator.validateRequest(operation, inputs);
    operation.query = inputs.query;
    // Unchanged on most requests (no body): the request then gains no property it didn't need.
    if (inputs.body !== req.body) req.body = inputs.body;
    const run = (error?: unknown) => {
      if (error) return next(error);
      Promise.resolve(handlers[operation.operationId](req, res)).catch(next);
    };
    // After authentication: the per-user budgets are keyed on who the token says the caller is.
    const limit = deps.limits.byOperation[operation.operationId];
    return limit ? limit(req, res, run) : run();
  });
  return pipeline(steps);
}

/**
 * The steps as one handler, each given the next: a request passes them in order, and an error or a
 * rejected promise from any goes to Express's error handling. One handler rather than a Router of
 * layers: none of the steps has a path to match, and the Router's per-layer work was about a
 * seventh of a catalogue read (three alternating runs each: 50k against 57k requests in 10 s).
 */
function pipeline(steps: RequestHandler[]): RequestHandler {
  return (req, res, done) => {
    let index = 0;
    const next = (error?: unknown): void => {
      if (error !== undefined && error !== null) return done(error);
      const step = steps[index++];
      if (!step) return done();
      try {
        const result: unknown = step(req, res, next);
        if (result instanceof Promise) result.catch(done);
      } catch (thrown) {
        done(thrown);
      }
    };
    next();
  };
}
