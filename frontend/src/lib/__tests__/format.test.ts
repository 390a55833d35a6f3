import { describe, expect, it } from 'vitest';
import { formatWeight } from '../format';

describe('formatWeight', () => {
  it.each([
    [1, '1 g'],
    [450, '450 g'],
    [999, '999 g'],
    [1000, '1 kg'],
    [1250, '1.25 kg'],
    [1_000_000, '1,000 kg'],
  ])('%i grams read as %s', (grams, words) => {
    expect(formatWeight(grams)).toBe(words);
  });
});
