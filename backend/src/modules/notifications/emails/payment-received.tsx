import { Text } from '@react-email/components';
import type { OrderEmailDetails } from '../order-email.js';
import { dollars, EmailLayout, OrderSummary, paragraph, SummaryRow } from './layout.js';

export function PaymentReceivedEmail({ order }: { order: OrderEmailDetails }) {
  return (
    <EmailLayout preview={`We received your payment of ${dollars(order.totalCents)}`} title="Payment received">
      <Text style={paragraph}>Hello {order.customerName},</Text>
      <Text style={paragraph}>Your payment of {dollars(order.totalCents)} is complete. We are getting your tools ready to ship.</Text>
      <OrderSummary order={order}>
        <SummaryRow name="Ship to">{order.address}</SummaryRow>
      </OrderSummary>
    </EmailLayout>
  );
}
