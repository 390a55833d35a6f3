// Opaque keyset-pagination cursors: the last row's sort key and id, so a page costs the same
// however deep it is.
import { badRequest } from './problem.js';

export interface CursorPosition {
  /** The sort this cursor belongs to; a cursor can't be replayed under another sort. */
  sort: string;
  key: string | number;
  id: string;
}

export function encodeCursor(position: CursorPosition): string {
  return Buffer.from(JSON.stringify([position.sort, position.key, position.id])).toString('base64url');
}

/** What a sort's key is: the row's id, a whole number (cents), or text (a name). */
export type CursorKey = 'id' | 'integer' | 'text';

const CANONICAL_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const INT32_MAX = 2 ** 31 - 1;

// A cursor is read back from the client, so everything in it reaches a query: a key of the wrong
// kind made PostgreSQL fail the statement (a 500) where SQLite compared it as text.
const validKey: Record<CursorKey, (key: unknown) => boolean> = {
  id: (key) => typeof key === 'string' && CANONICAL_ID.test(key),
  integer: (key) => typeof key === 'number' && Number.isSafeInteger(key) && Math.abs(key) <= INT32_MAX,
  text: (key) => typeof key === 'string' && key.length <= 500 && !key.includes('\u0000'),
};

export function decodeCursor(cursor: string | undefined, sort: string, keyKind: CursorKey = 'id'): CursorPosition | undefined {
  if (cursor === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 3) {
      const [cursorSort, key, id] = value as unknown[];
      if (cursorSort === sort && validKey[keyKind](key) && validKey.id(id)) {
        return { sort, key: key as string | number, id: id as string };
      }
    }
  } catch {
    // falls through to the same answer as a well-formed but foreign cursor
  }
  throw badRequest('The cursor is invalid or belongs to another listing; start again from the first page.');
}

/** Fetch one row more than the page to know whether another page follows. */
export function toPage<Row, Item>(
  rows: Row[],
  limit: number,
  toItem: (row: Row) => Item,
  positionOf: (row: Row) => CursorPosition,
): { items: Item[]; nextCursor: string | null } {
  const pageRows = rows.slice(0, limit);
  const last = pageRows.at(-1);
  return {
    items: pageRows.map(toItem),
    nextCursor: rows.length > limit && last ? encodeCursor(positionOf(last)) : null,
  };
}
