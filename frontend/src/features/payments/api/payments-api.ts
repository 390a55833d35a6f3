import { api } from '../../../lib/api';
import { runtimeConfig } from '../../../lib/runtime-config';
import type { MarkPaidInput, Order, PaymentIntent, PaymentResult, RuntimeConfig, TestCardPayment } from '../../../types/api';

export const paymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRuntimeConfig: build.query<RuntimeConfig, void>({
      queryFn: async () => {
        try {
          return { data: await runtimeConfig() };
        } catch {
          return { error: { status: 'FETCH_ERROR', error: 'The shop’s settings could not be loaded.' } };
        }
      },
    }),
    // The order being paid; My Orders and the admin table list orders, only this screen reads one.
    getOrder: build.query<Order, string>({
      query: (id) => `/orders/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Order', id }],
    }),
    // The amount is never sent: the server takes it from the stored order.
    createPaymentIntent: build.mutation<PaymentIntent, string>({
      query: (orderId) => ({ url: '/create-payment-intent', method: 'POST', body: { orderId } }),
    }),
    confirmTestPayment: build.mutation<PaymentResult, TestCardPayment>({
      query: (body) => ({ url: '/payments/test/confirm', method: 'POST', body }),
    }),
    markOrderPaid: build.mutation<Order, { orderId: string } & MarkPaidInput>({
      query: ({ orderId, transactionId }) => ({ url: `/orders/${orderId}`, method: 'PATCH', body: { transactionId } }),
      invalidatesTags: (_result, _error, { orderId }) => ['Order', { type: 'Order', id: orderId }],
    }),
  }),
});

export const { useGetRuntimeConfigQuery, useGetOrderQuery, useCreatePaymentIntentMutation, useConfirmTestPaymentMutation, useMarkOrderPaidMutation } = paymentsApi;
