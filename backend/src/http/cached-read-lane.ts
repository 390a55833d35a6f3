// A short way through for the catalogue's reads, which are most of the API's traffic and nearly
// always answered from memory. The API's pipeline (api-router.ts) works out, for every request,
// which operation it is, whether it is valid, and who is calling; for a public GET without a body
// all of that follows from the URL alone, so once the pipeline has answered a URL, the lane knows
// it: the next request for exactly that URL (the same bytes) skips the match, the body parsers,
// validation and authentication, and is answered from the kept entry's encoded bodies ahead of
// compression. It keeps what the pipeline gives every answer: CORS, the API-wide rate limit
// (counted once per request wherever it is answered), the caching headers, 304s.
//
// Whatever the lane can't answer at once goes the whole way: another spelling of the URL, a body,
// another method, an entry not kept or not yet sent once, the database not answering.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Tagged } from '../shared/change-mark-cache.js';
import type { OperationHandler } from '../shared/http/operation.js';
import { sendEncoded } from '../shared/http/send-tagged.js';

/** What the operation would answer from memory for the request it was made from, without reading anything else. */
export type KeptAnswer = () => Promise<Tagged<unknown> | undefined>;

/** For an operation the lane may answer: how to find its kept answer, given a request the pipeline accepted. */
export type KeptAnswerOf = (req: Request) => KeptAnswer;

// Enough for every page a catalogue's visitors ask for; a flood of distinct URLs only pushes out
// the oldest, which then go the whole way again.
const DEFAULT_MAX_URLS = 2000;
// Longer URLs (searches pasted in whole) aren't worth a place: they go the whole way.
const MAX_URL_LENGTH = 1024;

export interface CachedReadLaneDeps {
  cors: RequestHandler;
  /** The API-wide budget, the same handler the pipeline uses, so both count against one budget. */
  limit: RequestHandler;
  maxUrls?: number;
}

const hasBody = (req: Request) => req.headers['transfer-encoding'] !== undefined || (req.headers['content-length'] ?? '0') !== '0';

export function cachedReadLane({ cors, limit, maxUrls = DEFAULT_MAX_URLS }: CachedReadLaneDeps) {
  const known = new Map<string, KeptAnswer>();

  const remember = (url: string, kept: KeptAnswer) => {
    if (url.length > MAX_URL_LENGTH || known.has(url)) return;
    if (known.size >= maxUrls) known.delete(known.keys().next().value as string);
    known.set(url, kept);
  };

  const answer = (req: Request, res: Response, next: NextFunction, kept: KeptAnswer) => {
    kept().then(
      (tagged) => {
        if (!tagged || !sendEncoded(req, res, tagged)) next();
      },
      // The pipeline asks again and answers the failure as it answers any other.
      () => next(),
    );
  };

  return {
    /**
     * The operation's handler, teaching the lane each URL it answers. Only for public GETs whose
     * answer depends on nothing but the URL: the pipeline has matched, validated and authorized
     * the request before the handler runs, so a URL it answered with 200 or 304 will pass again.
     */
    learn(handler: OperationHandler, keptAnswerOf: KeptAnswerOf): OperationHandler {
      return async (req, res) => {
        await handler(req, res);
        if (req.method === 'GET' && (res.statusCode === 200 || res.statusCode === 304)) remember(req.originalUrl, keptAnswerOf(req));
      };
    },

    middleware(req: Request, res: Response, next: NextFunction): void {
      const kept = req.method === 'GET' && !hasBody(req) ? known.get(req.originalUrl) : undefined;
      if (!kept) return next();
      cors(req, res, (corsError?: unknown) => {
        if (corsError) return next(corsError);
        limit(req, res, (limitError?: unknown) => (limitError ? next(limitError) : answer(req, res, next, kept)));
      });
    },
  };
}
