import { api } from '../../../lib/api';
import { cursorPages, cursorParams, DASHBOARD_PAGE_SIZE } from '../../../lib/pagination';
import type { StockAdjustment, StockAdjustmentInput, StockMovementPage } from '../../../types/api';

// A tool's history hangs on the tool's own tag: whatever moves its stock (an order, a cancel, an
// adjustment) invalidates the tool, and so its history too.
export const stockApi = api.injectEndpoints({
  endpoints: (build) => ({
    listStockMovements: build.infiniteQuery<StockMovementPage, string, string | null>({
      infiniteQueryOptions: cursorPages,
      query: ({ queryArg: id, pageParam }) => ({ url: `/products/${id}/stock-movements`, params: cursorParams(DASHBOARD_PAGE_SIZE, pageParam) }),
      providesTags: (_result, _error, id) => [{ type: 'Product', id }],
    }),
    adjustStock: build.mutation<StockAdjustment, { id: string; adjustment: StockAdjustmentInput }>({
      query: ({ id, adjustment }) => ({ url: `/products/${id}/stock-movements`, method: 'POST', body: adjustment }),
      invalidatesTags: (_result, _error, { id }) => ['Product', { type: 'Product', id }],
    }),
  }),
});

export const { useListStockMovementsInfiniteQuery, useAdjustStockMutation } = stockApi;
