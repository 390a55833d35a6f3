import { Text } from '@react-email/components';
import { EmailLayout, type EmailProps, Greeting, OrderSummary, paragraph, SummaryRow, toolsOf } from './layout.js';

export function OrderShippedEmail({ order, links }: EmailProps) {
  return (
    <EmailLayout preview={`On its way: ${toolsOf(order)}`} title="Your order has shipped" links={links}>
      <Greeting order={order} />
      <Text style={paragraph}>Your tools have left our workshop and are on their way to you.</Text>
      <OrderSummary order={order}>
        <SummaryRow name="Ship to">{order.address}</SummaryRow>
      </OrderSummary>
    </EmailLayout>
  );
}
