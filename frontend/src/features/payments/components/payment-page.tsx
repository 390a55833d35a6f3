import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ArrivalHeading } from '../../../components/ui/arrival-heading';
import { ErrorState } from '../../../components/ui/error-state';
import { useRetryFocus } from '../../../lib/use-retry-focus';
import { formatDateTime } from '../../../lib/format';
import { formatPrice } from '../../../lib/money';
import { canMove } from '../../../lib/order-actions';
import { problemMessage } from '../../../lib/problem';
import { selectUser } from '../../../lib/session/session-slice';
import { useAppSelector } from '../../../lib/store';
import type { Order } from '../../../types/api';
import { useGetOrderQuery } from '../api/payments-api';
import { usePayOrder } from '../use-pay-order';
import { CardForm } from './card-form';
import { OrderSummary } from './order-summary';
import { justPaid, thankYouPath } from './thank-you-page';

function PaidAlready({ order }: { order: Order }) {
  return (
    <Alert severity="info">
      This order is {order.status === 'shipped' ? 'paid and shipped' : 'paid'}
      {order.transactionId ? ` (transaction ${order.transactionId})` : ''}. There is nothing more to pay.
    </Alert>
  );
}

/** The order was cancelled while the card went through, so the shop gave the money back. */
function Refunded({ order }: { order: Order }) {
  return (
    <Alert severity="info" role="status">
      This order was cancelled, so your payment of {formatPrice(order.price)} has been refunded
      {order.refundedAt ? ` (on ${formatDateTime(order.refundedAt)})` : ''}. Order the tool again from the shop.
    </Alert>
  );
}

/** `/dashboard/payment/:id`: the order, then the active provider's card form. */
export function PaymentPage() {
  const { id = '' } = useParams();
  const user = useAppSelector(selectUser);
  const { data: order, error, isLoading, isFetching, refetch } = useGetOrderQuery(id);
  const { target: heading, retry } = useRetryFocus<HTMLHeadingElement>(!isFetching);
  const payment = usePayOrder(id, user);
  const navigate = useNavigate();
  const paid = payment.transactionId !== null;
  // Paid: on to the thank-you page, in place of this one (Back should not offer the card form again).
  useEffect(() => {
    if (paid) void navigate(thankYouPath(id), { replace: true, state: justPaid });
  }, [paid, id, navigate]);

  return (
    <Box component="section" aria-labelledby="payment-title">
      {/* Where My Orders' Pay and the purchase page's Confirm Order lead: the focus starts here. */}
      <ArrivalHeading id="payment-title" ref={heading} variant="h2" sx={{ fontSize: '1.75rem', mb: 2 }}>
        Payment
      </ArrivalHeading>
      {isLoading ? (
        <Box role="status" aria-busy="true" aria-label="Loading the order">
          <Skeleton variant="rounded" height={220} />
        </Box>
      ) : error || !order ? (
        <ErrorState message={problemMessage(error)} onRetry={() => retry(refetch)} />
      ) : (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 6 }}>
            <OrderSummary order={order} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            {payment.refunded || order.refundedAt ? (
              <Refunded order={order} />
            ) : order.status === 'cancelled' ? (
              <Alert severity="warning">This order was cancelled, so it can’t be paid. Order the tool again from the shop.</Alert>
            ) : !canMove(order, 'pay') ? (
              <PaidAlready order={order} />
            ) : (
              user && <CardForm price={order.price} user={user} payment={payment} heading={heading} />
            )}
          </Grid>
        </Grid>
      )}
    </Box>
  );
}
