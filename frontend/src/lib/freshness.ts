/**
 * How an admin list keeps itself fresh while it is open: it asks again when the window regains
 * focus, and every minute while the tab is visible. Requests already under way are not repeated, so
 * a focus that fires both `focus` and `visibilitychange` costs one request per list.
 */
export const ADMIN_LIST_FRESHNESS = {
  refetchOnFocus: true,
  pollingInterval: 60_000,
  skipPollingIfUnfocused: true,
} as const;

