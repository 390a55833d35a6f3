import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useLocation, useParams } from 'react-router';
import { ArrivalHeading } from '../../../components/ui/arrival-heading';
import { ErrorState } from '../../../components/ui/error-state';
import { OrderDocuments } from '../../../components/ui/order-documents';
import { ResultAlert } from '../../../components/ui/result-alert';
import { orderKeyFrom } from '../../../lib/guest-order-link';
import { orderNumber } from '../../../lib/order-lines';
import { canMove } from '../../../lib/order-actions';
import { problemMessage } from '../../../lib/problem';
import { useRetryFocus } from '../../../lib/use-retry-focus';
import type { Order } from '../../../types/api';
import { useCancelGuestOrderMutation, useGetGuestOrderQuery } from '../api/guest-order-api';
import { usePayOrder } from '../use-pay-order';
import { CardForm } from './card-form';
import { OrderSummary } from './order-summary';


function headingFor(order: Order): string {
  if (order.paid) return `Thank you! Order ${orderNumber(order)} is paid`;
  if (order.status === 'cancelled') return `Order ${orderNumber(order)} is cancelled`;
  return `Order ${orderNumber(order)} is waiting for payment`;
}

/** `/orders/:id#key=…`: a guest's order, opened by its key: what it holds, paying it, cancelling it while unpaid. */
export function GuestOrderPage() {
  const { id = '' } = useParams();
  const orderKey = orderKeyFrom(useLocation().hash);
  const { data: order, error, isLoading, isFetching, refetch } = useGetGuestOrderQuery(orderKey ? { orderId: id, orderKey } : skipToken);
  const { target: heading, retry } = useRetryFocus<HTMLHeadingElement>(!isFetching);
  const payment = usePayOrder(id, order ? { name: order.userName, email: order.email } : null, orderKey);
  const [cancel, cancelState] = useCancelGuestOrderMutation();

  if (!orderKey) {
    return (
      <Stack spacing={3} sx={{ maxWidth: 640 }}>
        <ArrivalHeading variant="h1" sx={{ fontSize: '2rem' }}>
          Your order
        </ArrivalHeading>
        <Alert severity="warning">This link is incomplete. Open your order from the link in its confirmation email.</Alert>
      </Stack>
    );
  }

  return (
    <Box component="section" aria-labelledby="guest-order-title">
      {isLoading ? (
        <Stack spacing={2} role="status" aria-busy="true" aria-label="Loading your order">
          <Skeleton variant="rounded" height={48} />
          <Skeleton variant="rounded" height={220} />
        </Stack>
      ) : error || !order ? (
        <>
          <ArrivalHeading id="guest-order-title" ref={heading} variant="h1" sx={{ fontSize: '2rem', mb: 3 }}>
            Your order
          </ArrivalHeading>
          <ErrorState message={problemMessage(error)} onRetry={() => retry(refetch)} />
        </>
      ) : (
        <Stack spacing={3}>
          <ArrivalHeading id="guest-order-title" ref={heading} variant="h1" sx={{ fontSize: '2rem' }}>
            {headingFor(order)}
          </ArrivalHeading>
          <Alert severity="info" role="note">
            We emailed a confirmation to {order.email}. Its link brings you back to this page, to pay or cancel the order while it is unpaid: keep it, as
            it is the only way to your order without an account.
          </Alert>
          <Typography variant="h2" sx={{ fontSize: '1.4rem' }}>
            {canMove(order, 'pay') ? 'Your order and its payment' : 'Your order'}
          </Typography>
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 6 }}>
              <OrderSummary order={order} />
              <OrderDocuments order={order} orderKey={orderKey} />
            </Grid>
            {canMove(order, 'pay') && (
              <Grid size={{ xs: 12, md: 6 }}>
                <Stack spacing={2}>
                  <CardForm price={order.price} user={{ name: order.userName, email: order.email }} payment={payment} heading={heading} />
                  {cancelState.error && (
                    <ResultAlert severity="error" role="alert">
                      {problemMessage(cancelState.error)}
                    </ResultAlert>
                  )}
                  <Button variant="outlined" color="error" loading={cancelState.isLoading} disabled={payment.busy} onClick={() => void cancel({ orderId: id, orderKey })}>
                    Cancel this order
                  </Button>
                </Stack>
              </Grid>
            )}
          </Grid>
        </Stack>
      )}
    </Box>
  );
}
