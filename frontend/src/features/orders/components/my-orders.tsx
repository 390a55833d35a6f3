import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadMore } from '../../../components/ui/load-more';
import { orderNumber, orderToolNames, orderWhat } from '../../../lib/order-lines';
import { problemMessage } from '../../../lib/problem';
import { selectUser } from '../../../lib/session/session-slice';
import { useAppSelector } from '../../../lib/store';
import type { Order } from '../../../types/api';
import { useSignOut } from '../../../lib/session/use-sign-out';
import { useCancelOrderMutation, useListMyOrdersInfiniteQuery } from '../api/orders-api';
import { MyOrderCard } from './my-order-card';
import { ResultAlert } from '../../../components/ui/result-alert';
import { useRetryFocus } from '../../../lib/use-retry-focus';

const isAuthError = (error: unknown) => {
  const status = (error as { status?: unknown } | undefined)?.status;
  return status === 401 || status === 403;
};

/** The signed-in customer's orders: pay or cancel the unpaid ones, see the rest. */
export function MyOrders() {
  const user = useAppSelector(selectUser);
  const { data, error, isLoading, isFetching, isFetchingNextPage, hasNextPage, fetchNextPage, refetch } = useListMyOrdersInfiniteQuery(user?.email ?? '', {
    skip: !user,
  });
  const { target: heading, retry } = useRetryFocus<HTMLHeadingElement>(!isFetching);
  const [cancelOrder, cancelState] = useCancelOrderMutation();
  const [toCancel, setToCancel] = useState<Order | null>(null);
  const [cancelled, setCancelled] = useState<Order | null>(null);
  const navigate = useNavigate();
  const signOut = useSignOut();
  const refused = isAuthError(error);

  useEffect(() => {
    // The seed's rule: a refused My Orders ends the session and goes home.
    if (refused) signOut('/');
  }, [refused, signOut]);

  const confirmCancel = async () => {
    if (!toCancel) return;
    const result = await cancelOrder(toCancel._id);
    if ('data' in result) {
      setCancelled(toCancel);
      setToCancel(null);
    }
  };

  const orders = data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Box component="section" aria-labelledby="my-orders-title">
      <Typography id="my-orders-title" ref={heading} tabIndex={-1} variant="h2" sx={{ fontSize: '1.75rem', mb: 2, '&:focus': { outline: 'none' } }}>
        My Orders
      </Typography>
      {cancelled && (
        <ResultAlert key={cancelled._id} severity="success" role="status" onClose={() => setCancelled(null)} sx={{ mb: 2 }}>
          Order {orderNumber(cancelled)} for {orderToolNames(cancelled)} is cancelled. It was never paid, so nothing was charged.
        </ResultAlert>
      )}
      {isLoading ? (
        <Stack spacing={2} role="status" aria-busy="true" aria-label="Loading your orders">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} variant="rounded" height={120} />
          ))}
        </Stack>
      ) : error ? (
        refused ? null : <ErrorState message={problemMessage(error)} onRetry={() => retry(refetch)} />
      ) : orders.length === 0 ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography>You have no orders yet.</Typography>
          <Button variant="contained" onClick={() => void navigate('/')}>
            Browse the tools
          </Button>
        </Stack>
      ) : (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {orders.map((order) => (
            <MyOrderCard key={order._id} order={order} onCancel={() => setToCancel(order)} />
          ))}
        </Stack>
      )}
      <LoadMore label="Load more orders" hasMore={hasNextPage} loading={isFetchingNextPage} onLoadMore={() => void fetchNextPage()} />
      <ConfirmDialog
        open={toCancel !== null}
        title={toCancel ? `Cancel order ${orderNumber(toCancel)}?` : ''}
        message={toCancel ? `Cancel your order of ${orderWhat(toCancel)}? The tools go back on sale and the order stays listed as Cancelled.` : ''}
        confirmLabel="Yes, cancel order"
        cancelLabel="No, keep order"
        error={cancelState.error ? problemMessage(cancelState.error) : undefined}
        busy={cancelState.isLoading}
        onConfirm={() => void confirmCancel()}
        onCancel={() => {
          setToCancel(null);
          cancelState.reset();
        }}
      />
    </Box>
  );
}
