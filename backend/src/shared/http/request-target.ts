// Whether a request is the API's or the storefront's, decided once, from the request target exactly
// as Node's HTTP parser delivers it, and read by every layer after (the split between API and
// storefront, which security headers apply, the operation matcher, the request log). Two layers
// that each read the path their own way is how a hole opens: one takes `/API/users` or
// `/x/..%2Fapi/users` for the storefront while another takes it for the API.
//
// - Origin-form (`/api/users?x`) is the usual target. Absolute-form (`http://host/api/users`), which
//   only proxies should be sent, is accepted for this shop's own host (the Host header's, as
//   RFC 9112 §3.2.2 has clients send both) and read as its path; any other host is refused (421),
//   as is any other form (`*`, an authority).
// - A path is the API's when any reading of it that some layer in front might take (as sent; its
//   percent-encoding undone once or twice, `%2F` and `%2E` included; backslashes as slashes; dot and
//   empty segments resolved; any case; `;` parameters dropped) is `/api` or under it. Claiming too
//   much is safe: the API answers only the exact spellings of its operations and refuses the rest
//   with a 404 problem. Claiming too little would let the storefront answer for the API.
import type { IncomingHttpHeaders } from 'node:http';
import { posix } from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import { HttpProblem } from '../problem.js';

export const API_PREFIX = '/api';

export type RequestTarget =
  | {
      kind: 'api' | 'site';
      /** The path as sent, percent-encoding and all (never decoded or normalised). */
      path: string;
      /** The target in origin-form: the path and the query as sent. */
      originForm: string;
    }
  | { kind: 'refused'; status: 400 | 421; detail: string };

const ABSOLUTE_FORM = /^([A-Za-z][A-Za-z0-9+.-]*):\/\/([^/?#]*)(.*)$/s;

function decodedOnce(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    // A stray `%` elsewhere must not hide an encoded `/api`: decode what can be decoded.
    return text.replace(/%[0-9A-Fa-f]{2}/g, (escape) => String.fromCharCode(parseInt(escape.slice(1), 16)));
  }
}

/** Every way a layer in front of or inside the shop might read the path. */
function readingsOf(path: string): string[] {
  const once = decodedOnce(path);
  const twice = decodedOnce(once);
  return [path, once, twice].flatMap((reading) => {
    const slashes = reading.replace(/\\/g, '/');
    const withoutParameters = slashes.replace(/;[^/]*/g, '');
    return [slashes, withoutParameters, posix.normalize(`/${slashes}`), posix.normalize(`/${withoutParameters}`)];
  });
}

const isUnderApi = (reading: string) => {
  const lower = reading.toLowerCase();
  return lower === API_PREFIX || lower.startsWith(`${API_PREFIX}/`);
};

// Nothing in the path that any reading would change: no escape, backslash, parameter, dot or empty segment.
const PLAIN_PATH = /^(?:\/[A-Za-z0-9_~!$&'()*+,=:@-][A-Za-z0-9_~!$&'()*+,=:@.-]*)*\/?$/;

/** True for any path some reading of which is `/api` or under it. */
export function isApiPath(path: string): boolean {
  // Most paths read one way only, as sent.
  if (PLAIN_PATH.test(path)) return isUnderApi(path);
  return readingsOf(path).some(isUnderApi);
}

function splitQuery(originForm: string): string {
  const end = originForm.search(/[?#]/);
  return end === -1 ? originForm : originForm.slice(0, end);
}

/** What the request target names, from `req.url` as Node's parser gave it and the Host header. */
export function requestTargetOf(url: string, headers: IncomingHttpHeaders): RequestTarget {
  let originForm = url;
  if (!url.startsWith('/')) {
    const absolute = url.match(ABSOLUTE_FORM);
    if (!absolute) return { kind: 'refused', status: 400, detail: 'The request target must be a path.' };
    const [, scheme = '', authority = '', rest = ''] = absolute;
    if (!/^https?$/i.test(scheme) || authority.includes('@')) return { kind: 'refused', status: 400, detail: 'The request target must be an http(s) URL of this shop.' };
    if (!headers.host || authority.toLowerCase() !== headers.host.toLowerCase()) {
      return { kind: 'refused', status: 421, detail: 'This shop answers only for its own host.' };
    }
    originForm = rest.startsWith('/') ? rest : `/${rest}`;
  }
  const path = splitQuery(originForm);
  return { kind: isApiPath(path) ? 'api' : 'site', path, originForm };
}

// Beside the request rather than on it, as the matched operation is (operation.ts).
const targets = new WeakMap<Request, RequestTarget>();

/** What the request names, decided once as it arrived; undefined before. */
export const targetOf = (req: Request): RequestTarget | undefined => targets.get(req);

/**
 * The app's first step: decides the target once, refuses what isn't this shop's, and hands every
 * later layer the target in origin-form (`req.url`, `req.originalUrl`), so none sees another form.
 */
export function resolveRequestTarget() {
  return (req: Request, _res: Response, next: NextFunction): void => {
    const target = requestTargetOf(req.url, req.headers);
    targets.set(req, target);
    if (target.kind === 'refused') return next(new HttpProblem(target.status, target.detail));
    if (target.originForm !== req.url) {
      req.url = target.originForm;
      req.originalUrl = target.originForm;
    }
    next();
  };
}

/** True when the request is the API's to answer (or refuse), as decided on arrival. */
export const isApiRequest = (req: Request): boolean => targets.get(req)?.kind === 'api';

/** The request's path as sent; a request that reached a layer without a target is a bug. */
export function targetPathOf(req: Request): string {
  const target = targets.get(req);
  if (target?.kind !== 'api' && target?.kind !== 'site') throw new Error(`no request target was resolved for ${req.method} ${req.url}`);
  return target.path;
}
