import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../../lib/format';
import { formatPrice } from '../../../lib/money';
import type { Order, OrderRefund } from '../../../types/api';

/** "1 × Block Plane (back in stock) and the delivery charge", or "an amount" for a refund of money alone. */
export function refundItems(refund: OrderRefund, { stock }: { stock: boolean }): string {
  const items = refund.lines.map((line) => `${line.quantity} × ${line.productName}${stock && line.restocked ? ' (back in stock)' : ''}`);
  if (Number(refund.shipping) > 0) items.push('the delivery charge');
  if (items.length === 0) return 'an amount';
  return items.length === 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * Each refund of the order, oldest first: when, how much, for what. `staff`: the admin's words
 * (stock, money that went back outside the shop); the customer's say what they got back.
 */
export function OrderRefunds({ order, staff = false }: { order: Order; staff?: boolean }) {
  if (order.refunds.length === 0) return null;
  return (
    <Stack component="ul" spacing={0.5} aria-label={`Refunds of order ${order.number}`} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {order.refunds.map((refund) => (
        <Typography component="li" variant="body2" key={refund.id} sx={{ overflowWrap: 'anywhere' }}>
          {formatDateTime(refund.createdAt)}: {formatPrice(refund.amount)} for {refundItems(refund, { stock: staff })}
          {staff && refund.outsideShop ? ', outside the shop' : ''}
        </Typography>
      ))}
    </Stack>
  );
}
