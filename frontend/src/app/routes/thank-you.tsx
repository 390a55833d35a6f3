import Container from '@mui/material/Container';
import { ThankYouPage } from '../../features/payments/components/thank-you-page';

export default function ThankYouRoute() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <title>Thank you for your order | Hand Tool Shop</title>
      <ThankYouPage />
    </Container>
  );
}
