/** Page size of the dashboard's lists; the contract allows up to 100. */
export const DASHBOARD_PAGE_SIZE = 20;

/** RTK Query's infinite-query options for the contract's `{items, nextCursor}` pages. */
export const cursorPages = {
  initialPageParam: null,
  getNextPageParam: (lastPage: { nextCursor: string | null }) => lastPage.nextCursor,
};

export const cursorParams = (limit: number, cursor: string | null) => ({ limit, ...(cursor ? { cursor } : {}) });
