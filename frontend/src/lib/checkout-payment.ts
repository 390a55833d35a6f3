// What the checkout (features/cart) and the card forms (features/payments) agree on, so that the
// app can put one inside the other on the one checkout page without either importing the other.
import type { ReactNode } from 'react';
import type { Order } from '../types/api';

/** An order the checkout has placed and holds for its payment; a guest's carries its private key. */
export interface HeldOrder {
  order: Order;
  key?: string;
}

export interface CheckoutPaymentProps {
  /** What Pay charges: the lines' total before the order exists, the order's own once it is held. */
  price: string;
  /**
   * The order to pay, called at each press of Pay: the one already held (a retry pays it again), or
   * one placed now from the page's fields; null when none could be (the page says why).
   */
  placeOrder: () => Promise<HeldOrder | null>;
  /** Pay was pressed: the page checks its own fields while the card's are checked. */
  onPayPressed: () => void;
  /** The order is paid: the page lets go of it before the payment moves on to the thank-you page. */
  onPaid: () => void;
  /** Nothing can be paid as the page stands (lines to fix, the cart being read). */
  disabled: boolean;
}

/** The checkout's payment section, given by the app (app/routes/checkout.tsx). */
export type CheckoutPaymentSlot = (props: CheckoutPaymentProps) => ReactNode;
