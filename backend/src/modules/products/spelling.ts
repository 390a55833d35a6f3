// A search that finds nothing may hold a misspelling ("chisle", "scredriver"). The catalogue's own
// words, as its full-text index holds them, are the dictionary: a word that begins none of them is
// read as the closest one. The same on both databases, since only the word list comes from them.
import leven from 'leven';

/** A word of the catalogue's index and how many tools have it. */
export interface IndexedWord {
  word: string;
  tools: number;
}

/** The words of a search as the index reads them: letters and digits, at most eight words. */
export function searchWords(q: string): string[] {
  return q
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, 8);
}

/** Lower case without accents, as SQLite's index keeps its words (`remove_diacritics`). */
const folded = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * How many letters may be wrong, missing or extra: none in a short word, where one change makes
 * another word ("saw", "sat"), one up to five letters, two beyond.
 */
function allowedEdits(word: string): number {
  if (word.length < 4) return 0;
  return word.length <= 5 ? 1 : 2;
}

export interface Speller {
  /** The search with each unknown word read as the closest known one; undefined when none changes. */
  correct(q: string): string | undefined;
}

export function createSpeller(indexed: IndexedWord[]): Speller {
  const entries = indexed
    .map(({ word, tools }) => ({ word: folded(word), tools }))
    // Numbers are sizes and counts: "12" is no misspelling of "13".
    .filter(({ word }) => /\p{L}/u.test(word))
    .sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
  const words = entries.map((entry) => entry.word);

  /** Whether some word of the catalogue begins with `word`, as the index's prefix match asks. */
  function begins(word: string): boolean {
    let low = 0;
    let high = words.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (words[middle]! < word) low = middle + 1;
      else high = middle;
    }
    return low < words.length && words[low]!.startsWith(word);
  }

  /** The nearest word within the allowed edits; of equals, the one more tools have, then the first alphabetically. */
  function closest(word: string): string | undefined {
    const edits = allowedEdits(word);
    let best: { word: string; distance: number; tools: number } | undefined;
    for (const entry of entries) {
      if (Math.abs(entry.word.length - word.length) > edits) continue;
      const distance = leven(word, entry.word, { maxDistance: edits + 1 });
      if (distance > edits) continue;
      if (!best || distance < best.distance || (distance === best.distance && entry.tools > best.tools)) {
        best = { word: entry.word, distance, tools: entry.tools };
      }
    }
    return best?.word;
  }

  return {
    correct(q) {
      let changed = false;
      const read = searchWords(q).map((typed) => {
        const word = folded(typed);
        if (allowedEdits(word) === 0 || begins(word)) return typed;
        const known = closest(word);
        if (known === undefined) return typed;
        changed = true;
        return known;
      });
      return changed ? read.join(' ') : undefined;
    },
  };
}
