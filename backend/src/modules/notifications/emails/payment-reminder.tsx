import { Text } from '@react-email/components';
import { orderLabel } from '../order-email.js';
import { dateTime, EmailLayout, type EmailProps, Greeting, OrderSummary, paragraph, SummaryRow } from './layout.js';

/** Sent once, an hour before the hold ends, to an order still unpaid then. */
export function PaymentReminderEmail({ order, links }: EmailProps) {
  const until = order.holdExpiresAt ? dateTime(order.holdExpiresAt) : undefined;
  return (
    <EmailLayout
      preview={`Order ${orderLabel(order)} is waiting for your payment${until ? ` until ${until}` : ''}`}
      title="Your order is waiting for payment"
      links={links}
      action={{ label: 'Pay now', href: links.pay }}
    >
      <Greeting order={order} />
      <Text style={paragraph}>
        We are holding your tools{until ? ` until ${until}` : ''}. An order still unpaid then is cancelled and its tools go back on the shelf; if you no longer want them,
        there is nothing to do.
      </Text>
      <OrderSummary order={order}>
        <SummaryRow name="Ship to">{order.address}</SummaryRow>
        <SummaryRow name="Placed">{dateTime(order.placedAt)}</SummaryRow>
      </OrderSummary>
    </EmailLayout>
  );
}
