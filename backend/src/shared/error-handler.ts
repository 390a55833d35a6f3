// The one place errors become responses: every failure leaves as application/problem+json, and
// nothing from a stack, a query or a file path ever reaches the client.
import type { ErrorRequestHandler, Request, Response } from 'express';
import { ConnectionError, TimeoutError } from 'sequelize';
import type { Problem } from './api-types.js';
import type { Logger } from './logger.js';
import { withoutEmails } from './http/request-log.js';
import { HttpProblem, statusTitle } from './problem.js';

interface ValidatorError {
  status: number;
  message: string;
  errors?: Array<{ path: string; message: string }>;
}

interface BodyParserError {
  status: number;
  type: string;
}

const isValidatorError = (error: unknown): error is ValidatorError =>
  typeof error === 'object' && error !== null && 'status' in error && Array.isArray((error as { errors?: unknown }).errors);

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

function validatorProblem(error: ValidatorError, req: Request): Problem {
  if (error.status === 404) return problem(404, `There is no ${req.method} ${req.path}.`);
  if (error.status === 405) return problem(405, `${req.method} is not allowed on ${req.path}.`);
  if (error.status === 415) return problem(415, 'Send the request body as JSON (Content-Type: application/json).');
  const errors = (error.errors ?? []).slice(0, 20).map((item) => ({
    path: item.path.replace(/^\/?/, '/').slice(0, 300),
    message: item.message.slice(0, 500),
  }));
  const summary = errors.map((item) => `${item.path.replace(/^\/(body|query|params|headers)\//, '')} ${item.message}`).join('; ');
  if (error.status >= 500) return problem(500, 'Something went wrong on our side. Please try again.');
  return problem(error.status, `The request is invalid: ${summary}`.slice(0, 2000), { errors });
}

function toProblem(error: unknown, req: Request): Problem | undefined {
  if (error instanceof HttpProblem) return error.toProblem();
  if (error instanceof ConnectionError || error instanceof TimeoutError) {
    return problem(503, 'The shop is temporarily unavailable. Please try again shortly.');
  }
  if (isBodyParserError(error) && error.status < 500) {
    return problem(error.status, bodyParserMessages[error.type] ?? 'The request body could not be read.');
  }
  if (isValidatorError(error) && error.status < 500) return validatorProblem(error, req);
  if (isExposedClientError(error)) return problem(error.status, 'The request could not be read.');
  return undefined;
}

export function sendProblem(res: Response, body: Problem): void {
  res.status(body.status).type('application/problem+json').json(body);
}

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) return next(error);
    const known = toProblem(error, req);
    if (known) {
      if (known.status >= 500) logger.warn({ err: error }, 'dependency unavailable');
      sendProblem(res, known);
      return;
    }
    logger.error({ err: error, method: req.method, url: withoutEmails(req.originalUrl) }, 'unhandled error');
    // Written directly so that a response validator can't turn this into another error.
    res
      .status(500)
      .type('application/problem+json')
      .end(JSON.stringify(problem(500, 'Something went wrong on our side. Please try again.')));
  };
}
