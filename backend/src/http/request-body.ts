// Reads a request's body as its operation takes it, and only once the caller is known to be allowed
// to call it (api-router.ts runs this after authentication): JSON for the operations whose contract
// says so (with the bytes kept for those that verify a signature over them), or their form post
// where the contract also takes one, a file's bytes for an upload, and nothing for the rest, which
// may carry at most an empty JSON object (a client's `{}`).
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type { OperationId } from '../shared/api-types.js';
import { operationOf } from '../shared/http/operation.js';
import { HttpProblem } from '../shared/problem.js';
import { FORM_TYPE, type ContractValidator } from './contract-validation.js';

const JSON_TYPES = ['application/json', 'application/*+json'];
const NO_BODY = 'is not allowed: this operation takes no request body';

const isTooLarge = (error: unknown) => (error as { type?: unknown } | undefined)?.type === 'entity.too.large';

/** True when the request carries body bytes (RFC 9112 §6.3: a length other than 0, or chunks). */
export const hasBody = (req: Request): boolean =>
  req.headers['transfer-encoding'] !== undefined || (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');

const unsupportedType = () => new HttpProblem(415, 'Send the request body as JSON (Content-Type: application/json).');

// A form post is the one request any other site can make a visitor's browser send (no preflight),
// so only the shop's own pages may post one. Browsers say where a post comes from: Sec-Fetch-Site
// where they send it; otherwise Origin, which is `null` on the shop's own posts (its pages' Referrer-
// Policy is no-referrer, so Chromium hides their origin) and names the site for another's. A request
// that says nothing (a script, curl) is no visitor's browser acting for someone else.
function postedFromAnotherSite(req: Request): boolean {
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined) return site !== 'same-origin' && site !== 'none';
  const origin = req.headers.origin;
  if (origin === undefined || origin === 'null') return false;
  return !URL.canParse(origin) || new URL(origin).host !== req.host;
}

const crossSiteForm = () => new HttpProblem(403, "The shop's forms are posted from its own pages only.");

function refuseBody(fields: string[]): HttpProblem {
  const errors = fields.length > 0 ? fields.map((field) => ({ path: `/body/${field}`, message: NO_BODY })) : [{ path: '/body', message: NO_BODY }];
  const summary = fields.length > 0 ? fields.join(', ') : 'the body';
  return new HttpProblem(400, `The request is invalid: ${summary} ${NO_BODY}`.slice(0, 2000), { errors });
}

export function bodyReader(deps: {
  validator: ContractValidator;
  jsonLimit: string;
  keepBytes: ReadonlySet<OperationId>;
  binary: Partial<Record<OperationId, { limit: number; tooLarge: string }>>;
}): RequestHandler {
  const json = express.json({ limit: deps.jsonLimit, type: JSON_TYPES });
  // Room for a client's `{}` and little else: a larger body is refused as a body, not read.
  const emptyJson = express.json({ limit: '1kb', type: JSON_TYPES });
  // Parsed like any other body, with the bytes kept for the signature check.
  const jsonKeepingBytes = express.json({ limit: deps.jsonLimit, type: JSON_TYPES, verify: (req, _res, bytes) => void ((req as Request).rawBody = bytes) });

  // Flat fields only (`extended: false`): a repeated field becomes an array, which the schema refuses.
  const form = express.urlencoded({ extended: false, limit: deps.jsonLimit, type: FORM_TYPE });

  const readJson = (req: Request, res: Response, next: NextFunction, parse: RequestHandler, takesForm: boolean) => {
    if (!hasBody(req)) return next();
    if (takesForm && req.is(FORM_TYPE)) return postedFromAnotherSite(req) ? next(crossSiteForm()) : form(req, res, next);
    if (!req.is(JSON_TYPES)) return next(unsupportedType());
    return parse(req, res, next);
  };

  const readBytes = (req: Request, res: Response, next: NextFunction, { limit, tooLarge }: { limit: number; tooLarge: string }) => {
    // A length past the limit is refused from the header, before a byte is read.
    if (Number(req.headers['content-length']) > limit) return next(new HttpProblem(413, tooLarge));
    return express.raw({ type: () => true, limit })(req, res, (error?: unknown) => next(isTooLarge(error) ? new HttpProblem(413, tooLarge) : error));
  };

  // An operation without a body accepts `{}` and nothing else, so a client never believes a field was set.
  const readNothing = (req: Request, res: Response, next: NextFunction) => {
    if (!hasBody(req)) return next();
    if (!req.is(JSON_TYPES)) return next(refuseBody([]));
    return emptyJson(req, res, (error?: unknown) => {
      if (error) return next(isTooLarge(error) ? refuseBody([]) : error);
      const body: unknown = req.body;
      const isObject = typeof body === 'object' && body !== null && !Array.isArray(body);
      if (isObject && Object.keys(body).length === 0) return next();
      return next(refuseBody(isObject ? Object.keys(body).slice(0, 20) : []));
    });
  };

  return (req, res, next) => {
    const operation = operationOf(req);
    const binary = deps.binary[operation.operationId];
    if (binary) return readBytes(req, res, next, binary);
    const body = deps.validator.bodyOf(operation);
    if (body.kind === 'json') return readJson(req, res, next, deps.keepBytes.has(operation.operationId) ? jsonKeepingBytes : json, body.form);
    if (body.kind === 'bytes') throw new Error(`${operation.operationId} takes bytes but has no limit in binaryBodies`);
    return readNothing(req, res, next);
  };
}
