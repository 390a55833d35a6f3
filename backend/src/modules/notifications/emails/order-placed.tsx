import { Text } from '@react-email/components';
import { orderLabel, type OrderEmailDetails } from '../order-email.js';
import { dateTime, EmailLayout, OrderSummary, paragraph, SummaryRow, toolsOf } from './layout.js';

export function OrderPlacedEmail({ order }: { order: OrderEmailDetails }) {
  return (
    <EmailLayout preview={`Order ${orderLabel(order)}: ${toolsOf(order)}`} title="Thank you for your order">
      <Text style={paragraph}>Hello {order.customerName},</Text>
      <Text style={paragraph}>
        We have reserved your tools.
        {order.holdExpiresAt ? ` Please pay by ${dateTime(order.holdExpiresAt)}; an order still unpaid then is cancelled and its tools go back on the shelf.` : ''}
      </Text>
      <OrderSummary order={order}>
        <SummaryRow name="Ship to">{order.address}</SummaryRow>
        <SummaryRow name="Phone">{order.phone}</SummaryRow>
        <SummaryRow name="Placed">{dateTime(order.placedAt)}</SummaryRow>
      </OrderSummary>
    </EmailLayout>
  );
}
