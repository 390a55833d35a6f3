import { describe, expect, it } from 'vitest';
import table from '../../../../rules/quantity-rule.cases.json';
import { addToLine, setQuantity, stepQuantity } from '../quantity-rules';

interface Case {
  minimum: number;
  available: number;
  quantity: number;
  issue: 'out_of_stock' | 'below_minimum' | 'exceeds_stock' | null;
}

// The same table the server's rule is tested against (backend/src/shared/quantity-rule.ts).
const cases = table.cases as Case[];

const refusalFor = ({ issue, minimum, available }: Case) =>
  ({
    out_of_stock: 'This tool is out of stock.',
    below_minimum: `The minimum order for this tool is ${minimum}.`,
    exceeds_stock: `Only ${available} in stock: you can order at most ${available}.`,
  })[issue as Exclude<Case['issue'], null>];

describe('how many of a tool can be ordered, as the server decides it', () => {
  it.each(cases)('when the minimum is $minimum, $available are left and $quantity are asked for, then the issue is $issue', (given) => {
    const limits = { minimum: given.minimum, available: given.available };
    expect(setQuantity(given.quantity, limits)).toEqual(given.issue === null ? { quantity: given.quantity } : { refused: refusalFor(given) });
  });
});

const limits = { minimum: 10, available: 25 };

describe('a cart line’s quantity', () => {
  it('when a quantity is set within [minimum, available], then it is kept; outside, the same words refuse it', () => {
    expect(setQuantity(10, limits)).toEqual({ quantity: 10 });
    expect(setQuantity(25, limits)).toEqual({ quantity: 25 });
    expect(setQuantity(9, limits)).toEqual({ refused: 'The minimum order for this tool is 10.' });
    expect(setQuantity(26, limits)).toEqual({ refused: 'Only 25 in stock: you can order at most 25.' });
    expect(setQuantity(2.5, limits)).toEqual({ refused: 'Enter a whole number of 1 or more.' });
    expect(setQuantity(Number.NaN, limits)).toEqual({ refused: 'Enter a whole number of 1 or more.' });
  });
  it('when fewer are left than the minimum, then no quantity can be set or added', () => {
    const sparse = { minimum: 10, available: 6 };
    expect(setQuantity(6, sparse)).toEqual({ refused: 'This tool is out of stock.' });
    expect(addToLine(0, 10, sparse)).toEqual({ refused: 'This tool is out of stock.' });
  });
  it('when a tool is added, then what the cart already holds counts toward the stock but not toward the minimum of the amount', () => {
    expect(addToLine(0, 10, limits)).toEqual({ quantity: 10 });
    expect(addToLine(0, 9, limits)).toEqual({ refused: 'The minimum order for this tool is 10.' });
    expect(addToLine(10, 5, limits)).toEqual({ quantity: 15 });
    expect(addToLine(20, 10, limits)).toEqual({ refused: 'Only 25 in stock, and your cart already holds 20.' });
    expect(addToLine(0, 26, limits)).toEqual({ refused: 'Only 25 in stock: you can order at most 25.' });
  });
});

describe('a step with − or +', () => {
  it('when the number shown is within the bounds, then a step moves it by one, and none goes past a bound', () => {
    expect(stepQuantity(12, -1, limits)).toBe(11);
    expect(stepQuantity(12, 1, limits)).toBe(13);
    expect(stepQuantity(10, -1, limits)).toBeNull();
    expect(stepQuantity(25, 1, limits)).toBeNull();
  });
  it('when a number outside the bounds was typed, then the step towards them lands on the nearest bound and the other is no step', () => {
    expect(stepQuantity(3, 1, limits)).toBe(10);
    expect(stepQuantity(3, -1, limits)).toBeNull();
    expect(stepQuantity(40, -1, limits)).toBe(25);
    expect(stepQuantity(40, 1, limits)).toBeNull();
  });
  it('when every step agrees with the rule, then the quantity it gives is one the rule accepts', () => {
    for (const { minimum, available, quantity } of cases) {
      for (const delta of [-1, 1] as const) {
        const next = stepQuantity(quantity, delta, { minimum, available });
        if (next !== null) expect(setQuantity(next, { minimum, available })).toEqual({ quantity: next });
      }
    }
  });
  it('when fewer are left than the minimum, then neither step moves', () => {
    expect(stepQuantity(10, 1, { minimum: 10, available: 6 })).toBeNull();
    expect(stepQuantity(10, -1, { minimum: 10, available: 6 })).toBeNull();
  });
});
