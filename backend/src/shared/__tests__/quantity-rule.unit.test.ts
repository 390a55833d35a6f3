import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nearestOrderable, quantityIssue, quantityRefusal } from '../quantity-rule.js';

interface Case {
  minimum: number;
  available: number;
  quantity: number;
  issue: string | null;
  nearest: number;
}

const { cases } = JSON.parse(readFileSync(new URL('../../../../rules/quantity-rule.cases.json', import.meta.url), 'utf8')) as { cases: Case[] };

describe('how many of a tool can be ordered (the shared table of cases)', () => {
  it.each(cases)('when the minimum is $minimum, $available are left and $quantity are asked for, then the issue is $issue and the nearest orderable $nearest', (given) => {
    const limits = { minimum: given.minimum, available: given.available };
    expect(quantityIssue(limits, given.quantity)).toBe(given.issue);
    expect(nearestOrderable(limits, given.quantity)).toBe(given.nearest);
  });

  it('when a quantity is refused, then the seed’s words say why, 400 below the minimum and 409 for the stock', () => {
    expect(quantityRefusal('below_minimum', { minimum: 2, available: 100 }).toProblem()).toMatchObject({ status: 400, detail: 'The minimum order for this tool is 2.' });
    expect(quantityRefusal('exceeds_stock', { minimum: 1, available: 3 }).toProblem()).toMatchObject({ status: 409, detail: 'Only 3 left in stock.' });
    expect(quantityRefusal('out_of_stock', { minimum: 5, available: 4 }).toProblem()).toMatchObject({ status: 409, detail: 'This tool is out of stock.' });
  });
});
