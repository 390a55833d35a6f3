import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { AmountRow } from '../../../components/ui/amount-row';
import { OrderDocuments } from '../../../components/ui/order-documents';
import { ErrorState } from '../../../components/ui/error-state';
import { useRetryFocus } from '../../../lib/use-retry-focus';
import { OrderStatusChips } from '../../../components/ui/order-status-chips';
import { ResultNotice } from '../../../components/ui/result-notice';
import { formatDateTime } from '../../../lib/format';
import { formatPrice } from '../../../lib/money';
import { deliveryMethodWords, deliveryPrice, orderNumber, taxRows } from '../../../lib/order-lines';
import { isNotFound, problemMessage } from '../../../lib/problem';
import { moneyLeft } from '../../../lib/refunds';
import type { Order } from '../../../types/api';
import { useGetOrderQuery } from '../api/orders-api';
import { AdminOrderButtons } from './admin-order-card';
import { OrderRefunds } from './order-refunds';
import { useOrderActions } from './use-order-actions';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
      <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** What happened to the order and when, oldest first; the moves it never made are left out. */
function history(order: Order): [string, string][] {
  const moments: [string, string | null][] = [
    ['Placed', order.createdAt],
    ['Paid', order.paidAt],
    ['Shipped', order.shippedAt],
    ['Cancelled', order.cancelledAt],
    ['Refunded', order.refundedAt],
  ];
  return moments.filter((moment): moment is [string, string] => moment[1] !== null);
}

function OrderDetails({ order }: { order: Order }) {
  const tax = taxRows(order.tax);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <Section title="Customer and delivery">
        <Typography>{order.userName}</Typography>
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          <Link href={`mailto:${order.email}`}>{order.email}</Link>
        </Typography>
        <Typography sx={{ overflowWrap: 'anywhere', mt: 1 }}>{order.address}</Typography>
        <Typography>
          <Link href={`tel:${order.phone.replace(/[^\d+]/g, '')}`}>{order.phone}</Link>
        </Typography>
        {order.vatNumber && <Typography sx={{ mt: 1 }}>VAT number: {order.vatNumber}</Typography>}
      </Section>
      <Section title="History">
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
          {history(order).map(([what, when]) => (
            <Box key={what} sx={{ display: 'contents' }}>
              <Typography component="dt" sx={{ fontWeight: 700 }}>
                {what}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {formatDateTime(when)}
              </Typography>
            </Box>
          ))}
        </Box>
        {order.holdExpiresAt && order.status === 'unpaid' && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            Its stock is held until {formatDateTime(order.holdExpiresAt)}, then the order is cancelled if unpaid.
          </Typography>
        )}
        {order.transactionId && (
          <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
            Transaction id: <code>{order.transactionId}</code>
          </Typography>
        )}
        <OrderDocuments order={order} />
      </Section>
      <Box sx={{ gridColumn: { md: '1 / -1' } }}>
        <Section title="Tools">
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {order.lines.map((line, index) => (
              <Stack component="li" key={`${line.productId ?? 'deleted'}-${index}`} direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
                <Typography sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  {line.quantity} × {line.productName}
                  <Typography component="span" color="text.secondary">
                    {' '}
                    at {formatPrice(line.unitPrice)}
                  </Typography>
                </Typography>
                <Typography>{formatPrice(line.price)}</Typography>
              </Stack>
            ))}
            {order.shipping && (
              <Stack component="li" direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
                <Typography sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>Delivery: {deliveryMethodWords(order)}</Typography>
                <Typography>{deliveryPrice(order.shipping)}</Typography>
              </Stack>
            )}
            {tax.beforeTotal.map((row) => (
              <AmountRow key={row.label} {...row} item />
            ))}
            <Stack component="li" direction="row" sx={{ justifyContent: 'space-between', borderTop: 1, borderColor: 'divider', pt: 1 }}>
              <Typography sx={{ fontWeight: 700 }}>Total</Typography>
              <Typography sx={{ fontWeight: 700 }}>{formatPrice(order.price)}</Typography>
            </Stack>
            {tax.afterTotal.map((row) => (
              <AmountRow key={row.label} {...row} quiet item />
            ))}
          </Stack>
        </Section>
      </Box>
      {order.refunded !== '0.00' && (
        <Box sx={{ gridColumn: { md: '1 / -1' } }}>
          <Section title="Refunds">
            <Typography sx={{ mb: 1 }}>
              Refunded {formatPrice(order.refunded)} of {formatPrice(order.price)}
              {order.status !== 'refunded' && order.status !== 'cancelled' ? `; ${formatPrice(moneyLeft(order))} left` : ''}.
            </Typography>
            <OrderRefunds order={order} staff />
          </Section>
        </Box>
      )}
    </Box>
  );
}

/** One order, everything about it, and what the admin can do with it now. */
export function AdminOrderPage() {
  const { id = '' } = useParams();
  const { currentData: order, error, isFetching, refetch } = useGetOrderQuery(id);
  const { target: heading, retry } = useRetryFocus<HTMLHeadingElement>(!isFetching);
  const actions = useOrderActions();
  const back = (
    <Link component={RouterLink} to="/dashboard/manage-all-orders">
      Back to Manage All Orders
    </Link>
  );

  if (!order && isFetching) {
    return (
      <Stack spacing={2} role="status" aria-busy="true" aria-label="Loading the order">
        <Skeleton variant="text" width={200} height={48} />
        <Skeleton variant="rounded" height={160} />
        <Skeleton variant="rounded" height={120} />
      </Stack>
    );
  }
  if (!order) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography ref={heading} tabIndex={-1} variant="h2" sx={{ fontSize: '1.75rem', '&:focus': { outline: 'none' } }}>
          Order
        </Typography>
        {isNotFound(error) ? <Alert severity="warning">No order with that id.</Alert> : <ErrorState message={problemMessage(error)} onRetry={() => retry(refetch)} />}
        {back}
      </Stack>
    );
  }
  return (
    <Stack component="article" spacing={2} aria-labelledby="order-title">
      {back}
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id="order-title" ref={heading} tabIndex={-1} variant="h2" sx={{ fontSize: '1.75rem', '&:focus': { outline: 'none' } }}>
          Order {orderNumber(order)}
        </Typography>
        <OrderStatusChips order={order} />
      </Stack>
      <Typography color="text.secondary">
        Placed {formatDateTime(order.createdAt)} · {formatPrice(order.price)} · <span style={{ overflowWrap: 'anywhere' }}>id {order._id}</span>
      </Typography>
      {actions.notice && <ResultNotice onClose={actions.clearNotice}>{actions.notice}</ResultNotice>}
      <Stack direction="row" spacing={1}>
        <AdminOrderButtons order={order} onShip={() => actions.askShip(order)} onRefund={() => actions.askRefund(order)} onRefundPart={() => actions.askPartRefund(order)} />
      </Stack>
      <OrderDetails order={order} />
      {actions.dialogs}
    </Stack>
  );
}
