// The cart's calls. A signed-in shopper's cart lives on the server: every change answers with the
// whole cart, which replaces the one in the store (no second request to see it). A visitor's lines
// are on the server too, in a cart its HttpOnly cookie names (the browser sends it; this code never
// sees it), so a form posted before the page's code arrived and this code reach one cart.
import { api } from '../api';
import { selectUser, type SessionState } from '../session/session-slice';
import type { Cart, CartItem, CartItems } from '../../types/api';

interface CartChangeLifecycle {
  dispatch: (action: unknown) => unknown;
  getState: () => unknown;
  queryFulfilled: Promise<{ data: Cart }>;
}

// The answer is the cart as it now stands: it replaces the signed-in shopper's cart in the store.
async function replaceCart(_arg: unknown, { dispatch, getState, queryFulfilled }: CartChangeLifecycle) {
  const email = selectUser(getState() as { session: SessionState })?.email;
  try {
    const { data } = await queryFulfilled;
    if (email) dispatch(cartApi.util.upsertQueryData('getCart', email, data));
  } catch {
    // the cart in the store stays as it was; the screen shows the change's error
  }
}

export const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The argument is the shopper's email: it is not sent, but keeps one shopper's cart from showing as the next one's. */
    getCart: build.query<Cart, string>({
      query: () => '/cart',
      providesTags: ['Cart'],
    }),
    setCartLine: build.mutation<Cart, CartItem>({
      query: ({ productId, quantity }) => ({ url: `/cart/lines/${productId}`, method: 'PUT', body: { quantity } }),
      onQueryStarted: replaceCart,
    }),
    removeCartLine: build.mutation<Cart, string>({
      query: (productId) => ({ url: `/cart/lines/${productId}`, method: 'DELETE' }),
      onQueryStarted: replaceCart,
    }),
    mergeCart: build.mutation<Cart, CartItems>({
      query: (body) => ({ url: '/cart/merge', method: 'POST', body }),
      onQueryStarted: replaceCart,
    }),
    getVisitorCart: build.query<Cart, void>({
      query: () => '/visitor-cart',
      providesTags: ['Cart'],
    }),
    /** Sets a visitor's line (0 removes it); the answer is the visitor's cart as it now stands. */
    setVisitorCartLine: build.mutation<Cart, CartItem>({
      query: ({ productId, quantity }) => ({ url: `/visitor-cart/lines/${productId}`, method: 'POST', body: { quantity } }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(cartApi.util.upsertQueryData('getVisitorCart', undefined, data));
        } catch {
          // the cart in the store stays as it was; the screen shows the change's error
        }
      },
    }),
  }),
});

export const { useGetCartQuery, useSetCartLineMutation, useRemoveCartLineMutation, useMergeCartMutation, useGetVisitorCartQuery, useSetVisitorCartLineMutation } =
  cartApi;
