// What makes a size fit a tool's other sizes, checked wherever a size is added or changed (the
// product form's operations and the CSV import).
import { describe, expect, it } from 'vitest';
import { HttpProblem } from '../../../shared/problem.js';
import { checkSizeFits, compareSizes, MAX_SIZES } from '../product-rules.js';

const sized = (value: string) => ({ name: `Chisel ${value}`, optionName: 'Size', optionValue: value });
const refusal = (check: () => void) => {
  try {
    check();
  } catch (error) {
    return error instanceof HttpProblem ? error.toProblem() : error;
  }
  return undefined;
};

describe('a size among a tool’s sizes', () => {
  it('when it has its own value of the tool’s option, then it fits; a tool without other sizes takes any', () => {
    expect(refusal(() => checkSizeFits({ name: 'size', value: '18 mm' }, [sized('6 mm'), sized('12 mm')], 'Chisel'))).toBeUndefined();
    expect(refusal(() => checkSizeFits(null, [], 'Chisel'))).toBeUndefined();
  });

  it('when its value is one the tool has, as a shopper reads it, then 409 naming the size', () => {
    expect(refusal(() => checkSizeFits({ name: 'Size', value: '12 MM' }, [sized('6 mm'), sized('12 mm')], 'Chisel'))).toMatchObject({
      status: 409,
      detail: '“Chisel” already has a Size 12 mm (“Chisel 12 mm”).',
    });
  });

  it('when it has another option, or none, then it is refused', () => {
    expect(refusal(() => checkSizeFits({ name: 'Length', value: '6 in' }, [sized('6 mm')], 'Chisel'))).toMatchObject({ status: 400 });
    expect(refusal(() => checkSizeFits(null, [sized('6 mm')], 'Chisel'))).toMatchObject({ status: 409 });
  });

  it('when the tool has as many sizes as it may, then 409', () => {
    const full = Array.from({ length: MAX_SIZES }, (_, index) => sized(`${index} mm`));
    expect(refusal(() => checkSizeFits({ name: 'Size', value: 'big' }, full, 'Chisel'))).toMatchObject({ status: 409, detail: `“Chisel” has ${MAX_SIZES} sizes, as many as a tool may have.` });
  });

  it('orders sizes as numbers where they are numbers', () => {
    expect(['25 mm', '6 mm', '12 mm', '1/2 in'].sort(compareSizes)).toEqual(['1/2 in', '6 mm', '12 mm', '25 mm']);
  });
});
