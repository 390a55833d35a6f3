// The catalogue (and the storefront's pages rendered from it) is read far more often than it
// changes, so its answers stay in memory, each with its entity tag. Every read first asks the database for its change mark, which moves with any
// commit from any connection or process (an order, a cancel, an admin's edit, a review, the
// bench's rows written straight into the file). Entries read under an older mark are dropped, so
// a cached answer is never older than the last commit; the mark costs one tiny query, shared by
// the reads that arrive while one is under way, instead of the list's query and the ORM's work.
import { createHash } from 'node:crypto';

export interface Tagged<T> {
  body: T;
  /** Weak: compression may send the same body gzipped, which a strong tag would have to tell apart. */
  etag: string;
}

const DEFAULT_MAX_ENTRIES = 200;

const etagOf = (body: unknown): string => `W/"${createHash('sha1').update(JSON.stringify(body)).digest('base64url')}"`;

const ignore = () => undefined;

/**
 * Each caller gets a value read after it called, so a reader never misses a commit acknowledged
 * before it asked; callers that arrive while a read is under way share the next one.
 */
function sharedReadAfterCall<T>(read: () => Promise<T>): () => Promise<T> {
  let underway: Promise<T> | undefined;
  let next: Promise<T> | undefined;
  const start = (): Promise<T> => {
    const reading = read().finally(() => {
      if (underway === reading) underway = undefined;
    });
    underway = reading;
    return reading;
  };
  return () => {
    if (!underway) return start();
    next ??= underway.then(ignore, ignore).then(() => {
      next = undefined;
      return start();
    });
    return next;
  };
}

/**
 * Values read from the database, kept until its change mark moves. `read` answers from memory only
 * while the mark read for this call equals the one the value was read under; an absent value
 * (`undefined`) is never kept.
 */
export function createChangeMarkMemo<V>(readChangeMark: () => Promise<string>, maxEntries = DEFAULT_MAX_ENTRIES) {
  const changeMark = sharedReadAfterCall(readChangeMark);
  const entries = new Map<string, V>();
  let entriesMark: string | undefined;

  /** A mark read after this call, with the entries kept under an older one dropped. */
  async function currentMark(): Promise<string> {
    const mark = await changeMark();
    if (mark !== entriesMark) {
      entries.clear();
      entriesMark = mark;
    }
    return mark;
  }

  return {
    /** The value kept for `key` if it is still current; never reads the data itself. */
    async peek(key: string): Promise<V | undefined> {
      await currentMark();
      return entries.get(key);
    },

    async read(key: string, produce: () => Promise<V>): Promise<V> {
      // Taken before the data is read, so an entry is never older than its mark.
      const mark = await currentMark();
      const hit = entries.get(key);
      if (hit !== undefined) return hit;
      const value = await produce();
      // A read that began under a mark since replaced may hold older data: answer with it, keep it not.
      if (value !== undefined && mark === entriesMark && maxEntries > 0) {
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
        entries.set(key, value);
      }
      return value;
    },
  };
}

export function createChangeMarkCache(readChangeMark: () => Promise<string>, maxEntries = DEFAULT_MAX_ENTRIES) {
  const memo = createChangeMarkMemo<Tagged<unknown>>(readChangeMark, maxEntries);
  return {
    peek: (key: string): Promise<Tagged<unknown> | undefined> => memo.peek(key),
    read<T>(key: string, produce: () => Promise<T>): Promise<Tagged<T>> {
      return memo.read(key, async () => {
        const body = await produce();
        return { body, etag: etagOf(body) };
      }) as Promise<Tagged<T>>;
    },
  };
}
