import { describe, expect, it } from 'vitest';
import { toolName } from '../sizes';

const size = (value: string) => ({ name: 'Size', value });

describe('a tool in sizes by its own name', () => {
  it.each([
    { name: 'Bevel-Edge Chisel 6 mm', option: size('6 mm'), expected: 'Bevel-Edge Chisel' },
    { name: 'Bevel-Edge Chisel, 12 MM', option: size('12 mm'), expected: 'Bevel-Edge Chisel' },
    { name: 'Panel Saw – 8 TPI', option: { name: 'TPI', value: '8 TPI' }, expected: 'Panel Saw' },
    // A name that doesn't end with its size, or is nothing but, stays whole.
    { name: 'Mortise Chisel', option: size('6 mm'), expected: 'Mortise Chisel' },
    { name: '6 mm', option: size('6 mm'), expected: '6 mm' },
    { name: 'Claw Hammer', option: null, expected: 'Claw Hammer' },
  ])('when “$name” is the row’s name, then the tool is “$expected”', ({ name, option, expected }) => {
    expect(toolName({ name, option })).toBe(expected);
  });
});
