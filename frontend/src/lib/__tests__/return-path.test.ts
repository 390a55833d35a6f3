import { describe, expect, it } from 'vitest';
import table from '../../../../rules/return-path.cases.json';
import { safeReturnPath } from '../return-path';

// The same table the server's rule is tested against (backend/src/shared/return-path.ts).
describe('where a sign-in returns to', () => {
  it.each(table.cases as Array<[string, string]>)('when asked to return to %j, then it goes to %j', (given, expected) => {
    expect(safeReturnPath(given)).toBe(expected);
  });
});
