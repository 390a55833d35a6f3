import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { CheckoutPaymentProps } from '../../../lib/checkout-payment';
import { guestOrderPath } from '../../../lib/guest-order-link';
import { usePayment } from '../use-pay-order';
import { CardForm } from './card-form';
import { justPaid, thankYouPath } from './thank-you-page';

/**
 * The checkout's payment: the active provider's card form, whose Pay places the order (the first
 * time) and pays it. A refused card leaves the order held and the form as it was, to try again or
 * with another card; paid, the shopper goes on to the order's thank-you page (a guest's: its link).
 */
export function CheckoutPayment({ price, placeOrder, onPayPressed, onPaid, disabled }: CheckoutPaymentProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const navigate = useNavigate();
  const payment = usePayment(async () => {
    const held = await placeOrder();
    return held && { orderId: held.order._id, orderKey: held.key, payer: { name: held.order.userName, email: held.order.email } };
  });
  const { paid } = payment;
  // Paid: on to the thank-you page, in place of the checkout (Back should not offer to pay again).
  useEffect(() => {
    if (!paid) return;
    onPaid();
    const { orderId, orderKey } = paid.order;
    void navigate(orderKey === undefined ? thankYouPath(orderId) : guestOrderPath(orderId, orderKey), { replace: true, state: justPaid });
  }, [paid, onPaid, navigate]);

  return (
    <Stack component="section" spacing={2} aria-labelledby="checkout-payment-title">
      <Typography id="checkout-payment-title" ref={heading} tabIndex={-1} variant="h2" sx={{ fontSize: '1.4rem', '&:focus': { outline: 'none' } }}>
        Payment
      </Typography>
      <CardForm price={price} payment={payment} heading={heading} onPayPressed={onPayPressed} disabled={disabled} />
    </Stack>
  );
}
