// The operation a request was matched to (operation-matcher.ts), carried on the request so that
// every later layer reads the same answer instead of working it out again from the path.
import type { Request, Response } from 'express';
import type { OperationId } from '../api-types.js';
import type { OperationDefinition } from './operation-matcher.js';

export interface MatchedOperation extends OperationDefinition {
  /** Path parameters, decoded. Express resets `req.params` at every middleware, so they live here. */
  params: Record<string, string>;
  /** The query's parameters as the contract validated them (coerced, ids canonical); empty before. */
  query: Record<string, unknown>;
}

declare module 'express-serve-static-core' {
  interface Request {
    /** The body's bytes, kept only for the operations that verify a signature over them. */
    rawBody?: Buffer;
  }
}

// Beside the request rather than on it: each property added to Node's request object, once Express
// has given it its own prototype, cost about a microsecond, a few percent of a catalogue read.
const matchedOperations = new WeakMap<Request, MatchedOperation>();

/** Records the operation the request was matched to, for every later layer. */
export function setOperation(req: Request, operation: MatchedOperation): void {
  matchedOperations.set(req, operation);
}

/** The matched operation; a request that reached this far without one is a bug, refused as absent. */
export function operationOf(req: Request): MatchedOperation {
  const operation = matchedOperations.get(req);
  if (!operation) throw new Error(`no operation was matched for ${req.method} ${req.originalUrl}`);
  return operation;
}

/** The request's query parameters, validated: what a handler reads instead of `req.query`. */
export const queryOf = (req: Request): Record<string, unknown> => operationOf(req).query;

export type OperationHandler = (req: Request, res: Response) => unknown;

/** One handler per operation of the contract: a missing one doesn't compile. */
export type OperationHandlers = Record<OperationId, OperationHandler>;
