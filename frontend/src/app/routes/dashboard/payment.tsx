import { PaymentPage } from '../../../features/payments/components/payment-page';

export default PaymentPage;
