import Container from '@mui/material/Container';
import { CheckoutPage } from '../../features/cart/components/checkout-page';
import { CheckoutPayment } from '../../features/payments/components/checkout-payment';
import type { CheckoutPaymentProps } from '../../lib/checkout-payment';

// The checkout is the cart's; paying is the payments feature's: one page, composed here.
const payment = (props: CheckoutPaymentProps) => <CheckoutPayment {...props} />;

export default function CheckoutRoute() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <title>Checkout | Hand Tool Shop</title>
      <CheckoutPage payment={payment} />
    </Container>
  );
}
