import { Text } from '@react-email/components';
import { dollars, EmailLayout, type EmailProps, Greeting, OrderSummary, paragraph } from './layout.js';

const why = {
  'late-payment': 'Your payment reached us after this order had been cancelled, so we refunded all of it',
  'refund-issued': 'We have refunded this order in full',
};

/** `late-payment`: paid after the order was cancelled, refunded automatically; `refund-issued`: the shop refunded a paid order. */
export function OrderRefundedEmail({ order, links, reason }: EmailProps & { reason: keyof typeof why }) {
  return (
    <EmailLayout preview={`We refunded ${dollars(order.totalCents)}`} title="Your payment was refunded" links={links}>
      <Greeting order={order} />
      <Text style={paragraph}>
        {why[reason]}: {dollars(order.totalCents)}. Depending on your bank, it may take a few days to show on your statement.
      </Text>
      <OrderSummary order={order} />
    </EmailLayout>
  );
}
