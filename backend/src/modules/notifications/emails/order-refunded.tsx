import { Text } from '@react-email/components';
import type { OrderEmailDetails } from '../order-email.js';
import { dollars, EmailLayout, type EmailProps, Greeting, OrderSummary, paragraph, SummaryRow } from './layout.js';

/** "2 × Chisel, 1 × Saw and the delivery charge", or undefined for a refund of an amount alone. */
function refundedItems(refund: NonNullable<OrderEmailDetails['refund']>): string | undefined {
  const items = refund.lines.map((line) => `${line.quantity} × ${line.productName}`);
  if (refund.shippingCents > 0) items.push('the delivery charge');
  if (items.length === 0) return undefined;
  return items.length === 1 ? items[0] : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function RefundIssued({ order }: { order: OrderEmailDetails }) {
  const { refund } = order;
  // Snapshots from before refunds were itemised were of the whole order.
  if (!refund) return <Text style={paragraph}>We have refunded this order in full: {dollars(order.totalCents)}.</Text>;
  const items = refundedItems(refund);
  return (
    <Text style={paragraph}>
      We have refunded {dollars(refund.amountCents)}
      {items ? ` for ${items}` : ''}
      {refund.final ? ', which completes the refund of this order' : ' of this order'}.
    </Text>
  );
}

/** `late-payment`: paid after the order was cancelled, refunded automatically; `refund-issued`: the shop refunded (part of) a paid order. */
export function OrderRefundedEmail({ order, links, reason }: EmailProps & { reason: 'late-payment' | 'refund-issued' }) {
  const amountCents = order.refund?.amountCents ?? order.totalCents;
  return (
    <EmailLayout preview={`We refunded ${dollars(amountCents)}`} title="Your payment was refunded" links={links}>
      <Greeting order={order} />
      {reason === 'late-payment' ? (
        <Text style={paragraph}>Your payment reached us after this order had been cancelled, so we refunded all of it: {dollars(order.totalCents)}.</Text>
      ) : (
        <RefundIssued order={order} />
      )}
      <Text style={paragraph}>Depending on your bank, it may take a few days to show on your statement.</Text>
      {order.attachment && <Text style={paragraph}>Your credit note, {order.attachment.number}, is attached as a PDF.</Text>}
      <OrderSummary order={order}>{order.refund && <SummaryRow name="Refunded now">{dollars(order.refund.amountCents)}</SummaryRow>}</OrderSummary>
    </EmailLayout>
  );
}
