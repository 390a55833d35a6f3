// The validator checks bodies only where the contract declares one; elsewhere it lets any body
// through unread. A field sent to a write that takes none (`{"role": "admin"}` on the token
// exchange) is refused like an unknown field anywhere else, so a client never believes it was set.
import type { NextFunction, Request, Response } from 'express';
import { HttpProblem } from './problem.js';

interface OperationMetadata {
  // The validator leaves a `requestBody` key on every operation; only a declared one has content.
  schema?: { requestBody?: { content?: unknown } };
}

const NO_BODY = 'is not allowed: this operation takes no request body';

export function rejectUnexpectedBody() {
  return (req: Request, _res: Response, next: NextFunction): void => {
    const operation = (req as Request & { openapi?: OperationMetadata }).openapi;
    const body: unknown = req.body;
    if (!operation?.schema || operation.schema.requestBody?.content || body === undefined) return next();
    const isObject = typeof body === 'object' && body !== null && !Array.isArray(body);
    if (isObject && Object.keys(body).length === 0) return next();
    const fields = isObject ? Object.keys(body).slice(0, 20) : [];
    const errors = fields.length > 0 ? fields.map((field) => ({ path: `/body/${field}`, message: NO_BODY })) : [{ path: '/body', message: NO_BODY }];
    const summary = fields.length > 0 ? fields.join(', ') : 'the body';
    throw new HttpProblem(400, `The request is invalid: ${summary} ${NO_BODY}`.slice(0, 2000), { errors });
  };
}
