// The admin's order filters live in the page's URL, so Back, forward, reload and a shared link all
// show the same orders. What the URL holds is checked before it reaches the API: a hand-edited
// address falls back to "no filter" instead of a 400.
import { useUrlFilters } from '../../lib/url-filters';
import type { OrderStatus } from '../../types/api';

export interface OrderFilters {
  status?: OrderStatus;
  from?: string;
  to?: string;
  q?: string;
}

export const ORDER_STATUSES: readonly OrderStatus[] = ['unpaid', 'paid', 'shipped', 'cancelled', 'refunded'];

/** The contract's longest search. */
export const ORDER_SEARCH_MAX = 100;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isStatus = (value: string | null): value is OrderStatus => ORDER_STATUSES.includes(value as OrderStatus);
const day = (value: string | null) => (value && DAY.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined);

/** The filters a URL's search holds, the ones that make sense only. */
export function filtersFromSearch(search: URLSearchParams): OrderFilters {
  const status = search.get('status');
  const q = search.get('q')?.trim().slice(0, ORDER_SEARCH_MAX);
  return {
    ...(isStatus(status) ? { status } : {}),
    ...(day(search.get('from')) ? { from: day(search.get('from')) } : {}),
    ...(day(search.get('to')) ? { to: day(search.get('to')) } : {}),
    ...(q ? { q } : {}),
  };
}

/** The filters as query parameters, without the empty ones (also the export's query). */
export function searchOfFilters(filters: OrderFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of ['status', 'from', 'to', 'q'] as const) {
    const value = filters[key];
    if (value) search.set(key, value);
  }
  return search;
}

export const hasFilters = (filters: OrderFilters): boolean => Object.keys(filters).length > 0;

/** The page's filters and a way to change them; each change is a new history entry, so Back undoes it. */
export const useOrderFilters = () => useUrlFilters(filtersFromSearch, searchOfFilters);
