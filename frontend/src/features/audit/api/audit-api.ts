import { api } from '../../../lib/api';
import { cursorPages, cursorParams, DASHBOARD_PAGE_SIZE } from '../../../lib/pagination';
import type { AuditEntryPage, AuditKind } from '../../../types/api';

/** The owner's filters, as the contract's query parameters; each one set narrows the trail. */
export interface AuditFilters {
  actor?: string;
  kind?: AuditKind;
  subject?: string;
  from?: string;
  to?: string;
}

// Every staff action adds an entry, so the screens that change things invalidate 'Audit' too.
export const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAuditEntries: build.infiniteQuery<AuditEntryPage, AuditFilters, string | null>({
      infiniteQueryOptions: cursorPages,
      query: ({ queryArg, pageParam }) => ({ url: '/audit-entries', params: { ...queryArg, ...cursorParams(DASHBOARD_PAGE_SIZE, pageParam) } }),
      providesTags: ['Audit'],
    }),
    listProductHistory: build.infiniteQuery<AuditEntryPage, string, string | null>({
      infiniteQueryOptions: cursorPages,
      query: ({ queryArg, pageParam }) => ({ url: `/products/${queryArg}/history`, params: cursorParams(DASHBOARD_PAGE_SIZE, pageParam) }),
      providesTags: ['Audit'],
    }),
    listOrderHistory: build.infiniteQuery<AuditEntryPage, string, string | null>({
      infiniteQueryOptions: cursorPages,
      query: ({ queryArg, pageParam }) => ({ url: `/orders/${queryArg}/history`, params: cursorParams(DASHBOARD_PAGE_SIZE, pageParam) }),
      providesTags: ['Audit'],
    }),
  }),
});

export const { useListAuditEntriesInfiniteQuery, useListProductHistoryInfiniteQuery, useListOrderHistoryInfiniteQuery } = auditApi;
