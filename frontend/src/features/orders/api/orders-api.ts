import { api } from '../../../lib/api';
import { cursorPages, cursorParams, DASHBOARD_PAGE_SIZE } from '../../../lib/pagination';
import type { Order, OrderInput, OrderPage, PartRefund } from '../../../types/api';
import type { OrderFilters } from '../order-filters';

export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    placeOrder: build.mutation<Order, OrderInput>({
      query: (body) => ({ url: '/order', method: 'POST', body }),
      // Placing an order reserves stock: the product's count and My Orders change.
      invalidatesTags: (_result, _error, body) => [{ type: 'Product', id: body.productId }, 'Product', 'Order'],
    }),
    listMyOrders: build.infiniteQuery<OrderPage, string, string | null>({
      infiniteQueryOptions: cursorPages,
      query: ({ queryArg: email, pageParam }) => ({
        url: `/order/${encodeURIComponent(email)}`,
        params: cursorParams(DASHBOARD_PAGE_SIZE, pageParam),
      }),
      providesTags: ['Order'],
    }),
    listAllOrders: build.infiniteQuery<OrderPage, OrderFilters, string | null>({
      infiniteQueryOptions: cursorPages,
      query: ({ queryArg: filters, pageParam }) => ({ url: '/orders', params: { ...filters, ...cursorParams(DASHBOARD_PAGE_SIZE, pageParam) } }),
      providesTags: ['Order'],
    }),
    getOrder: build.query<Order, string>({
      query: (id) => `/orders/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Order', id }],
    }),
    cancelOrder: build.mutation<Order, string>({
      query: (id) => ({ url: `/order/${id}`, method: 'DELETE' }),
      // The held stock goes back on the shelf.
      // (its productId is null once the product itself was deleted)
      invalidatesTags: (order) => ['Order', 'Product', ...(order?.productId ? [{ type: 'Product' as const, id: order.productId }] : [])],
    }),
    shipOrder: build.mutation<Order, string>({
      query: (id) => ({ url: `/orders/${id}/ship`, method: 'PATCH' }),
      invalidatesTags: ['Order'],
    }),
    refundOrder: build.mutation<Order, string>({
      query: (id) => ({ url: `/orders/${id}/refund`, method: 'POST' }),
      // Stock may come back on the shelf (an order refunded before it shipped).
      invalidatesTags: ['Order', 'Product'],
    }),
    refundOrderPart: build.mutation<Order, { id: string; refund: PartRefund }>({
      query: ({ id, refund }) => ({ url: `/orders/${id}/refunds`, method: 'POST', body: refund }),
      // Also when refused: an earlier refund the provider had not confirmed may have been recorded meanwhile.
      invalidatesTags: ['Order', 'Product'],
    }),
    recordOutsideRefund: build.mutation<Order, { id: string; note: string }>({
      query: ({ id, note }) => ({ url: `/orders/${id}/outside-refund`, method: 'POST', body: { note } }),
      invalidatesTags: ['Order', 'Product'],
    }),
  }),
});

export const {
  usePlaceOrderMutation,
  useListMyOrdersInfiniteQuery,
  useListAllOrdersInfiniteQuery,
  useCancelOrderMutation,
  useShipOrderMutation,
  useGetOrderQuery,
  useRefundOrderMutation,
  useRecordOutsideRefundMutation,
  useRefundOrderPartMutation,
} = ordersApi;
