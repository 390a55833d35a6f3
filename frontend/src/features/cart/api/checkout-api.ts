import { api } from '../../../lib/api';
import type { Cart, CartItems, CheckoutInput, GuestCheckoutInput, GuestOrder, Order, OrderInput } from '../../../types/api';

export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The server prices the cart and reserves every line, all or nothing, and empties the cart: the
    // cart, the tools' stock and My Orders all change. A refusal (409) may have repriced the cart.
    checkout: build.mutation<Order, CheckoutInput>({
      query: (body) => ({ url: '/checkout', method: 'POST', body }),
      invalidatesTags: (order) => (order ? ['Cart', 'Product', 'Order'] : ['Cart']),
    }),
    // Buy Now's checkout for a signed-in shopper: one line, whatever the cart holds (it stays as it is).
    buyNow: build.mutation<Order, OrderInput>({
      query: (body) => ({ url: '/order', method: 'POST', body }),
      invalidatesTags: (order, _error, body) => (order ? [{ type: 'Product', id: body.productId }, 'Product', 'Order'] : []),
    }),
    // A visitor's order of the lines sent; the answer's key is the only way back to it.
    guestCheckout: build.mutation<GuestOrder, GuestCheckoutInput>({
      query: (body) => ({ url: '/guest/checkout', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['Product'] : []),
    }),
    // An order the checkout held in an earlier visit, as it stands now (paid or cancelled since?).
    getHeldOrder: build.query<Order, { orderId: string; orderKey?: string }>({
      query: ({ orderId, orderKey }) => (orderKey === undefined ? `/orders/${orderId}` : { url: `/guest/orders/${orderId}`, headers: { 'X-Order-Key': orderKey } }),
      providesTags: (_result, _error, { orderId }) => [{ type: 'Order', id: orderId }],
    }),
    // Buy Now's one line, priced by the server as a cart's would be (nothing is stored).
    priceLines: build.query<Cart, CartItems>({
      query: (body) => ({ url: '/cart/price', method: 'POST', body }),
      providesTags: ['Product'],
    }),
  }),
});

export const { useCheckoutMutation, useBuyNowMutation, useGuestCheckoutMutation, useGetHeldOrderQuery, usePriceLinesQuery } = checkoutApi;
