// A checkout's Idempotency-Key: the client makes one per attempt and sends it again with every
// retry, so an answer lost on the way (a dropped connection, a timeout) and a second Pay place one
// order. The key is kept on the order with the buyer it belongs to (the scope: an account's id, or
// a guest's email) and a fingerprint of what was asked; a unique index on (scope, key) makes two
// racing requests with one key one order. The same key with another request is refused rather
// than answered with an order that is not what was asked for.
import { createHash } from 'node:crypto';
import { stringify } from 'safe-stable-stringify';
import { HttpProblem } from '../../shared/problem.js';

export interface Idempotency {
  /** Whose key it is: `user:<id>` or `guest:<email>`. */
  scope: string;
  /** The client's key, lower-cased. */
  key: string;
  /** SHA-256 of the operation and its body, so a repeat must ask for exactly the same. */
  fingerprint: string;
}

export function idempotencyOf(scope: string, key: string | undefined, operation: string, body: unknown): Idempotency | undefined {
  if (key === undefined) return undefined;
  // JSON with every object's keys sorted: equal bodies hash alike whatever their key order.
  const fingerprint = createHash('sha256')
    .update(stringify({ operation, body }) ?? '')
    .digest('hex');
  return { scope, key: key.toLowerCase(), fingerprint };
}

export const accountScope = (userId: string) => `user:${userId}`;
export const guestScope = (email: string) => `guest:${email}`;

export const keyReused = () =>
  new HttpProblem(422, 'This checkout was already placed with other details. Reload the page to start a new one.', { code: 'idempotency_key_reused' });
