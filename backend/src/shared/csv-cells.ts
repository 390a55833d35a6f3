// A CSV file's cells as a spreadsheet will show them, never run them: what every export uses.
// OWASP's CSV injection advice: a cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage
// return is read as a formula by Excel, LibreOffice and Google Sheets. So is a piece of a cell that
// starts after a separator or a line break inside it, once a spreadsheet whose list separator is
// another character (`;` in German or French settings, a tab, `|`) splits the line there:
// `Main St;=1+1`. Quoting the cell doesn't stop that split (the quote is not at the start of the
// piece), so each such start gets its own `'`. Spaces before the character don't stop every
// spreadsheet, and the full-width forms count too.
const FORMULA_STARTS = new Set(['=', '+', '-', '@', '\t', '\r', '\uff1d', '\uff0b', '\uff0d', '\uff20']);
const SEPARATORS = new Set([',', ';', '\t', '|', '\r', '\n']);
const SPACES = new Set([' ', '\u00a0']);

/** The cell's text with a `'` before every formula character that starts it or a piece of it. */
function quoteMarked(value: string): string {
  let marked = '';
  let pieceStart = true;
  for (const char of value) {
    if (pieceStart && FORMULA_STARTS.has(char)) marked += "'";
    marked += char;
    if (SEPARATORS.has(char)) pieceStart = true;
    else if (!SPACES.has(char)) pieceStart = false;
  }
  return marked;
}

/**
 * A text cell as a spreadsheet will show it, never run it: marked as text wherever a formula could
 * start, and quoted, so that a spreadsheet splitting at the file's own separator keeps it whole.
 */
export function defused(value: string): string | { value: string; quoted: true } {
  const marked = quoteMarked(value);
  return marked === value ? value : { value: marked, quoted: true };
}

/** The text a cell holds once defused, as a spreadsheet reading the file shows it. */
export const cellText = (value: string): string => quoteMarked(value);

/** A cell read back from one of the shop's exports: the `'` that `cellText` put before a formula character taken off again. */
export function unmarked(value: string): string {
  let plain = '';
  let pieceStart = true;
  const chars = [...value];
  chars.forEach((char, index) => {
    const next = chars[index + 1];
    if (pieceStart && char === "'" && next !== undefined && FORMULA_STARTS.has(next)) return;
    plain += char;
    if (SEPARATORS.has(char)) pieceStart = true;
    else if (!SPACES.has(char)) pieceStart = false;
  });
  return plain;
}
