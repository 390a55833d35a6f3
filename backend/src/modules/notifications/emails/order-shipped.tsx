import { Text } from '@react-email/components';
import type { OrderEmailDetails } from '../order-email.js';
import { EmailLayout, OrderSummary, paragraph, SummaryRow, toolsOf } from './layout.js';

export function OrderShippedEmail({ order }: { order: OrderEmailDetails }) {
  return (
    <EmailLayout preview={`On its way: ${toolsOf(order)}`} title="Your order has shipped">
      <Text style={paragraph}>Hello {order.customerName},</Text>
      <Text style={paragraph}>Your tools have left our workshop and are on their way to you.</Text>
      <OrderSummary order={order}>
        <SummaryRow name="Ship to">{order.address}</SummaryRow>
      </OrderSummary>
    </EmailLayout>
  );
}
