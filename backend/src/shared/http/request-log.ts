// One line per request, written when its answer has gone (or the client went away): what was asked
// (method, URL, headers, the caller's address), what was answered (status, the headers that vary) and how long it
// took. Written straight with the shop's logger instead of pino-http, which built a child logger
// per request, serialising the request into its bindings before anything was logged
// (docs/performance.md); the line's fields are pino-http's, and the logger's redaction of
// credentials (logger.ts) applies to them the same way.
//
// Request logs are read by more people, and kept longer, than any request. Emails travel in the
// seed's paths (/order/{email}, /profile/{email}, /admin/{email}, …): in a log line they are
// replaced, in the path and in the query, so nobody's address sits in clear in the logs.
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from '../logger.js';
import { targetOf } from './request-target.js';

// The answer's headers that differ from one answer to the next. The rest (security headers, CORS,
// rate-limit policy) are the same on every answer: writing them into every line cost a sixth of a
// catalogue read's CPU and told a reader nothing. Never Set-Cookie: it carries a visitor cart's token.
const LOGGED_RESPONSE_HEADERS = ['content-type', 'content-length', 'location', 'etag', 'retry-after', 'cache-control'] as const;

function loggedResponseHeaders(res: Response): Record<string, unknown> {
  const logged: Record<string, unknown> = {};
  for (const name of LOGGED_RESPONSE_HEADERS) {
    const value = res.getHeader(name);
    if (value !== undefined) logged[name] = value;
  }
  return logged;
}

const EMAIL_PART = /[^/?&=#]*(?:@|%40)[^/?&=#]*/gi;

/** The URL with every path segment or query value that holds an email replaced. */
export function withoutEmails(url: string): string {
  return url.replace(EMAIL_PART, '[email]');
}

export function requestLog(logger: Logger, { ignore }: { ignore: (req: Request) => boolean }) {
  let lastId = 0;
  return (req: Request, res: Response, next: NextFunction) => {
    if (ignore(req)) return next();
    const id = ++lastId;
    const started = Date.now();
    res.once('close', () => {
      const level = res.statusCode >= 500 ? 'error' : 'info';
      if (!logger.isLevelEnabled(level)) return;
      const line = {
        req: {
          id,
          method: req.method,
          // The URL as sent: Express's routers rewrite req.url while they run.
          url: withoutEmails(req.originalUrl),
          // Whose the request was (request-target.ts): the API's, the storefront's, or refused.
          target: targetOf(req)?.kind,
          headers: req.headers,
          remoteAddress: req.socket.remoteAddress,
          remotePort: req.socket.remotePort,
        },
        res: { statusCode: res.statusCode, headers: loggedResponseHeaders(res) },
        responseTime: Date.now() - started,
      };
      if (!res.writableFinished) logger[level](line, 'request aborted');
      else logger[level](line, level === 'error' ? 'request errored' : 'request completed');
    });
    next();
  };
}
