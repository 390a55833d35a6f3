import { PaymentPage } from '../../../features/payments/components/payment-page';
import { PageTitle } from '../../../components/layout/page-title';

export default function PaymentRoute() {
  return (
    <>
      <PageTitle>Payment</PageTitle>
      <PaymentPage />
    </>
  );
}
