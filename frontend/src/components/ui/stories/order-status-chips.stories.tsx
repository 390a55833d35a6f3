import Stack from '@mui/material/Stack';
import { expect } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import type { Order } from '../../../types/api';
import { OrderStatusChips } from '../order-status-chips';

type Facts = Pick<Order, 'status' | 'refundedAt' | 'shippedAt'>;

const when = '2026-03-12T09:00:00.000Z';
const orders: Facts[] = [
  { status: 'unpaid', refundedAt: null, shippedAt: null },
  { status: 'paid', refundedAt: null, shippedAt: null },
  { status: 'shipped', refundedAt: null, shippedAt: when },
  { status: 'cancelled', refundedAt: null, shippedAt: null },
  { status: 'refunded', refundedAt: when, shippedAt: when },
];

const meta = preview.meta({
  title: 'Shared/Order Status Chips',
  component: OrderStatusChips,
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
  args: { order: orders[1] },
});

/** The shop's words, on every screen but the admin's list: the status, and beside it whether the tools have left. */
export const EveryStatus = meta.story({
  render: () => (
    <Stack spacing={1}>
      {orders.map((order) => (
        <OrderStatusChips key={order.status} order={order} />
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Paid')).toBeInTheDocument();
    await expect(canvas.getByText('Not yet shipped')).toBeInTheDocument();
  },
});

/** The admin's orders list keeps the seed's UnPaid and Pending; the fulfilment beside them is the shop's. */
export const SeedTable = meta.story({
  render: () => (
    <Stack spacing={1}>
      {orders.map((order) => (
        <OrderStatusChips key={order.status} order={order} seedTable />
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('UnPaid')).toBeInTheDocument();
    await expect(canvas.getByText('Pending')).toBeInTheDocument();
    await expect(canvas.getByText('Not yet shipped')).toBeInTheDocument();
  },
});

/** A cancelled order whose late payment was refunded reads "Refunded", in either words. */
export const Refunded = meta.story({
  render: () => (
    <Stack direction="row" spacing={1}>
      <OrderStatusChips order={{ status: 'cancelled', refundedAt: when, shippedAt: null }} />
      <OrderStatusChips order={{ status: 'cancelled', refundedAt: when, shippedAt: null }} seedTable />
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Refunded')).toHaveLength(2);
  },
});
