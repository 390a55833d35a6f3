// A list screen's filters live in its URL: an empty value is no filter at all, so it leaves the
// address rather than staying as `?key=`.

/** `filters` with `key` set to `value`, or without it when `value` is empty. */
export function withFilter<Filters extends object>(filters: Filters, key: keyof Filters, value: string): Filters {
  const next = { ...filters };
  if (value) next[key] = value as Filters[keyof Filters];
  else delete next[key];
  return next;
}

/** A from day after the to day: nothing can match, and the screen says so. */
export const isRangeBackwards = ({ from, to }: { from?: string; to?: string }): boolean => Boolean(from && to && from > to);
