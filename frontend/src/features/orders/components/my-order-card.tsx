import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { OrderDocuments } from '../../../components/ui/order-documents';
import { OrderStatusChips } from '../../../components/ui/order-status-chips';
import { formatDateTime } from '../../../lib/format';
import { formatPrice } from '../../../lib/money';
import { canMove } from '../../../lib/order-actions';
import { orderNumber, taxRows } from '../../../lib/order-lines';
import { partlyRefunded } from '../../../lib/refunds';
import type { Order } from '../../../types/api';
import { OrderLineList } from './order-line-list';
import { OrderRefunds } from './order-refunds';

/** "Write a review" for each tool of a delivered order that is still in the shop. */
function ReviewLinks({ order }: { order: Order }) {
  const tools = order.lines.filter((line, index, lines) => line.productId !== null && lines.findIndex((other) => other.productId === line.productId) === index);
  return tools.map((line) => (
    <Button key={line.productId} component={RouterLink} to={`/dashboard/add-review?product=${line.productId}`} aria-label={`Write a review of ${line.productName}`}>
      Write a review{tools.length > 1 ? ` of ${line.productName}` : ''}
    </Button>
  ));
}

function refundWords(order: Order & { refundedAt: string }): string {
  const when = formatDateTime(order.refundedAt);
  return order.status === 'refunded'
    ? `Your payment of ${formatPrice(order.price)} was refunded on ${when}.`
    : `This order was cancelled, so your payment of ${formatPrice(order.price)} was refunded on ${when}.`;
}

/** One of My Orders, as a card: it reads the same on a phone as on a desktop. */
export function MyOrderCard({ order, onCancel }: { order: Order; onCancel: () => void }) {
  const number = orderNumber(order);
  const tax = taxRows(order.tax);
  const [payable, cancellable, reviewable] = [canMove(order, 'pay'), canMove(order, 'cancel'), order.status === 'shipped'];
  return (
    <Card component="li" variant="outlined" aria-label={`Order ${number}`}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <div>
            <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
              Order {number}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Placed {formatDateTime(order.createdAt)}
            </Typography>
          </div>
          {/* Wrapped on a phone, the chips stay against the card's edge, under one another. */}
          <OrderStatusChips order={order} sx={{ justifyContent: 'flex-end' }} />
        </Stack>
        <OrderLineList order={order} sx={{ my: 1 }} />
        <Typography sx={{ fontWeight: 700 }}>Total {formatPrice(order.price)}</Typography>
        {[...tax.beforeTotal, ...tax.afterTotal].map((row) => (
          <Typography key={row.label} variant="body2" color="text.secondary">
            {row.label}: {row.value}
          </Typography>
        ))}
        {payable && order.holdExpiresAt && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            We hold the stock for you until {formatDateTime(order.holdExpiresAt)}.
          </Typography>
        )}
        {order.refundedAt && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {refundWords({ ...order, refundedAt: order.refundedAt })}
          </Typography>
        )}
        {partlyRefunded(order) && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {formatPrice(order.refunded)} of your payment has been refunded:
          </Typography>
        )}
        <OrderRefunds order={order} />
        <OrderDocuments order={order} />
        {order.status === 'cancelled' && !order.refundedAt && order.cancelledAt && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            Cancelled on {formatDateTime(order.cancelledAt)}.
          </Typography>
        )}
        {order.status === 'shipped' && order.shippedAt && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            Shipped on {formatDateTime(order.shippedAt)}.
          </Typography>
        )}
      </CardContent>
      {(payable || cancellable || reviewable) && (
        <CardActions sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          {payable && (
            <Button variant="contained" component={RouterLink} to={`/dashboard/payment/${order._id}`} aria-label={`Pay now for order ${number}`}>
              Pay now
            </Button>
          )}
          {cancellable && (
            <Button variant="outlined" color="error" onClick={onCancel} aria-label={`Cancel order ${number}`}>
              Cancel order
            </Button>
          )}
          {reviewable && <ReviewLinks order={order} />}
        </CardActions>
      )}
    </Card>
  );
}
