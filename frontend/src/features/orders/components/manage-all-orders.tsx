import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PagedTableScreen } from '../../../components/ui/paged-table-screen';
import { formatPrice } from '../../../lib/money';
import { canMove } from '../../../lib/order-actions';
import { hasSeveralLines, lineWords, orderWhat } from '../../../lib/order-lines';
import { problemMessage } from '../../../lib/problem';
import type { Order } from '../../../types/api';
import { useListAllOrdersInfiniteQuery, useShipOrderMutation } from '../api/orders-api';
import { OrderStatusChip } from './order-status-chip';

const orderSummary = (order: Order) => `${orderWhat(order)} for ${order.email}`;

function OrderRow({ order, onShip }: { order: Order; onShip: () => void }) {
  return (
    <TableRow>
      <TableCell component="th" scope="row">
        {hasSeveralLines(order)
          ? order.lines.map((line, index) => (
              <Typography key={`${line.productId ?? 'deleted'}-${index}`} variant="body2">
                {lineWords(line)}
              </Typography>
            ))
          : order.productName}
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
        <OrderStatusChip status={order.status} refunded={order.refundedAt !== null} audience="admin" />
      </TableCell>
      <TableCell>
        {/* Only a paid order can leave the shop; the others have nothing to do here. */}
        {canMove(order, 'ship') && (
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
  const query = useListAllOrdersInfiniteQuery();
  const [shipOrder, shipState] = useShipOrderMutation();
  const [toShip, setToShip] = useState<Order | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const orders = query.data?.pages.flatMap((page) => page.items) ?? [];

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
    <>
      <PagedTableScreen
        title="Manage All Orders"
        query={query}
        rowCount={orders.length}
        things="orders"
        emptyText="There are no orders yet."
        notice={notice}
        onNoticeClose={() => setNotice(null)}
        skeletonHeight={60}
        minWidth={760}
        headerCells={
          <>
            <TableCell>Product</TableCell>
            <TableCell>Customer</TableCell>
            <TableCell align="right">Quantity</TableCell>
            <TableCell align="right">Price</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Action</TableCell>
          </>
        }
      >
        {orders.map((order) => (
          <OrderRow key={order._id} order={order} onShip={() => setToShip(order)} />
        ))}
      </PagedTableScreen>
      <ConfirmDialog
        open={toShip !== null}
        title="Ship this order?"
        message={toShip ? `Mark the order of ${orderSummary(toShip)} as shipped? The customer will see it as Shipped.` : ''}
        error={shipState.error ? problemMessage(shipState.error) : undefined}
        busy={shipState.isLoading}
        onConfirm={() => void confirmShip()}
        onCancel={closeDialog}
      />
    </>
  );
}
