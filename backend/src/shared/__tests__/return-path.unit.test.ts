import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { safeReturnPath } from '../return-path.js';

const { cases } = JSON.parse(readFileSync(new URL('../../../../rules/return-path.cases.json', import.meta.url), 'utf8')) as { cases: Array<[string, string]> };

describe('where a sign-in returns to (the shared table of cases)', () => {
  it.each(cases)('when asked to return to %j, then it goes to %j', (given, expected) => {
    expect(safeReturnPath(given)).toBe(expected);
  });

  it('when there is no path at all, then it goes home', () => {
    expect(safeReturnPath(undefined)).toBe('/');
  });
});
