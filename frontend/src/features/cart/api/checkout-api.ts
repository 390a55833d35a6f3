import { api } from '../../../lib/api';
import type { CheckoutInput, GuestCheckoutInput, GuestOrder, Order } from '../../../types/api';

export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The server prices the cart and reserves every line, all or nothing, and empties the cart: the
    // cart, the tools' stock and My Orders all change. A refusal (409) may have repriced the cart.
    checkout: build.mutation<Order, CheckoutInput>({
      query: (body) => ({ url: '/checkout', method: 'POST', body }),
      invalidatesTags: (order) => (order ? ['Cart', 'Product', 'Order'] : ['Cart']),
    }),
    // A visitor's order of the lines sent; the answer's key is the only way back to it.
    guestCheckout: build.mutation<GuestOrder, GuestCheckoutInput>({
      query: (body) => ({ url: '/guest/checkout', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['Product'] : []),
    }),
  }),
});

export const { useCheckoutMutation, useGuestCheckoutMutation } = checkoutApi;
