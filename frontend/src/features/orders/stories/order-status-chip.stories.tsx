import Stack from '@mui/material/Stack';
import { expect } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { OrderStatusChip } from '../components/order-status-chip';

const meta = preview.meta({
  title: 'Shared/Order Status Chip',
  component: OrderStatusChip,
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
  args: { status: 'unpaid', audience: 'customer' },
});

export const Customer = meta.story({
  render: () => (
    <Stack direction="row" spacing={1}>
      {(['unpaid', 'paid', 'shipped'] as const).map((status) => (
        <OrderStatusChip key={status} status={status} audience="customer" />
      ))}
    </Stack>
  ),
});

/** The admin table keeps the seed's words: UnPaid, Pending (paid, to be shipped). */
export const Admin = meta.story({
  render: () => (
    <Stack direction="row" spacing={1}>
      {(['unpaid', 'paid', 'shipped', 'cancelled'] as const).map((status) => (
        <OrderStatusChip key={status} status={status} audience="admin" />
      ))}
    </Stack>
  ),
});

/** A cancelled order whose late payment was refunded reads "Refunded", for the customer and the admin alike. */
export const Refunded = meta.story({
  render: () => (
    <Stack direction="row" spacing={1}>
      <OrderStatusChip status="cancelled" refunded audience="customer" />
      <OrderStatusChip status="cancelled" refunded audience="admin" />
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Refunded')).toHaveLength(2);
  },
});
