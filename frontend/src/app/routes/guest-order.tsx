import Container from '@mui/material/Container';
import { GuestOrderPage } from '../../features/payments/components/guest-order-page';

export default function GuestOrderRoute() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <title>Your order | Hand Tool Shop</title>
      <GuestOrderPage />
    </Container>
  );
}
