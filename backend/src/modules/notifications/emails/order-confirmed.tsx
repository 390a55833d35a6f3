import { Text } from '@react-email/components';
import { dateTime, dollars, EmailLayout, type EmailProps, Greeting, OrderSummary, paragraph, SummaryRow, toolsOf } from './layout.js';

/** The one email an order gets once it is paid: what was bought, for how much, and where it goes. */
export function OrderConfirmedEmail({ order, links }: EmailProps) {
  return (
    <EmailLayout preview={`Order confirmed: ${toolsOf(order)}`} title="Order confirmed" links={links}>
      <Greeting order={order} />
      <Text style={paragraph}>Thank you for your order. Your payment of {dollars(order.totalCents)} is complete, and we are getting your tools ready to ship.</Text>
      {order.attachment && <Text style={paragraph}>Your invoice, {order.attachment.number}, is attached as a PDF.</Text>}
      <OrderSummary order={order}>
        <SummaryRow name="Ship to">{order.address}</SummaryRow>
        <SummaryRow name="Phone">{order.phone}</SummaryRow>
        <SummaryRow name="Placed">{dateTime(order.placedAt)}</SummaryRow>
      </OrderSummary>
    </EmailLayout>
  );
}
