// The one place errors become responses: every failure leaves as application/problem+json, and
// nothing from a stack, a query or a file path ever reaches the client.
import type { ErrorRequestHandler, Response } from 'express';
import { ConnectionError, ForeignKeyConstraintError, TimeoutError, UniqueConstraintError } from 'sequelize';
import type { Problem } from './api-types.js';
import type { Logger } from './logger.js';
import { answeredAsFormFailure } from './http/form-return.js';
import { withoutEmails } from './http/request-log.js';
import { HttpProblem, statusTitle } from './problem.js';

interface BodyParserError {
  status: number;
  type: string;
}

const isBodyParserError = (error: unknown): error is BodyParserError =>
  typeof error === 'object' && error !== null && typeof (error as { type?: unknown }).type === 'string' && 'status' in error;

// http-errors marks the client errors it makes as safe to show; some carry no `type` (a gzip body
// that doesn't inflate fails inside zlib), and those were answered with a 500.
const isExposedClientError = (error: unknown): error is { status: number } => {
  const { expose, status } = (typeof error === 'object' && error !== null ? error : {}) as { expose?: unknown; status?: unknown };
  return expose === true && typeof status === 'number' && status >= 400 && status < 500;
};

const bodyParserMessages: Record<string, string> = {
  'entity.parse.failed': 'The request body is not valid JSON.',
  'entity.too.large': 'The request body is too large.',
  'encoding.unsupported': 'The request body’s encoding is not supported.',
  'charset.unsupported': 'Send the request body as UTF-8 JSON.',
  'entity.verify.failed': 'The request body could not be verified.',
};

const problem = (status: number, detail: string, extras: Partial<Problem> = {}): Problem => ({
  type: 'about:blank',
  title: statusTitle(status),
  status,
  detail,
  ...extras,
});

function toProblem(error: unknown): Problem | undefined {
  if (error instanceof HttpProblem) return error.toProblem();
  if (error instanceof ConnectionError || error instanceof TimeoutError) {
    return problem(503, 'The shop is temporarily unavailable. Please try again shortly.');
  }
  // Checks run before each write (a category exists, holds no tools, a SKU is free), but a change
  // committed in between can still leave the write pointing at nothing, or taking what another
  // just took; the database refuses it whole.
  if (error instanceof ForeignKeyConstraintError || error instanceof UniqueConstraintError) {
    return problem(409, 'Something this change refers to was changed or removed at the same moment, so nothing was changed. Reload and try again.');
  }
  if (isBodyParserError(error) && error.status < 500) {
    return problem(error.status, bodyParserMessages[error.type] ?? 'The request body could not be read.');
  }
  if (isExposedClientError(error)) return problem(error.status, 'The request could not be read.');
  return undefined;
}

export function sendProblem(res: Response, body: Problem): void {
  res.status(body.status).type('application/problem+json').json(body);
}

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) return next(error);
    const known = toProblem(error);
    if (known) {
      if (known.status >= 500) logger.warn({ err: error }, 'dependency unavailable');
      // A race lost is expected now and then; the same refusal every time would be a bug to see.
      if (error instanceof ForeignKeyConstraintError || error instanceof UniqueConstraintError) logger.warn({ err: error }, 'write refused by a constraint');
      sendProblem(res, known);
      return;
    }
    logger.error({ err: error, method: req.method, url: withoutEmails(req.originalUrl) }, 'unhandled error');
    if (answeredAsFormFailure(res)) return;
    // Written directly so that a response validator can't turn this into another error.
    res
      .status(500)
      .type('application/problem+json')
      .end(JSON.stringify(problem(500, 'Something went wrong on our side. Please try again.')));
  };
}
