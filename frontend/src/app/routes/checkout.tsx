import Container from '@mui/material/Container';
import { CheckoutPage } from '../../features/cart/components/checkout-page';

export default function CheckoutRoute() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <title>Checkout | Hand Tool Shop</title>
      <CheckoutPage />
    </Container>
  );
}
