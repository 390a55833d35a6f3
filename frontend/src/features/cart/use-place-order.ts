import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useSetVisitorCartLineMutation } from '../../lib/cart/cart-api';
import type { HeldOrder } from '../../lib/checkout-payment';
import type { Delivery } from '../../lib/delivery';
import { selectUser } from '../../lib/session/session-slice';
import { useAppSelector } from '../../lib/store';
import type { Cart, CartItem } from '../../types/api';
import { useBuyNowMutation, useCheckoutMutation, useGuestCheckoutMutation } from './api/checkout-api';

export type PlaceError = FetchBaseQueryError | SerializedError;
export type Placed = { held: HeldOrder } | { error: PlaceError };

/** Where the order goes, how, the total the shopper saw (the quote's, tax and delivery in it), and for a guest the email that owns it. */
export type Destination = Delivery & { email: string; country: string; shippingMethod: string; expectedTotal: string; vatNumber?: string };

/** What a checkout orders: the whole cart, or Buy Now's one line (the cart untouched). */
export type Ordering = { cart: Cart } | { line: CartItem };

/** The Idempotency-Key for a request (its path and body as JSON): the same for a repeat of one attempt. */
export type AttemptKey = (request: string) => string;

/**
 * Places the checkout's order, the one way for each kind of shopper: a signed-in shopper's cart by
 * `POST /checkout` (the server empties the cart with it), their Buy Now by `POST /order`; a
 * guest's lines, the cart's or Buy Now's, by `POST /guest/checkout`. Every one is sent with the
 * total the shopper saw, so a price that moved meanwhile orders nothing (409 `price_changed`), and
 * with the attempt's Idempotency-Key, so a Pay pressed again after an answer was lost pays the order
 * the first placed rather than placing another.
 */
export function usePlaceOrder() {
  const user = useAppSelector(selectUser);
  const [accountCheckout] = useCheckoutMutation();
  const [buyNow] = useBuyNowMutation();
  const [guestCheckout] = useGuestCheckoutMutation();
  const [setVisitorLine] = useSetVisitorCartLineMutation();

  return async (ordering: Ordering, { email, address, phone, country, shippingMethod, expectedTotal, vatNumber }: Destination, keyFor: AttemptKey): Promise<Placed> => {
    const keyed = <Body>(path: string, body: Body) => ({ body, idempotencyKey: keyFor(JSON.stringify([path, body])) });
    const delivery = { address, phone, country, shippingMethod, expectedTotal, ...(vatNumber ? { vatNumber } : {}) };
    if (user) {
      const result =
        'cart' in ordering ? await accountCheckout(keyed('/checkout', delivery)) : await buyNow(keyed('/order', { ...ordering.line, ...delivery }));
      return result.error ? { error: result.error } : { held: { order: result.data } };
    }
    const lines = 'cart' in ordering ? ordering.cart.lines.map(({ productId, quantity }) => ({ productId, quantity })) : [ordering.line];
    const result = await guestCheckout(keyed('/guest/checkout', { email, ...delivery, lines }));
    if (result.error) return { error: result.error };
    // Ordered: the cart's lines are the order's now, and the visitor's cart lets them go. A removal
    // that fails leaves a line in the cart, not the order unpaid: the payment goes on regardless.
    if ('cart' in ordering) void Promise.allSettled(lines.map(({ productId }) => setVisitorLine({ productId, quantity: 0 })));
    return { held: { order: result.data.order, key: result.data.key } };
  };
}
