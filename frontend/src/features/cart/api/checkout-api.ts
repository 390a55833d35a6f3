import { api } from '../../../lib/api';
import { answerLost } from '../../../lib/problem';
import type { Cart, CartItems, CheckoutDetails, CheckoutInput, GuestCheckoutInput, GuestOrder, Order, OrderInput, VisitorCheckoutDetails } from '../../../types/api';

/** An order-creating request: its body, and the checkout attempt's key, so a repeat places nothing new. */
export interface Placing<Body> {
  body: Body;
  idempotencyKey: string;
}

const placing =
  (url: string) =>
  <Body>({ body, idempotencyKey }: Placing<Body>) => ({ url, method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } });

export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The server prices the cart and reserves every line, all or nothing, and empties the cart: the
    // cart, the tools' stock and My Orders all change. A refusal (409) may have repriced the cart.
    // An answer lost leaves the cart on screen as it was sent, so Pay can send it again with its key
    // (read again, the cart would be empty if the order was placed, and there would be no Pay).
    checkout: build.mutation<Order, Placing<CheckoutInput>>({
      query: placing('/checkout'),
      invalidatesTags: (order, error) => (order ? ['Cart', 'Product', 'Order'] : answerLost(error) ? [] : ['Cart']),
    }),
    // Buy Now's checkout for a signed-in shopper: one line, whatever the cart holds (it stays as it is).
    buyNow: build.mutation<Order, Placing<OrderInput>>({
      query: placing('/order'),
      invalidatesTags: (order, _error, { body }) => (order ? [{ type: 'Product', id: body.productId }, 'Product', 'Order'] : []),
    }),
    // A visitor's order of the lines sent; the answer's key is the only way back to it.
    guestCheckout: build.mutation<GuestOrder, Placing<GuestCheckoutInput>>({
      query: placing('/guest/checkout'),
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
    // The guest's address step, kept by the server with the visitor's cart (its cookie), so a page
    // rendered on the server, or after a form the browser posted itself, starts with it.
    getVisitorCheckoutDetails: build.query<VisitorCheckoutDetails, void>({
      query: () => '/visitor-cart/checkout-details',
    }),
    saveVisitorCheckoutDetails: build.mutation<VisitorCheckoutDetails, CheckoutDetails>({
      query: (body) => ({ url: '/visitor-cart/checkout-details', method: 'POST', body }),
      async onQueryStarted(_details, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(checkoutApi.util.upsertQueryData('getVisitorCheckoutDetails', undefined, data));
        } catch {
          // kept as they were; the page says the save failed
        }
      },
    }),
  }),
});

export const {
  useCheckoutMutation,
  useBuyNowMutation,
  useGuestCheckoutMutation,
  useGetHeldOrderQuery,
  usePriceLinesQuery,
  useGetVisitorCheckoutDetailsQuery,
  useSaveVisitorCheckoutDetailsMutation,
} = checkoutApi;
