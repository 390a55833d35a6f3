// A list screen's filters live in its URL: an empty value is no filter at all, so it leaves the
// address rather than staying as `?key=`.
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';

/** The filters asked for, or how to change the ones asked for last. */
export type FiltersChange<Filters> = Filters | ((current: Filters) => Filters);

/**
 * The screen's filters read from its URL, and a way to change them. Two changes made before the
 * page re-renders (a status picked, then a search sent) must both apply: a change builds on the
 * filters asked for last, not on the URL of the last render, which would drop the first.
 */
export function useUrlFilters<Filters extends object>(
  fromSearch: (search: URLSearchParams) => Filters,
  toSearch: (filters: Filters) => URLSearchParams,
  options?: NavigateOptions,
): [Filters, (change: FiltersChange<Filters>) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => fromSearch(searchParams), [fromSearch, searchParams]);
  const asked = useRef(filters);
  useEffect(() => {
    asked.current = filters;
  }, [filters]);
  const setFilters = useCallback(
    (change: FiltersChange<Filters>) => {
      asked.current = typeof change === 'function' ? change(asked.current) : change;
      setSearchParams(toSearch(asked.current), options);
    },
    [setSearchParams, toSearch, options],
  );
  return [filters, setFilters];
}

/** `filters` with `key` set to `value`, or without it when `value` is empty. */
export function withFilter<Filters extends object>(filters: Filters, key: keyof Filters, value: string): Filters {
  const next = { ...filters };
  if (value) next[key] = value as Filters[keyof Filters];
  else delete next[key];
  return next;
}

/** A from day after the to day: nothing can match, and the screen says so. */
export const isRangeBackwards = ({ from, to }: { from?: string; to?: string }): boolean => Boolean(from && to && from > to);
