import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadMore } from '../../../components/ui/load-more';
import { formatPrice } from '../../../lib/format';
import { problemMessage } from '../../../lib/problem';
import type { Order } from '../../../types/api';
import { useListAllOrdersInfiniteQuery, useShipOrderMutation } from '../api/orders-api';
import { OrderStatusChip } from './order-status-chip';

const TITLE_ID = 'manage-all-orders-title';

const orderSummary = (order: Order) => `${order.quantity} × ${order.productName} for ${order.email}`;

function OrderRow({ order, onShip }: { order: Order; onShip: () => void }) {
  return (
    <TableRow>
      <TableCell component="th" scope="row">
        {order.productName}
      </TableCell>
      <TableCell>
        <Typography variant="body2">{order.userName}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {order.email}
        </Typography>
      </TableCell>
      <TableCell align="right">{order.quantity}</TableCell>
      <TableCell align="right">{formatPrice(order.price)}</TableCell>
      <TableCell>
        <OrderStatusChip status={order.status} audience="admin" />
      </TableCell>
      <TableCell>
        {/* Only a paid order can leave the shop; the others have nothing to do here. */}
        {order.status === 'paid' && (
          <Button size="small" variant="contained" onClick={onShip} aria-label={`Ship the order of ${orderSummary(order)}`}>
            Ship
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
}

/** Every customer's order; the admin ships the paid ones. */
export function ManageAllOrders() {
  const { data, error, isLoading, isError, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } = useListAllOrdersInfiniteQuery();
  const [shipOrder, shipState] = useShipOrderMutation();
  const [toShip, setToShip] = useState<Order | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const orders = data?.pages.flatMap((page) => page.items) ?? [];

  const confirmShip = async () => {
    if (!toShip) return;
    const result = await shipOrder(toShip._id);
    if ('error' in result) return;
    setNotice(`The order of ${orderSummary(toShip)} is marked as shipped.`);
    setToShip(null);
  };

  const closeDialog = () => {
    setToShip(null);
    shipState.reset();
  };

  return (
    <Box component="section" aria-labelledby={TITLE_ID}>
      <Typography id={TITLE_ID} variant="h2" sx={{ fontSize: '1.75rem', mb: 2 }}>
        Manage All Orders
      </Typography>
      {notice && (
        <Alert severity="success" role="status" onClose={() => setNotice(null)} sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      {isLoading ? (
        <Stack spacing={1} role="status" aria-busy="true" aria-label="Loading orders">
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} variant="rounded" height={60} />
          ))}
        </Stack>
      ) : !data ? (
        <ErrorState message={problemMessage(error)} onRetry={() => void refetch()} />
      ) : orders.length === 0 ? (
        <Typography>There are no orders yet.</Typography>
      ) : (
        // On a phone the table scrolls sideways inside its own frame instead of squeezing the columns.
        <TableContainer component={Paper} variant="outlined" role="region" aria-label="All orders" tabIndex={0}>
          <Table aria-labelledby={TITLE_ID} sx={{ minWidth: 760 }}>
            <TableHead>
              <TableRow>
                <TableCell>Product</TableCell>
                <TableCell>Customer</TableCell>
                <TableCell align="right">Quantity</TableCell>
                <TableCell align="right">Price</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Action</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {orders.map((order) => (
                <OrderRow key={order._id} order={order} onShip={() => setToShip(order)} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {isError && data && <ErrorState message={problemMessage(error)} onRetry={() => void refetch()} />}
      <LoadMore label="Load more orders" hasMore={hasNextPage} loading={isFetchingNextPage} onLoadMore={() => void fetchNextPage()} />
      <ConfirmDialog
        open={toShip !== null}
        title="Ship this order?"
        message={toShip ? `Mark the order of ${orderSummary(toShip)} as shipped? The customer will see it as Shipped.` : ''}
        error={shipState.error ? problemMessage(shipState.error) : undefined}
        busy={shipState.isLoading}
        onConfirm={() => void confirmShip()}
        onCancel={closeDialog}
      />
    </Box>
  );
}
