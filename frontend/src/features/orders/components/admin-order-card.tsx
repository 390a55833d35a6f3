import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { OrderStatusChips } from '../../../components/ui/order-status-chips';
import { formatDateTime } from '../../../lib/format';
import { formatPrice } from '../../../lib/money';
import { canMove, paidThroughShop } from '../../../lib/order-actions';
import { orderNumber } from '../../../lib/order-lines';
import { partlyRefunded } from '../../../lib/refunds';
import type { Order } from '../../../types/api';
import { OrderLineList } from './order-line-list';

/**
 * The moves an admin can make on the order now: Ship a paid one, Refund (the rest of) a paid or
 * shipped one, or, where no payment was taken through the shop, record a refund made outside it;
 * on the order's own page, also refund part of it.
 */
export function AdminOrderButtons({ order, onShip, onRefund, onRefundPart }: { order: Order; onShip: () => void; onRefund: () => void; onRefundPart?: () => void }) {
  const number = orderNumber(order);
  const rest = partlyRefunded(order);
  return (
    <>
      {canMove(order, 'ship') && (
        <Button size="small" variant="contained" onClick={onShip} aria-label={`Ship order ${number}`}>
          Ship
        </Button>
      )}
      {canMove(order, 'refund') &&
        (paidThroughShop(order) ? (
          <Button size="small" variant="outlined" color="error" onClick={onRefund} aria-label={`Refund ${rest ? 'the rest of ' : ''}order ${number}`}>
            {rest ? 'Refund the rest' : 'Refund'}
          </Button>
        ) : (
          <Button size="small" variant="outlined" color="error" onClick={onRefund} aria-label={`Record refund made outside the shop for order ${number}`}>
            Record refund
          </Button>
        ))}
      {canMove(order, 'refund') && onRefundPart && (
        <Button size="small" variant="outlined" color="error" onClick={onRefundPart} aria-label={`Refund part of order ${number}`}>
          Refund part
        </Button>
      )}
    </>
  );
}

/**
 * One order in the admin's list. A card rather than a table row: on a 390 px phone the status and
 * the actions stay in view without sideways scrolling; from a tablet up its parts sit side by side.
 */
export function AdminOrderCard({ order, onShip, onRefund }: { order: Order; onShip: () => void; onRefund: () => void }) {
  const number = orderNumber(order);
  return (
    <Card component="li" variant="outlined" aria-label={`Order ${number}`} sx={{ p: 2 }}>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 1.5, lg: 2 },
          gridTemplateColumns: { xs: '1fr auto', lg: '10rem minmax(0, 2fr) minmax(0, 2fr) 6rem 11rem' },
          alignItems: 'start',
        }}
      >
        <div>
          <Link component={RouterLink} to={`/dashboard/orders/${order._id}`} variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 700 }} aria-label={`Order ${number}, open its page`}>
            {number}
          </Link>
          <Typography variant="body2" color="text.secondary">
            {formatDateTime(order.createdAt)}
          </Typography>
        </div>
        <Box sx={{ textAlign: 'right', gridColumn: { lg: 4 }, gridRow: { lg: 1 } }}>
          <Typography sx={{ fontWeight: 700 }}>{formatPrice(order.price)}</Typography>
          {order.tax && Number(order.tax.total) > 0 && (
            <Typography variant="body2" color="text.secondary">
              VAT {formatPrice(order.tax.total)}
            </Typography>
          )}
          {partlyRefunded(order) && (
            <Typography variant="body2" color="text.secondary">
              {formatPrice(order.refunded)} refunded
            </Typography>
          )}
        </Box>
        <Box sx={{ gridColumn: { xs: '1 / -1', lg: 2 }, gridRow: { lg: 1 }, minWidth: 0 }}>
          <Typography variant="body2">{order.userName}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {order.email}
          </Typography>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {order.address}
          </Typography>
          <Typography variant="body2">{order.phone}</Typography>
        </Box>
        <OrderLineList order={order} sx={{ m: 0, gridColumn: { xs: '1 / -1', lg: 3 }, gridRow: { lg: 1 }, minWidth: 0 }} />
        <Stack spacing={1} sx={{ gridColumn: { xs: '1 / -1', lg: 5 }, gridRow: { lg: 1 }, alignItems: { xs: 'flex-start', lg: 'flex-end' } }}>
          <OrderStatusChips order={order} seedTable />
          <Stack direction="row" spacing={1}>
            <AdminOrderButtons order={order} onShip={onShip} onRefund={onRefund} />
          </Stack>
        </Stack>
      </Box>
    </Card>
  );
}
