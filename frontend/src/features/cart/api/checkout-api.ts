import { api } from '../../../lib/api';
import type { CheckoutInput, Order } from '../../../types/api';

export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The server prices the cart and reserves every line, all or nothing, and empties the cart: the
    // cart, the tools' stock and My Orders all change. A refusal (409) may have repriced the cart.
    checkout: build.mutation<Order, CheckoutInput>({
      query: (body) => ({ url: '/checkout', method: 'POST', body }),
      invalidatesTags: (order) => (order ? ['Cart', 'Product', 'Order'] : ['Cart']),
    }),
  }),
});

export const { useCheckoutMutation } = checkoutApi;
