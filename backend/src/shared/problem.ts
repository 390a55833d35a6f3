// Every error the API sends is an RFC 9457 problem. Services throw HttpProblem; the error
// handler turns anything else into a 500 without leaking its details.
import type { Problem } from './api-types.js';

const titles: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  421: 'Misdirected Request',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

export function statusTitle(status: number): string {
  return titles[status] ?? (status >= 500 ? 'Server Error' : 'Client Error');
}

export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly extras: Pick<Problem, 'code' | 'errors' | 'lines' | 'problems'> = {},
  ) {
    super(detail);
    this.name = 'HttpProblem';
  }

  toProblem(): Problem {
    return { type: 'about:blank', title: statusTitle(this.status), status: this.status, detail: this.detail, ...this.extras };
  }
}

export const badRequest = (detail: string) => new HttpProblem(400, detail);
export const unauthorized = (detail = 'Please sign in again.') => new HttpProblem(401, detail);
export const forbidden = (detail: string) => new HttpProblem(403, detail);
export const notFound = (detail: string) => new HttpProblem(404, detail);
export const conflict = (detail: string) => new HttpProblem(409, detail);
export const serviceUnavailable = (detail = 'The shop is temporarily unavailable. Please try again shortly.') => new HttpProblem(503, detail);
