import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { ArrivalHeading } from '../../../components/ui/arrival-heading';
import { ErrorState } from '../../../components/ui/error-state';
import { AmountRow } from '../../../components/ui/amount-row';
import { OrderDocuments } from '../../../components/ui/order-documents';
import { OrderStatusChips } from '../../../components/ui/order-status-chips';
import { formatPrice } from '../../../lib/money';
import { deliveryMethodWords, deliveryPrice, lineWords, orderNumber, taxRows } from '../../../lib/order-lines';
import { canMove } from '../../../lib/order-actions';
import { problemMessage } from '../../../lib/problem';
import type { Order } from '../../../types/api';
import { useGetOrderQuery } from '../api/payments-api';
import { PaymentSuccess } from './payment-success';

export const thankYouPath = (orderId: string) => `/orders/${orderId}/thank-you`;

/**
 * What a payment leads here with. Only then does the page show the seed's success with its
 * transaction id; opened again later (My Orders, an email, a bookmark) it names the order by its
 * number alone, as the payment provider's id means nothing to a customer.
 */
export const justPaid = { justPaid: true } as const;

const totalRow = { borderTop: 1, borderColor: 'divider', pt: 1, fontWeight: 700 } as const;

/** What was bought: each line with its price, the total, and where it goes. */
function OrderLinesSummary({ order }: { order: Order }) {
  const tax = taxRows(order.tax);
  return (
    <Card variant="outlined" component="section" aria-labelledby="thank-you-lines">
      <CardContent>
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1.5 }}>
          <Typography id="thank-you-lines" variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
            Order {orderNumber(order)}
          </Typography>
          <OrderStatusChips order={order} />
        </Stack>
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {order.lines.map((line, index) => (
            <Stack component="li" key={`${line.productId ?? 'deleted'}-${index}`} direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
              <Typography>{lineWords(line)}</Typography>
              <Typography sx={{ whiteSpace: 'nowrap' }}>{formatPrice(line.price)}</Typography>
            </Stack>
          ))}
          {order.shipping && (
            <Stack component="li" direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
              <Typography>Delivery: {deliveryMethodWords(order)}</Typography>
              <Typography sx={{ whiteSpace: 'nowrap' }}>{deliveryPrice(order.shipping)}</Typography>
            </Stack>
          )}
          {tax.beforeTotal.map((row) => (
            <AmountRow key={row.label} {...row} item />
          ))}
        </Stack>
        <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2, mt: 1.5, ...totalRow }}>
          <Typography sx={{ fontWeight: 700 }}>{order.paid ? 'Total paid' : 'Total'}</Typography>
          <Typography sx={{ fontWeight: 700 }}>{formatPrice(order.price)}</Typography>
        </Stack>
        {tax.afterTotal.map((row) => (
          <AmountRow key={row.label} {...row} quiet />
        ))}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2, whiteSpace: 'pre-line' }}>
          Delivering to: {order.address}
        </Typography>
      </CardContent>
    </Card>
  );
}

function WhatNext({ order }: { order: Order }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {canMove(order, 'pay') && (
        <Button variant="contained" component={RouterLink} to={`/dashboard/payment/${order._id}`}>
          Pay now
        </Button>
      )}
      <Button variant={canMove(order, 'pay') ? 'outlined' : 'contained'} component={RouterLink} to="/dashboard">
        My Orders
      </Button>
      <Button variant="outlined" component={RouterLink} to="/#tools">
        Keep shopping
      </Button>
    </Stack>
  );
}

/** `/orders/:id/thank-you`: where a payment leads: the order's number, what it holds, and where to go next. */
export function ThankYouPage() {
  const { id = '' } = useParams();
  const { data: order, error, isLoading, refetch } = useGetOrderQuery(id);
  const arrivedPaying = (useLocation().state as Partial<typeof justPaid> | null)?.justPaid === true;

  return (
    <Box component="section" aria-labelledby="thank-you-title">
      {isLoading ? (
        <Stack spacing={2} role="status" aria-busy="true" aria-label="Loading your order">
          <Typography variant="h1" component="div" sx={{ fontSize: '2rem' }}>
            <Skeleton width="60%" />
          </Typography>
          <Skeleton variant="rounded" height={96} />
          <Skeleton variant="rounded" height={200} />
        </Stack>
      ) : error || !order ? (
        <>
          <ArrivalHeading id="thank-you-title" variant="h1" sx={{ fontSize: '2rem', mb: 3 }}>
            Your order
          </ArrivalHeading>
          <ErrorState message={problemMessage(error)} onRetry={() => void refetch()} />
        </>
      ) : (
        <Stack spacing={3} sx={{ maxWidth: 640 }}>
          <ArrivalHeading id="thank-you-title" variant="h1" sx={{ fontSize: '2rem' }}>
            {order.paid ? `Thank you! Order ${orderNumber(order)} is paid` : `Order ${orderNumber(order)} is waiting for payment`}
          </ArrivalHeading>
          {order.paid ? (
            arrivedPaying && <PaymentSuccess transactionId={order.transactionId ?? ''} email={order.email} />
          ) : (
            <Alert severity="info">
              This order isn’t paid yet. Pay for it now, or later from{' '}
              <Link component={RouterLink} to="/dashboard">
                My Orders
              </Link>
              , before its hold runs out.
            </Alert>
          )}
          <OrderLinesSummary order={order} />
          <OrderDocuments order={order} />
          <WhatNext order={order} />
        </Stack>
      )}
    </Box>
  );
}
