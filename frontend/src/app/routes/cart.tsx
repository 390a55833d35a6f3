import Container from '@mui/material/Container';
import { CartPage } from '../../features/cart/components/cart-page';

export default function CartRoute() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <title>Your cart | Hand Tool Shop</title>
      <CartPage />
    </Container>
  );
}
