import { describe, expect, it } from 'vitest';
import { createSpeller, searchWords } from '../spelling.js';

const speller = createSpeller([
  { word: 'chisel', tools: 4 },
  { word: 'chisels', tools: 1 },
  { word: 'screwdriver', tools: 3 },
  { word: 'saw', tools: 6 },
  { word: 'plane', tools: 2 },
  { word: 'plank', tools: 1 },
  { word: 'mm', tools: 9 },
  { word: '12', tools: 5 },
  { word: 'ryoba', tools: 1 },
]);

describe('reading a misspelled search', () => {
  it.each([
    ['chisle', 'chisel'],
    ['scredriver', 'screwdriver'],
    ['Screwdrivre', 'screwdriver'],
    ['bench chisle 12', 'bench chisel 12'],
    ['plame', 'plane'],
  ])('when “%s” is searched, then it reads “%s”', (typed, read) => {
    expect(speller.correct(typed)).toBe(read);
  });

  it.each([
    ['a word that begins a catalogue word', 'chis'],
    ['a short word', 'sae'],
    ['a number', '13'],
    ['a word too far from any', 'hammer'],
    ['a word with its accent', 'Ryōba'],
  ])('when %s is searched (%s), then nothing is corrected', (_case, typed) => {
    expect(speller.correct(typed)).toBeUndefined();
  });

  it('when two words are as near, then the one more tools have wins, so the reading is the likelier one', () => {
    expect(speller.correct('planx')).toBe('plane');
  });

  it('when a search is split into words, then only letters and digits count and eight words at most', () => {
    expect(searchWords('  saw, 12-mm!! ')).toEqual(['saw', '12', 'mm']);
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
  });
});
