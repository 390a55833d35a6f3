// Reads the draft-8 RateLimit and RateLimit-Policy headers (draft-ietf-httpapi-ratelimit-headers-08)
// by budget name: `"api"; r=599; t=60, "orders"; r=9; t=60` → { api: { r: 599, t: 60 }, orders: … }.
import type { Response } from 'supertest';
import { expect } from 'vitest';

type Items = Record<string, Record<string, number>>;

function parse(header: string | undefined): Items {
  const items: Items = {};
  for (const item of (header ?? '').split(/,\s*(?=")/)) {
    const [name, ...parameters] = item.split(/;\s*/);
    if (!name) continue;
    const values = parameters.map((parameter) => parameter.split('=') as [string, string]).filter(([key]) => key !== 'pk');
    items[name.replaceAll('"', '')] = Object.fromEntries(values.map(([key, value]) => [key, Number(value)]));
  }
  return items;
}

/** Remaining (r) and seconds to reset (t) per budget. */
export const rateLimits = (response: Response) => parse(response.headers.ratelimit);

/** Quota (q) and window in seconds (w) per budget. */
export const rateLimitPolicies = (response: Response) => parse(response.headers['ratelimit-policy']);

/** A 429 problem+json that says what was refused and when to come back, with the budget spent. */
export function expectRateLimited(response: Response, budget: string, detail: RegExp): void {
  expect(response.status, JSON.stringify(response.body)).toBe(429);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(response.body).toEqual({ type: 'about:blank', title: 'Too Many Requests', status: 429, detail: expect.stringMatching(detail) });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(response.body.detail).toContain(`try again in ${retryAfter} seconds`);
  expect(rateLimits(response)[budget]?.r).toBe(0);
}
