import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { formatPrice } from '../../../lib/money';
import { canMove } from '../../../lib/order-actions';
import { hasSeveralLines, lineWords, orderWhat } from '../../../lib/order-lines';
import type { Order } from '../../../types/api';
import { OrderStatusChip } from './order-status-chip';

/** One of My Orders, as a card: it reads the same on a phone as on a desktop. */
export function MyOrderCard({ order, onCancel }: { order: Order; onCancel: () => void }) {
  const what = orderWhat(order);
  const several = hasSeveralLines(order);
  const [payable, cancellable] = [canMove(order, 'pay'), canMove(order, 'cancel')];
  return (
    <Card component="li" variant="outlined" aria-label={`Order of ${what}`}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <div>
            <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
              {several ? `${order.lines.length} tools` : order.productName}
            </Typography>
            {several && (
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {order.lines.map((line, index) => (
                  <li key={`${line.productId ?? 'deleted'}-${index}`}>
                    <Typography variant="body2">
                      {lineWords(line)} · {formatPrice(line.price)}
                    </Typography>
                  </li>
                ))}
              </Box>
            )}
            <Typography color="text.secondary">
              Quantity {order.quantity} · {formatPrice(order.price)}
            </Typography>
          </div>
          <OrderStatusChip status={order.status} refunded={order.refundedAt !== null} audience="customer" />
        </Stack>
        {payable && order.holdExpiresAt && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            We hold the stock for you until {formatDateTime(order.holdExpiresAt)}.
          </Typography>
        )}
        {order.transactionId && order.status !== 'unpaid' && (
          <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
            Transaction id: <code>{order.transactionId}</code>
          </Typography>
        )}
        {order.refundedAt && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            This order was cancelled, so your payment of {formatPrice(order.price)} was refunded on {formatDateTime(order.refundedAt)}.
          </Typography>
        )}
        {order.status === 'shipped' && order.shippedAt && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            Shipped on {formatDateTime(order.shippedAt)}.
          </Typography>
        )}
      </CardContent>
      {(payable || cancellable) && (
        <CardActions sx={{ px: 2, pb: 2 }}>
          {payable && (
            <Button variant="contained" component={RouterLink} to={`/dashboard/payment/${order._id}`} aria-label={`Pay for ${what}`}>
              Pay
            </Button>
          )}
          {cancellable && (
            <Button variant="outlined" color="error" onClick={onCancel} aria-label={`Cancel the order of ${what}`}>
              Cancel
            </Button>
          )}
        </CardActions>
      )}
    </Card>
  );
}
