import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { HeldOrder } from '../../../lib/checkout-payment';
import { formatDateTime } from '../../../lib/format';
import { guestOrderPath } from '../../../lib/guest-order-link';
import { orderNumber } from '../../../lib/order-lines';
import type { Cart, Order } from '../../../types/api';

/** The order's lines in the shape the checkout's summary shows a cart's. */
export const orderAsCart = (order: Order): Cart => ({
  lines: order.lines.map((line, index) => ({
    productId: line.productId ?? `line-${index}`,
    name: line.productName,
    image: null,
    unitPrice: line.unitPrice,
    quantity: line.quantity,
    lineTotal: line.price,
    available: 0,
    minimum: null,
    issue: null,
  })),
  // The tools' total: the delivery is shown beside it, from the order.
  total: order.subtotal,
});

/**
 * Once Pay has placed the order: it is held (a refused card doesn't let the tools go), where it goes
 * is settled, and the way back to it later is said: My Orders, or a guest order's own link.
 */
export function HeldDelivery({ held, onRelease }: { held: HeldOrder; onRelease: () => void }) {
  const { order, key } = held;
  const until = order.holdExpiresAt ? ` until ${formatDateTime(order.holdExpiresAt)}` : '';
  return (
    <Stack spacing={2}>
      <Alert severity="info" role="status">
        Order {orderNumber(order)} is placed and its tools are held for you{until}. Pay for it below
        {key === undefined ? (
          <>
            , or later from{' '}
            <Link component={RouterLink} to="/dashboard">
              My Orders
            </Link>
            .
          </>
        ) : (
          <>
            , or later from{' '}
            <Link component={RouterLink} to={guestOrderPath(order._id, key)}>
              your order’s own page
            </Link>{' '}
            (keep its link).
          </>
        )}
      </Alert>
      <Stack component="dl" spacing={1} sx={{ m: 0 }}>
        {(
          [
            ['Email', order.email],
            ['Deliver to', order.address],
            ['Phone', order.phone],
          ] as const
        ).map(([label, value]) => (
          <div key={label}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </div>
        ))}
      </Stack>
      {/* The held order stays payable where said above; the checkout starts again from the cart or the tool. */}
      <Button variant="text" onClick={onRelease} sx={{ alignSelf: 'flex-start' }}>
        Order something else instead
      </Button>
    </Stack>
  );
}
