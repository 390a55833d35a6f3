import { api } from '../../../lib/api';
import type { Order, OrderInput } from '../../../types/api';

export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    placeOrder: build.mutation<Order, OrderInput>({
      query: (body) => ({ url: '/order', method: 'POST', body }),
      // Placing an order reserves stock: the product's count and My Orders change.
      invalidatesTags: (_result, _error, body) => [{ type: 'Product', id: body.productId }, 'Product', 'Order'],
    }),
  }),
});

export const { usePlaceOrderMutation } = ordersApi;
