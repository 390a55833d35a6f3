// What a refused request may tell its caller: an RFC 9457 problem, and nothing of the server's
// insides. Shared by the hand-written bad-input cases, the fuzzing suite and the module tests.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Response } from 'supertest';
import { expect } from 'vitest';

const repositoryRoot = resolve(fileURLToPath(import.meta.url), '../../../..');
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const leaks: Array<[string, RegExp]> = [
  ['a stack frame', /\bat .*\.(ts|js|mjs|cjs):\d+|\n\s+at /],
  ['SQL', /SELECT|INSERT|syntax error|violates|constraint|relation "|SQLITE_/i],
  ['the ORM', /sequelize/i],
  ['a file path', new RegExp(`node_modules|file://|${escaped(repositoryRoot)}|/work/|/tmp/|[A-Z]:\\\\`, 'i')],
  // Columns and tables keep snake_case names; the contract's fields are camelCase.
  ['an internal name', /\b[a-z]+_(id|at|cents|uid|secret|pkey|key)\b|\b(contact_messages|newsletter_subscriptions|test_payment_intents)\b/],
];

/** The first kind of internal detail found in `text`, if any. */
export function leakIn(text: string): string | undefined {
  return leaks.find(([, pattern]) => pattern.test(text))?.[0];
}

/** A 4xx or 5xx answer is problem+json, names its own status and gives nothing away. */
export function expectSafeProblem(response: Response, what = `${response.status}`): void {
  expect(response.headers['content-type'], what).toMatch(/^application\/problem\+json/);
  expect(response.body?.status, what).toBe(response.status);
  expect(leakIn(response.text), `${what}: ${response.text}`).toBeUndefined();
}

/** A problem+json answer with this status and, where given, this detail. */
export function expectProblem(response: { status: number; headers: Record<string, string>; body: { detail?: string } }, status: number, detail?: string | RegExp) {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  if (typeof detail === 'string') expect(response.body.detail).toBe(detail);
  else if (detail) expect(response.body.detail).toMatch(detail);
}
