import { Text } from '@react-email/components';
import { orderLabel } from '../order-email.js';
import { EmailLayout, type EmailProps, Greeting, OrderSummary, paragraph } from './layout.js';

/** `expired`: the shop cancelled the order because it was not paid in time. */
export function OrderCancelledEmail({ order, links, reason }: EmailProps & { reason: 'cancelled' | 'expired' }) {
  const expired = reason === 'expired';
  return (
    <EmailLayout preview={`Order ${orderLabel(order)} was cancelled`} title={expired ? 'Your order expired' : 'Your order was cancelled'} links={links}>
      <Greeting order={order} />
      <Text style={paragraph}>
        {expired
          ? 'We did not receive a payment for this order in time, so we cancelled it and put the tools back on the shelf.'
          : 'Your order has been cancelled and the tools are back on the shelf.'}{' '}
        Nothing was charged. You are welcome to order again at any time.
      </Text>
      <OrderSummary order={order} />
    </EmailLayout>
  );
}
