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

export function decodeCursor(cursor: string | undefined, sort: string): CursorPosition | undefined {
  if (cursor === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 3) {
      const [cursorSort, key, id] = value as unknown[];
      if (cursorSort === sort && (typeof key === 'string' || typeof key === 'number') && typeof id === 'string') {
        return { sort, key, id };
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
