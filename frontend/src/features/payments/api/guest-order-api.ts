import { api } from '../../../lib/api';
import type { MarkPaidInput, Order, PaymentIntent, PaymentResult, TestCardPayment } from '../../../types/api';

/** A guest order and its key: the key travels as a header, never in a URL a server could log. */
export interface GuestOrderRef {
  orderId: string;
  orderKey: string;
}

const keyed = ({ orderKey }: GuestOrderRef) => ({ 'X-Order-Key': orderKey });

export const guestOrderApi = api.injectEndpoints({
  endpoints: (build) => ({
    getGuestOrder: build.query<Order, GuestOrderRef>({
      query: (ref) => ({ url: `/guest/orders/${ref.orderId}`, headers: keyed(ref) }),
      providesTags: (_result, _error, { orderId }) => [{ type: 'Order', id: orderId }],
    }),
    cancelGuestOrder: build.mutation<Order, GuestOrderRef>({
      query: (ref) => ({ url: `/guest/orders/${ref.orderId}`, method: 'DELETE', headers: keyed(ref) }),
      invalidatesTags: (_result, _error, { orderId }) => ['Product', { type: 'Order', id: orderId }],
    }),
    // The amount is never sent: the server takes it from the stored order.
    createGuestPaymentIntent: build.mutation<PaymentIntent, GuestOrderRef>({
      query: (ref) => ({ url: `/guest/orders/${ref.orderId}/payment-intent`, method: 'POST', headers: keyed(ref) }),
    }),
    confirmGuestTestPayment: build.mutation<PaymentResult, GuestOrderRef & TestCardPayment>({
      query: ({ orderId, orderKey, ...body }) => ({ url: `/guest/orders/${orderId}/test-payment`, method: 'POST', headers: keyed({ orderId, orderKey }), body }),
    }),
    markGuestOrderPaid: build.mutation<Order, GuestOrderRef & MarkPaidInput>({
      query: ({ orderId, orderKey, transactionId }) => ({ url: `/guest/orders/${orderId}`, method: 'PATCH', headers: keyed({ orderId, orderKey }), body: { transactionId } }),
      invalidatesTags: (_result, _error, { orderId }) => [{ type: 'Order', id: orderId }],
    }),
  }),
});

export const { useGetGuestOrderQuery, useCancelGuestOrderMutation, useCreateGuestPaymentIntentMutation, useConfirmGuestTestPaymentMutation, useMarkGuestOrderPaidMutation } =
  guestOrderApi;
