// The draft-8 RateLimit and RateLimit-Policy headers (draft-ietf-httpapi-ratelimit-headers-08), in
// the form express-rate-limit's `standardHeaders: 'draft-8'` writes them, from the count it leaves on
// the request (`req.rateLimit`). Written here because the library hashes the caller's key with
// SHA-256 on every request for the policy's `pk`, a cost every API answer paid; here each key's
// `pk` is computed once and kept (the A/B is in docs/performance.md).
import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import type { AugmentedRequest } from 'express-rate-limit';

// Enough for every client of a busy minute; past it the kept keys are dropped and computed again.
const MAX_KEPT_PARTITION_KEYS = 10_000;
const partitionKeys = new Map<string, string>();

/** An opaque token of the caller's partition: the first 12 hex digits of the key's SHA-256, in base64. */
function partitionKeyOf(key: string): string {
  let partitionKey = partitionKeys.get(key);
  if (partitionKey === undefined) {
    if (partitionKeys.size >= MAX_KEPT_PARTITION_KEYS) partitionKeys.clear();
    partitionKey = Buffer.from(createHash('sha256').update(key).digest('hex').slice(0, 12)).toString('base64');
    partitionKeys.set(key, partitionKey);
  }
  return partitionKey;
}

/**
 * Adds the budget `name` to the answer's RateLimit headers, from the count the budget's limiter
 * has just left on the request; returns the seconds until its quota resets.
 */
export function addRateLimitHeaders(req: Request, res: Response, name: string, windowMs: number): number {
  const counted = (req as AugmentedRequest).rateLimit;
  if (!counted) throw new Error(`the ${name} budget left no count on the request`);
  const { remaining, limit, resetTime, key } = counted;
  const resetSeconds = resetTime ? Math.max(0, Math.ceil((resetTime.getTime() - Date.now()) / 1000)) : Math.ceil(windowMs / 1000);
  if (res.headersSent) return resetSeconds;
  res.append('RateLimit', `"${name}"; r=${remaining}; t=${resetSeconds}`);
  res.append('RateLimit-Policy', `"${name}"; q=${limit}; w=${Math.ceil(windowMs / 1000)}; pk=:${partitionKeyOf(key)}:`);
  return resetSeconds;
}
